import type { PaymentProvider, Prisma } from "@/lib/db";
import { AppError, conflict } from "@/lib/errors";
import { auditRefund } from "@/lib/audit/appointments";
import { SYSTEM_ACTOR, type AuditActor } from "@/lib/audit/record";
import { afterCommit } from "@/lib/appointments/after-commit";
import { sendCancellationEmail } from "@/lib/appointments/emails";
import { lockedAppointment, withAppointmentLock, type LockedAppointment } from "@/lib/appointments/lock";
import { refundToGiftCard } from "@/lib/ledger/ledger";
import { providerFor } from "@/lib/payments/providers";
import { RefundFailedError } from "@/lib/payments/provider";

// Refunds inside the appointment's locked transaction (lib/appointments/lock.ts), for the cancel of
// either side (lib/appointments/cancel.ts) and the owner's refund of a payment that is due. The
// provider is asked inside the transaction: if it refuses, the transaction rolls back and nothing
// has changed. The provider's idempotency key (refund-appointment-{id}) makes a repeated request
// return the same refund, never a second one.

export const REFUND_FAILED_PREFIX = "The refund could not be made, so the appointment was not changed";

/** The refund's recorded reason, by who cancelled. */
export const REFUND_REASONS = {
  client: "The client cancelled the appointment.",
  owner: "The practice cancelled the appointment.",
} as const;

/** 502: the payment provider refused or failed; the caller sees why. */
export class RefundFailed extends AppError {
  constructor(reason: string) {
    super(502, `${REFUND_FAILED_PREFIX}: ${reason}`);
  }
}

/** A payment that succeeded and has not been refunded yet. */
export const refundable = (p: LockedAppointment["payment"]): p is NonNullable<LockedAppointment["payment"]> =>
  p !== null && p.status === "succeeded" && p.refundStatus !== "refunded";

/**
 * Refunds a succeeded payment: the card part through its provider (all of it unless `parts` says
 * less) and the gift-card part back onto the gift card (a ledger row), and records it; throws
 * RefundFailed (502) when the provider refuses, which rolls the gift card's row back too. A payment
 * is refunded once: a partial refund closes it too. Returns whether anything was refunded.
 */
export async function refundInTransaction(
  tx: Prisma.TransactionClient,
  a: LockedAppointment,
  reason: string,
  now: Date,
  parts?: { cardCents: number; giftCents: number },
): Promise<boolean> {
  const payment = a.payment;
  if (!refundable(payment)) return false;
  const amount = parts ? parts.cardCents : payment.amountCents - payment.refundedCents;
  const giftCents = parts ? parts.giftCents : payment.giftCardCents;
  if (amount <= 0 && giftCents <= 0) return false;
  const giftBack = giftCents > 0 ? await refundToGiftCard(tx, a.id, giftCents) : 0;
  if (amount <= 0 || payment.provider === "in_person" || payment.provider === "gift_card") {
    // Paid at the practice: the owner gives it back there; a gift card's part went back above.
    await tx.payment.update({
      where: { id: payment.id },
      data: { refundStatus: "refunded", refundedCents: Math.max(amount, 0), refundedAt: now, refundReason: reason },
    });
    return amount > 0 || giftBack > 0;
  }
  let refund;
  try {
    refund = await providerFor(payment.provider).refund({
      paymentIntentId: payment.paymentIntentId,
      amount,
      appointmentId: a.id,
      reason,
    });
  } catch (error) {
    if (error instanceof RefundFailedError) throw new RefundFailed(error.message);
    console.error(`Refund of appointment ${a.id} failed`, error);
    throw new RefundFailed("the payment provider could not be reached. Please try again in a moment.");
  }
  await tx.payment.update({
    where: { id: payment.id },
    data: { refundStatus: "refunded", refundedCents: refund.amount, refundId: refund.id, refundedAt: now, refundReason: reason },
  });
  return true;
}

/** Closes an unpaid intent (the booking was cancelled) so it can no longer be paid. */
export async function closeIntent(payment: { provider: PaymentProvider; paymentIntentId: string }): Promise<void> {
  if (payment.provider !== "in_person" && payment.provider !== "gift_card")
    await providerFor(payment.provider).cancelIntent(payment.paymentIntentId);
}

/**
 * The owner refunds a payment whose refund is due (it arrived for a booking that was cancelled or
 * whose time was taken): the appointment is already cancelled, only the money goes back, and the
 * client is emailed the cancellation with the refunded amount.
 */
export async function refundAppointment({
  appointmentId: id,
  now = new Date(),
  actor = SYSTEM_ACTOR,
}: {
  appointmentId: number;
  now?: Date;
  actor?: AuditActor;
}): Promise<void> {
  await withAppointmentLock(id, async (tx) => {
    const a = await lockedAppointment(tx, id);
    if (!a.payment || a.payment.status !== "succeeded") throw conflict("This appointment has no completed payment to refund.");
    if (a.payment.refundStatus === "refunded") throw conflict("This payment has already been refunded.");
    if (a.status !== "cancelled") throw conflict("Cancel the appointment to refund its payment.");
    await refundInTransaction(tx, a, a.payment.refundReason ?? REFUND_REASONS.owner, now);
    await auditRefund(tx, actor, a, now);
  });
  await afterCommit(id, "refunded", [() => sendCancellationEmail(id, now)]);
}
