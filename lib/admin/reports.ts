import Papa from "papaparse";
import { z } from "zod";
import { db, Prisma } from "@/lib/db";
import { FORMULA_START } from "@/lib/admin/payments";
import { formatDecimalDollars, formatTime12, practiceDateKey } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";

// The owner's reports over the last 12 months (the current month and the 11 before it), computed
// in PostgreSQL in the practice's time zone: a session at 11:30 PM local on the last day of a
// month is that month's, whatever the server's zone.
//
// A booking is a confirmed or completed appointment, counted at its session time. Revenue is
// what the practice keeps: succeeded payments less their refunds, counted at the session time of
// the appointment paid for (so a cancelled booking whose payment was kept still counts as money).

export const REPORT_PERIODS = ["month", "week"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_NAMES = ["bookings", "services", "weekdays", "hours", "clients"] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const reportQuerySchema = z.object({
  period: z.enum(REPORT_PERIODS, "Period must be month or week.").optional(),
});
export const reportExportQuerySchema = reportQuerySchema.extend({
  report: z.enum(REPORT_NAMES, `Report must be one of: ${REPORT_NAMES.join(", ")}.`),
});

export type PeriodRow = { start: string; bookings: number; revenueCents: number };
export type ServiceRow = { service: string; bookings: number; revenueCents: number };
export type WeekdayRow = { weekday: string; bookings: number };
export type HourRow = { hour: number; bookings: number };
export type ClientsRow = { month: string; newClients: number; returningClients: number };

export type Reports = {
  period: ReportPeriod;
  timeZone: string;
  /** First and last local day covered (yyyy-MM-dd). */
  from: string;
  to: string;
  series: PeriodRow[];
  totals: { bookings: number; revenueCents: number };
  services: ServiceRow[];
  weekdays: WeekdayRow[];
  hours: HourRow[];
  clients: ClientsRow[];
};

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const TOP_SERVICES = 10;

/**
 * Every appointment that is a booking or carries money, with its local session time, the
 * client it belongs to (account id, else booking email) and the net amount kept.
 */
const ITEMS = (tz: string) => Prisma.sql`
  items AS (
    SELECT a."id", a."startsAt" AT TIME ZONE ${tz} AS "local", a."serviceId",
      coalesce(a."userId"::text, lower(a."clientEmail")) AS "client",
      a."status" IN ('confirmed', 'completed') AS "isBooking",
      CASE WHEN p."status" = 'succeeded' THEN p."amountCents" - p."refundedCents" ELSE 0 END AS "net"
    FROM "Appointment" a LEFT JOIN "Payment" p ON p."appointmentId" = a."id"
    WHERE a."status" IN ('confirmed', 'completed') OR p."status" = 'succeeded'
  )`;

/** The reports at `now` (the window ends with the current local month). */
export async function buildReports(period: ReportPeriod = "month", now: Date = new Date()): Promise<Reports> {
  const tz = siteConfig.timeZone;
  // The window in local wall-clock time: [first day of the month 11 months ago, first day of next month).
  const [{ start, end }] = await db.$queryRaw<{ start: string; end: string }[]>`
    SELECT to_char(date_trunc('month', ${now}::timestamptz AT TIME ZONE ${tz}) - interval '11 months', 'YYYY-MM-DD') AS "start",
      to_char(date_trunc('month', ${now}::timestamptz AT TIME ZONE ${tz}) + interval '1 month', 'YYYY-MM-DD') AS "end"`;
  const unit = period === "week" ? "week" : "month";
  // Weeks start on Monday (date_trunc's ISO weeks); the first week may begin in the month before.
  const seriesStart = Prisma.sql`date_trunc(${unit}, ${start}::timestamp)`;
  const inWindow = Prisma.sql`i."local" >= ${seriesStart} AND i."local" < ${end}::timestamp`;
  const items = ITEMS(tz);

  const series = await db.$queryRaw<{ start: string; bookings: number; revenueCents: number }[]>`
    WITH ${items},
    buckets AS (SELECT generate_series(${seriesStart}, ${end}::timestamp - interval '1 day', ${`1 ${unit}`}::interval) AS "bucket")
    SELECT to_char(b."bucket", 'YYYY-MM-DD') AS "start",
      count(i."id") FILTER (WHERE i."isBooking")::int AS "bookings", coalesce(sum(i."net"), 0)::int AS "revenueCents"
    FROM buckets b LEFT JOIN items i ON date_trunc(${unit}, i."local") = b."bucket" AND ${inWindow}
    GROUP BY b."bucket" ORDER BY b."bucket"`;

  const services = await db.$queryRaw<ServiceRow[]>`
    WITH ${items}
    SELECT s."name" AS "service", count(*) FILTER (WHERE i."isBooking")::int AS "bookings", coalesce(sum(i."net"), 0)::int AS "revenueCents"
    FROM items i JOIN "Service" s ON s."id" = i."serviceId"
    WHERE ${inWindow}
    GROUP BY s."id", s."name" ORDER BY "bookings" DESC, "revenueCents" DESC, s."name" LIMIT ${TOP_SERVICES}`;

  const weekdayCounts = await db.$queryRaw<{ day: number; bookings: number }[]>`
    WITH ${items}
    SELECT extract(isodow FROM i."local")::int AS "day", count(*)::int AS "bookings"
    FROM items i WHERE i."isBooking" AND ${inWindow} GROUP BY 1`;
  const hours = await db.$queryRaw<HourRow[]>`
    WITH ${items}
    SELECT extract(hour FROM i."local")::int AS "hour", count(*)::int AS "bookings"
    FROM items i WHERE i."isBooking" AND ${inWindow} GROUP BY 1 ORDER BY 1`;

  // New: the client's first booking ever is in that month; returning: they had booked before.
  const clients = await db.$queryRaw<ClientsRow[]>`
    WITH ${items},
    firsts AS (SELECT i."client", min(i."local") AS "first" FROM items i WHERE i."isBooking" GROUP BY i."client"),
    months AS (SELECT generate_series(${start}::timestamp, ${end}::timestamp - interval '1 day', interval '1 month') AS "month"),
    seen AS (SELECT DISTINCT date_trunc('month', i."local") AS "month", i."client" FROM items i WHERE i."isBooking")
    SELECT to_char(m."month", 'YYYY-MM') AS "month",
      count(s."client") FILTER (WHERE date_trunc('month', f."first") = m."month")::int AS "newClients",
      count(s."client") FILTER (WHERE date_trunc('month', f."first") < m."month")::int AS "returningClients"
    FROM months m LEFT JOIN seen s ON s."month" = m."month" LEFT JOIN firsts f ON f."client" = s."client"
    GROUP BY m."month" ORDER BY m."month"`;

  const byDay = new Map(weekdayCounts.map((r) => [r.day, r.bookings]));
  const lastDay = new Date(`${end}T12:00:00Z`);
  lastDay.setUTCDate(lastDay.getUTCDate() - 1);
  return {
    period,
    timeZone: tz,
    from: series[0]?.start ?? start,
    to: lastDay.toISOString().slice(0, 10),
    series,
    totals: { bookings: series.reduce((n, r) => n + r.bookings, 0), revenueCents: series.reduce((n, r) => n + r.revenueCents, 0) },
    services,
    weekdays: WEEKDAYS.map((weekday, i) => ({ weekday, bookings: byDay.get(i + 1) ?? 0 })),
    hours,
    clients,
  };
}

/** "9:00 AM" for hour 9. */
export const hourLabel = (hour: number) => formatTime12(`${hour}:00`);

/** Headers and rows of one report, as the CSV and the page's tables show them. */
export function reportTable(reports: Reports, name: ReportName): { fields: string[]; data: (string | number)[][] } {
  switch (name) {
    case "bookings":
      return {
        fields: [reports.period === "week" ? "Week starting" : "Month", "Bookings", "Net revenue (USD)"],
        data: reports.series.map((r) => [
          reports.period === "week" ? r.start : r.start.slice(0, 7),
          r.bookings,
          formatDecimalDollars(r.revenueCents),
        ]),
      };
    case "services":
      return {
        fields: ["Service", "Bookings", "Net revenue (USD)"],
        data: reports.services.map((r) => [r.service, r.bookings, formatDecimalDollars(r.revenueCents)]),
      };
    case "weekdays":
      return { fields: ["Weekday", "Bookings"], data: reports.weekdays.map((r) => [r.weekday, r.bookings]) };
    case "hours":
      return { fields: ["Hour", "Bookings"], data: reports.hours.map((r) => [hourLabel(r.hour), r.bookings]) };
    case "clients":
      return {
        fields: ["Month", "New clients", "Returning clients"],
        data: reports.clients.map((r) => [r.month, r.newClients, r.returningClients]),
      };
  }
}

/** One report as CSV, file report-{name}[-weekly]_{today}.csv. */
export async function reportCsv(
  name: ReportName,
  period: ReportPeriod = "month",
  now: Date = new Date(),
): Promise<{ fileName: string; csv: string }> {
  const table = reportTable(await buildReports(period, now), name);
  const csv = Papa.unparse(table, { escapeFormulae: FORMULA_START, newline: "\r\n", quotes: false });
  const suffix = name === "bookings" && period === "week" ? "-weekly" : "";
  return { fileName: `report-${name}${suffix}_${practiceDateKey(now)}.csv`, csv: `\uFEFF${csv}\r\n` };
}
