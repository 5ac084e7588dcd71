import { db } from "@/lib/db";
import { AppError, conflict, notFound } from "@/lib/errors";
import { issuePurchase, spendGiftCard } from "@/lib/ledger/ledger";
import { providerOfIntent } from "@/lib/payments/providers";
import { lockPurchase, PURCHASE_MESSAGES } from "@/lib/purchases/checkout";
import { purchasePaths } from "@/lib/purchases/paths";
import { deliverGiftCard, sendPurchaseConfirmation } from "@/lib/purchases/emails";

// A paid purchase is confirmed exactly once, whoever arrives first: the buyer's completion call,
// Stripe's webhook or the reconcile sweep. Under the purchase's row lock: the provider's evidence
// (this intent, this amount) is checked, the purchase is marked paid, a gift card's share is taken
// and what it bought is issued (the client's package, or the gift card's opening balance).

export type PurchaseEvidence = { paymentIntentId: string; amountCents: number };
export type PurchaseConfirmOutcome = "confirmed" | "already_confirmed";

export const PURCHASE_PAYMENT_MISMATCH_MESSAGE = "This payment does not belong to this purchase.";
export const PURCHASE_NOT_PAID_MESSAGE = "Your payment has not been completed yet. Please complete the payment and try again.";

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
      if (purchase.status !== "succeeded" || !purchase.paidAt)
        await tx.purchase.update({
          where: { id: purchaseId },
          data: { status: "succeeded", paidAt: purchase.paidAt ?? now, failureCode: null },
        });
      if (issued) return "already_confirmed";
      if (purchase.giftCardId && purchase.giftCardCents > 0)
        await spendGiftCard(tx, { giftCardId: purchase.giftCardId, cents: purchase.giftCardCents, purchaseId });
      await issuePurchase(tx, purchaseId, now);
      return "confirmed";
    },
    { timeout: 30_000, maxWait: 10_000 },
  );
  await runAfterPurchase(purchaseId, now);
  return outcome;
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
    return { purchaseId: purchase.id, outcome, confirmationUrl: purchasePaths.confirmation(purchase.id) };
  }
  const intent = await providerOfIntent(purchase.paymentIntentId).retrieveIntent(purchase.paymentIntentId);
  if (!intent || intent.purchaseId !== purchase.id || intent.amount !== purchase.amountCents || intent.currency !== purchase.currency)
    throw conflict(PURCHASE_PAYMENT_MISMATCH_MESSAGE);
  if (intent.status !== "succeeded") throw new AppError(402, PURCHASE_NOT_PAID_MESSAGE);
  const outcome = await confirmPurchase(purchase.id, { paymentIntentId: intent.id, amountCents: intent.amount });
  return { purchaseId: purchase.id, outcome, confirmationUrl: purchasePaths.confirmation(purchase.id) };
}

export type CompletePurchaseResponse = Awaited<ReturnType<typeof completePurchase>>;
