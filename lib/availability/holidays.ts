import Holidays from "date-holidays";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/errors";
import { dateKeyOf, dbDate, latestBookableDate, practiceToday } from "@/lib/booking/dates";
import type { AuditActor } from "@/lib/audit/record";
import { createTimeOff } from "./time-off";
import type { HolidayDay, TimeOffSaveResult } from "./types";
import { AVAILABILITY_MESSAGES, type HolidayCloseInput } from "./validation";

// US federal holidays (the `date-holidays` library's "public" holidays of the US, observed
// substitute days included as it names them) in the booking window, with one-click closing:
// time off with the holiday's name as its reason, through the same conflict flow.

let calendar: Holidays | null = null;
const usHolidays = () => (calendar ??= new Holidays("US", { types: ["public"] }));

/** The federal holidays from `from` to `to` (yyyy-MM-dd, inclusive), by date. */
export function federalHolidays(from: string, to: string): { date: string; name: string }[] {
  const years = new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))]);
  return [...years]
    .flatMap((year) => usHolidays().getHolidays(year))
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }))
    .filter((h) => h.date >= from && h.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The holidays from today to the last bookable date, each marked when the practitioner is already off. */
export async function upcomingHolidays(practitionerId: number, { now = new Date() }: { now?: Date } = {}): Promise<HolidayDay[]> {
  const holidays = federalHolidays(practiceToday(now), latestBookableDate(now));
  if (!holidays.length) return [];
  const off = await db.blockedDate.findMany({
    where: { practitionerId, date: { in: holidays.map((h) => dbDate(h.date)) } },
    select: { date: true, reason: true },
  });
  const reasonOn = new Map(off.map((o) => [dateKeyOf(o.date), o.reason]));
  return holidays.map((h) => ({ ...h, closed: reasonOn.has(h.date), reason: reasonOn.get(h.date) ?? null }));
}

/** Close: the holiday becomes a day off named after it. 400 when the date is not a holiday in the window. */
export async function closeHoliday(
  actor: AuditActor,
  { practitionerId, date, acknowledged, cancel }: HolidayCloseInput,
  { now = new Date() }: { now?: Date } = {},
): Promise<TimeOffSaveResult> {
  const holiday = federalHolidays(practiceToday(now), latestBookableDate(now)).find((h) => h.date === date);
  if (!holiday) throw badRequest(AVAILABILITY_MESSAGES.notHoliday, { date: AVAILABILITY_MESSAGES.notHoliday });
  return createTimeOff(
    actor,
    { practitionerId, from: date, to: date, reason: holiday.name, acknowledged, cancel },
    { now, holiday: holiday.name },
  );
}
