// Display helpers for the admin area. The practice's time zone is passed in (the server page
// hands it down through AdminZoneProvider), so server and browser always format alike.

import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/** 123456 -> "$1,234.56" */
export const formatPrice = (cents: number) =>
  `${cents < 0 ? "-" : ""}$${(Math.abs(cents) / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const zoned = (instant: string | Date, timeZone: string) => new TZDate(new Date(instant), timeZone);

/** "EST" / "EDT" for the zone at that instant. */
export function zoneAbbreviation(instant: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(new Date(instant));
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** "Nov 23, 2026" */
export const formatShortDate = (instant: string | Date, timeZone: string) => format(zoned(instant, timeZone), "MMM d, yyyy");

/** "Monday, November 23, 2026" */
export const formatLongDate = (instant: string | Date, timeZone: string) => format(zoned(instant, timeZone), "EEEE, MMMM d, yyyy");

/** "2:30 PM EST" */
export const formatTimeZoned = (instant: string | Date, timeZone: string) =>
  `${format(zoned(instant, timeZone), "h:mm a")} ${zoneAbbreviation(instant, timeZone)}`;

/** "14:30" -> "2:30 PM" */
export function formatTime12(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h >= 12 ? "PM" : "AM"}`;
}

/** A yyyy-MM-dd day key as "Monday, November 23, 2026" (no time zone involved). */
export function formatDayKey(day: string, pattern = "EEEE, MMMM d, yyyy"): string {
  const [y, m, d] = day.split("-").map(Number);
  return format(new Date(y, m - 1, d), pattern);
}

/** Bytes as KB with one decimal: 2048 -> "2.0 KB". */
export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The client's name, or 'Client #userId' when the appointment has none. */
export function clientName(a: { clientFirstName: string; clientLastName: string; userId: number | null }): string {
  const name = `${a.clientFirstName} ${a.clientLastName}`.trim();
  return name || `Client #${a.userId ?? "?"}`;
}

/** "Rescheduled from Friday, December 4, 2026, 11:00 AM EST (by the client on Nov 23, 2026)"; null when never moved. */
export function rescheduledLine(a: { rescheduledFrom: string | null; rescheduledAt: string | null }, timeZone: string): string | null {
  if (!a.rescheduledFrom) return null;
  const when = `${formatLongDate(a.rescheduledFrom, timeZone)}, ${formatTimeZoned(a.rescheduledFrom, timeZone)}`;
  return `Rescheduled from ${when}${a.rescheduledAt ? ` (by the client on ${formatShortDate(a.rescheduledAt, timeZone)})` : ""}`;
}

/**
 * "Cancelled by the client on Nov 23, 2026" / "Cancelled by the practice on ..."; another
 * cancellation (a released hold, a late payment) shows its stored reason; null when not cancelled.
 */
export function cancelledLine(
  a: { status: string; cancelledBy: "client" | "practice" | null; cancelledAt: string | null; cancelReason: string | null },
  timeZone: string,
): string | null {
  if (a.status !== "cancelled") return null;
  if (!a.cancelledBy) return a.cancelReason;
  return `Cancelled by the ${a.cancelledBy}${a.cancelledAt ? ` on ${formatShortDate(a.cancelledAt, timeZone)}` : ""}`;
}
