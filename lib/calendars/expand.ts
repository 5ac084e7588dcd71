import ical, { type EventInstance, type VEvent } from "node-ical";

import { addDays, startOfLocalDay, zonedInstant } from "@/lib/booking/dates";
import { siteConfig } from "@/lib/site-config";

// The owner's calendar file as busy intervals over a window: every event that blocks time, each
// occurrence of a recurring one (RRULE, less EXDATEs, with RECURRENCE-ID overrides moved or
// cancelled), as UTC instants. node-ical parses and expands (time zones by TZID, Windows zone
// names included); two things it reads in the server's own zone are read in the practice's zone
// here, because the owner's calendar means her wall clock: all-day events (whole local days) and
// floating times (no zone at all).

export type BusyInterval = { startsAt: Date; endsAt: Date; summary: string };

/** Busy intervals kept from one calendar at most: far more than a busy owner's two months hold. */
export const MAX_INTERVALS = 5_000;

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, "0");
/** The wall-clock date node-ical meant: it builds date-only and floating values in the server's zone. */
const localKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** A floating wall-clock time in the practice's zone; a time the zone skips (spring forward) moves on an hour, as clocks do. */
function practiceInstant(d: Date): Date {
  const key = localKey(d);
  const exact = zonedInstant(key, localTime(d), siteConfig.timeZone);
  if (exact) return exact;
  return new Date(zonedInstant(key, `${pad((d.getHours() + 1) % 24)}:${pad(d.getMinutes())}`, siteConfig.timeZone)!.getTime());
}

const isFloating = (event: VEvent) => !event.start?.tz && event.datetype !== "date";

const text = (value: unknown): string => {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "val" in value) return String((value as { val: unknown }).val);
  return "";
};

/** Whether an occurrence keeps the owner busy: a cancelled or free ("show me as available") one does not. */
const blocks = (event: VEvent) => event.status !== "CANCELLED" && event.transparency !== "TRANSPARENT";

function intervalOf(instance: EventInstance): BusyInterval | null {
  const { event } = instance;
  let startsAt: Date;
  let endsAt: Date;
  if (instance.isFullDay) {
    // Whole local days in the practice's zone, however long (23 or 25 hours around DST); an
    // all-day event without an end lasts its one day.
    const first = localKey(instance.start);
    const days = Math.max(1, Math.round((instance.end.getTime() - instance.start.getTime()) / DAY));
    startsAt = startOfLocalDay(first);
    endsAt = startOfLocalDay(addDays(first, days));
  } else if (isFloating(event)) {
    startsAt = practiceInstant(instance.start);
    endsAt = new Date(startsAt.getTime() + (instance.end.getTime() - instance.start.getTime()));
  } else {
    startsAt = new Date(instance.start.getTime());
    endsAt = new Date(instance.end.getTime());
  }
  if (!(endsAt > startsAt)) return null;
  return { startsAt, endsAt, summary: text(instance.summary ?? event.summary).slice(0, 200) };
}

/**
 * The busy intervals of an iCalendar text that touch [from, to), sorted by start. Throws when the
 * text is not a calendar (no VCALENDAR). Intervals are kept whole (one that began before `from`
 * still blocks what it covers), at most MAX_INTERVALS of them.
 */
export function busyIntervals(icsText: string, { from, to }: { from: Date; to: Date }): BusyInterval[] {
  if (!/BEGIN:VCALENDAR/i.test(icsText)) throw new NotACalendarError();
  const parsed = ical.sync.parseICS(icsText);
  const out: BusyInterval[] = [];
  for (const component of Object.values(parsed)) {
    if (!component || component.type !== "VEVENT") continue;
    const event = component as VEvent;
    if (!event.start) continue;
    // Widened by a day each side: all-day and floating values are read in the server's zone first.
    const instances = ical.expandRecurringEvent(event, {
      from: new Date(from.getTime() - DAY),
      to: new Date(to.getTime() + DAY),
      expandOngoing: true,
    });
    for (const instance of instances) {
      if (!blocks(instance.event)) continue;
      const interval = intervalOf(instance);
      if (interval && interval.startsAt < to && interval.endsAt > from) out.push(interval);
    }
  }
  out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.endsAt.getTime() - b.endsAt.getTime());
  return out.slice(0, MAX_INTERVALS);
}

export class NotACalendarError extends Error {
  constructor() {
    super("not a calendar");
  }
}
