"use client";

import * as React from "react";
import Link from "next/link";
import { BellRingIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiRequest, messageOr } from "@/lib/api/client";
import { addDays, earliestBookableDate, latestBookableDate } from "@/lib/booking/dates";
import { formatDayKey, timeZoneLabel } from "@/lib/format";
import { DAY_PART_LABELS, DAY_PARTS, WAITLIST_MAX_DATES, type DayPart } from "@/lib/validations/waitlist";
import { useTimeZone } from "@/components/booking/time-zone";

type WaitlistJoinProps = { serviceId: number; serviceName: string; date: string | null };

const WEEK = 7;

/** A week of bookable days from `start` (the calendar closes full days, so they are chosen here). */
function weekFrom(start: string): string[] {
  const last = latestBookableDate();
  const dates: string[] = [];
  for (let d = start; d <= last && dates.length < WEEK; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/**
 * Under the date step's times: a client for whom no time on the day suits joins the waitlist for the
 * service: up to 7 days (the chosen one ticked; a week at a time, since the calendar closes the
 * days without free times), optionally for a part of the day. The waitlist
 * emails them when a time that suits them is freed and holds it for them for 30 minutes. Keyed by
 * the service and day by its caller: another day starts a new request.
 */
export function WaitlistJoin({ serviceId, serviceName, date }: WaitlistJoinProps) {
  const id = React.useId();
  const { practiceZone } = useTimeZone();
  const [open, setOpen] = React.useState(false);
  const first = earliestBookableDate();
  const [start, setStart] = React.useState(date ?? first);
  const [dates, setDates] = React.useState<string[]>(date ? [date] : []);
  const [dayPart, setDayPart] = React.useState<DayPart | "">("");
  const [state, setState] = React.useState<{ status: "idle" | "saving" } | { status: "error"; message: string } | { status: "joined" }>({
    status: "idle",
  });
  const statusRef = React.useRef<HTMLParagraphElement>(null);

  const choices = weekFrom(start);
  const earlier = addDays(start, -WEEK) < first ? first : addDays(start, -WEEK);
  const later = addDays(start, WEEK);
  const toggle = (d: string) => setDates((now) => (now.includes(d) ? now.filter((x) => x !== d) : [...now, d].sort()));
  const full = dates.length >= WAITLIST_MAX_DATES;

  async function join(event: React.FormEvent) {
    event.preventDefault();
    setState({ status: "saving" });
    try {
      await apiRequest<unknown>("/api/waitlist", { body: { serviceId, dates, dayPart: dayPart || null } });
      setState({ status: "joined" });
    } catch (error) {
      setState({ status: "error", message: messageOr(error, "Could not join the waitlist. Please try again.") });
    }
    requestAnimationFrame(() => statusRef.current?.focus());
  }

  if (state.status === "joined")
    return (
      <p ref={statusRef} tabIndex={-1} role="status" className="rounded-md border border-primary/25 bg-primary-soft px-4 py-3 text-sm">
        You are on the waitlist for {serviceName}. When a time that suits you opens up, we email you and hold it for you for 30 minutes. You
        can see and leave your waitlist in{" "}
        <Link href="/appointments" className="font-medium underline">
          My Appointments
        </Link>
        .
      </p>
    );

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border border-border p-4 text-sm">
      <div className="flex items-start gap-3">
        <BellRingIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <h3 id={`${id}-title`} className="font-display text-base font-semibold">
            No time that suits you?
          </h3>
          <p className="text-muted-foreground">Join the waitlist: when a time opens up on your days, we hold it for you and email you.</p>
        </div>
      </div>
      {!open ? (
        <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
          Join the waitlist
        </Button>
      ) : (
        <form onSubmit={join} className="grid gap-4" aria-label="Join the waitlist">
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium">Days you can come (up to {WAITLIST_MAX_DATES})</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {choices.map((d) => (
                <label key={d} className="flex min-h-11 items-center gap-2 rounded-md border border-border px-3">
                  <input
                    type="checkbox"
                    checked={dates.includes(d)}
                    disabled={full && !dates.includes(d)}
                    onChange={() => toggle(d)}
                    className="size-4 accent-primary"
                  />
                  {formatDayKey(d, "EEE, MMM d")}
                </label>
              ))}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="ghost" size="sm" disabled={start <= first} onClick={() => setStart(earlier)}>
                Earlier days
              </Button>
              <Button type="button" variant="ghost" size="sm" disabled={later > latestBookableDate()} onClick={() => setStart(later)}>
                Later days
              </Button>
            </div>
          </fieldset>
          <div className="grid gap-1">
            <label htmlFor={`${id}-part`} className="font-medium">
              Time of day
            </label>
            <select
              id={`${id}-part`}
              value={dayPart}
              onChange={(e) => setDayPart(e.target.value as DayPart | "")}
              className="h-11 rounded-md border border-input bg-background px-3 sm:max-w-xs"
            >
              <option value="">Any time</option>
              {DAY_PARTS.map((part) => (
                <option key={part} value={part}>
                  {DAY_PART_LABELS[part]}
                </option>
              ))}
            </select>
            <p className="text-xs text-muted-foreground">
              Morning, afternoon and evening by the practice&apos;s clock: {timeZoneLabel(practiceZone)}.
            </p>
          </div>
          {state.status === "error" && (
            <p ref={statusRef} tabIndex={-1} role="alert" className="font-medium text-destructive">
              {state.message}
            </p>
          )}
          <Button type="submit" className="justify-self-start" disabled={state.status === "saving" || dates.length === 0}>
            {dates.length === 0 ? "Choose at least one day" : "Join the waitlist"}
          </Button>
        </form>
      )}
    </section>
  );
}
