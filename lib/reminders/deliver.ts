import { db } from "@/lib/db";
import { emailKeys, sendEmail } from "@/lib/email";
import { reminderEmail } from "@/lib/reminders/email";
import { textReminder } from "@/lib/reminders/text";

// Delivery of due reminders: every minute in-process, or on Inngest (a run per reminder at its
// time, plus this sweep as the safety net). The reminder's idempotency key is the claim: two
// overlapping runs may both pick a reminder, but only one email row can carry its key, so it is
// sent once; a run that dies after writing the email leaves it to the outbox's retry job, and the
// next sweep finds the reminder still pending and marks it without sending again. The reminder's
// text (for clients who asked for it by text) follows the same rule with its own key.

export type DeliveryReport = { sent: number; retrying: number; failed: number; cancelled: number };

export async function deliverDueReminders({ now = new Date(), batchSize = 50 } = {}): Promise<DeliveryReport> {
  // Reminders of sessions that were cancelled, completed or have started are no longer useful.
  const cancelled = await db.$executeRaw`
    UPDATE "Reminder" r SET "status" = 'cancelled'
    FROM "Appointment" a
    WHERE r."appointmentId" = a."id" AND r."status" = 'pending' AND r."scheduledFor" <= ${now}
      AND (a."status" <> 'confirmed' OR a."startsAt" <= ${now})`;

  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, cancelled };
  let afterId = 0;
  for (;;) {
    const due = await db.reminder.findMany({
      where: { status: "pending", scheduledFor: { lte: now }, id: { gt: afterId } },
      orderBy: { id: "asc" },
      take: batchSize,
      select: { id: true },
    });
    for (const { id } of due) {
      const status = await deliverReminder(id, now);
      if (status === "sent" || status === "recorded") report.sent++;
      else if (status === "failed") report.failed++;
      else if (status) report.retrying++;
    }
    if (due.length < batchSize) return report;
    afterId = due[due.length - 1].id;
  }
}

/**
 * Sends one reminder if it is still wanted: pending, due, its session confirmed and upcoming.
 * Returns its email's status, or null when there was nothing to send.
 */
export async function deliverReminder(reminderId: number, now = new Date()) {
  const reminder = await db.reminder.findUnique({
    where: { id: reminderId },
    select: {
      id: true,
      appointmentId: true,
      reminderType: true,
      scheduledFor: true,
      status: true,
      customMessage: true,
      appointment: { select: { status: true, startsAt: true } },
    },
  });
  if (!reminder || reminder.status !== "pending" || reminder.scheduledFor > now) return null;
  if (reminder.appointment.status !== "confirmed" || reminder.appointment.startsAt <= now) {
    await db.reminder.updateMany({ where: { id: reminderId, status: "pending" }, data: { status: "cancelled" } });
    return null;
  }
  const { status } = await sendEmail(
    {
      ...(await reminderEmail(reminder.appointmentId, reminder.customMessage)),
      template: "appointment-reminder",
      idempotencyKey: emailKeys.reminder(reminder),
      reminderId,
    },
    { now },
  );
  await textReminder(reminder, now);
  // Handed to the outbox: the email's own status now tells (sent, retrying, failed).
  await db.reminder.updateMany({
    where: { id: reminderId, status: "pending" },
    data: { status: "sent", sentAt: status === "sent" || status === "recorded" ? now : null },
  });
  return status;
}
