import type { PaymentProviderName } from "@/lib/payments/config";

// The seam between the booking and whoever takes the money. Two implementations: Stripe
// (lib/payments/stripe-provider.ts) and the built-in test provider (lib/payments/test-provider.ts).

export type IntentStatus = "requires_payment" | "processing" | "succeeded" | "canceled";

/** A payment intent as the provider reports it (never as the client claims it). */
export type ProviderIntent = {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amount: number; // cents
  currency: string;
  /** From the intent's metadata: which appointment (or purchase) and user it was created for. */
  appointmentId: number | null;
  purchaseId: number | null;
  userId: number | null;
};

/** What an intent pays for: a booking, or a purchase (a package or a gift card). Exactly one. */
export type IntentReference = { appointmentId: number; purchaseId?: undefined } | { purchaseId: number; appointmentId?: undefined };

export type CreateIntentInput = IntentReference & {
  userId: number;
  amount: number; // cents
  description: string;
  receiptEmail?: string;
};

export type RefundInput = IntentReference & {
  paymentIntentId: string;
  /** Cents to return. */
  amount: number;
  /** Why (kept in the provider's metadata). */
  reason: string;
};

/** A refund the provider accepted ("pending" means on its way, e.g. some bank transfers). */
export type ProviderRefund = { id: string; amount: number; status: "succeeded" | "pending" };

/** The provider refused or could not make a refund; `message` is shown to the owner. */
export class RefundFailedError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "RefundFailedError";
  }
}

/** One refund per appointment or purchase: retries (double clicks, a crash before our commit) get the same refund. */
export const refundIdempotencyKey = (ref: IntentReference) =>
  ref.appointmentId !== undefined ? `refund-appointment-${ref.appointmentId}` : `refund-purchase-${ref.purchaseId}`;

/** The intent's metadata naming what it pays for (Stripe keeps strings). */
export const referenceMetadata = (ref: IntentReference): Record<string, string> =>
  ref.appointmentId !== undefined ? { appointmentId: String(ref.appointmentId) } : { purchaseId: String(ref.purchaseId) };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** Changes the amount of an unpaid intent (the billing address changed the tax). */
  updateIntentAmount(intentId: string, amount: number): Promise<ProviderIntent>;
  /** The provider's current view of an intent; null when it does not exist. */
  retrieveIntent(intentId: string): Promise<ProviderIntent | null>;
  /** Returns a paid intent's money to the client, once per appointment or purchase; throws RefundFailedError. */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Closes an unpaid intent so it can no longer be paid (the booking was cancelled). */
  cancelIntent(intentId: string): Promise<void>;
}

export const metadataNumber = (value: string | undefined | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};
