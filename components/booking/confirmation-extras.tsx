import { Link } from "@/components/ui/link";
import { FileDownIcon } from "lucide-react";
import { cancellationPolicy, manageBookingLink } from "@/lib/booking/policy";
import { paidAmountLines } from "@/lib/payments/tax-display";
import type { BookingConfirmation } from "@/lib/appointments/complete";
import { siteConfig } from "@/lib/site-config";

// The parts of 'Booking Confirmed!' worth keeping: what was paid (tax itemised, from the stored
// payment) with the receipt, the cancellation policy, and where to manage the booking.

/**
 * Subtotal, sales tax with its state and rate (only above zero), total paid, and the receipt PDF;
 * with a promo code, the price and its discount first. A booking with nothing to pay shows "Free"
 * (with the code that made it so).
 */
export function ConfirmationPayment({ confirmation }: { confirmation: BookingConfirmation }) {
  const { payment, receiptUrl, free } = confirmation;
  if (!payment) {
    if (!free) return null;
    return (
      <section aria-labelledby="confirmation-payment-heading" className="grid gap-3 rounded-lg border border-border p-5 text-sm">
        <h3 id="confirmation-payment-heading" className="font-display text-lg font-semibold">
          Payment
        </h3>
        <dl className="grid gap-2">
          <AmountRow term="Price" value={free} strong />
        </dl>
      </section>
    );
  }
  const lines = paidAmountLines(payment);
  return (
    <section aria-labelledby="confirmation-payment-heading" className="grid gap-3 rounded-lg border border-border p-5 text-sm">
      <h3 id="confirmation-payment-heading" className="font-display text-lg font-semibold">
        Payment
      </h3>
      <dl className="grid gap-2">
        {lines.discount && (
          <>
            <AmountRow term="Price" value={lines.discount.price} />
            <AmountRow term={lines.discount.label} value={lines.discount.amount} />
          </>
        )}
        <AmountRow term="Subtotal" value={lines.subtotal} />
        {lines.tax && <AmountRow term={lines.tax.label} value={lines.tax.amount} />}
        {lines.giftCard ? (
          <>
            <AmountRow term="Total" value={lines.total} />
            <AmountRow term={lines.giftCard.label} value={lines.giftCard.amount} />
            <AmountRow term="Paid by card" value={lines.giftCard.card} strong />
          </>
        ) : (
          <AmountRow term="Total paid" value={lines.total} strong />
        )}
      </dl>
      {receiptUrl && (
        <a
          href={receiptUrl}
          download
          className="inline-flex w-fit items-center gap-2 rounded-md font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <FileDownIcon className="size-4" aria-hidden="true" />
          Download receipt (PDF)
        </a>
      )}
    </section>
  );
}

function AmountRow({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div
      className={strong ? "flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold" : "flex justify-between gap-4"}
    >
      <dt className={strong ? undefined : "text-muted-foreground"}>{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** The cancellation policy (worded from the site settings) and where the client reschedules or cancels the booking. */
export function ConfirmationPolicy({ free = false }: { free?: boolean }) {
  const manage = manageBookingLink();
  return (
    <section aria-labelledby="confirmation-policy-heading" className="grid gap-2 rounded-lg border border-border p-5 text-sm">
      <h3 id="confirmation-policy-heading" className="font-display text-lg font-semibold">
        Changes and cancellations
      </h3>
      <p>{cancellationPolicy(undefined, { free })}</p>
      <p>
        Reschedule or cancel this booking yourself in{" "}
        <Link href={manage.href} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
          {manage.label}
        </Link>
        . For anything else, call{" "}
        <a
          href={siteConfig.phoneHref}
          className="font-medium whitespace-nowrap text-primary underline underline-offset-4 hover:no-underline"
        >
          {siteConfig.phone}
        </a>{" "}
        or email{" "}
        <a
          href={`mailto:${siteConfig.email}`}
          className="font-medium text-primary underline underline-offset-4 [overflow-wrap:anywhere] hover:no-underline"
        >
          {siteConfig.email}
        </a>
        .
      </p>
    </section>
  );
}
