import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/errors";
import { metadataNumber, RefundFailedError, type PaymentProvider, type ProviderIntent } from "@/lib/payments/provider";
import { TEST_INTENT_PREFIX, type TestCard } from "@/lib/validations/payments";

// TEST-ONLY payment provider: runs the whole booking flow without Stripe keys. No card is ever
// charged. Its "intents" live in the Payment table, or the Purchase table for a package or a gift
// card (provider "test"); a production server
// refuses it unless ALLOW_TEST_PAYMENTS=1 (lib/payments/config.ts).

export { TEST_INTENT_PREFIX };
export const TEST_REFUND_PREFIX = "test_re_";

/** Stripe's published test cards and the error code each one produces (4242... succeeds). */
export const TEST_CARDS: Record<string, { code: string | null; message: string }> = {
  "4242424242424242": { code: null, message: "Payment succeeded." },
  "4000000000000002": { code: "card_declined", message: "Your card was declined." },
  "4000000000009995": { code: "insufficient_funds", message: "Your card has insufficient funds." },
  "4000000000000069": { code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
  "4000000000000119": { code: "processing_error", message: "An error occurred while processing your card. Try again in a little bit." },
  "4000000000009235": {
    code: "payment_intent_authentication_failure",
    message: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  },
};

const AUTH_FAILURE = TEST_CARDS["4000000000009235"];

const random = (bytes: number) => randomBytes(bytes).toString("hex");

export const testProvider: PaymentProvider = {
  name: "test",

  async createIntent({ appointmentId, purchaseId, userId, amount }) {
    const id = `${TEST_INTENT_PREFIX}${random(12)}`;
    return {
      id,
      clientSecret: `${id}_secret_${random(12)}`,
      status: "requires_payment",
      amount,
      currency: "usd",
      appointmentId: appointmentId ?? null,
      purchaseId: purchaseId ?? null,
      userId,
    };
  },

  async updateIntentAmount(intentId, amount) {
    const intent = await testProvider.retrieveIntent(intentId);
    if (!intent) throw notFound("Payment not found.");
    if (intent.status === "succeeded") throw conflict("This appointment has already been paid.");
    return { ...intent, amount };
  },

  async retrieveIntent(intentId) {
    if (!intentId.startsWith(TEST_INTENT_PREFIX)) return null;
    const payment = await db.payment.findUnique({
      where: { paymentIntentId: intentId },
      include: { appointment: { select: { userId: true } } },
    });
    if (payment) return payment.provider === "test" ? toIntent(payment) : null;
    const purchase = await db.purchase.findUnique({ where: { paymentIntentId: intentId } });
    if (!purchase || purchase.provider !== "test") return null;
    return purchaseIntent(purchase);
  },

  // Nothing to close: a test payment is only accepted while its appointment is pending.
  async cancelIntent() {},

  // The test provider's refunds live on the Payment row like its intents: the caller records the
  // id this returns. A payment refunded before gets the same refund back (one per appointment or purchase).
  async refund({ paymentIntentId, amount }) {
    const payment =
      (await db.payment.findUnique({ where: { paymentIntentId } })) ?? (await db.purchase.findUnique({ where: { paymentIntentId } }));
    if (!payment || payment.provider !== "test") throw new RefundFailedError("The payment was not found.", "resource_missing");
    if (payment.status !== "succeeded")
      throw new RefundFailedError("This payment was not completed, so there is nothing to refund.", "payment_not_succeeded");
    if (amount > payment.amountCents) throw new RefundFailedError("The refund is larger than the payment.", "amount_too_large");
    if (payment.refundId) return { id: payment.refundId, amount: payment.refundedCents, status: "succeeded" };
    return { id: `${TEST_REFUND_PREFIX}${random(12)}`, amount, status: "succeeded" };
  },
};

function toIntent(payment: {
  paymentIntentId: string;
  clientSecret: string;
  status: string;
  amountCents: number;
  currency: string;
  appointmentId: number;
  appointment: { userId: number | null };
}): ProviderIntent {
  return {
    id: payment.paymentIntentId,
    clientSecret: payment.clientSecret,
    status: payment.status === "succeeded" ? "succeeded" : "requires_payment",
    amount: payment.amountCents,
    currency: payment.currency,
    appointmentId: payment.appointmentId,
    purchaseId: null,
    userId: metadataNumber(String(payment.appointment.userId)),
  };
}

function purchaseIntent(purchase: {
  id: number;
  paymentIntentId: string;
  clientSecret: string;
  status: string;
  amountCents: number;
  currency: string;
  userId: number;
}): ProviderIntent {
  return {
    id: purchase.paymentIntentId,
    clientSecret: purchase.clientSecret,
    status: purchase.status === "succeeded" ? "succeeded" : "requires_payment",
    amount: purchase.amountCents,
    currency: purchase.currency,
    appointmentId: null,
    purchaseId: purchase.id,
    userId: purchase.userId,
  };
}

// --- Confirming a test payment (what Stripe.js + Stripe do for a real card) ---

/** POST /api/test-payments/confirm's answer when the card was charged (a 402 with code otherwise). */
export type TestConfirmResponse = { status: "succeeded"; paymentIntentId: string };

export type TestChargeResult = { ok: true } | { ok: false; code: string; message: string };

/** What the test provider answers for a card: success or the error code of TEST_CARDS (or an expired date). */
export function testCardOutcome(card: TestCard, now = new Date()): TestChargeResult {
  const [month, year] = card.expiry.split("/").map((part) => Number(part.trim()));
  // A card is valid through the last day of its expiry month.
  if (new Date(Date.UTC(2000 + year, month, 1)) <= now)
    return { ok: false, code: "invalid_expiry_year", message: "Your card's expiration date is in the past." };
  if (card.cvc === "000") return { ok: false, code: AUTH_FAILURE.code!, message: AUTH_FAILURE.message };
  const known = TEST_CARDS[card.number];
  if (!known) {
    return luhnValid(card.number)
      ? { ok: false, code: "card_declined", message: "Your card was declined. Test mode accepts only the published test card numbers." }
      : { ok: false, code: "incorrect_number", message: "Your card number is incorrect." };
  }
  return known.code ? { ok: false, code: known.code, message: known.message } : { ok: true };
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Confirms a test intent with a card: only its owner may, only while the reservation is
 * payable. A failure is recorded on the payment (like Stripe's payment_failed) and can be
 * retried with another card; success marks the intent succeeded. The booking itself is then
 * confirmed by POST /api/complete-booking, exactly as with Stripe.
 */
export async function confirmTestPayment(input: {
  paymentIntentId: string;
  card: TestCard;
  userId: number;
  now?: Date;
}): Promise<TestChargeResult> {
  const now = input.now ?? new Date();
  const payment = await db.payment.findUnique({
    where: { paymentIntentId: input.paymentIntentId },
    include: { appointment: { select: { userId: true, status: true, holdExpiresAt: true } } },
  });
  if (!payment) return confirmTestPurchasePayment({ ...input, now });
  if (payment.provider !== "test") throw notFound("Payment not found.");
  if (payment.appointment.userId !== input.userId) throw forbidden("This payment belongs to another account.");
  if (payment.status === "succeeded") return { ok: true };

  const { status, holdExpiresAt } = payment.appointment;
  if (status !== "pending" || (holdExpiresAt && holdExpiresAt <= now))
    throw conflict("Your reservation has expired. Please choose your time again.");

  const outcome = testCardOutcome(input.card, now);
  // Only an unpaid intent changes: a concurrent success is never overwritten by a failure.
  await db.payment.updateMany({
    where: { id: payment.id, status: { not: "succeeded" } },
    data: outcome.ok ? { status: "succeeded", paidAt: now, failureCode: null } : { status: "failed", failureCode: outcome.code },
  });
  return outcome;
}

/** A purchase's test intent (a package or a gift card): no hold, payable until it is paid. */
async function confirmTestPurchasePayment(input: { paymentIntentId: string; card: TestCard; userId: number; now: Date }) {
  const purchase = await db.purchase.findUnique({ where: { paymentIntentId: input.paymentIntentId } });
  if (!purchase || purchase.provider !== "test") throw notFound("Payment not found.");
  if (purchase.userId !== input.userId) throw forbidden("This payment belongs to another account.");
  if (purchase.status === "succeeded") return { ok: true } as const;
  const outcome = testCardOutcome(input.card, input.now);
  await db.purchase.updateMany({
    where: { id: purchase.id, status: { not: "succeeded" } },
    data: outcome.ok ? { status: "succeeded", paidAt: input.now, failureCode: null } : { status: "failed", failureCode: outcome.code },
  });
  return outcome;
}
