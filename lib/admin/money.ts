import { z } from "zod";
import { db, Prisma } from "@/lib/db";
import { badRequest } from "@/lib/errors";
import { isMonthKey, practiceToday } from "@/lib/booking/dates";
import { formatDecimalDollars } from "@/lib/format";
import { refundedTaxSql } from "@/lib/payments/tax";
import { siteConfig } from "@/lib/site-config";
import { monthRange } from "@/lib/admin/search";
import { toCsv } from "@/lib/admin/csv";
import type { CollectedMoney, SalesTaxReport, SalesTaxRow } from "@/lib/admin/types";

// The owner's money in one vocabulary (docs/decisions.md, O-money):
// - collected: what reached the practice's account in a period, the amounts of succeeded payments
//   whose paid date falls in it less the refunds whose refund date falls in it (a refund in December
//   of a November payment lowers December, not November), in the practice's time zone. That is
//   what Stripe's balance shows, before its fees.
// - booked: confirmed, completed and no-show sessions by session date, at their price before tax
//   (lib/admin/reports.ts).
// - sales (gross, discounts, net; docs/decisions.md, P14): what was sold before tax, by paid date,
//   the price before promo codes (gross), what the codes took off (discounts), and the difference
//   (net: the payments' subtotals, the taxable amounts). A booking a code made free has no payment
//   and counts at its confirmation time: its whole price is gross and discount, nothing net.
// Sales tax follows the same dates: tax is collected when the payment is made and given back, in
// its proportional share (refundedTaxSql), when the refund is made.

/**
 * Every movement of money, one row each: a succeeded payment at its paid time, and its refund (when
 * one was made) at its refund time, with the taxable amount and the tax it carries; and a paid
 * purchase (a package, taxable at its price; a gift card, stored value and not taxable) at its paid
 * time. Amounts are what the card was charged: a gift card's part was collected when the card was
 * sold. As a CTE "money".
 */
export const MONEY_EVENTS = Prisma.sql`
  money AS (
    SELECT p."id" AS "paymentId", p."paidAt" AS "at", p."taxState" AS "state",
      p."amountCents" AS "paid", 0 AS "refunded", p."subtotalCents" AS "taxable", p."taxCents" AS "tax", 0 AS "refundedTax"
    FROM "Payment" p WHERE p."status" = 'succeeded' AND p."paidAt" IS NOT NULL
    UNION ALL
    SELECT p."id", p."refundedAt", p."taxState", 0, p."refundedCents", 0, 0, ${refundedTaxSql("p")}
    FROM "Payment" p
    WHERE p."status" = 'succeeded' AND p."refundStatus" = 'refunded' AND p."refundedAt" IS NOT NULL AND p."refundedCents" > 0
    UNION ALL
    SELECT NULL::int, pu."paidAt", pu."taxState", pu."amountCents", 0,
      CASE WHEN pu."kind" = 'package' THEN pu."subtotalCents" ELSE 0 END, pu."taxCents", 0
    FROM "Purchase" pu WHERE pu."status" = 'succeeded' AND pu."paidAt" IS NOT NULL
  )`;

/**
 * What was sold, before tax, one row each, as a CTE "sales": a succeeded payment at its paid time,
 * worth the price before its promo code's discount ("gross", subtotalCents + discountCents: the
 * subtotal is what is left, the taxable amount) with that discount; and a booking a promo code made
 * free (the whole price taken off, so no payment) at its confirmation time while it stays booked
 * (confirmed, completed, no-show), its price both gross and discount. Refunds are not sales: they
 * lower collected (MONEY_EVENTS), never gross or net.
 */
export const SALES_EVENTS = Prisma.sql`
  sales AS (
    SELECT p."paidAt" AS "at", p."subtotalCents" + p."discountCents" AS "gross", p."discountCents" AS "discount"
    FROM "Payment" p WHERE p."status" = 'succeeded' AND p."paidAt" IS NOT NULL
    UNION ALL
    SELECT coalesce(a."confirmedAt", a."createdAt"), a."priceCents", a."discountCents"
    FROM "Appointment" a
    WHERE a."promoCodeId" IS NOT NULL AND a."discountCents" > 0 AND a."discountCents" = a."priceCents"
      AND a."status" IN ('confirmed', 'completed', 'no_show')
      AND NOT EXISTS (SELECT FROM "Payment" fp WHERE fp."appointmentId" = a."id" AND fp."status" = 'succeeded')
  )`;

/** Collected between two instants ([from, to); either open): payments received less refunds made. */
export async function collectedBetween(from: Date | null, to: Date | null): Promise<CollectedMoney> {
  const [row] = await db.$queryRaw<{ payments: number; refunds: number }[]>`
    WITH ${MONEY_EVENTS}
    SELECT coalesce(sum(m."paid"), 0)::float8 AS "payments", coalesce(sum(m."refunded"), 0)::float8 AS "refunds"
    FROM money m
    WHERE (${from}::timestamptz IS NULL OR m."at" >= ${from}::timestamptz)
      AND (${to}::timestamptz IS NULL OR m."at" < ${to}::timestamptz)`;
  const payments = row?.payments ?? 0;
  const refunds = row?.refunds ?? 0;
  return { paymentsCents: payments, refundsCents: refunds, collectedCents: payments - refunds };
}

/** Collected in a local month ("2026-11"). */
export async function collectedInMonth(month: string): Promise<CollectedMoney> {
  const { from, to } = monthRange(month);
  return collectedBetween(from, to);
}

const monthKey = z.string().refine(isMonthKey, "Months must be written as yyyy-MM.");
export const salesTaxQuerySchema = z.object({ from: monthKey.optional(), to: monthKey.optional() });

/** "2026-11" plus `n` months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The months a sales-tax report covers: as asked, else the 12 months ending with the current local month. */
export function salesTaxRange(query: { from?: string; to?: string }, now: Date = new Date()): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > practiceToday(now).slice(0, 7) ? query.from : practiceToday(now).slice(0, 7));
  return { from: query.from ?? addMonths(to, -11), to };
}

/** The label of a state's rows: the state's code, "No state" for sales outside the US. */
export const NO_STATE = "No state";

/**
 * The sales-tax report for the local months `from` to `to` (inclusive, yyyy-MM), per month and
 * state: taxable amount (the subtotals of payments made that month), tax collected with them, the
 * tax given back with that month's refunds, and the net. Only months and states with a movement
 * are listed, in month order, states alphabetically, "No state" (outside the US) last.
 */
export async function salesTaxReport(from: string, to: string): Promise<SalesTaxReport> {
  if (!isMonthKey(from) || !isMonthKey(to)) throw badRequest("Months must be written as yyyy-MM.");
  if (from > to) throw badRequest("The first month must be on or before the last.");
  const range = { from: monthRange(from).from, to: monthRange(to).to };
  const rows = await db.$queryRaw<{ month: string; state: string | null; taxable: number; tax: number; refundedTax: number }[]>`
    WITH ${MONEY_EVENTS}
    SELECT to_char(m."at" AT TIME ZONE ${siteConfig.timeZone}, 'YYYY-MM') AS "month", m."state",
      sum(m."taxable")::float8 AS "taxable", sum(m."tax")::float8 AS "tax", sum(m."refundedTax")::float8 AS "refundedTax"
    FROM money m
    WHERE m."at" >= ${range.from}::timestamptz AND m."at" < ${range.to}::timestamptz
    GROUP BY 1, 2
    ORDER BY 1, m."state" NULLS LAST`;
  const list: SalesTaxRow[] = rows.map((r) => ({
    month: r.month,
    state: r.state ?? NO_STATE,
    taxableCents: r.taxable,
    taxCents: r.tax,
    refundedTaxCents: r.refundedTax,
    netTaxCents: r.tax - r.refundedTax,
  }));
  const sum = (key: "taxableCents" | "taxCents" | "refundedTaxCents" | "netTaxCents") => list.reduce((n, r) => n + r[key], 0);
  return {
    from,
    to,
    timeZone: siteConfig.timeZone,
    rows: list,
    totals: {
      taxableCents: sum("taxableCents"),
      taxCents: sum("taxCents"),
      refundedTaxCents: sum("refundedTaxCents"),
      netTaxCents: sum("netTaxCents"),
    },
  };
}

export const SALES_TAX_COLUMNS = [
  "Month",
  "State",
  "Taxable amount (USD)",
  "Tax collected (USD)",
  "Refunded tax (USD)",
  "Net tax (USD)",
] as const;

/** The sales-tax report as CSV rows (no total row, so a spreadsheet's sum counts nothing twice). */
export function salesTaxTable(report: SalesTaxReport): { fields: string[]; data: string[][] } {
  return {
    fields: [...SALES_TAX_COLUMNS],
    data: report.rows.map((r) => [
      r.month,
      r.state,
      formatDecimalDollars(r.taxableCents),
      formatDecimalDollars(r.taxCents),
      formatDecimalDollars(r.refundedTaxCents),
      formatDecimalDollars(r.netTaxCents),
    ]),
  };
}

/** The sales-tax report as CSV, file sales-tax_{from}_{to}.csv. */
export async function salesTaxCsv(from: string, to: string): Promise<{ fileName: string; csv: string }> {
  return { fileName: `sales-tax_${from}_${to}.csv`, csv: toCsv(salesTaxTable(await salesTaxReport(from, to))) };
}
