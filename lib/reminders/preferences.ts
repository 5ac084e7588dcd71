import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationPreferencesSchema,
  STANDARD_REMINDER_HOURS,
  STANDARD_REMINDER_LABELS,
  type NotificationPreferences,
  type StandardReminder,
} from "@/lib/validations/notification-preferences";

// What a user's notification preferences (lib/validations/notification-preferences.ts) mean for
// their reminders: read from the stored JSON, the hours and label of each reminder type.

/** Reads the stored JSON leniently: anything unreadable falls back to the defaults. */
export function readNotificationPreferences(value: unknown): NotificationPreferences {
  const raw = typeof value === "string" ? safeJson(value) : value;
  const parsed = notificationPreferencesSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_PREFERENCES;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** "24hours" | "custom_2.5" -> hours before the appointment. */
export function reminderHours(reminderType: string): number | undefined {
  if (reminderType in STANDARD_REMINDER_HOURS) return STANDARD_REMINDER_HOURS[reminderType as StandardReminder];
  const match = /^custom_(\d+(?:\.\d+)?)$/.exec(reminderType);
  return match ? Number(match[1]) : undefined;
}

/** '24 Hours Before', ..., and 'N Hour(s) Before' for custom reminders. */
export function reminderLabel(reminderType: string): string {
  if (reminderType in STANDARD_REMINDER_LABELS) return STANDARD_REMINDER_LABELS[reminderType as StandardReminder];
  const hours = reminderHours(reminderType);
  return hours === undefined ? reminderType : `${hours} ${hours === 1 ? "Hour" : "Hours"} Before`;
}

/** The reminder types a user's preferences ask for (none when notifications are off). */
export function reminderTypesFor(notificationsEnabled: boolean, prefs: NotificationPreferences): string[] {
  if (!notificationsEnabled) return [];
  return [...new Set([...prefs.standardReminders, ...prefs.customTimes.map((h) => `custom_${h}`)])];
}
