import type Stripe from "stripe";
import { conflict } from "@/lib/errors";
import { getStripe } from "@/lib/payments/stripe";
import {
  metadataNumber,
  referenceMetadata,
  refundIdempotencyKey,
  RefundFailedError,
  type IntentStatus,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
} from "@/lib/payments/provider";

// Stripe PaymentIntents with automatic payment methods (the Payment Element picks them).

function toIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? "",
    status: mapStatus(pi.status),
    amount: pi.amount,
    currency: pi.currency,
    appointmentId: metadataNumber(pi.metadata?.appointmentId),
    purchaseId: metadataNumber(pi.metadata?.purchaseId),
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

  async createIntent({ userId, amount, description, receiptEmail, ...ref }) {
    const reference = referenceMetadata(ref);
    const pi = await getStripe().paymentIntents.create(
      {
        amount,
        currency: "usd",
        automatic_payment_methods: { enabled: true },
        description,
        receipt_email: receiptEmail,
        metadata: { ...reference, userId: String(userId) },
      },
      // Retries of the same request (double clicks, network retries) get the same intent.
      {
        idempotencyKey:
          ref.purchaseId !== undefined
            ? `purchase-${ref.purchaseId}-amount-${amount}`
            : `appointment-${ref.appointmentId}-amount-${amount}`,
      },
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

  async cancelIntent(intentId) {
    await getStripe().paymentIntents.cancel(intentId, { cancellation_reason: "abandoned" });
  },

  async refund({ paymentIntentId, amount, reason, ...ref }) {
    const stripe = getStripe();
    try {
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount,
          reason: "requested_by_customer",
          metadata: { ...referenceMetadata(ref), reason: reason.slice(0, 500) },
        },
        { idempotencyKey: refundIdempotencyKey(ref) },
      );
      return toRefund(refund);
    } catch (error) {
      if (error instanceof RefundFailedError) throw error;
      const stripeError = error as { code?: string; message?: string; type?: string };
      // Refunded before (e.g. in the Stripe dashboard): record that refund instead of failing.
      if (stripeError.code === "charge_already_refunded") {
        const existing = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 10 }).catch(() => null);
        const done = existing?.data.find((r) => r.status === "succeeded" || r.status === "pending");
        if (done) return toRefund(done);
      }
      throw new RefundFailedError(stripeError.message || "Stripe did not accept the refund.", stripeError.code);
    }
  },
};

function toRefund(refund: Stripe.Refund): ProviderRefund {
  if (refund.status === "succeeded" || refund.status === "pending") return { id: refund.id, amount: refund.amount, status: refund.status };
  throw new RefundFailedError(
    `Stripe reports the refund as ${refund.status ?? "unknown"}${refund.failure_reason ? ` (${refund.failure_reason})` : ""}.`,
    refund.failure_reason ?? undefined,
  );
}
