import { formatDayKey } from "@/lib/format";

/** "Friday, December 25, 2026", or "Mon, Dec 21 - Sun, Dec 27, 2026" for a range. */
export function daysLabel(from: string, to: string): string {
  if (from === to) return formatDayKey(from);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${formatDayKey(from, sameYear ? "EEE, MMM d" : "EEE, MMM d, yyyy")} - ${formatDayKey(to, "EEE, MMM d, yyyy")}`;
}
