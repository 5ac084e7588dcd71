import type { ServiceDTO } from "@/lib/practice/catalog";
import { formatPrice, sessionTime } from "@/lib/format";
import { fullAddress } from "@/lib/site-config";
import { inPersonTaxNote, taxLabel } from "@/lib/payments/tax-display";
import { taxCents } from "@/lib/payments/tax-math";
import type { ClientInfo } from "@/lib/validations/booking";
import type { TaxQuoteState } from "@/components/booking/use-tax-quote";
import { useTimeZone } from "@/components/booking/time-zone";

/** A promo code applied to the hold and the cents it takes off the price. */
export type AppliedDiscount = { code: string; cents: number };

/**
 * Price, discount, tax and total as the payment step shows them: the tax row only above zero. The
 * quote is for the service's full price; with a discount its rate is applied to the discounted
 * price, rounded as the server charges it (display only: the payment intent is the amount).
 */
export function paymentAmounts(price: number, discount: AppliedDiscount | null, tax: TaxQuoteState) {
  const subtotal = price - (discount?.cents ?? 0);
  const taxAmount = tax.status !== "done" ? 0 : discount ? taxCents(subtotal, tax.rate ?? 0) : tax.taxAmount;
  return { price, subtotal, calculatingTax: tax.status === "calculating", taxAmount, total: subtotal + taxAmount };
}

type BookingSummaryProps = {
  service: ServiceDTO;
  /** ISO instant of the chosen time. */
  startsAt: string | null;
  /** The price the appointment holds, before any discount. */
  price: number;
  discount?: AppliedDiscount | null;
  tax: TaxQuoteState;
  /** The gift card's part of the total, as the payment intent planned it: the card pays the rest. */
  giftCard?: { last4: string; cents: number } | null;
  /** Paid with a package's credit: no price to pay. */
  credit?: { packageName: string } | null;
};

/** The payment step's Booking Summary: what is booked, and what it costs. */
export function BookingSummary({ service, startsAt, price, discount = null, tax, giftCard = null, credit = null }: BookingSummaryProps) {
  const amounts = paymentAmounts(price, discount, tax);
  const { clientZone, practiceZone } = useTimeZone();
  const when = startsAt ? sessionTime(startsAt, { clientZone, inPerson: !service.isVirtual, practiceZone }) : null;
  return (
    <section aria-labelledby="summary-heading" className="rounded-lg border border-border bg-sand/40 p-5">
      <h3 id="summary-heading" className="font-display text-lg font-semibold">
        Booking Summary
      </h3>
      <dl className="mt-3 grid gap-2 text-sm">
        <SummaryRow term="Service" value={service.name} />
        {when && <SummaryRow term="Date" value={when.longDate} />}
        {when && <SummaryRow term="Time" value={when.line} />}
        <SummaryRow term="Duration" value={`${service.duration} minutes`} />
        <SummaryRow term="Location" value={service.isVirtual ? "Virtual (video call)" : `In-Person, ${fullAddress}`} />
        <SummaryRow term="Price" value={amounts.price === 0 ? "Free" : formatPrice(amounts.price)} />
      </dl>
      <dl className="mt-4 grid gap-2 border-t border-border pt-4 text-sm" aria-live="polite">
        {discount && <SummaryRow term={`Discount (${discount.code})`} value={`−${formatPrice(discount.cents)}`} />}
        {amounts.calculatingTax && (
          <div className="flex justify-between gap-4 text-muted-foreground">
            <dt>Tax</dt>
            <dd>Calculating...</dd>
          </div>
        )}
        {!amounts.calculatingTax && amounts.taxAmount > 0 && (
          <SummaryRow
            term={tax.status === "done" ? taxLabel({ rate: tax.rate ?? 0, state: tax.taxState ?? null }) : "Tax"}
            value={formatPrice(amounts.taxAmount)}
          />
        )}
        {credit ? (
          <div className="flex justify-between gap-4 text-base font-semibold">
            <dt>To pay</dt>
            <dd className="text-right">1 session of {credit.packageName}</dd>
          </div>
        ) : (
          <div className="flex justify-between gap-4 text-base font-semibold">
            <dt>Total</dt>
            <dd>{formatPrice(amounts.total)}</dd>
          </div>
        )}
        {giftCard && !credit && (
          <>
            <SummaryRow term={`Gift card (…${giftCard.last4})`} value={`−${formatPrice(giftCard.cents)}`} />
            <div className="flex justify-between gap-4 text-base font-semibold">
              <dt>To pay by card</dt>
              <dd>{formatPrice(Math.max(0, amounts.total - giftCard.cents))}</dd>
            </div>
          </>
        )}
      </dl>
      {!service.isVirtual && <p className="mt-3 text-xs text-muted-foreground">{inPersonTaxNote}</p>}
    </section>
  );
}

/** Who is booking, from the Your Information step. */
export function CustomerSummary({ clientInfo }: { clientInfo: Pick<ClientInfo, "firstName" | "lastName" | "email" | "phone"> }) {
  return (
    <section aria-labelledby="customer-heading" className="rounded-lg border border-border p-5">
      <h3 id="customer-heading" className="font-display text-lg font-semibold">
        Customer Information
      </h3>
      <dl className="mt-3 grid gap-2 text-sm">
        <SummaryRow term="Name" value={`${clientInfo.firstName} ${clientInfo.lastName}`.trim()} />
        <SummaryRow term="Email" value={clientInfo.email} />
        <SummaryRow term="Phone" value={clientInfo.phone} />
      </dl>
    </section>
  );
}

function SummaryRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{term}</dt>
      {/* Long emails wrap anywhere instead of widening the summary on a phone. */}
      <dd className="min-w-0 text-right font-medium [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}
