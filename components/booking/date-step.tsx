"use client";

import * as React from "react";
import { format } from "date-fns";
import { ArrowLeftIcon, RefreshCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DatePicker, DayMark } from "@/components/ui/date-picker";
import { Skeleton } from "@/components/ui/skeleton";
import { TimeZoneSelect, useTimeZone } from "@/components/booking/time-zone";
import { WaitlistJoin } from "@/components/booking/waitlist-join";
import { groupByDayPeriod, sameClock, sessionTime, timeZoneLabel } from "@/lib/format";
import { earliestBookableDate, latestBookableDate, zonedInstant } from "@/lib/booking/dates";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { apiRequest, isAbort } from "@/lib/api/client";
import type { AvailableSlot as TimeSlot, MonthAvailability } from "@/lib/booking/slots";

export const SLOTS_EMPTY_MESSAGE = "No available time slots for this date. Please select another date.";
export const SLOTS_ERROR_MESSAGE = "Unable to load time slots. Please try again later.";
export const AVAILABILITY_ERROR_MESSAGE = "We could not check which days have free times. Pick a day to see its times.";

const { leadTimeDays, windowDays } = siteConfig.booking;

/** yyyy-MM-dd -> a local Date at midnight (the calendar works in the browser's zone). */
const keyToDate = (key: string) => {
  const [y, m, d] = key.split("-").map(Number);
  return new Date(y, m - 1, d);
};
const dateToKey = (date: Date) => format(date, "yyyy-MM-dd");
const monthOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1);

/** The first and last bookable days: the server's rule (lib/booking/dates.ts), as calendar dates. */
function bookableRange(now = new Date()) {
  const first = earliestBookableDate(now);
  const last = latestBookableDate(now);
  const months: string[] = [];
  for (let month = monthOf(keyToDate(first)); month <= keyToDate(last); month = new Date(month.getFullYear(), month.getMonth() + 1, 1)) {
    months.push(format(month, "yyyy-MM"));
  }
  return { firstKey: first, lastKey: last, first: keyToDate(first), last: keyToDate(last), months };
}

type SlotsState = { status: "idle" } | { status: "loading" } | { status: "error" } | { status: "ready"; slots: TimeSlot[] };
/** Which days have free times, for every month of the bookable window. */
type AvailabilityState = { status: "loading" } | { status: "error" } | { status: "ready"; dates: Set<string> };

type SlotPickerProps = {
  serviceId: number;
  /** In-person sessions list the practice's local time first (the session happens there). */
  inPerson?: boolean;
  date: string | null;
  timeSlotId: number | null;
  /** The client's own held slot: the API lists only free times, so it is added back. */
  heldSlot: TimeSlot | null;
  onDateChange: (date: string) => void;
  onSlotChange: (slot: TimeSlot) => void;
  /** Bumped by the caller to read the day's times again (e.g. after the chosen one was taken). */
  reloadKey?: number;
  /** The "Selected: ..." line under the times; a caller that shows the choice itself leaves it out. */
  showSelected?: boolean;
  /** Moving this booking of the client's: its own time is not busy (the reschedule reads). */
  reschedulingId?: number;
};

type DateStepProps = Omit<SlotPickerProps, "reloadKey" | "showSelected" | "reschedulingId"> & {
  /** The service's name, for the waitlist offered under the day's times. */
  serviceName: string;
  error: string | null;
  onBack: () => void;
  onContinue: () => void;
};

/** Step 2 of the wizard: the date and time picker, then Back and Continue. */
export function DateStep({ serviceName, error, onBack, onContinue, ...picker }: DateStepProps) {
  return (
    <div className="grid gap-6">
      <SlotPicker {...picker} />
      <WaitlistJoin key={`${picker.serviceId}@${picker.date}`} serviceId={picker.serviceId} serviceName={serviceName} date={picker.date} />

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

/**
 * The calendar of bookable days (marked where times are free) and the chosen day's times, in the
 * client's zone (TimeZoneProvider). Used by the wizard's date step and by rescheduling.
 */
/** Where the picker reads free days and times: the public reads, or the reschedule reads of one booking. */
function availabilityUrls(serviceId: number, reschedulingId?: number) {
  const base = reschedulingId === undefined ? "/api" : `/api/appointments/${reschedulingId}`;
  // The reschedule reads take the booking's own service.
  const query = (params: Record<string, string>) =>
    new URLSearchParams(reschedulingId === undefined ? { ...params, serviceId: String(serviceId) } : params);
  return {
    month: (month: string) => `${base}/availability?${query({ month })}`,
    day: (date: string) => `${base}/time-slots?${query({ date })}`,
  };
}

export function SlotPicker(props: SlotPickerProps) {
  const {
    serviceId,
    inPerson = false,
    date,
    timeSlotId,
    heldSlot,
    onDateChange,
    onSlotChange,
    reloadKey = 0,
    showSelected = true,
    reschedulingId,
  } = props;
  const urls = availabilityUrls(serviceId, reschedulingId);
  const [range] = React.useState(() => bookableRange());
  const [slots, setSlots] = React.useState<SlotsState>({ status: "idle" });
  const [attempt, setAttempt] = React.useState(0);
  const [availability, setAvailability] = React.useState<AvailabilityState>({ status: "loading" });
  const selectedDate = date ? keyToDate(date) : undefined;
  const [month, setMonth] = React.useState<Date>(() => monthOf(selectedDate ?? range.first));
  const zones = useTimeZone();

  // The calendar's marks: one read per month of the window (two or three), in parallel. It then
  // opens on the first month with a free day, unless a day is already chosen or the client has
  // moved to another month meanwhile (a click is never undone by data arriving).
  const keepMonth = React.useRef(Boolean(date));
  const showMonth = (shown: Date) => {
    keepMonth.current = true;
    setMonth(shown);
  };
  React.useEffect(() => {
    const controller = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- fetch on change: the new request's loading state
    setAvailability({ status: "loading" });
    Promise.all(range.months.map((m) => apiRequest<MonthAvailability>(urls.month(m), { signal: controller.signal })))
      .then((answers) => {
        if (controller.signal.aborted) return;
        const dates = new Set(answers.flatMap((a) => a.dates));
        setAvailability({ status: "ready", dates });
        const firstFree = [...dates].sort()[0];
        if (!keepMonth.current && firstFree) setMonth(monthOf(keyToDate(firstFree)));
      })
      .catch((error) => {
        if (!isAbort(error) && !controller.signal.aborted) setAvailability({ status: "error" });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- urls follows serviceId and reschedulingId.
  }, [serviceId, reschedulingId, range]);

  React.useEffect(() => {
    if (!date) return;
    const controller = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- fetch on change: the new request's loading state
    setSlots({ status: "loading" });
    apiRequest<TimeSlot[]>(urls.day(date), { signal: controller.signal })
      .then((slots) => {
        if (!controller.signal.aborted) setSlots({ status: "ready", slots: withHeldSlot(slots, date, heldSlot) });
      })
      .catch((error) => {
        if (!isAbort(error) && !controller.signal.aborted) setSlots({ status: "error" });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- urls follows serviceId and reschedulingId; heldSlot is read once per fetch (it only changes together with the date or slot).
  }, [date, serviceId, reschedulingId, attempt, reloadKey]);

  // A day is open when it has free times; the chosen day and the client's own held day stay open.
  const hasFreeTimes = (day: Date) => {
    if (availability.status !== "ready") return false;
    const key = dateToKey(day);
    return availability.dates.has(key) || key === heldSlot?.date;
  };
  const inWindow = (day: Date) => day >= range.first && day <= range.last;
  const closed = (day: Date) => {
    if (!inWindow(day)) return true;
    if (availability.status === "error") return false; // unknown: let the day's times say
    if (availability.status === "loading") return true;
    return !hasFreeTimes(day) && dateToKey(day) !== date;
  };

  // Times are shown in the client's zone; in-person sessions in the practice's, where they happen.
  const { clientZone, practiceZone } = zones;
  const displayZone = inPerson ? practiceZone : (clientZone ?? practiceZone);
  const noon = zonedInstant(date ?? range.firstKey, "12:00", practiceZone) ?? new Date();
  const clocksDiffer = clientZone !== null && !sameClock(noon, clientZone, practiceZone);
  const chosen = slots.status === "ready" ? slots.slots.find((s) => s.id === timeSlotId) : undefined;

  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr] md:gap-8">
      <div className="grid content-start gap-2">
        <h3 className="font-display text-lg font-semibold" id="date-heading">
          Choose a date
        </h3>
        <p className="max-w-xs text-sm text-muted-foreground">
          Sessions can be booked from {leadTimeDays} days ahead, up to {windowDays} days out.
        </p>
        <div aria-busy={availability.status === "loading"} data-availability={availability.status}>
          <DatePicker
            mode="single"
            required
            selected={selectedDate}
            onSelect={(day) => day && onDateChange(dateToKey(day))}
            month={month}
            onMonthChange={showMonth}
            startMonth={range.first}
            endMonth={range.last}
            disabled={closed}
            modifiers={{
              marked: hasFreeTimes,
              unavailable: (day: Date) => inWindow(day) && availability.status === "ready" && !hasFreeTimes(day),
            }}
            labels={{ labelDayButton: dayLabel }}
            aria-labelledby="date-heading"
            className="-mx-3 border border-border sm:mx-0"
          />
        </div>
        <p className="flex max-w-xs items-center gap-2 text-sm text-muted-foreground" role="status">
          {availability.status === "loading" && "Checking which days have free times..."}
          {availability.status === "ready" && (
            <>
              <span className="relative inline-block size-1.5 shrink-0">
                <DayMark className="bottom-0" />
              </span>
              {availability.dates.size > 0
                ? "Days with free times are marked with a dot."
                : "No free times in the next weeks. Please call or email us."}
            </>
          )}
          {availability.status === "error" && AVAILABILITY_ERROR_MESSAGE}
        </p>
      </div>

      <section aria-labelledby="slots-heading" className="grid min-w-0 content-start gap-3">
        <h3 id="slots-heading" className="font-display text-lg font-semibold">
          {date ? `Available times on ${format(keyToDate(date), "EEEE, MMMM d, yyyy")}` : "Available times"}
        </h3>
        <TimeZoneSelect at={noon} className="max-w-sm" />
        <p className="text-sm text-muted-foreground">
          <ZoneNote
            inPerson={inPerson}
            clocksDiffer={clocksDiffer}
            displayZone={displayZone}
            clientZone={clientZone}
            practiceZone={practiceZone}
            at={noon}
          />
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
            <SlotGroups
              slots={slots.slots}
              timeSlotId={timeSlotId}
              onSlotChange={onSlotChange}
              inPerson={inPerson}
              displayZone={displayZone}
            />
          )}
        </div>
        {showSelected && chosen && (
          <p className="rounded-md border border-border bg-sand/40 px-4 py-3 text-sm">
            <span className="font-medium">Selected:</span> {describeChosen(chosen, { clientZone, inPerson, practiceZone })}
          </p>
        )}
      </section>
    </div>
  );
}

/** "Monday, December 7th, 2026, has free times" (react-day-picker's label plus what the dot says). */
function dayLabel(day: Date, modifiers: Record<string, boolean>) {
  let label = format(day, "PPPP");
  if (modifiers.today) label = `Today, ${label}`;
  if (modifiers.marked) label = `${label}, has free times`;
  else if (modifiers.unavailable) label = `${label}, no free times`;
  if (modifiers.selected) label = `${label}, selected`;
  return label;
}

function ZoneNote({
  inPerson,
  clocksDiffer,
  displayZone,
  clientZone,
  practiceZone,
  at,
}: {
  inPerson: boolean;
  clocksDiffer: boolean;
  displayZone: string;
  clientZone: string | null;
  practiceZone: string;
  at: Date;
}) {
  if (!clocksDiffer || !clientZone) return <>All times are {timeZoneLabel(displayZone, at)}.</>;
  if (inPerson)
    return (
      <>
        In-person sessions are listed in the practice&apos;s local time, {timeZoneLabel(practiceZone, at)}. The time you choose is also
        shown in your time zone, {timeZoneLabel(clientZone, at)}.
      </>
    );
  return (
    <>
      Times are shown in your time zone, {timeZoneLabel(clientZone, at)}. The practice is on {timeZoneLabel(practiceZone, at)}.
    </>
  );
}

function describeChosen(slot: TimeSlot, options: { clientZone: string | null; inPerson: boolean; practiceZone: string }) {
  const shown = sessionTime(slot.startsAt, options);
  return `${shown.longDate}, ${shown.line}`;
}

/**
 * The day's times under Morning / Afternoon / Evening headings of the display zone, so a phone
 * shows a short block per part of the day. The outer list keeps the name "Available times".
 */
function SlotGroups({
  slots,
  timeSlotId,
  onSlotChange,
  inPerson,
  displayZone,
}: {
  slots: TimeSlot[];
  timeSlotId: number | null;
  onSlotChange: (slot: TimeSlot) => void;
  inPerson: boolean;
  displayZone: string;
}) {
  const zones = useTimeZone();
  const groups = groupByDayPeriod(slots, (s) => s.startsAt, displayZone);
  const manyDates = new Set(groups.map((g) => g.date)).size > 1;
  const id = React.useId();
  return (
    <ul aria-label="Available times" className="grid gap-4">
      {groups.map((group, i) => {
        const headingId = `${id}-${i}`;
        return (
          <li key={`${group.date}-${group.period}`} className="grid gap-2">
            <h4 id={headingId} className="text-sm font-semibold">
              {group.period}
              {manyDates && `, ${format(keyToDate(group.date), "EEE, MMM d")}`}
            </h4>
            <ul aria-labelledby={headingId} className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
              {group.items.map((slot) => {
                const selected = slot.id === timeSlotId;
                const shown = sessionTime(slot.startsAt, { clientZone: zones.clientZone, inPerson, practiceZone: zones.practiceZone });
                return (
                  <li key={slot.id}>
                    <Button
                      variant={selected ? "default" : "outline"}
                      aria-pressed={selected}
                      aria-label={shown.timeWithZone}
                      className={cn("h-10 w-full px-1", selected && "ring-2 ring-primary/30")}
                      onClick={() => onSlotChange(slot)}
                    >
                      {shown.time}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

function withHeldSlot(slots: TimeSlot[], date: string, held: TimeSlot | null): TimeSlot[] {
  if (!held || held.date !== date || slots.some((s) => s.id === held.id || s.startTime === held.startTime)) return slots;
  return [...slots, held].sort((a, b) => a.startTime.localeCompare(b.startTime));
}

function SlotSkeletons() {
  return (
    <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
      <span className="sr-only">Loading available times...</span>
      {Array.from({ length: 9 }, (_, i) => (
        <Skeleton key={i} className="h-10" />
      ))}
    </div>
  );
}
