import { minutesOf, timeKey } from "@/lib/booking/dates";
import { siteConfig } from "@/lib/site-config";

// The opening hours the public site shows (footer, contact page, the business's structured data)
// are the working hours the owner saves in the admin: the times clients can book, so the site
// never says one thing while the calendar offers another (read through the data cache:
// lib/content/opening-hours-cache.ts). siteConfig.openingHours is only the seed's default week
// (spec: Mon-Fri 8am-8pm, Sat 9am-5pm, Sun 10am-3pm). This file only shapes them for display.

export type OpeningInterval = { start: string; end: string };
/** Consecutive days (Monday first) with the same hours: "Mon-Fri" "8am-8pm"; a day off reads "Closed". */
export type OpeningHoursGroup = { label: string; display: string; weekdays: number[]; intervals: OpeningInterval[] };

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

/** "08:00" -> "8am", "09:30" -> "9:30am", "12:00" -> "12pm", "00:00" and "24:00" -> "12am". */
export function clockLabel(hhmm: string): string {
  const minutes = minutesOf(hhmm) % (24 * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}${m ? `:${String(m).padStart(2, "0")}` : ""}${h < 12 ? "am" : "pm"}`;
}

/** One weekday's open intervals: every practitioner's hours joined (the practice is open while anyone works). */
function openIntervals(rows: { weekday: number; start: string; end: string }[], weekday: number): OpeningInterval[] {
  const sorted = rows
    .filter((r) => r.weekday === weekday)
    .map((r) => [minutesOf(r.start), minutesOf(r.end)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.map(([start, end]) => ({ start: timeKey(start), end: end === 24 * 60 ? "24:00" : timeKey(end) }));
}

export function openingHoursFrom(rows: { weekday: number; start: string; end: string }[]): OpeningHoursGroup[] {
  const groups: OpeningHoursGroup[] = [];
  for (const weekday of WEEK_FROM_MONDAY) {
    const intervals = openIntervals(rows, weekday);
    const display = intervals.length ? intervals.map((i) => `${clockLabel(i.start)}-${clockLabel(i.end)}`).join(", ") : "Closed";
    const last = groups.at(-1);
    if (last && last.display === display) last.weekdays.push(weekday);
    else groups.push({ label: "", display, weekdays: [weekday], intervals });
  }
  for (const g of groups)
    g.label = g.weekdays.length === 1 ? SHORT_DAYS[g.weekdays[0]] : `${SHORT_DAYS[g.weekdays[0]]}-${SHORT_DAYS[g.weekdays.at(-1)!]}`;
  return groups;
}

/** The seed's default week (siteConfig.openingHours) in the same shape. */
export const defaultOpeningHours = (): OpeningHoursGroup[] =>
  openingHoursFrom(siteConfig.openingHours.flatMap((h) => h.weekdays.map((weekday) => ({ weekday, start: h.start, end: h.end }))));
