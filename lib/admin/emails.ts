import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { resendFailedEmail } from "@/lib/email";
import type { AdminEmail } from "@/lib/admin/types";
import { reminderLabel } from "@/lib/reminders/preferences";

// The email log of an appointment in the admin's details dialog, and the owner's Resend of an
// email the outbox gave up on.

const TEMPLATE_LABELS: Record<string, string> = {
  "booking-confirmation": "Booking Confirmation",
  "appointment-reminder-admin": "Reminder (Sent by You)",
  "appointment-cancelled": "Cancellation",
  "appointment-rescheduled": "Reschedule Confirmation",
  "owner-appointment-notice": "New Booking Notice (to You)",
  "payment-refund-needed": "Refund Needed (to You)",
};

/** The owner's notices share a template; what each is about is in its idempotency key (lib/email emailKeys). */
const OWNER_NOTICE_LABELS: Record<string, string> = {
  "owner-rescheduled": "Rescheduled Notice (to You)",
  "owner-cancelled": "Cancellation Notice (to You)",
};

function labelOf(template: string, reminderType: string | null | undefined, idempotencyKey: string | null): string {
  if (template === "appointment-reminder") return reminderType ? `Reminder (${reminderLabel(reminderType)})` : "Reminder";
  if (template === "owner-appointment-notice" && idempotencyKey) {
    const label = OWNER_NOTICE_LABELS[idempotencyKey.split("/")[0]];
    if (label) return label;
  }
  return TEMPLATE_LABELS[template] ?? template;
}

/** Every email of the appointment, newest first; 404 for an unknown appointment. */
export async function listAppointmentEmails(appointmentId: number): Promise<AdminEmail[]> {
  const appointment = await db.appointment.findUnique({ where: { id: appointmentId }, select: { id: true } });
  if (!appointment) throw notFound("Appointment not found.");
  const emails = await db.emailLog.findMany({
    where: { appointmentId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      template: true,
      to: true,
      subject: true,
      status: true,
      attempts: true,
      error: true,
      nextAttemptAt: true,
      createdAt: true,
      updatedAt: true,
      idempotencyKey: true,
      reminder: { select: { reminderType: true } },
    },
  });
  return emails.map(({ reminder, nextAttemptAt, createdAt, updatedAt, idempotencyKey, ...e }) => ({
    ...e,
    label: labelOf(e.template, reminder?.reminderType, idempotencyKey),
    nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
}

export const RESEND_ONLY_FAILED = "Only an email that failed can be sent again.";

/** Resend: the failed email goes out again now (same message, same idempotency key). */
export async function resendEmail(emailId: number): Promise<AdminEmail> {
  const email = await db.emailLog.findUnique({ where: { id: emailId }, select: { appointmentId: true } });
  if (!email) throw notFound("Email not found.");
  if (!(await resendFailedEmail(emailId))) throw conflict(RESEND_ONLY_FAILED);
  const emails = email.appointmentId ? await listAppointmentEmails(email.appointmentId) : [];
  const updated = emails.find((e) => e.id === emailId);
  if (!updated) throw notFound("Email not found.");
  return updated;
}
