import { z } from "zod";
import { db, Prisma } from "@/lib/db";
import { toCsv } from "@/lib/admin/csv";
import { MONEY_EVENTS, SALES_EVENTS } from "@/lib/admin/money";
import { formatDecimalDollars, formatTime12, practiceDateKey } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";

// The owner's reports over the last 12 months (the current month and the 11 before it), computed
// in PostgreSQL in the practice's time zone: a session at 11:30 PM local on the last day of a
// month is that month's, whatever the server's zone.
//
// Two figures of money, each labelled where it is shown (docs/decisions.md, O-money):
// - booked: confirmed, completed and no-show appointments counted at their session time, worth their price
//   before tax (the price fixed on the appointment when it was booked);
// - collected: money received, counted at its paid time, less refunds at their refund time
//   (lib/admin/money.ts), so a month's collected figure is the month's movement in Stripe.
// Beside them, sales before tax by paid date (SALES_EVENTS, docs/decisions.md P14): gross (prices
// before promo codes), discounts (what the codes took off) and net (gross less discounts: the
// subtotals collected, before tax and refunds).

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

/**
 * One month or week: sessions booked in it (count and value), money collected in it, and what was
 * sold in it before tax: gross (prices before promo codes), discounts, net (gross less discounts).
 */
export type PeriodRow = {
  start: string;
  bookings: number;
  bookedCents: number;
  paymentsCents: number;
  refundsCents: number;
  collectedCents: number;
  grossCents: number;
  discountsCents: number;
  netCents: number;
};
export type ServiceRow = { service: string; bookings: number; bookedCents: number };
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
  totals: Omit<PeriodRow, "start">;
  services: ServiceRow[];
  weekdays: WeekdayRow[];
  hours: HourRow[];
  clients: ClientsRow[];
};

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const TOP_SERVICES = 10;

/**
 * Every booking (a confirmed, completed or no-show appointment) with its local session time, the client it
 * belongs to (account id, else booking email) and its price before tax.
 */
const ITEMS = (tz: string) => Prisma.sql`
  items AS (
    SELECT a."id", a."startsAt" AT TIME ZONE ${tz} AS "local", a."serviceId", a."priceCents" AS "price",
      coalesce(a."userId"::text, lower(a."clientEmail")) AS "client"
    FROM "Appointment" a
    WHERE a."status" IN ('confirmed', 'completed', 'no_show')
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

  const series = await db.$queryRaw<PeriodRow[]>`
    WITH ${items}, ${MONEY_EVENTS}, ${SALES_EVENTS},
    buckets AS (SELECT generate_series(${seriesStart}, ${end}::timestamp - interval '1 day', ${`1 ${unit}`}::interval) AS "bucket"),
    booked AS (
      SELECT date_trunc(${unit}, i."local") AS "bucket", count(*) AS "bookings", sum(i."price") AS "booked"
      FROM items i WHERE ${inWindow} GROUP BY 1
    ),
    collected AS (
      SELECT date_trunc(${unit}, m."at" AT TIME ZONE ${tz}) AS "bucket", sum(m."paid") AS "payments", sum(m."refunded") AS "refunds"
      FROM money m
      WHERE m."at" AT TIME ZONE ${tz} >= ${seriesStart} AND m."at" AT TIME ZONE ${tz} < ${end}::timestamp
      GROUP BY 1
    ),
    sold AS (
      SELECT date_trunc(${unit}, x."at" AT TIME ZONE ${tz}) AS "bucket", sum(x."gross") AS "gross", sum(x."discount") AS "discounts"
      FROM sales x
      WHERE x."at" AT TIME ZONE ${tz} >= ${seriesStart} AND x."at" AT TIME ZONE ${tz} < ${end}::timestamp
      GROUP BY 1
    )
    SELECT to_char(b."bucket", 'YYYY-MM-DD') AS "start",
      coalesce(bk."bookings", 0)::int AS "bookings", coalesce(bk."booked", 0)::int AS "bookedCents",
      coalesce(c."payments", 0)::int AS "paymentsCents", coalesce(c."refunds", 0)::int AS "refundsCents",
      (coalesce(c."payments", 0) - coalesce(c."refunds", 0))::int AS "collectedCents",
      coalesce(sd."gross", 0)::int AS "grossCents", coalesce(sd."discounts", 0)::int AS "discountsCents",
      (coalesce(sd."gross", 0) - coalesce(sd."discounts", 0))::int AS "netCents"
    FROM buckets b LEFT JOIN booked bk ON bk."bucket" = b."bucket" LEFT JOIN collected c ON c."bucket" = b."bucket"
      LEFT JOIN sold sd ON sd."bucket" = b."bucket"
    ORDER BY b."bucket"`;

  const services = await db.$queryRaw<ServiceRow[]>`
    WITH ${items}
    SELECT s."name" AS "service", count(*)::int AS "bookings", coalesce(sum(i."price"), 0)::int AS "bookedCents"
    FROM items i JOIN "Service" s ON s."id" = i."serviceId"
    WHERE ${inWindow}
    GROUP BY s."id", s."name" ORDER BY "bookings" DESC, "bookedCents" DESC, s."name" LIMIT ${TOP_SERVICES}`;

  const weekdayCounts = await db.$queryRaw<{ day: number; bookings: number }[]>`
    WITH ${items}
    SELECT extract(isodow FROM i."local")::int AS "day", count(*)::int AS "bookings"
    FROM items i WHERE ${inWindow} GROUP BY 1`;
  const hours = await db.$queryRaw<HourRow[]>`
    WITH ${items}
    SELECT extract(hour FROM i."local")::int AS "hour", count(*)::int AS "bookings"
    FROM items i WHERE ${inWindow} GROUP BY 1 ORDER BY 1`;

  // New: the client's first booking ever is in that month; returning: they had booked before.
  const clients = await db.$queryRaw<ClientsRow[]>`
    WITH ${items},
    firsts AS (SELECT i."client", min(i."local") AS "first" FROM items i GROUP BY i."client"),
    months AS (SELECT generate_series(${start}::timestamp, ${end}::timestamp - interval '1 day', interval '1 month') AS "month"),
    seen AS (SELECT DISTINCT date_trunc('month', i."local") AS "month", i."client" FROM items i)
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
    totals: {
      bookings: sumOf(series, "bookings"),
      bookedCents: sumOf(series, "bookedCents"),
      paymentsCents: sumOf(series, "paymentsCents"),
      refundsCents: sumOf(series, "refundsCents"),
      collectedCents: sumOf(series, "collectedCents"),
      grossCents: sumOf(series, "grossCents"),
      discountsCents: sumOf(series, "discountsCents"),
      netCents: sumOf(series, "netCents"),
    },
    services,
    weekdays: WEEKDAYS.map((weekday, i) => ({ weekday, bookings: byDay.get(i + 1) ?? 0 })),
    hours,
    clients,
  };
}

const sumOf = (rows: PeriodRow[], key: Exclude<keyof PeriodRow, "start">) => rows.reduce((n, r) => n + r[key], 0);

/** "9:00 AM" for hour 9. */
export const hourLabel = (hour: number) => formatTime12(`${hour}:00`);

/** Headers and rows of one report, as the CSV and the page's tables show them. */
export function reportTable(reports: Reports, name: ReportName): { fields: string[]; data: (string | number)[][] } {
  switch (name) {
    case "bookings":
      return {
        fields: [
          reports.period === "week" ? "Week starting" : "Month",
          "Sessions booked",
          "Booked value (USD)",
          "Payments received (USD)",
          "Refunds made (USD)",
          "Collected (USD)",
          "Gross sales (USD)",
          "Discounts (USD)",
          "Net sales (USD)",
        ],
        data: reports.series.map((r) => [
          reports.period === "week" ? r.start : r.start.slice(0, 7),
          r.bookings,
          formatDecimalDollars(r.bookedCents),
          formatDecimalDollars(r.paymentsCents),
          formatDecimalDollars(r.refundsCents),
          formatDecimalDollars(r.collectedCents),
          formatDecimalDollars(r.grossCents),
          formatDecimalDollars(r.discountsCents),
          formatDecimalDollars(r.netCents),
        ]),
      };
    case "services":
      return {
        fields: ["Service", "Sessions booked", "Booked value (USD)"],
        data: reports.services.map((r) => [r.service, r.bookings, formatDecimalDollars(r.bookedCents)]),
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
  const suffix = name === "bookings" && period === "week" ? "-weekly" : "";
  return { fileName: `report-${name}${suffix}_${practiceDateKey(now)}.csv`, csv: toCsv(table) };
}
