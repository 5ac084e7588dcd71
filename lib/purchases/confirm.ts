import { db } from "@/lib/db";
import { AppError, conflict, notFound } from "@/lib/errors";
import { giftCardRefusal, issuePurchase, spendGiftCard } from "@/lib/ledger/ledger";
import { providerFor, providerOfIntent } from "@/lib/payments/providers";
import { lockPurchase, PURCHASE_MESSAGES } from "@/lib/purchases/checkout";
import { purchasePaths } from "@/lib/purchases/paths";
import { deliverGiftCard, sendPurchaseConfirmation } from "@/lib/purchases/emails";

// A paid purchase is confirmed exactly once, whoever arrives first: the buyer's completion call,
// Stripe's webhook or the reconcile sweep. Under the purchase's row lock: the provider's evidence
// (this intent, this amount) is checked, the purchase is marked paid, a gift card's share is taken
// and what it bought is issued (the client's package, or the gift card's opening balance). When the
// gift card's share was spent by another purchase or booking after the card was charged, nothing is
// bought and the card's charge is refunded in full, at once.

export type PurchaseEvidence = { paymentIntentId: string; amountCents: number };
/** "refunded": paid, but its gift card's part was spent elsewhere meanwhile; the card's charge went back. */
export type PurchaseConfirmOutcome = "confirmed" | "already_confirmed" | "refunded";

export const PURCHASE_PAYMENT_MISMATCH_MESSAGE = "This payment does not belong to this purchase.";
export const PURCHASE_NOT_PAID_MESSAGE = "Your payment has not been completed yet. Please complete the payment and try again.";
export const PURCHASE_REFUNDED_MESSAGE =
  "The gift card's balance was used elsewhere before this purchase completed, so nothing was bought and your card payment has been refunded in full. Check the gift card's balance and try again.";
/** The purchase's failure code when its gift card could not pay its part after the card was charged. */
const GIFT_CARD_SPENT = "gift_card_balance_changed";

export async function confirmPurchase(purchaseId: number, evidence: PurchaseEvidence, { now = new Date() } = {}) {
  const outcome = await db.$transaction(
    async (tx): Promise<PurchaseConfirmOutcome> => {
      const purchase = await lockPurchase(tx, purchaseId);
      if (purchase.paymentIntentId !== evidence.paymentIntentId || purchase.amountCents !== evidence.amountCents)
        throw conflict(PURCHASE_PAYMENT_MISMATCH_MESSAGE);
      const issued =
        purchase.kind === "package"
          ? Boolean(await tx.clientPackage.findUnique({ where: { purchaseId }, select: { id: true } }))
          : Boolean((await tx.giftCard.findUnique({ where: { purchaseId }, select: { issuedAt: true } }))?.issuedAt);
      if (issued) return "already_confirmed";
      if (purchase.failureCode === GIFT_CARD_SPENT) return "refunded";
      const paid = { status: "succeeded" as const, paidAt: purchase.paidAt ?? now };
      if (purchase.giftCardId && purchase.giftCardCents > 0) {
        const refusal = await giftCardRefusal(tx, purchase.giftCardId, purchase.giftCardCents);
        // Nothing charged yet (the gift card was to pay it all): the buyer checks the card again.
        if (refusal && purchase.amountCents === 0) throw conflict(refusal);
        if (refusal) {
          await tx.purchase.update({ where: { id: purchaseId }, data: { ...paid, failureCode: GIFT_CARD_SPENT } });
          return "refunded";
        }
        await spendGiftCard(tx, { giftCardId: purchase.giftCardId, cents: purchase.giftCardCents, purchaseId });
      }
      await tx.purchase.update({ where: { id: purchaseId }, data: { ...paid, failureCode: null } });
      await issuePurchase(tx, purchaseId, now);
      return "confirmed";
    },
    { timeout: 30_000, maxWait: 10_000 },
  );
  if (outcome === "refunded") await refundPurchaseCharge(purchaseId, now);
  else await runAfterPurchase(purchaseId, now);
  return outcome;
}

/**
 * Gives back the card's whole charge of a purchase that could not be completed, once (the
 * provider's idempotency key is per purchase; a recorded refund is not asked for again). A provider
 * that fails throws, so the webhook's retry or the buyer's next try asks again.
 */
async function refundPurchaseCharge(purchaseId: number, now: Date): Promise<void> {
  const purchase = await db.purchase.findUniqueOrThrow({ where: { id: purchaseId } });
  if (purchase.refundedAt || purchase.amountCents === 0 || purchase.provider === "gift_card" || purchase.provider === "in_person") return;
  const refund = await providerFor(purchase.provider).refund({
    paymentIntentId: purchase.paymentIntentId,
    amount: purchase.amountCents,
    purchaseId,
    reason: "The gift card's balance was used elsewhere before the purchase completed.",
  });
  await db.purchase.update({ where: { id: purchaseId }, data: { refundedCents: refund.amount, refundId: refund.id, refundedAt: now } });
}

/**
 * After a purchase is confirmed, idempotently (emails carry keys): the buyer's confirmation with
 * the receipt, and a gift card sent at once when its day has come ("send now").
 */
export async function runAfterPurchase(purchaseId: number, now = new Date()): Promise<void> {
  await sendPurchaseConfirmation(purchaseId);
  const card = await db.giftCard.findUnique({ where: { purchaseId }, select: { id: true, deliverAt: true, deliveredAt: true } });
  if (card && !card.deliveredAt && card.deliverAt <= now) await deliverGiftCard(card.id, now);
}

/**
 * POST /api/purchases/{id}/complete: confirms the caller's purchase once the provider (never the
 * browser) says its intent succeeded for this purchase and amount. Calling again changes nothing.
 */
export async function completePurchase(input: { user: { id: number }; purchaseId: number; paymentIntentId: string }) {
  const purchase = await db.purchase.findUnique({ where: { id: input.purchaseId } });
  if (!purchase || purchase.userId !== input.user.id) throw notFound(PURCHASE_MESSAGES.notFound);
  if (purchase.paymentIntentId !== input.paymentIntentId) throw conflict(PURCHASE_PAYMENT_MISMATCH_MESSAGE);
  if (purchase.provider === "gift_card") {
    // Paid in full by a gift card: nothing to ask a provider; the card's balance is taken now, under its lock.
    const outcome = await confirmPurchase(purchase.id, { paymentIntentId: purchase.paymentIntentId, amountCents: 0 });
    if (outcome === "refunded") throw conflict(PURCHASE_REFUNDED_MESSAGE);
    return { purchaseId: purchase.id, outcome, confirmationUrl: purchasePaths.confirmation(purchase.id) };
  }
  const intent = await providerOfIntent(purchase.paymentIntentId).retrieveIntent(purchase.paymentIntentId);
  if (!intent || intent.purchaseId !== purchase.id || intent.amount !== purchase.amountCents || intent.currency !== purchase.currency)
    throw conflict(PURCHASE_PAYMENT_MISMATCH_MESSAGE);
  if (intent.status !== "succeeded") throw new AppError(402, PURCHASE_NOT_PAID_MESSAGE);
  const outcome = await confirmPurchase(purchase.id, { paymentIntentId: intent.id, amountCents: intent.amount });
  if (outcome === "refunded") throw conflict(PURCHASE_REFUNDED_MESSAGE);
  return { purchaseId: purchase.id, outcome, confirmationUrl: purchasePaths.confirmation(purchase.id) };
}

export type CompletePurchaseResponse = Awaited<ReturnType<typeof completePurchase>>;
