import { db } from "@/lib/db";
import { AppError, badRequest, conflict, notFound } from "@/lib/errors";
import { withAppointmentLock } from "@/lib/appointments/lock";
import { closeIntentSafely, lockedAppointment, refundable, refundInTransaction } from "@/lib/appointments/refunds";
import { cancelRemindersForAppointment } from "@/lib/reminders/schedule";
import { getAdminAppointment } from "@/lib/admin/appointments";
import { sendCancellationEmail, sendReminderEmailNow } from "@/lib/admin/notifications";
import type { AdminAppointment, AppointmentStatus } from "@/lib/admin/types";
import { auditAppointmentStatus, auditRefund } from "@/lib/audit/appointments";
import { SYSTEM_ACTOR, type AuditActor } from "@/lib/audit/record";
import { CANCELLED_BY_PRACTICE } from "@/lib/booking/policy";

// The owner's actions on an appointment (spec section 4): Mark Completed, Cancel (which refunds a
// paid booking in full), refund a payment that is due, and Send Reminder.
//
// Every change runs in a transaction holding the appointment's row lock (lib/payments/lock.ts),
// the same lock the payment confirmation takes, so a twice-clicked Cancel, or a Cancel racing the
// client's payment, is decided once. The refund is asked of the provider inside that transaction:
// if it fails, the transaction rolls back and nothing has changed. Stripe's idempotency key
// (refund-appointment-{id}) makes a repeated request return the same refund, never a second one.

export { CANCELLED_BY_PRACTICE } from "@/lib/booking/policy";
export const REFUND_REASON_CANCELLED = "The practice cancelled the appointment.";

export const SETTABLE_STATUSES = ["completed", "cancelled"] as const;
export const STATUS_NOT_SETTABLE = "Only Completed or Cancelled can be set. Confirmed and Pending follow from the booking and its payment.";
export { REFUND_FAILED_PREFIX, RefundFailed } from "@/lib/appointments/refunds";

/**
 * Sets an appointment's status as the owner: completed from any state but completed, cancelled
 * from any state but cancelled (spec section 4); confirmed and pending cannot be set (400).
 * Cancelling frees the time at once, refunds a paid booking in full, stops pending reminders
 * and emails the client. Returns the updated appointment.
 */
export async function setAppointmentStatus(
  id: number,
  status: AppointmentStatus,
  { now = new Date(), actor = SYSTEM_ACTOR }: { now?: Date; actor?: AuditActor } = {},
): Promise<AdminAppointment> {
  if (status !== "completed" && status !== "cancelled") throw badRequest(STATUS_NOT_SETTABLE, { status: STATUS_NOT_SETTABLE });

  const outcome = await withAppointmentLock(id, async (tx) => {
    const a = await lockedAppointment(tx, id);
    if (a.status === status) throw conflict(`This appointment is already ${status}.`);

    if (status === "completed") {
      await tx.appointment.update({ where: { id }, data: { status: "completed", holdExpiresAt: null } });
      await auditAppointmentStatus(tx, actor, a, "completed", { at: now });
      return { notifyClient: false, openIntent: null };
    }

    // Cancel: the refund first (a failure throws and rolls everything back), then the status.
    const refunded = refundable(a.payment);
    if (refunded) await refundInTransaction(tx, a, REFUND_REASON_CANCELLED, now);
    await tx.appointment.update({
      where: { id },
      data: {
        status: "cancelled",
        cancelReason: CANCELLED_BY_PRACTICE,
        cancelledAt: now,
        holdExpiresAt: null,
        // The cancellation email's .ics must outrank any calendar file the client imported.
        sequence: { increment: 1 },
      },
    });
    await auditAppointmentStatus(tx, actor, a, "cancelled", { cancelReason: CANCELLED_BY_PRACTICE, at: now });
    if (refunded) await auditRefund(tx, actor, a, now);
    // An unpaid intent is closed, so the client cannot pay for a cancelled booking.
    const openIntent = a.payment && a.payment.status !== "succeeded" ? a.payment : null;
    // The client is told when they had a booking (it was confirmed) or money came back.
    return { notifyClient: refunded || a.confirmedAt !== null, openIntent };
  });

  // After the commit: reminders stop; the open intent closes; the client's email. None of them
  // can undo the change (a payment that still gets through is recorded with its refund due).
  await cancelRemindersForAppointment(id);
  if (outcome.openIntent) await closeIntentSafely(outcome.openIntent);
  if (outcome.notifyClient) await notifySafely(id, now);
  return getAdminAppointment(id);
}

/**
 * Refunds a payment whose refund is due (it arrived for a booking that was cancelled or whose
 * time was taken): the appointment is already cancelled, only the money goes back.
 */
export async function refundAppointmentPayment(
  id: number,
  { now = new Date(), actor = SYSTEM_ACTOR }: { now?: Date; actor?: AuditActor } = {},
): Promise<AdminAppointment> {
  await withAppointmentLock(id, async (tx) => {
    const a = await lockedAppointment(tx, id);
    if (!a.payment || a.payment.status !== "succeeded") throw conflict("This appointment has no completed payment to refund.");
    if (a.payment.refundStatus === "refunded") throw conflict("This payment has already been refunded.");
    if (a.status !== "cancelled") throw conflict("Cancel the appointment to refund its payment.");
    await refundInTransaction(tx, a, a.payment.refundReason ?? REFUND_REASON_CANCELLED, now);
    await auditRefund(tx, actor, a, now);
  });
  await notifySafely(id, now);
  return getAdminAppointment(id);
}

async function notifySafely(id: number, at: Date) {
  try {
    await sendCancellationEmail(id, at);
  } catch (error) {
    // The cancellation and refund stand; the email log shows what went wrong.
    console.error(`The cancellation email of appointment ${id} failed`, error);
  }
}

export const REMINDER_FAILED = "There was a problem sending the reminder email.";

/** Send Reminder: emails the client the reminder now (pending or confirmed appointments). */
export async function sendReminderNow(id: number): Promise<{ success: true; emailId: number }> {
  const a = await db.appointment.findUnique({ where: { id }, select: { status: true } });
  if (!a) throw notFound("Appointment not found.");
  if (a.status === "cancelled") throw conflict("This appointment is cancelled, so no reminder was sent.");
  if (a.status === "completed") throw conflict("This appointment is completed, so no reminder was sent.");
  const result = await sendReminderEmailNow(id);
  if (result.status === "failed") throw new AppError(502, REMINDER_FAILED);
  return { success: true, emailId: result.id };
}
