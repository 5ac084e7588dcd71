import type { PaymentToast } from "@/components/booking/payment-copy";
import type { BillingForm } from "@/lib/validations/billing";

// The seam between the payment step and the two payment forms (Stripe's Payment Element and
// the built-in test card form): the step asks the active form to confirm a prepared intent.

export type ConfirmInput = {
  clientSecret: string;
  paymentIntentId: string;
  billing: BillingForm;
  /** Where Stripe sends the client back when a payment method needs a redirect. */
  returnUrl: string;
  /** The intent's amount changed since the form loaded (tax), so the form must refresh. */
  amountChanged: boolean;
};

/**
 * A failed confirmation: the spec's toast, and whether the form already shows the problem at its
 * own fields (then the payment step does not repeat it next to them).
 */
export type PaymentOutcome = { ok: true; paymentIntentId: string } | { ok: false; toast: PaymentToast; shownAtFields?: boolean };

export type PaymentMethodHandle = {
  confirm: (input: ConfirmInput) => Promise<PaymentOutcome>;
};

/** Billing details in the shape both providers take. */
export function billingDetails(billing: BillingForm) {
  return {
    name: `${billing.firstName} ${billing.lastName}`.trim(),
    email: billing.email,
    address: {
      line1: billing.line1,
      city: billing.city,
      state: billing.state,
      postal_code: billing.postal_code,
      country: billing.country,
    },
  };
}
