import { db } from "@/lib/db";
import { AppError, badRequest, conflict, notFound } from "@/lib/errors";
import { cancelAppointment } from "@/lib/appointments/cancel";
import { sendReminderEmailNow } from "@/lib/appointments/emails";
import { lockedAppointment, withAppointmentLock } from "@/lib/appointments/lock";
import { refundAppointment } from "@/lib/appointments/refunds";
import { getAdminAppointment } from "@/lib/admin/appointments";
import type { AdminAppointment, AppointmentStatus } from "@/lib/admin/types";
import { auditAppointmentStatus } from "@/lib/audit/appointments";
import type { OwnerCancel } from "@/lib/validations/owner-appointments";
import { SYSTEM_ACTOR, type AuditActor } from "@/lib/audit/record";

// The owner's actions on an appointment: Mark Completed, Mark No-show, Cancel (refunding all that
// was paid, a part or nothing), refund a payment that is due, and Send Reminder. Cancel and refund
// are the appointment core's (lib/appointments/cancel.ts, the client's cancel too, and
// lib/appointments/refunds.ts); each answer is the appointment as the admin shows it.

export const STATUS_NOT_SETTABLE =
  "Only Completed, No-show or Cancelled can be set. Confirmed and Pending follow from the booking and its payment.";

export const NO_SHOW_MESSAGES = {
  notStarted: "A session can be marked No-show only once it has started.",
  notBooked: "Only a confirmed or completed session can be marked No-show.",
  already: "This appointment is already marked No-show.",
} as const;

type Options = { now?: Date; actor?: AuditActor };

/**
 * Sets an appointment's status as the owner: completed from any state but completed, no-show
 * once a confirmed or completed session has started (nothing is refunded, no email goes out),
 * cancelled (in full refund) from any state but cancelled; confirmed and pending cannot be set
 * (400). Returns the updated appointment.
 */
export async function setAppointmentStatus(
  id: number,
  status: AppointmentStatus,
  { now = new Date(), actor = SYSTEM_ACTOR }: Options = {},
): Promise<AdminAppointment> {
  if (status === "cancelled") return cancelAsOwner(id, { refund: "full", refundCents: null, note: null }, { now, actor });
  if (status !== "completed" && status !== "no_show") throw badRequest(STATUS_NOT_SETTABLE, { status: STATUS_NOT_SETTABLE });

  await withAppointmentLock(id, async (tx) => {
    const a = await lockedAppointment(tx, id);
    if (a.status === status) throw conflict(status === "completed" ? "This appointment is already completed." : NO_SHOW_MESSAGES.already);
    if (status === "no_show") {
      if (a.status !== "confirmed" && a.status !== "completed") throw conflict(NO_SHOW_MESSAGES.notBooked);
      if (a.startsAt.getTime() > now.getTime()) throw conflict(NO_SHOW_MESSAGES.notStarted);
    }
    await tx.appointment.update({ where: { id }, data: { status, holdExpiresAt: null } });
    await auditAppointmentStatus(tx, actor, a, status, { at: now });
  });
  return getAdminAppointment(id);
}

/**
 * The owner's Cancel: frees the time at once, refunds what she chose (all of it, a part, or
 * nothing), stops pending reminders and emails the client with her note. Returns the updated
 * appointment.
 */
export async function cancelAsOwner(
  id: number,
  cancel: OwnerCancel,
  { now = new Date(), actor = SYSTEM_ACTOR }: Options = {},
): Promise<AdminAppointment> {
  await cancelAppointment({ appointmentId: id, by: "owner", actor, now, ...cancel });
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
  await refundAppointment({ appointmentId: id, now, actor });
  return getAdminAppointment(id);
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
