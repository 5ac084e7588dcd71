import type { Prisma } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { providerFor } from "@/lib/payments/providers";
import { RefundFailedError } from "@/lib/payments/provider";

// Refunds inside the appointment's locked transaction (lib/payments/lock.ts), shared by the
// owner's cancel and refund (lib/admin/actions.ts) and the client's own cancel
// (lib/booking/self-service.ts). The provider is asked inside the transaction: if it refuses,
// the transaction rolls back and nothing has changed. The provider's idempotency key
// (refund-appointment-{id}) makes a repeated request return the same refund, never a second one.

export const REFUND_FAILED_PREFIX = "The refund could not be made, so the appointment was not changed";

/** 502: the payment provider refused or failed; the caller sees why. */
export class RefundFailed extends AppError {
  constructor(reason: string) {
    super(502, `${REFUND_FAILED_PREFIX}: ${reason}`);
  }
}

export type LockedAppointment = Prisma.AppointmentGetPayload<{ include: { payment: true } }>;

/** The appointment with its payment, read inside the locked transaction; 404 when unknown. */
export async function lockedAppointment(
  tx: Prisma.TransactionClient,
  id: number,
  message = "Appointment not found.",
): Promise<LockedAppointment> {
  const a = await tx.appointment.findUnique({ where: { id }, include: { payment: true } });
  if (!a) throw notFound(message);
  return a;
}

/** A payment that succeeded and has not been refunded yet. */
export const refundable = (p: LockedAppointment["payment"]): p is NonNullable<LockedAppointment["payment"]> =>
  p !== null && p.status === "succeeded" && p.refundStatus !== "refunded";

/** Refunds the payment in full through its provider and records it; throws RefundFailed (502). */
export async function refundInTransaction(tx: Prisma.TransactionClient, a: LockedAppointment, reason: string, now: Date): Promise<void> {
  const payment = a.payment!;
  let refund;
  try {
    refund = await providerFor(payment.provider).refund({
      paymentIntentId: payment.paymentIntentId,
      amount: payment.amountCents,
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
}

/** Closes an unpaid intent (the booking was cancelled) so it can no longer be paid; failures are logged only. */
export async function closeIntentSafely(payment: { provider: "stripe" | "test"; paymentIntentId: string }) {
  try {
    await providerFor(payment.provider).cancelIntent(payment.paymentIntentId);
  } catch (error) {
    console.error(`Closing payment intent ${payment.paymentIntentId} failed`, error);
  }
}
