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
  /** From the intent's metadata: which appointment and user it was created for. */
  appointmentId: number | null;
  userId: number | null;
};

export type CreateIntentInput = {
  appointmentId: number;
  userId: number;
  amount: number; // cents
  description: string;
  receiptEmail?: string;
};

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** Changes the amount of an unpaid intent (the billing address changed the tax). */
  updateIntentAmount(intentId: string, amount: number): Promise<ProviderIntent>;
  /** The provider's current view of an intent; null when it does not exist. */
  retrieveIntent(intentId: string): Promise<ProviderIntent | null>;
}

export const metadataNumber = (value: string | undefined | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};
