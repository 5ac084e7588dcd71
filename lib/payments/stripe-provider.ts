import type Stripe from "stripe";
import { conflict } from "@/lib/errors";
import { getStripe } from "@/lib/payments/stripe";
import { metadataNumber, type IntentStatus, type PaymentProvider, type ProviderIntent } from "@/lib/payments/provider";

// Stripe PaymentIntents with automatic payment methods (the Payment Element picks them).

function toIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? "",
    status: mapStatus(pi.status),
    amount: pi.amount,
    currency: pi.currency,
    appointmentId: metadataNumber(pi.metadata?.appointmentId),
    userId: metadataNumber(pi.metadata?.userId),
  };
}

function mapStatus(status: Stripe.PaymentIntent.Status): IntentStatus {
  switch (status) {
    case "succeeded":
      return "succeeded";
    case "processing":
    case "requires_capture":
      return "processing";
    case "canceled":
      return "canceled";
    default:
      return "requires_payment";
  }
}

export const stripeProvider: PaymentProvider = {
  name: "stripe",

  async createIntent({ appointmentId, userId, amount, description, receiptEmail }) {
    const pi = await getStripe().paymentIntents.create(
      {
        amount,
        currency: "usd",
        automatic_payment_methods: { enabled: true },
        description,
        receipt_email: receiptEmail,
        metadata: { appointmentId: String(appointmentId), userId: String(userId) },
      },
      // Retries of the same request (double clicks, network retries) get the same intent.
      { idempotencyKey: `appointment-${appointmentId}-amount-${amount}` },
    );
    return toIntent(pi);
  },

  async updateIntentAmount(intentId, amount) {
    try {
      return toIntent(await getStripe().paymentIntents.update(intentId, { amount }));
    } catch (error) {
      // Stripe refuses to change a paid intent: say so instead of a generic failure.
      const current = await stripeProvider.retrieveIntent(intentId);
      if (current?.status === "succeeded") throw conflict("This appointment has already been paid.");
      throw error;
    }
  },

  async retrieveIntent(intentId) {
    try {
      return toIntent(await getStripe().paymentIntents.retrieve(intentId));
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  },
};
