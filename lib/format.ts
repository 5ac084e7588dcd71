import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { siteConfig } from "@/lib/site-config";

// Display formatting shared by pages, emails and documents. Times are shown with their zone's
// abbreviation: in the practice's time zone unless a viewer's zone is given (see sessionTime).

/** 12000 -> "$120.00", 123456 -> "$1,234.56", -500 -> "-$5.00": every price and amount shown to a person. */
export const formatPrice = (cents: number) =>
  `${cents < 0 ? "-" : ""}$${(Math.abs(cents) / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A service's price as the site lists it: "Free" for a free service, else formatPrice ("$120.00"). Never on receipts. */
export const formatServicePrice = (cents: number) => (cents === 0 ? "Free" : formatPrice(cents));

/** 123456 -> "1234.56": dollars with two decimals and no symbol or separator, a plain number a spreadsheet can sum (CSV exports). */
export const formatDecimalDollars = (cents: number) => (cents / 100).toFixed(2);

/** "14:30" -> "2:30 PM" */
export function formatTime12(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${suffix}`;
}

type Instant = Date | string | number;

/** An instant in a time zone (the practice's unless another is given). */
export const inZone = (instant: Instant, timeZone: string = siteConfig.timeZone) => new TZDate(new Date(instant), timeZone);

/** An instant in the practice's time zone. */
export const inPracticeZone = (instant: Instant) => inZone(instant);

/** "Monday, December 7, 2026" (in the practice's time zone unless another is given) */
export const formatLongDate = (instant: Instant, timeZone: string = siteConfig.timeZone) =>
  format(inZone(instant, timeZone), "EEEE, MMMM d, yyyy");

/** "Dec 7, 2026" (in the practice's time zone unless another is given) */
export const formatShortDate = (instant: Instant, timeZone: string = siteConfig.timeZone) =>
  format(inZone(instant, timeZone), "MMM d, yyyy");

/** A yyyy-MM-dd day key as "Monday, November 23, 2026" (or `pattern`); no time zone involved. */
export function formatDayKey(day: string, pattern = "EEEE, MMMM d, yyyy"): string {
  const [y, m, d] = day.split("-").map(Number);
  return format(new Date(y, m - 1, d), pattern);
}

/** "2:30 PM EST" (in the practice's time zone unless another is given) */
export function formatTimeWithZone(instant: Instant, timeZone: string = siteConfig.timeZone): string {
  return `${format(inZone(instant, timeZone), "h:mm a")} ${timeZoneAbbreviation(instant, timeZone)}`;
}

/** "EST" / "EDT" for the practice's zone at that instant ("PST", "MST", "GMT+9" for others). */
export function timeZoneAbbreviation(instant: Instant = new Date(), timeZone: string = siteConfig.timeZone): string {
  return zoneNamePart(instant, timeZone, "short");
}

function zoneNamePart(instant: Instant, timeZone: string, style: "short" | "longGeneric"): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: style }).formatToParts(new Date(instant));
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

// Time zones. The server stores UTC instants and the practice's local date and time
// keys; only what is shown depends on the viewer. A viewer's zone is an IANA name their browser
// reports (Intl) or they chose, kept on the account (User.timeZone).

/** The common US zones offered in the time-zone select (the detected zone is added when it is another). */
export const US_TIME_ZONES = [
  { zone: "America/New_York", label: "Eastern Time" },
  { zone: "America/Chicago", label: "Central Time" },
  { zone: "America/Denver", label: "Mountain Time" },
  { zone: "America/Phoenix", label: "Arizona Time (no daylight saving)" },
  { zone: "America/Los_Angeles", label: "Pacific Time" },
  { zone: "America/Anchorage", label: "Alaska Time" },
  { zone: "Pacific/Honolulu", label: "Hawaii Time" },
] as const;

let supportedZones: Set<string> | null = null;

/**
 * The zone's canonical IANA name when Intl knows it ("US/Pacific" -> "America/Los_Angeles",
 * "utc" -> "UTC"), else null. Names outside Intl's supported zones (legacy "EST", "Etc/GMT+5")
 * are refused, so every stored zone formats the same on the server and in browsers.
 */
export function canonicalTimeZone(value: string): string | null {
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  if (resolved === "UTC") return resolved;
  // Legacy abbreviations ("EST" is Panama's clock to Intl) are not what a browser reports.
  if (!value.includes("/")) return null;
  supportedZones ??= new Set(typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []);
  return supportedZones.size === 0 || supportedZones.has(resolved) ? resolved : null;
}

/** True when both zones show the same wall-clock time at that instant (New York and Detroit, always). */
export function sameClock(instant: Instant, a: string, b: string): boolean {
  if (a === b) return true;
  return format(inZone(instant, a), "yyyy-MM-dd HH:mm") === format(inZone(instant, b), "yyyy-MM-dd HH:mm");
}

/** "Pacific Time": the US names above, else Intl's generic name with the zone's city. */
export function timeZoneName(timeZone: string, instant: Instant = new Date()): string {
  const us = US_TIME_ZONES.find((z) => z.zone === timeZone);
  return us?.label ?? `${zoneNamePart(instant, timeZone, "longGeneric")}, ${timeZone.split("/").at(-1)!.replaceAll("_", " ")}`;
}

/** "Pacific Time (PST)" for the select and notes. */
export function timeZoneLabel(timeZone: string, instant: Instant = new Date()): string {
  return `${timeZoneName(timeZone, instant)} (${timeZoneAbbreviation(instant, timeZone)})`;
}

export type DayPeriod = "Morning" | "Afternoon" | "Evening";

/** Where a time falls in the viewer's day: before noon, before 5 PM, or later. */
export function dayPeriod(instant: Instant, timeZone: string = siteConfig.timeZone): DayPeriod {
  const hour = inZone(instant, timeZone).getHours();
  return hour < 12 ? "Morning" : hour < 17 ? "Afternoon" : "Evening";
}

export type PeriodGroup<T> = { period: DayPeriod; /** yyyy-MM-dd in the zone */ date: string; items: T[] };

/**
 * Consecutive items (sorted by time) grouped into Morning / Afternoon / Evening of the zone's day.
 * A day's times seen from another zone may cross midnight: the group then starts a new date.
 */
export function groupByDayPeriod<T>(items: T[], instantOf: (item: T) => Instant, timeZone: string): PeriodGroup<T>[] {
  const groups: PeriodGroup<T>[] = [];
  for (const item of items) {
    const instant = instantOf(item);
    const period = dayPeriod(instant, timeZone);
    const date = format(inZone(instant, timeZone), "yyyy-MM-dd");
    const last = groups.at(-1);
    if (last && last.period === period && last.date === date) last.items.push(item);
    else groups.push({ period, date, items: [item] });
  }
  return groups;
}

/** One instant as read in one zone. */
export type ZonedTime = {
  zone: string;
  /** "Monday, December 7, 2026" */
  longDate: string;
  /** "Mon, Dec 7" */
  shortDate: string;
  /** "2:30 PM" */
  time: string;
  /** "EST" */
  abbreviation: string;
  /** "2:30 PM EST" */
  timeWithZone: string;
};

export function zonedTime(instant: Instant, timeZone: string): ZonedTime {
  const local = inZone(instant, timeZone);
  const abbreviation = timeZoneAbbreviation(instant, timeZone);
  const time = format(local, "h:mm a");
  return {
    zone: timeZone,
    longDate: format(local, "EEEE, MMMM d, yyyy"),
    shortDate: format(local, "EEE, MMM d"),
    time,
    abbreviation,
    timeWithZone: `${time} ${abbreviation}`,
  };
}

export type SessionTime = ZonedTime & {
  /** Whose clock is shown first. */
  shownIn: "client" | "practice";
  /** The other clock, when it reads differently at that instant (null in the same zone). */
  other: (ZonedTime & { sameDate: boolean }) | null;
  /** "11:30 AM PST (2:30 PM EST at the practice)", or just "2:30 PM EST" when both clocks agree. */
  line: string;
};

/**
 * How a session's time is shown (the wizard's times, the confirmation, the emails): in the
 * client's zone, with the practice's time added where its clock differs. In-person sessions
 * happen at the practice, so they lead with the practice's local time and add the client's.
 * Without a client zone (not known yet) the practice's zone is shown alone.
 */
export function sessionTime(
  instant: Instant,
  {
    clientZone,
    inPerson,
    practiceZone = siteConfig.timeZone,
  }: { clientZone: string | null | undefined; inPerson: boolean; practiceZone?: string },
): SessionTime {
  const client = clientZone ?? practiceZone;
  const [firstZone, otherZone] = inPerson ? [practiceZone, client] : [client, practiceZone];
  const first = zonedTime(instant, firstZone);
  const shownIn = inPerson || client === practiceZone ? "practice" : "client";
  if (sameClock(instant, firstZone, otherZone)) return { ...first, shownIn, other: null, line: first.timeWithZone };
  const second = zonedTime(instant, otherZone);
  const sameDate = second.longDate === first.longDate;
  const whose = inPerson ? "your time" : "at the practice";
  return {
    ...first,
    shownIn,
    other: { ...second, sameDate },
    line: `${first.timeWithZone} (${second.timeWithZone}${sameDate ? "" : ` on ${second.shortDate}`} ${whose})`,
  };
}

/** "yyyy-MM-dd" of the instant in the practice's time zone. */
export const practiceDateKey = (instant: Instant) => format(inPracticeZone(instant), "yyyy-MM-dd");

/** Blog and general dates, en-US long: "November 22, 2026". */
export const formatDateLong = (instant: Date | string | number) =>
  new Date(instant).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: siteConfig.timeZone });

/** Minutes to read at 200 words per minute, rounded up (at least 1). */
export function minutesToRead(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

export const initials = (firstName: string, lastName: string) => `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
