"use client";

import * as React from "react";
import { format } from "date-fns";
import { ArrowLeftIcon, RefreshCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Skeleton } from "@/components/ui/skeleton";
import { formatTime12, timeZoneAbbreviation } from "@/lib/format";
import { earliestBookableDate, latestBookableDate } from "@/lib/booking/dates";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { apiRequest, isAbort } from "@/lib/api/client";
import type { AvailableSlot as TimeSlot } from "@/lib/booking/slots";

export const SLOTS_EMPTY_MESSAGE = "No available time slots for this date. Please select another date.";
export const SLOTS_ERROR_MESSAGE = "Unable to load time slots. Please try again later.";

const { leadTimeDays, windowDays } = siteConfig.booking;

/** yyyy-MM-dd -> a local Date at midnight (the calendar works in the browser's zone). */
const keyToDate = (key: string) => {
  const [y, m, d] = key.split("-").map(Number);
  return new Date(y, m - 1, d);
};
const dateToKey = (date: Date) => format(date, "yyyy-MM-dd");

/** The first and last bookable days: the server's rule (lib/booking/dates.ts), as calendar dates. */
function bookableRange(now = new Date()) {
  return { first: keyToDate(earliestBookableDate(now)), last: keyToDate(latestBookableDate(now)) };
}

type SlotsState = { status: "idle" } | { status: "loading" } | { status: "error" } | { status: "ready"; slots: TimeSlot[] };

type DateStepProps = {
  serviceId: number;
  date: string | null;
  timeSlotId: number | null;
  /** The client's own held slot: the API lists only free times, so it is added back. */
  heldSlot: TimeSlot | null;
  onDateChange: (date: string) => void;
  onSlotChange: (slot: TimeSlot) => void;
  error: string | null;
  onBack: () => void;
  onContinue: () => void;
};

export function DateStep({ serviceId, date, timeSlotId, heldSlot, onDateChange, onSlotChange, error, onBack, onContinue }: DateStepProps) {
  const [range] = React.useState(() => bookableRange());
  const [slots, setSlots] = React.useState<SlotsState>({ status: "idle" });
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    if (!date) return;
    const controller = new AbortController();
    setSlots({ status: "loading" });
    const query = new URLSearchParams({ date, serviceId: String(serviceId) });
    apiRequest<TimeSlot[]>(`/api/time-slots?${query}`, { signal: controller.signal })
      .then((slots) => {
        if (!controller.signal.aborted) setSlots({ status: "ready", slots: withHeldSlot(slots, date, heldSlot) });
      })
      .catch((error) => {
        if (!isAbort(error) && !controller.signal.aborted) setSlots({ status: "error" });
      });
    return () => controller.abort();
    // heldSlot is read once per fetch; it only changes together with the date or slot.
  }, [date, serviceId, attempt]);

  const selectedDate = date ? keyToDate(date) : undefined;
  const zone = timeZoneAbbreviation(selectedDate ?? range.first);

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 md:grid-cols-[auto_1fr] md:gap-8">
        <div className="grid content-start gap-2">
          <h3 className="font-display text-lg font-semibold" id="date-heading">
            Choose a date
          </h3>
          <p className="max-w-xs text-sm text-muted-foreground">
            Sessions can be booked from {leadTimeDays} days ahead, up to {windowDays} days out.
          </p>
          <DatePicker
            mode="single"
            required
            selected={selectedDate}
            onSelect={(day) => day && onDateChange(dateToKey(day))}
            defaultMonth={selectedDate ?? range.first}
            startMonth={range.first}
            endMonth={range.last}
            disabled={[{ before: range.first }, { after: range.last }]}
            aria-labelledby="date-heading"
            className="-mx-3 border border-border sm:mx-0"
          />
        </div>

        <section aria-labelledby="slots-heading" className="grid content-start gap-3">
          <h3 id="slots-heading" className="font-display text-lg font-semibold">
            {date ? `Available times on ${format(keyToDate(date), "EEEE, MMMM d, yyyy")}` : "Available times"}
          </h3>
          <p className="text-sm text-muted-foreground">
            All times are {zone} ({siteConfig.timeZone.replace("_", " ")}).
          </p>
          <div aria-live="polite" aria-busy={slots.status === "loading"}>
            {!date && <p className="rounded-md bg-muted px-4 py-3 text-sm">Select a date in the calendar to see the available times.</p>}
            {date && slots.status === "loading" && <SlotSkeletons />}
            {date && slots.status === "error" && (
              <div className="grid justify-items-start gap-3 rounded-md border border-destructive/30 bg-destructive/5 px-4 py-3">
                <p className="text-sm font-medium text-destructive">{SLOTS_ERROR_MESSAGE}</p>
                <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
                  <RefreshCwIcon aria-hidden="true" /> Try again
                </Button>
              </div>
            )}
            {date && slots.status === "ready" && slots.slots.length === 0 && (
              <p className="rounded-md bg-muted px-4 py-3 text-sm">{SLOTS_EMPTY_MESSAGE}</p>
            )}
            {date && slots.status === "ready" && slots.slots.length > 0 && (
              <ul aria-label="Available times" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
                {slots.slots.map((slot) => {
                  const selected = slot.id === timeSlotId;
                  const label = `${formatTime12(slot.startTime)} ${timeZoneAbbreviation(slot.startsAt)}`;
                  return (
                    <li key={slot.id}>
                      <Button
                        variant={selected ? "default" : "outline"}
                        aria-pressed={selected}
                        aria-label={label}
                        className={cn("w-full", selected && "ring-2 ring-primary/30")}
                        onClick={() => onSlotChange(slot)}
                      >
                        {formatTime12(slot.startTime)}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </section>
      </div>

      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack}>
          <ArrowLeftIcon aria-hidden="true" /> Back
        </Button>
        <Button size="lg" onClick={onContinue}>
          Continue to Client Information
        </Button>
      </div>
    </div>
  );
}

function withHeldSlot(slots: TimeSlot[], date: string, held: TimeSlot | null): TimeSlot[] {
  if (!held || held.date !== date || slots.some((s) => s.id === held.id || s.startTime === held.startTime)) return slots;
  return [...slots, held].sort((a, b) => a.startTime.localeCompare(b.startTime));
}

function SlotSkeletons() {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      <span className="sr-only">Loading available times...</span>
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-11" />
      ))}
    </div>
  );
}
