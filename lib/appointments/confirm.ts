import { db, type Prisma } from "@/lib/db";
import { violatedConstraint } from "@/lib/db/errors";
import { AppError, conflict, notFound } from "@/lib/errors";
import { ensureAppointmentDocuments } from "@/lib/documents";
import { RELEASED_HOLD_REASONS } from "@/lib/booking/cancel-reasons";
import { syncRemindersForAppointment } from "@/lib/reminders/schedule";
import { requestVideoRoom, syncVideoRoom } from "@/lib/video-rooms/rooms";
import { withAppointmentLock } from "@/lib/appointments/lock";
import { closeIntent } from "@/lib/appointments/refunds";
import { GIFT_CARD_CHANGED_REASON, takeGiftCardPart } from "@/lib/appointments/gift-card";
import { ensureConfirmationEmail, notifyOwnerOfBooking, notifyOwnerRefundNeeded } from "@/lib/appointments/emails";
import { subscribeToNewsletter } from "@/lib/newsletter/subscriptions";
import { assertServiceAllowed } from "@/lib/offers/rules";
import { clientIdentity } from "@/lib/offers/uses";
import { assertPayable } from "@/lib/appointments/payment-intent";
import { attachCoveringIntake } from "@/lib/intake/responses";
import { endWaitlistOfferOnBooking } from "@/lib/waitlist/offers";

/** What the provider proved: this intent, for this amount, succeeded. */
export type PaymentEvidence = { paymentIntentId: string; amountCents: number };

export type ConfirmOutcome =
  /** This call confirmed the appointment. */
  | "confirmed"
  /** It was confirmed before (a retry, or the webhook and the client both arrived). */
  | "already_confirmed"
  /** Paid, but the appointment could not be confirmed (its time was taken, or it was cancelled): refund due. */
  | "refund_due";

export type ConfirmResult = { outcome: ConfirmOutcome; appointmentId: number };

export const PAYMENT_MISMATCH_MESSAGE = "This payment does not belong to this appointment.";
const TIME_TAKEN_REASON = "The payment arrived after the reservation expired and the time had been booked by another client.";
const CANCELLED_REASON = "The payment arrived for an appointment that had been cancelled.";

/**
 * A hold that booking released because it expired (or the client started another booking)
 * may still be confirmed when its payment arrives late, if the time is still free: the client
 * paid for that time. An appointment cancelled for any other reason (by the practice) is never revived.
 */
export function isReleasedHold(a: { status: string; confirmedAt: Date | null; cancelReason: string | null }): boolean {
  return (
    a.status === "cancelled" && a.confirmedAt === null && (RELEASED_HOLD_REASONS as readonly (string | null)[]).includes(a.cancelReason)
  );
}

async function markPaid(tx: Prisma.TransactionClient, paymentId: number, paidAt: Date | null, now: Date) {
  await tx.payment.update({ where: { id: paymentId }, data: { status: "succeeded", paidAt: paidAt ?? now, failureCode: null } });
}

/**
 * Confirms a paid appointment, exactly once. In one transaction (holding the appointment's row
 * lock, so the client's complete-booking and the webhook never both confirm): status confirmed,
 * confirmedAt, hold cleared, the video room asked for (virtual sessions), the payment succeeded.
 * After the commit, idempotently: the room, documents, the confirmation email and reminders.
 *
 * A late payment for a released hold confirms it if the time is still free; when someone else
 * booked the time meanwhile, the database's no-overlap constraint refuses it and the payment
 * is recorded as due for a refund (appointment stays cancelled, the owner is emailed).
 */
export async function confirmAppointment(
  appointmentId: number,
  evidence: PaymentEvidence,
  { now = new Date() } = {},
): Promise<ConfirmResult> {
  let decision: "confirmed" | "already_confirmed" | { refundReason: string };
  try {
    decision = await withAppointmentLock(appointmentId, async (tx) => {
      const a = await tx.appointment.findUnique({ where: { id: appointmentId }, include: { payment: true } });
      if (!a) throw notFound("Appointment not found.");
      const payment = assertEvidence(a.payment, evidence);

      if (a.status === "confirmed" || a.status === "completed") {
        if (payment.status !== "succeeded") await markPaid(tx, payment.id, payment.paidAt, now);
        return "already_confirmed" as const;
      }
      if (a.status === "cancelled" && !isReleasedHold(a)) return { refundReason: CANCELLED_REASON };
      // The gift card's part is taken now; a card whose balance fell meanwhile leaves the booking
      // unconfirmed and the card's charge due for a refund.
      if (!(await takeGiftCardPart(tx, payment, a.id))) return { refundReason: GIFT_CARD_CHANGED_REASON };

      // Pending (hold running, or expired but not yet released) or a released hold: confirm.
      // Reviving a released hold re-enters the no-overlap constraint, which throws if the time is taken.
      await tx.appointment.update({
        where: { id: a.id },
        data: {
          status: "confirmed",
          confirmedAt: now,
          holdExpiresAt: null,
          cancelReason: null,
          // The booking keeps the discount the client paid with: a code applied after the card was
          // charged (a race between two tabs) did not lower this payment, so it holds no use.
          ...(payment.discountCents !== a.discountCents && {
            discountCents: payment.discountCents,
            ...(payment.discountCents === 0 && { promoCodeId: null }),
          }),
        },
      });
      // Its own video room, asked for with the confirmation so it cannot be lost; made after the commit.
      if (a.isVirtual) await requestVideoRoom(tx, a.id, now);
      await markPaid(tx, payment.id, payment.paidAt, now);
      return "confirmed" as const;
    });
  } catch (error) {
    if (!isOverlap(error)) throw error;
    decision = { refundReason: TIME_TAKEN_REASON };
  }

  if (typeof decision === "object") {
    await recordRefundDue(appointmentId, evidence, decision.refundReason, now);
    return { outcome: "refund_due", appointmentId };
  }
  await runAfterConfirmation(appointmentId);
  return { outcome: decision, appointmentId };
}

export const PAYMENT_DUE_MESSAGE = "This booking has a price: please pay to complete it.";
export const PAYMENT_UNDER_WAY_MESSAGE = "A payment for this booking is under way. Please wait a moment and try again.";

/**
 * Confirms a hold with nothing to pay (a free service, or a code that took the whole price off),
 * exactly once, without any payment: no intent, no tax, no receipt. The service's limits (new
 * clients only, one per client) are checked again under the lock. An intent made before a code
 * brought the price to zero is closed at the provider and removed, so it can never be paid.
 */
export async function confirmFreeAppointment(appointmentId: number, { now = new Date() } = {}): Promise<ConfirmOutcome> {
  const outcome = await withAppointmentLock(appointmentId, async (tx) => {
    const a = await tx.appointment.findUnique({ where: { id: appointmentId }, include: { payment: true, service: true } });
    if (!a) throw notFound("Appointment not found.");
    if ((a.status === "confirmed" || a.status === "completed") && !a.payment) return "already_confirmed" as const;
    assertPayable(a, now);
    if (a.priceCents - a.discountCents > 0) throw new AppError(402, PAYMENT_DUE_MESSAGE);
    if (a.userId) await assertServiceAllowed(tx, a.service, await clientIdentity(a.userId, a.clientEmail, tx), a.id);
    if (a.payment) {
      await closeIntent(a.payment).catch(() => {
        throw conflict(PAYMENT_UNDER_WAY_MESSAGE);
      });
      await tx.payment.delete({ where: { id: a.payment.id } });
    }
    await tx.appointment.update({ where: { id: a.id }, data: { status: "confirmed", confirmedAt: now, holdExpiresAt: null } });
    if (a.isVirtual) await requestVideoRoom(tx, a.id, now);
    return "confirmed" as const;
  });
  await runAfterConfirmation(appointmentId);
  return outcome;
}

function assertEvidence<P extends { paymentIntentId: string; amountCents: number }>(payment: P | null, evidence: PaymentEvidence): P {
  if (!payment || payment.paymentIntentId !== evidence.paymentIntentId || payment.amountCents !== evidence.amountCents)
    throw conflict(PAYMENT_MISMATCH_MESSAGE);
  return payment;
}

const isOverlap = (error: unknown) => {
  const constraint = violatedConstraint(error);
  return constraint === "exclusion" || constraint === "Appointment_no_overlap";
};

/**
 * The money arrived but the appointment cannot be confirmed: record the payment as paid with a
 * refund due (the appointment stays cancelled) and tell the owner, once.
 */
async function recordRefundDue(appointmentId: number, evidence: PaymentEvidence, reason: string, now: Date): Promise<void> {
  const isNew = await withAppointmentLock(appointmentId, async (tx) => {
    const a = await tx.appointment.findUniqueOrThrow({ where: { id: appointmentId }, include: { payment: true } });
    const payment = assertEvidence(a.payment, evidence);
    await markPaid(tx, payment.id, payment.paidAt, now);
    if (payment.refundStatus !== "none") return false;
    await tx.payment.update({ where: { id: payment.id }, data: { refundStatus: "due", refundReason: reason } });
    return true;
  });
  if (isNew) await notifyOwnerRefundNeeded(appointmentId, reason);
}

/**
 * Documents, confirmation email, the owner's new-booking email, reminders and the newsletter opt-in
 * (the client-information step's "subscribed" box) of a confirmed appointment. Each step is
 * idempotent on its own (documents are upserted per appointment and type, emails carry
 * idempotency keys), so two runs at once (the client and the webhook) or a run again later repair
 * what an interrupted run missed and duplicate nothing. No transaction spans them: they render
 * PDFs and call the email provider, and on the embedded database (one session shared by every
 * connection) a transaction held across other connections' queries deadlocked until it timed out.
 */
export async function runAfterConfirmation(appointmentId: number, { notifyOwner = true } = {}): Promise<void> {
  // A provider that is down leaves the room to the sync-video-rooms job; the booking goes on.
  await syncVideoRoom(appointmentId);
  // The client's answers that cover the booking become its own (before the owner hears of it).
  await attachCoveringIntake(appointmentId);
  await ensureAppointmentDocuments(appointmentId);
  await ensureConfirmationEmail(appointmentId);
  // The owner's own bookings for clients are not news to her.
  if (notifyOwner) await notifyOwnerOfBooking(appointmentId);
  await syncRemindersForAppointment(appointmentId);
  await endWaitlistOfferOnBooking(appointmentId);
  const { subscribed, clientEmail } = await db.appointment.findUniqueOrThrow({
    where: { id: appointmentId },
    select: { subscribed: true, clientEmail: true },
  });
  if (subscribed) await subscribeToNewsletter(clientEmail); // idempotent: a repeat signup changes nothing
}
