import Link from "next/link";
import { Receipt } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { discountName, formatDiscount, taxLabel } from "@/lib/payments/tax-display";
import type { PaymentPage, PaymentRecord } from "@/lib/admin/types";
import { formatDayKey, formatPrice, formatTime12, timeZoneAbbreviation } from "@/lib/format";
import { dashboardHref, type DashboardState } from "./url-state";

/** The days the total covers, as the footer names them. */
function rangeLabel(from: string, to: string): string {
  const day = (key: string) => formatDayKey(key, "MMM d, yyyy");
  if (from && to) return from === to ? `on ${day(from)}` : `${day(from)} to ${day(to)}`;
  if (from) return `since ${day(from)}`;
  if (to) return `through ${day(to)}`;
  return "all time";
}

/** "Sales tax (NC 4.75%) $6.65", when tax was charged. */
function taxLine(p: PaymentRecord): string | null {
  return p.taxCents > 0 ? `${taxLabel({ rate: p.taxRate, state: p.taxState })} ${formatPrice(p.taxCents)}` : null;
}

const paidLine = (p: PaymentRecord) => (p.paidDate ? `Paid ${formatDayKey(p.paidDate, "MMM d, yyyy")}` : "Paid");
const sessionLine = (p: PaymentRecord) =>
  p.kind === "booking"
    ? `Session ${formatDayKey(p.date, "MMM d, yyyy")}, ${formatTime12(p.time)} ${timeZoneAbbreviation(`${p.date}T12:00:00Z`)}`
    : `${p.kind === "package" ? "Package" : "Gift card"} purchase, ${formatTime12(p.time)} ${timeZoneAbbreviation(`${p.date}T12:00:00Z`)}`;
/** "Gift card −$40.00", when a gift card paid part of it. */
const giftCardLine = (p: PaymentRecord) => (p.giftCardCents > 0 ? `Gift card −${formatPrice(p.giftCardCents)}` : null);
const refundLine = (p: PaymentRecord) =>
  p.refundedCents > 0 && p.status !== "Paid"
    ? `-${formatPrice(p.refundedCents)} refunded${p.refundedDate ? ` ${formatDayKey(p.refundedDate, "MMM d, yyyy")}` : ""}`
    : null;

/** "Discount (WELCOME20) −$30.00", when a promo code took something off the price. */
const discountLine = (p: PaymentRecord) => (p.discountCents > 0 ? `${discountName(p.promoCode)} ${formatDiscount(p.discountCents)}` : null);

/** Under the amount: a promo code's discount, its tax and any refund with its day. */
function AmountDetails({ p }: { p: PaymentRecord }) {
  const discount = discountLine(p);
  const tax = taxLine(p);
  const refund = refundLine(p);
  const giftCard = giftCardLine(p);
  return (
    <>
      {discount ? <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{discount}</span> : null}
      {giftCard ? <span className="block text-xs text-muted-foreground">{giftCard}</span> : null}
      {tax ? <span className="block text-xs text-muted-foreground">{tax}</span> : null}
      {refund ? <span className="block text-xs text-muted-foreground">{refund}</span> : null}
    </>
  );
}

/**
 * Paid appointments: when each was paid and for which session, the amount with a promo code's
 * discount, its tax and any refund with its date; a table from tablets up, cards on a phone. The
 * total is the spec's Total Revenue: what the From/To paid days collected (payments received less
 * refunds made in them), labelled so. The CSV has every column. A server component: it names the practice zone of each
 * session.
 */
export function PaymentsTable({ data, state }: { data: PaymentPage; state: DashboardState }) {
  if (data.total === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-12 text-center">
        <Receipt className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No payment records found</p>
      </div>
    );
  }

  const collected = `Collected ${rangeLabel(state.from, state.to)}: payments ${formatPrice(data.paymentsCents)} − refunds ${formatPrice(data.refundsCents)}`;
  const clientLink = (p: PaymentRecord) => (
    <Link
      // A purchase opens the buyer's client record; a booking its details.
      href={p.appointmentId === null ? `/admin/clients/${p.buyerId}` : dashboardHref(state, { appointment: p.appointmentId })}
      scroll={false}
      className="block font-medium text-foreground underline-offset-4 [overflow-wrap:anywhere] hover:underline"
    >
      {p.clientName}
    </Link>
  );

  return (
    <>
      {/* Phone: one card per payment, then the total. */}
      <div className="grid gap-3 md:hidden">
        <ul aria-label="Payments" className="grid gap-3">
          {data.payments.map((p) => (
            <li
              key={`${p.kind}-${p.appointmentId ?? p.purchaseId}-${p.paymentIntentId}`}
              className="grid gap-1 rounded-lg border border-border p-3 text-sm"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  {clientLink(p)}
                  <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{p.clientEmail}</span>
                </div>
                <Badge variant={p.status === "Paid" ? "success" : "secondary"}>{p.status}</Badge>
              </div>
              <p className="text-right tabular-nums">
                <span className="block text-base font-semibold" data-amount>
                  {formatPrice(p.amountCents)}
                </span>
                <AmountDetails p={p} />
              </p>
              <p>
                <span className="block">{paidLine(p)}</span>
                <span className="block text-xs text-muted-foreground">{sessionLine(p)}</span>
              </p>
              <p className="text-xs text-muted-foreground">
                {p.serviceName} · <code className="[overflow-wrap:anywhere]">{p.paymentIntentId}</code>
              </p>
            </li>
          ))}
        </ul>
        <div className="flex items-start justify-between gap-3 rounded-lg bg-muted/60 p-3 text-sm">
          <p>
            <span className="block font-semibold">Total Revenue</span>
            <span className="block text-xs text-muted-foreground">{collected}</span>
          </p>
          <p className="whitespace-nowrap font-semibold tabular-nums">{formatPrice(data.totalRevenueCents)}</p>
        </div>
      </div>

      {/* Tablet and desktop: the spec's table. */}
      <div className="hidden md:block">
        <Table className="min-w-[40rem]">
          <caption className="sr-only">Payments, newest first</caption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Date</TableHead>
              <TableHead>Client</TableHead>
              <TableHead>Service</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.payments.map((p) => (
              <TableRow key={`${p.kind}-${p.appointmentId ?? p.purchaseId}-${p.paymentIntentId}`}>
                <TableCell className="whitespace-nowrap">
                  <span className="block">{paidLine(p)}</span>
                  <span className="block text-xs text-muted-foreground">{sessionLine(p)}</span>
                </TableCell>
                <TableCell className="min-w-40 max-w-[16rem]">
                  {clientLink(p)}
                  <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{p.clientEmail}</span>
                </TableCell>
                <TableCell>
                  <span className="block">{p.serviceName}</span>
                  <code className="block text-xs text-muted-foreground">{p.paymentIntentId}</code>
                </TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums">
                  <span className="block" data-amount>
                    {formatPrice(p.amountCents)}
                  </span>
                  <AmountDetails p={p} />
                </TableCell>
                <TableCell>
                  <Badge variant={p.status === "Paid" ? "success" : "secondary"}>{p.status}</Badge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={3}>
                <span className="block font-semibold">Total Revenue</span>
                <span className="block text-xs font-normal text-muted-foreground">{collected}</span>
              </TableCell>
              <TableCell className="whitespace-nowrap text-right font-semibold tabular-nums">
                {formatPrice(data.totalRevenueCents)}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </div>
    </>
  );
}
