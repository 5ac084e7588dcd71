import { db } from "@/lib/db";
import { queueText, textKeys, type TextResult } from "@/lib/sms/outbox";
import { confirmSmsCode, type SmsStatus } from "@/lib/sms/subscription";
import { readNotificationPreferences, reminderTypesFor } from "@/lib/reminders/preferences";
import { reminderTextBody } from "@/lib/reminders/text-wording";

// Reminders by text, beside the email: a client who opted in (lib/sms) and chose this reminder
// type for texts gets one short text per reminder (the text's idempotency key is the reminder's).

/** The reminder's text, when the client asked for this reminder by text (else nothing). */
export async function textReminder(
  reminder: { id: number; appointmentId: number; reminderType: string; scheduledFor: Date },
  now: Date,
): Promise<TextResult | null> {
  const a = await db.appointment.findUniqueOrThrow({
    where: { id: reminder.appointmentId },
    select: {
      id: true,
      startsAt: true,
      isVirtual: true,
      userId: true,
      user: { select: { timeZone: true, smsSubscription: { select: { reminderTypes: true } } } },
    },
  });
  if (!a.userId || !a.user?.smsSubscription?.reminderTypes.includes(reminder.reminderType)) return null;
  return queueText(
    {
      userId: a.userId,
      kind: "reminder",
      body: reminderTextBody(a, a.user.timeZone),
      idempotencyKey: textKeys.reminder(reminder),
      appointmentId: a.id,
      reminderId: reminder.id,
    },
    { now },
  );
}

/** The code is right: texts start, at first with the reminders the client gets by email. */
export async function confirmTextNumber(userId: number, code: string, now = new Date()): Promise<SmsStatus> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { notificationsEnabled: true, notificationPreferences: true },
  });
  const emailed = reminderTypesFor(user.notificationsEnabled, readNotificationPreferences(user.notificationPreferences));
  return confirmSmsCode(userId, code, emailed, now);
}
