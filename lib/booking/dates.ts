import { TZDate } from "@date-fns/tz";
import { practiceDateKey } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";

// Booking dates: the lead-time and window rules and the date arithmetic behind them. A "date key" is a local date in the practice's time zone,
// "yyyy-MM-dd"; "HH:MM" is a local wall-clock time there. Instants are UTC Dates.
// Date keys are compared as strings (lexicographic order = calendar order).

export { isDateKey, isMonthKey } from "@/lib/validations/date-keys";

/** The last date key of a month key: "2027-02" -> "2027-02-28". */
export function lastDayOfMonth(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return dateKeyOf(new Date(Date.UTC(y, m, 0)));
}

/** Whole days from one date key to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((dbDate(to).getTime() - dbDate(from).getTime()) / 86_400_000);

/** A `@db.Date` column value for a date key (Prisma maps DATE to UTC midnight). */
export const dbDate = (key: string) => new Date(`${key}T00:00:00.000Z`);

/** The date key of a `@db.Date` column value. */
export const dateKeyOf = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(key: string, days: number): string {
  const d = dbDate(key);
  d.setUTCDate(d.getUTCDate() + days);
  return dateKeyOf(d);
}

/** 0 = Sunday .. 6 = Saturday, as WorkingHours.weekday. */
export const weekdayOf = (key: string) => dbDate(key).getUTCDay();

export const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

export const timeKey = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The UTC instant of a local wall-clock time in the practice's zone, DST-aware; null for a time
 * the zone skips (e.g. 02:30 on the night clocks spring forward). On the night clocks fall back
 * an ambiguous time resolves to one instant, so it is generated once.
 */
export function zonedInstant(key: string, hhmm: string, timeZone: string = siteConfig.timeZone): Date | null {
  const [y, m, d] = key.split("-").map(Number);
  const [h, min] = hhmm.split(":").map(Number);
  const local = new TZDate(y, m - 1, d, h, min, timeZone);
  if (local.getDate() !== d || local.getHours() !== h || local.getMinutes() !== min) return null;
  return new Date(local.getTime());
}

/**
 * The instant a working-hours bound stands for on a local date: as zonedInstant, and "24:00" (hours
 * that run to midnight) is the first instant of the next day, however long the day is.
 */
export function zonedBoundary(key: string, hhmm: string, timeZone: string = siteConfig.timeZone): Date | null {
  return hhmm === "24:00" ? startOfLocalDay(addDays(key, 1), timeZone) : zonedInstant(key, hhmm, timeZone);
}

/** The first instant of a local date in the practice's zone. */
export function startOfLocalDay(key: string, timeZone: string = siteConfig.timeZone): Date {
  const [y, m, d] = key.split("-").map(Number);
  return new Date(new TZDate(y, m - 1, d, 0, 0, timeZone).getTime());
}

/** Today's date key in the practice's time zone. */
export const practiceToday = (now: Date = new Date()) => practiceDateKey(now);

/**
 * Lead time, precisely: a session may be booked when its local date (practice time zone) is on
 * or after today's local date there plus `leadTimeDays` (7). Time of day does not matter: on a
 * Monday the first bookable date is the next Monday, all day.
 */
export const earliestBookableDate = (now: Date = new Date()) => addDays(practiceToday(now), siteConfig.booking.leadTimeDays);

/**
 * The last bookable date: today + `windowDays` (60). Slots are generated from today through this
 * date, so the rolling window always reaches 60 days ahead (the wizard's calendar uses the same range).
 */
export const latestBookableDate = (now: Date = new Date()) => addDays(practiceToday(now), siteConfig.booking.windowDays);

export const LEAD_TIME_MESSAGE = `Appointments must be booked at least ${siteConfig.booking.leadTimeDays} days in advance. Please choose a later date.`;
