import { db, Prisma } from "@/lib/db";
import { badRequest } from "@/lib/errors";
import { isDateKey, practiceToday, zonedInstant } from "@/lib/booking/dates";
import { formatDecimalDollars, formatTime12, timeZoneAbbreviation } from "@/lib/format";
import { dayRange, parseSearch } from "@/lib/admin/search";
import { pageOf, pageSizeOf } from "@/lib/admin/appointments";
import { LOCAL_DATE_EXPR, LOCAL_DATE_TIME, LOCAL_TIME_EXPR, searchConditions, where } from "@/lib/admin/sql";
import { siteConfig } from "@/lib/site-config";
import { toCsv } from "@/lib/admin/csv";
import { formatTaxRate } from "@/lib/payments/tax-display";
import { refundedLabel, type PaymentListQuery, type PaymentPage, type PaymentRecord } from "@/lib/admin/types";

// The Payments tab and its CSV: paid appointments and paid purchases (packages, gift cards), one
// row each (a purchase's "session" date is its paid time, its service the item bought, its client
// the buyer); paid appointments only (a refunded payment stays listed, as
// "Refunded" or "Partly refunded"), searchable by client, email, service and payment ID. From/To
// are days of the paid date in the practice's time zone (both inclusive): a payment is listed when
// it was received in them or refunded in them, and the total is what was collected in them
// (payments received less refunds made, by their own dates: docs/decisions.md, O-money), so it
// matches the dashboard's Revenue card and the Reports for the same days. Newest payment first.

type PaymentRow = {
  kind: "booking" | "package" | "gift_card";
  purchaseId: number | null;
  buyerId: number | null;
  giftCardCents: number;
  localDate: string;
  localTime: string;
  appointmentId: number | null;
  startsAt: Date;
  serviceName: string;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  subtotalCents: number;
  discountCents: number;
  promoCode: string | null;
  taxCents: number;
  taxRate: string;
  taxState: string | null;
  amountCents: number;
  refundedCents: number;
  refundStatus: "none" | "due" | "refunded";
  paymentIntentId: string;
  paidAt: Date | null;
  paidDate: string | null;
  refundedDate: string | null;
};

/**
 * Booking payments and purchases in one shape, as a CTE "payrows": a purchase's instant is its paid
 * time, its item the package's name or "Gift card", its client the buyer (the name in one field).
 */
const PAY_ROWS = Prisma.sql`
  payrows AS (
    SELECT 'b' || p."id" AS "key", 'booking' AS "kind", a."id" AS "appointmentId", NULL::int AS "purchaseId", a."userId" AS "buyerId",
      a."startsAt", a."serviceId", s."name" AS "item", a."clientFirstName", a."clientLastName", a."clientEmail",
      p."subtotalCents", p."discountCents", p."promoCode", p."taxCents", p."taxRate", p."taxState", p."amountCents",
      p."refundedCents", p."refundStatus"::text AS "refundStatus", p."refundedAt", p."paymentIntentId", p."paidAt",
      p."status"::text AS "status", p."giftCardCents"
    FROM "Payment" p
    JOIN "Appointment" a ON a."id" = p."appointmentId"
    JOIN "Service" s ON s."id" = a."serviceId"
    UNION ALL
    SELECT 'p' || pu."id", pu."kind"::text, NULL::int, pu."id", pu."userId",
      coalesce(pu."paidAt", pu."createdAt"), NULL::int,
      CASE WHEN pu."kind" = 'package' THEN 'Package: ' || coalesce(pk."name", 'package') ELSE 'Gift card' END,
      pu."buyerName", '', pu."buyerEmail",
      pu."subtotalCents", 0, NULL::text, pu."taxCents", pu."taxRate", pu."taxState", pu."amountCents",
      0, 'none', NULL::timestamptz, pu."paymentIntentId", pu."paidAt",
      pu."status"::text, pu."giftCardCents"
    FROM "Purchase" pu
    LEFT JOIN "Package" pk ON pk."id" = pu."packageId"
  )`;

/**
 * The rows as "p", with "a" exposing the columns the owner's search reads (client, service,
 * session time) so searchConditions and the local date/time columns apply to both kinds.
 */
const FROM_ROWS = Prisma.sql`FROM payrows p CROSS JOIN LATERAL (
    SELECT p."appointmentId" AS "id", p."clientFirstName", p."clientLastName", p."clientEmail", p."serviceId", p."startsAt"
  ) a`;

/** A local day (yyyy-MM-dd, practice zone) of an instant column. */
const localDay = (column: Prisma.Sql) => Prisma.sql`to_char(${column} AT TIME ZONE ${siteConfig.timeZone}, 'YYYY-MM-DD')`;
const PAID_DATE = localDay(Prisma.sql`p."paidAt"`);
/** The refund's day, for refunds that were made. */
const REFUNDED_DATE = Prisma.sql`CASE WHEN p."refundStatus" = 'refunded' THEN ${localDay(Prisma.sql`p."refundedAt"`)} END`;

const PAYMENT_COLUMNS = Prisma.sql`
  ${LOCAL_DATE_TIME}, p."kind", p."purchaseId", p."buyerId", p."giftCardCents", p."appointmentId", a."startsAt", p."item" AS "serviceName",
  a."clientFirstName", a."clientLastName", a."clientEmail",
  p."subtotalCents", p."discountCents", p."promoCode", p."taxCents", p."taxRate"::text AS "taxRate", p."taxState",
  p."amountCents", p."refundedCents", p."refundStatus"::text AS "refundStatus", p."paymentIntentId", p."paidAt",
  ${PAID_DATE} AS "paidDate", ${REFUNDED_DATE} AS "refundedDate"`;

/** Newest payment first (by paid time; the appointment id breaks ties). */
const ORDER = Prisma.sql`ORDER BY p."paidAt" DESC NULLS LAST, p."appointmentId" DESC NULLS LAST, p."purchaseId" DESC`;

type Range = { from: Date | null; to: Date | null };

function rangeOf(query: PaymentListQuery): Range {
  for (const [label, value] of [
    ["From", query.from],
    ["To", query.to],
  ] as const)
    if (value && !isDateKey(value)) throw badRequest(`${label} date must be written as yyyy-MM-dd.`);
  if (query.from && query.to && query.from > query.to) throw badRequest("The From date must be on or before the To date.");
  return { from: query.from ? dayRange(query.from).from : null, to: query.to ? dayRange(query.to).to : null };
}

/** The instant column falls in the range (open ends allowed). */
const within = (column: Prisma.Sql, range: Range) =>
  Prisma.sql`(${column} IS NOT NULL
    AND (${range.from}::timestamptz IS NULL OR ${column} >= ${range.from}::timestamptz)
    AND (${range.to}::timestamptz IS NULL OR ${column} < ${range.to}::timestamptz))`;
const paidWithin = (range: Range) => within(Prisma.sql`p."paidAt"`, range);
/** A refund that was made within the range. */
const refundedWithin = (range: Range) => Prisma.sql`(p."refundStatus" = 'refunded' AND ${within(Prisma.sql`p."refundedAt"`, range)})`;

function paymentFilter(query: PaymentListQuery, range: Range = rangeOf(query)) {
  return where([
    Prisma.sql`p."status" = 'succeeded'`,
    range.from || range.to ? Prisma.sql`(${paidWithin(range)} OR ${refundedWithin(range)})` : null,
    ...searchConditions(parseSearch(query.search), [Prisma.sql`p."paymentIntentId"`, Prisma.sql`p."item"`]),
  ]);
}

/** "Paid", "Refunded" (in full) or "Partly refunded". */
function statusOf(refundStatus: string, refundedCents: number, amountCents: number): PaymentRecord["status"] {
  if (refundStatus !== "refunded" || refundedCents <= 0) return "Paid";
  return refundedLabel(refundedCents, amountCents);
}

function toRecord(r: PaymentRow): PaymentRecord {
  return {
    kind: r.kind,
    appointmentId: r.appointmentId,
    purchaseId: r.purchaseId,
    buyerId: r.buyerId,
    giftCardCents: r.giftCardCents,
    date: r.localDate,
    time: r.localTime,
    paidDate: r.paidDate,
    serviceName: r.serviceName,
    clientName: `${r.clientFirstName} ${r.clientLastName}`.trim(),
    clientEmail: r.clientEmail,
    subtotalCents: r.subtotalCents,
    discountCents: r.discountCents,
    promoCode: r.promoCode,
    taxCents: r.taxCents,
    taxRate: Number(r.taxRate),
    taxState: r.taxState,
    amountCents: r.amountCents,
    refundedCents: r.refundedCents,
    refundedDate: r.refundedDate,
    paymentIntentId: r.paymentIntentId,
    status: statusOf(r.refundStatus, r.refundedCents, r.amountCents),
    refundStatus: r.refundStatus,
    paidAt: r.paidAt ? r.paidAt.toISOString() : null,
  };
}

const KIND_LABELS: Record<PaymentRow["kind"], string> = { booking: "Booking", package: "Package", gift_card: "Gift card" };

type Totals = { total: number; payments: number; refunds: number };

/** One page of the Payments tab, newest payment first, with what the filters' days collected. */
export async function listPayments(query: PaymentListQuery = {}): Promise<PaymentPage> {
  const page = pageOf(query.page);
  const pageSize = pageSizeOf(query.pageSize);
  const range = rangeOf(query);
  const filter = paymentFilter(query, range);
  const offset = (page - 1) * pageSize;
  const paidJoin = FROM_ROWS;
  // Payments received in the days, less refunds made in them (a listed row may carry only one of the two).
  const sums = Prisma.sql`
    coalesce(sum(p."amountCents") FILTER (WHERE ${paidWithin(range)}), 0)::float8 AS "payments",
    coalesce(sum(p."refundedCents") FILTER (WHERE ${refundedWithin(range)}), 0)::float8 AS "refunds"`;
  const totalsOf = async (): Promise<Totals> => {
    const [row] = await db.$queryRaw<Totals[]>`WITH ${PAY_ROWS} SELECT count(*)::int AS "total", ${sums} ${paidJoin} ${filter}`;
    return row ?? { total: 0, payments: 0, refunds: 0 };
  };
  const pageOf_ = (rows: PaymentRow[], totals: Totals): PaymentPage => ({
    payments: rows.map(toRecord),
    total: totals.total,
    totalRevenueCents: totals.payments - totals.refunds,
    paymentsCents: totals.payments,
    refundsCents: totals.refunds,
    page,
    pageSize,
  });

  if (parseSearch(query.search).terms.length > 0) {
    // Searched words cannot use an index: one scan finds, counts and sums the matches.
    const rows = await db.$queryRaw<(PaymentRow & Totals)[]>`
      WITH ${PAY_ROWS}, "matches" AS (
        SELECT p."key", p."paidAt", p."appointmentId", p."purchaseId",
          (p."amountCents" * (${paidWithin(range)})::int) AS "paid",
          (p."refundedCents" * (${refundedWithin(range)})::int) AS "refunded"
        ${paidJoin} ${filter}
      ),
      "page" AS (
        SELECT m."key", count(*) OVER () AS "total", sum(m."paid") OVER () AS "payments", sum(m."refunded") OVER () AS "refunds"
        FROM "matches" m
        ORDER BY m."paidAt" DESC NULLS LAST, m."appointmentId" DESC NULLS LAST, m."purchaseId" DESC
        LIMIT ${pageSize} OFFSET ${offset}
      )
      SELECT ${PAYMENT_COLUMNS}, "page"."total"::int AS "total", "page"."payments"::float8 AS "payments",
        "page"."refunds"::float8 AS "refunds"
      ${FROM_ROWS} JOIN "page" ON "page"."key" = p."key"
      ${ORDER}`;
    const totals = rows[0] ?? (page > 1 ? await totalsOf() : { total: 0, payments: 0, refunds: 0 });
    return pageOf_(rows, totals);
  }

  const [rows, totals] = await Promise.all([
    db.$queryRaw<PaymentRow[]>`
      WITH ${PAY_ROWS}, "page" AS (
        SELECT p."key" ${paidJoin} ${filter}
        ${ORDER}
        LIMIT ${pageSize} OFFSET ${offset}
      )
      SELECT ${PAYMENT_COLUMNS} ${FROM_ROWS}
      WHERE p."key" IN (SELECT "key" FROM "page")
      ${ORDER}`,
    totalsOf(),
  ]);
  return pageOf_(rows, totals);
}

/**
 * The CSV's columns: the spec's, in its order (Date and Time of the session, the time with its zone
 * as "2:30 PM EST", Amount the total
 * charged, Payment ID the provider's payment id), then what a bookkeeper needs to match the
 * provider's payouts and file sales tax. Subtotal is the taxable amount, after the promo code's
 * Discount (so the price before it is Subtotal + Discount); Promo Code is the code the client used.
 * Then Kind (Booking, Package or Gift card), Gift Card (the part a gift card paid) and Total
 * (Subtotal + Sales Tax: Amount is what the card was charged, the total less the gift card's part).
 * A purchase's Date and Time are when it was paid, its Service the item bought, its client the buyer.
 */
export const CSV_COLUMNS = [
  "Date",
  "Time",
  "Service",
  "Client Name",
  "Client Email",
  "Amount",
  "Payment ID",
  "Status",
  "Paid Date",
  "Subtotal",
  "Sales Tax",
  "Tax State",
  "Tax Rate",
  "Refunded",
  "Refund Date",
  "Discount",
  "Promo Code",
  "Kind",
  "Gift Card",
  "Total",
] as const;

/** The Payments CSV for the filters (all matching rows, no paging, newest payment first), file payments_{today}.csv. */
export async function paymentsCsv(
  query: Omit<PaymentListQuery, "page" | "pageSize"> = {},
  now: Date = new Date(),
): Promise<{ fileName: string; csv: string }> {
  const filter = paymentFilter(query);
  // A year is thousands of rows: they come back as one JSON text (one value to decode instead of
  // thousands of rows of typed values, several times faster through the driver adapter).
  const [{ rows }] = await db.$queryRaw<{ rows: string }[]>`
    WITH ${PAY_ROWS}
    SELECT coalesce(json_agg(json_build_array(
      ${LOCAL_DATE_EXPR}, ${LOCAL_TIME_EXPR}, p."item", a."clientFirstName", a."clientLastName", a."clientEmail",
      p."amountCents", p."paymentIntentId", p."refundStatus", p."refundedCents",
      ${PAID_DATE}, p."subtotalCents", p."taxCents", p."taxState", p."taxRate"::text, ${REFUNDED_DATE},
      p."discountCents", p."promoCode", p."kind", p."giftCardCents"
    ) ${ORDER}), '[]')::text AS "rows"
    ${FROM_ROWS} ${filter}`;
  type CsvRow = [
    string,
    string,
    string,
    string,
    string,
    string,
    number,
    string,
    string,
    number,
    string | null,
    number,
    number,
    string | null,
    string,
    string | null,
    number,
    string | null,
    PaymentRow["kind"],
    number,
  ];
  const data = (JSON.parse(rows) as CsvRow[]).map(
    ([
      date,
      time,
      service,
      first,
      last,
      email,
      amountCents,
      paymentIntentId,
      refundStatus,
      refundedCents,
      paidDate,
      subtotal,
      tax,
      state,
      rate,
      refundedDate,
      discount,
      promoCode,
      kind,
      giftCardCents,
    ]) => [
      date,
      // With its zone: a spreadsheet opened elsewhere must not read it as its own clock.
      `${formatTime12(time)} ${timeZoneAbbreviation(zonedInstant(date, time) ?? new Date(`${date}T12:00:00Z`))}`,
      service,
      `${first} ${last}`.trim(),
      email,
      formatDecimalDollars(amountCents),
      paymentIntentId,
      statusOf(refundStatus, refundedCents, amountCents),
      paidDate ?? "",
      formatDecimalDollars(subtotal),
      formatDecimalDollars(tax),
      state ?? "",
      formatTaxRate(Number(rate)),
      formatDecimalDollars(refundStatus === "refunded" ? refundedCents : 0),
      refundedDate ?? "",
      formatDecimalDollars(discount),
      promoCode ?? "",
      KIND_LABELS[kind],
      formatDecimalDollars(giftCardCents),
      formatDecimalDollars(subtotal + tax),
    ],
  );
  return { fileName: `payments_${practiceToday(now)}.csv`, csv: toCsv({ fields: CSV_COLUMNS, data }) };
}
