import { TextMessagesPanel, type ReminderOption } from "@/components/accounts/text-messages";
import { db } from "@/lib/db";
import { readNotificationPreferences, reminderLabel, reminderTypesFor } from "@/lib/reminders/preferences";
import { smsConsentText } from "@/lib/sms/consent";
import { getSmsStatus } from "@/lib/sms/subscription";

/** The reminders a client can also get by text: the ones they get by email. */
async function reminderOptions(userId: number): Promise<ReminderOption[]> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { notificationsEnabled: true, notificationPreferences: true },
  });
  return reminderTypesFor(user.notificationsEnabled, readNotificationPreferences(user.notificationPreferences)).map((value) => ({
    value,
    label: reminderLabel(value),
  }));
}

/** Text-message reminders, read on the server (profile, booking wizard). */
export async function TextMessagesSection({ userId, compact = false }: { userId: number; compact?: boolean }) {
  const [status, options] = await Promise.all([getSmsStatus(userId), reminderOptions(userId)]);
  return <TextMessagesPanel initial={status} consentText={smsConsentText()} options={options} compact={compact} />;
}
