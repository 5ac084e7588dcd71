import type Stripe from "stripe";
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { env } from "@/lib/env";
import { confirmAppointment } from "@/lib/appointments/confirm";
import { paymentErrorCode } from "@/lib/validations/payments";
import { metadataNumber } from "@/lib/payments/provider";
import { constructWebhookEvent } from "@/lib/payments/stripe";
import { confirmPurchase } from "@/lib/purchases/confirm";

export type WebhookResult = { received: true; duplicate?: true; outcome?: string };

/**
 * POST /api/webhooks/stripe. Verifies the signature over the raw body, then processes each
 * event once: the event id is inserted first, in the same transaction as the processing, so a
 * replay (or a concurrent duplicate delivery, which waits on that insert) does nothing, and a
 * failed processing rolls the insert back so Stripe's retry runs it again.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookResult> {
  const secret = env.STRIPE_WEBHOOK_SECRET;
  // Not configured: this deployment has no webhook to serve (like any other unknown path).
  if (!secret) throw notFound("Stripe webhooks are not enabled.");
  if (!signature) throw badRequest("Missing Stripe-Signature header.");
  let event: Stripe.Event;
  try {
    event = constructWebhookEvent(rawBody, signature, secret);
  } catch {
    throw badRequest("Webhook signature verification failed.");
  }

  return db.$transaction(
    async (tx) => {
      const inserted = await tx.$queryRaw<Array<{ id: string }>>`
        INSERT INTO "ProcessedWebhookEvent" (id, type) VALUES (${event.id}, ${event.type})
        ON CONFLICT (id) DO NOTHING RETURNING id`;
      if (inserted.length === 0) return { received: true, duplicate: true } as const;
      const outcome = await processEvent(event);
      return { received: true, ...(outcome ? { outcome } : {}) } as const;
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}

async function processEvent(event: Stripe.Event): Promise<string | undefined> {
  switch (event.type) {
    case "payment_intent.succeeded":
      return onPaymentSucceeded(event.data.object);
    case "payment_intent.payment_failed":
      return onPaymentFailed(event.data.object);
    default:
      return "ignored";
  }
}

/** The client may never come back from the payment page: confirm the booking from here. */
async function onPaymentSucceeded(intent: Stripe.PaymentIntent): Promise<string> {
  if (intent.metadata?.purchaseId) return onPurchasePaid(intent);
  const payment = await db.payment.findUnique({ where: { paymentIntentId: intent.id } });
  const appointmentId = metadataNumber(intent.metadata?.appointmentId);
  if (!payment || payment.appointmentId !== appointmentId) {
    console.warn(`Webhook: payment intent ${intent.id} does not match a payment of ours; ignored.`);
    return "unknown_payment";
  }
  if (intent.amount !== payment.amountCents || intent.currency !== payment.currency) {
    // Never confirm for a different amount than the server asked for; the owner must look.
    console.error(
      `Webhook: payment intent ${intent.id} paid ${intent.amount} ${intent.currency}, expected ${payment.amountCents}; not confirmed.`,
    );
    return "amount_mismatch";
  }
  const { outcome } = await confirmAppointment(payment.appointmentId, { paymentIntentId: intent.id, amountCents: intent.amount });
  return outcome;
}

/** A package or a gift card was paid: confirm the purchase from here (the buyer may never come back). */
async function onPurchasePaid(intent: Stripe.PaymentIntent): Promise<string> {
  const purchase = await db.purchase.findUnique({ where: { paymentIntentId: intent.id } });
  if (!purchase || purchase.id !== metadataNumber(intent.metadata?.purchaseId)) {
    console.warn(`Webhook: payment intent ${intent.id} does not match a purchase of ours; ignored.`);
    return "unknown_payment";
  }
  if (intent.amount !== purchase.amountCents || intent.currency !== purchase.currency) {
    console.error(
      `Webhook: payment intent ${intent.id} paid ${intent.amount} ${intent.currency}, expected ${purchase.amountCents}; not confirmed.`,
    );
    return "amount_mismatch";
  }
  return confirmPurchase(purchase.id, { paymentIntentId: intent.id, amountCents: intent.amount });
}

/** Record why the payment failed; the hold stays so the client can try another card. */
async function onPaymentFailed(intent: Stripe.PaymentIntent): Promise<string> {
  const failureCode = paymentErrorCode(intent.last_payment_error ?? undefined) ?? "payment_failed";
  const { count } = await db.payment.updateMany({
    where: { paymentIntentId: intent.id, status: { not: "succeeded" } },
    data: { status: "failed", failureCode },
  });
  if (count > 0) return "failure_recorded";
  const purchases = await db.purchase.updateMany({
    where: { paymentIntentId: intent.id, status: { not: "succeeded" } },
    data: { status: "failed", failureCode },
  });
  return purchases.count > 0 ? "failure_recorded" : "unknown_payment";
}
