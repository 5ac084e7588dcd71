import { releaseExpiredHolds } from "@/lib/appointments/hold";
import { db } from "@/lib/db";
import { confirmAppointment } from "@/lib/appointments/confirm";
import { providerOfIntent } from "@/lib/payments/providers";
import { confirmPurchase } from "@/lib/purchases/confirm";

// A client can pay and close the tab before the wizard's completion call, and a webhook can be
// late or lost. This sweep asks the provider (never the browser) about pending appointments that
// have a payment intent, and confirms those whose payment succeeded: within minutes, without the
// client or the webhook. It runs before expired holds are released, so a paid hold is confirmed,
// not freed.

/** How far back pending appointments are checked (a hold lasts 30 minutes; late payments happen). */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;
/** Provider calls per run at most (Stripe's rate limits; the next run picks up the rest). */
const BATCH = 50;

export type ReconcileResult = { checked: number; confirmed: number };

export async function reconcilePendingPayments(now: Date = new Date()): Promise<ReconcileResult> {
  const pending = await db.payment.findMany({
    where: {
      status: { not: "failed" },
      refundStatus: "none",
      // A gift card's whole-price payment has no provider to ask: the client completes it.
      provider: { not: "gift_card" },
      appointment: { status: "pending", createdAt: { gt: new Date(now.getTime() - LOOKBACK_MS) } },
    },
    select: { appointmentId: true, paymentIntentId: true, amountCents: true },
    orderBy: { createdAt: "asc" },
    take: BATCH,
  });

  let confirmed = 0;
  for (const payment of pending) {
    try {
      const intent = await providerOfIntent(payment.paymentIntentId).retrieveIntent(payment.paymentIntentId);
      if (intent?.status !== "succeeded") continue;
      // confirmAppointment verifies the amount against the Payment row and confirms once.
      const { outcome } = await confirmAppointment(
        payment.appointmentId,
        { paymentIntentId: intent.id, amountCents: intent.amount },
        { now },
      );
      if (outcome === "confirmed") confirmed++;
    } catch (error) {
      // One bad intent must not stop the sweep; the next run tries it again.
      console.error(
        JSON.stringify({
          level: "error",
          msg: "payment reconciliation failed",
          appointmentId: payment.appointmentId,
          error: String(error),
        }),
      );
    }
  }
  const purchases = await reconcilePendingPurchases(now);
  return { checked: pending.length + purchases.checked, confirmed: confirmed + purchases.confirmed };
}

/** Purchases (packages, gift cards) whose card payment succeeded but that nobody confirmed yet. */
async function reconcilePendingPurchases(now: Date): Promise<ReconcileResult> {
  const pending = await db.purchase.findMany({
    where: {
      status: { not: "failed" },
      provider: { not: "gift_card" },
      paymentIntentId: { not: { startsWith: "pending_" } },
      createdAt: { gt: new Date(now.getTime() - LOOKBACK_MS) },
      OR: [
        { kind: "package", clientPackage: null },
        { kind: "gift_card", giftCard: { issuedAt: null } },
      ],
    },
    select: { id: true, paymentIntentId: true },
    orderBy: { createdAt: "asc" },
    take: BATCH,
  });
  let confirmed = 0;
  for (const purchase of pending) {
    try {
      const intent = await providerOfIntent(purchase.paymentIntentId).retrieveIntent(purchase.paymentIntentId);
      if (intent?.status !== "succeeded") continue;
      const outcome = await confirmPurchase(purchase.id, { paymentIntentId: intent.id, amountCents: intent.amount }, { now });
      if (outcome === "confirmed") confirmed++;
    } catch (error) {
      console.error(
        JSON.stringify({ level: "error", msg: "purchase reconciliation failed", purchaseId: purchase.id, error: String(error) }),
      );
    }
  }
  return { checked: pending.length, confirmed };
}

/** The holds job: confirm what was paid, then free the holds that ran out unpaid. */
export async function releaseUnpaidExpiredHolds(now: Date = new Date()): Promise<ReconcileResult & { released: number }> {
  const reconciled = await reconcilePendingPayments(now);
  return { ...reconciled, released: await releaseExpiredHolds(now) };
}
