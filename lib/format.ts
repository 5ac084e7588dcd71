import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { siteConfig } from "@/lib/site-config";

// Display formatting shared by pages, emails and documents. Times are shown in the practice's
// time zone, always with its abbreviation.

/** 12000 -> "$120.00" */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** "14:30" -> "2:30 PM" */
export function formatTime12(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** An instant in the practice's time zone. */
export const inPracticeZone = (instant: Date | string | number) => new TZDate(new Date(instant), siteConfig.timeZone);

/** "Monday, December 7, 2026" (in the practice's time zone) */
export const formatLongDate = (instant: Date | string | number) => format(inPracticeZone(instant), "EEEE, MMMM d, yyyy");

/** "2:30 PM EST" */
export function formatTimeWithZone(instant: Date | string | number): string {
  return `${format(inPracticeZone(instant), "h:mm a")} ${timeZoneAbbreviation(instant)}`;
}

/** "EST" / "EDT" for the practice's zone at that instant. */
export function timeZoneAbbreviation(instant: Date | string | number = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: siteConfig.timeZone, timeZoneName: "short" }).formatToParts(new Date(instant));
  return parts.find((p) => p.type === "timeZoneName")?.value ?? siteConfig.timeZone;
}

/** "yyyy-MM-dd" of the instant in the practice's time zone. */
export const practiceDateKey = (instant: Date | string | number) => format(inPracticeZone(instant), "yyyy-MM-dd");

/** Blog and general dates, en-US long: "November 22, 2026". */
export const formatDateLong = (instant: Date | string | number) =>
  new Date(instant).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: siteConfig.timeZone });

/** Minutes to read at 200 words per minute, rounded up (at least 1). */
export function minutesToRead(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

export const initials = (firstName: string, lastName: string) => `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
