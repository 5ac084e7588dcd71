// The shapes of a local date ("yyyy-MM-dd"), time ("HH:MM") and month ("yyyy-MM") in requests and
// search parameters (lib/booking/dates.ts does the arithmetic on them).

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_KEY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for a real calendar date written as yyyy-MM-dd (rejects 2027-02-30). */
export function isDateKey(value: string): boolean {
  if (!DATE_KEY.test(value)) return false;
  const d = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

export const isTimeKey = (value: string) => TIME_KEY.test(value);

const MONTH_KEY = /^\d{4}-(0[1-9]|1[0-2])$/;

/** True for a month written as yyyy-MM ("2026-12"). */
export const isMonthKey = (value: string) => MONTH_KEY.test(value);
