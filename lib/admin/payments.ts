import Papa from "papaparse";
import { db, Prisma } from "@/lib/db";
import { badRequest } from "@/lib/errors";
import { isDateKey, practiceToday } from "@/lib/booking/dates";
import { formatDecimalDollars, formatTime12 } from "@/lib/format";
import { dayRange, parseSearch } from "@/lib/admin/search";
import { pageOf, pageSizeOf } from "@/lib/admin/appointments";
import { LOCAL_DATE_EXPR, LOCAL_DATE_TIME, LOCAL_TIME_EXPR, searchConditions, where } from "@/lib/admin/sql";
import type { PaymentListQuery, PaymentPage, PaymentRecord } from "@/lib/admin/types";

// The Payments tab and its CSV: paid appointments only (a refunded payment stays listed, as
// "Refunded"), searchable by client, email, service and payment ID, From/To on the session's
// date in the practice's time zone (both inclusive). Revenue is net of refunds.

type PaymentRow = {
  localDate: string;
  localTime: string;
  appointmentId: number;
  startsAt: Date;
  serviceName: string;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  amountCents: number;
  refundedCents: number;
  refundStatus: "none" | "due" | "refunded";
  paymentIntentId: string;
  paidAt: Date | null;
};

/** Paid appointments: the payment succeeded (refunded ones included). */
const FROM_PAYMENTS = Prisma.sql`
  FROM "Payment" p
  JOIN "Appointment" a ON a."id" = p."appointmentId"
  JOIN "Service" s ON s."id" = a."serviceId"`;

const PAYMENT_COLUMNS = Prisma.sql`
  ${LOCAL_DATE_TIME}, a."id" AS "appointmentId", a."startsAt", s."name" AS "serviceName",
  a."clientFirstName", a."clientLastName", a."clientEmail",
  p."amountCents", p."refundedCents", p."refundStatus"::text AS "refundStatus", p."paymentIntentId", p."paidAt"`;

function paymentFilter(query: PaymentListQuery) {
  for (const [label, value] of [
    ["From", query.from],
    ["To", query.to],
  ] as const)
    if (value && !isDateKey(value)) throw badRequest(`${label} date must be written as yyyy-MM-dd.`);
  if (query.from && query.to && query.from > query.to) throw badRequest("The From date must be on or before the To date.");
  return where([
    Prisma.sql`p."status" = 'succeeded'`,
    query.from ? Prisma.sql`a."startsAt" >= ${dayRange(query.from).from}` : null,
    query.to ? Prisma.sql`a."startsAt" < ${dayRange(query.to).to}` : null,
    ...searchConditions(parseSearch(query.search), [Prisma.sql`p."paymentIntentId"`]),
  ]);
}

function toRecord(r: PaymentRow): PaymentRecord {
  return {
    appointmentId: r.appointmentId,
    date: r.localDate,
    time: r.localTime,
    serviceName: r.serviceName,
    clientName: `${r.clientFirstName} ${r.clientLastName}`.trim(),
    clientEmail: r.clientEmail,
    amountCents: r.amountCents,
    refundedCents: r.refundedCents,
    paymentIntentId: r.paymentIntentId,
    status: r.refundStatus === "refunded" ? "Refunded" : "Paid",
    refundStatus: r.refundStatus,
    paidAt: r.paidAt ? r.paidAt.toISOString() : null,
  };
}

/** One page of the Payments tab, newest session first, with the filtered Total Revenue. */
export async function listPayments(query: PaymentListQuery = {}): Promise<PaymentPage> {
  const page = pageOf(query.page);
  const pageSize = pageSizeOf(query.pageSize);
  const filter = paymentFilter(query);
  const offset = (page - 1) * pageSize;
  const paidJoin = Prisma.sql`FROM "Payment" p JOIN "Appointment" a ON a."id" = p."appointmentId"`;
  const totalsOf = async () => {
    const [row] = await db.$queryRaw<{ total: number; revenue: number }[]>`
      SELECT count(*)::int AS "total", coalesce(sum(p."amountCents" - p."refundedCents"), 0)::float8 AS "revenue" ${paidJoin} ${filter}`;
    return row ?? { total: 0, revenue: 0 };
  };

  if (parseSearch(query.search).terms.length > 0) {
    // Searched words cannot use an index: one scan finds, counts and sums the matches.
    const rows = await db.$queryRaw<(PaymentRow & { total: number; revenue: number })[]>`
      WITH "page" AS (
        SELECT p."id", count(*) OVER () AS "total", sum(p."amountCents" - p."refundedCents") OVER () AS "revenue"
        ${paidJoin} ${filter}
        ORDER BY a."startsAt" DESC, a."id" DESC
        LIMIT ${pageSize} OFFSET ${offset}
      )
      SELECT ${PAYMENT_COLUMNS}, "page"."total"::int AS "total", "page"."revenue"::float8 AS "revenue" FROM "page"
      JOIN "Payment" p ON p."id" = "page"."id"
      JOIN "Appointment" a ON a."id" = p."appointmentId"
      JOIN "Service" s ON s."id" = a."serviceId"
      ORDER BY a."startsAt" DESC, a."id" DESC`;
    const totals = rows[0] ?? (page > 1 ? await totalsOf() : { total: 0, revenue: 0 });
    return { payments: rows.map(toRecord), total: totals.total, totalRevenueCents: totals.revenue, page, pageSize };
  }

  const [rows, totals] = await Promise.all([
    // The page's ids first (along the index), then their details.
    db.$queryRaw<PaymentRow[]>`
      WITH "page" AS (
        SELECT p."id" ${paidJoin} ${filter}
        ORDER BY a."startsAt" DESC, a."id" DESC
        LIMIT ${pageSize} OFFSET ${offset}
      )
      SELECT ${PAYMENT_COLUMNS} ${FROM_PAYMENTS}
      WHERE p."id" IN (SELECT "id" FROM "page")
      ORDER BY a."startsAt" DESC, a."id" DESC`,
    totalsOf(),
  ]);
  return { payments: rows.map(toRecord), total: totals.total, totalRevenueCents: totals.revenue, page, pageSize };
}

/** The CSV's columns, in the spec's order. */
export const CSV_COLUMNS = ["Date", "Time", "Service", "Client Name", "Client Email", "Amount", "Payment ID", "Status"] as const;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab, CR or LF, also after
 * spaces) gets a leading apostrophe. Papaparse's own `escapeFormulae: true` misses such a cell
 * when it continues on another line, so the pattern is ours.
 */
export const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@])/;

/** The Payments CSV for the filters (all matching rows, no paging), file payments_{today}.csv. */
export async function paymentsCsv(
  query: Omit<PaymentListQuery, "page" | "pageSize"> = {},
  now: Date = new Date(),
): Promise<{ fileName: string; csv: string }> {
  const filter = paymentFilter(query);
  // A year is thousands of rows: they come back as one JSON text (one value to decode instead of
  // thousands of rows of typed values, several times faster through the driver adapter).
  const [{ rows }] = await db.$queryRaw<{ rows: string }[]>`
    SELECT coalesce(json_agg(json_build_array(
      ${LOCAL_DATE_EXPR}, ${LOCAL_TIME_EXPR}, s."name", a."clientFirstName", a."clientLastName", a."clientEmail",
      p."amountCents", p."paymentIntentId", p."refundStatus"
    ) ORDER BY a."startsAt" DESC, a."id" DESC), '[]')::text AS "rows"
    ${FROM_PAYMENTS} ${filter}`;
  const data = (JSON.parse(rows) as [string, string, string, string, string, string, number, string, string][]).map(
    ([date, time, service, first, last, email, amountCents, paymentIntentId, refundStatus]) => [
      date,
      formatTime12(time),
      service,
      `${first} ${last}`.trim(),
      email,
      formatDecimalDollars(amountCents),
      paymentIntentId,
      refundStatus === "refunded" ? "Refunded" : "Paid",
    ],
  );
  const csv = Papa.unparse({ fields: [...CSV_COLUMNS], data }, { escapeFormulae: FORMULA_START, newline: "\r\n", quotes: false });
  // A byte-order mark so Excel reads the file as UTF-8 (accented names stay intact).
  return { fileName: `payments_${practiceToday(now)}.csv`, csv: `\uFEFF${csv}\r\n` };
}
