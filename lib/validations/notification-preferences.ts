import { z } from "zod";

// Notification preferences (the reminder settings of the profile and the wizard): one schema for the form and the server.
export const STANDARD_REMINDERS = ["24hours", "12hours", "3hours", "1hour", "30minutes"] as const;
export type StandardReminder = (typeof STANDARD_REMINDERS)[number];

export const STANDARD_REMINDER_HOURS: Record<StandardReminder, number> = {
  "24hours": 24,
  "12hours": 12,
  "3hours": 3,
  "1hour": 1,
  "30minutes": 0.5,
};

export const STANDARD_REMINDER_LABELS: Record<StandardReminder, string> = {
  "24hours": "24 Hours Before",
  "12hours": "12 Hours Before",
  "3hours": "3 Hours Before",
  "1hour": "1 Hour Before",
  "30minutes": "30 Minutes Before",
};

export const DEFAULT_STANDARD_REMINDERS: StandardReminder[] = ["24hours", "1hour"];

export const REMINDER_LIMITS = { maxCustomTimes: 10, maxCustomHours: 24 * 30, stepHours: 0.5, maxMessageLength: 500 } as const;

export const INVALID_HOURS_MESSAGE = "Please enter a valid positive number of hours";
export const DUPLICATE_TIME_MESSAGE = "This time is already added";

/** One custom reminder, in hours before the session (spec: positive, step 0.5; at most 30 days). */
export const customReminderHoursSchema = z
  .number(INVALID_HOURS_MESSAGE)
  .positive(INVALID_HOURS_MESSAGE)
  .multipleOf(REMINDER_LIMITS.stepHours, "Custom reminders use steps of 0.5 hours")
  .max(REMINDER_LIMITS.maxCustomHours, "Custom reminders can be at most 30 days before");

export const customTimesSchema = z
  .array(customReminderHoursSchema)
  .max(REMINDER_LIMITS.maxCustomTimes, `At most ${REMINDER_LIMITS.maxCustomTimes} custom reminders`)
  .refine((times) => new Set(times).size === times.length, DUPLICATE_TIME_MESSAGE);

export const notificationPreferencesSchema = z.object({
  standardReminders: z
    .array(z.enum(STANDARD_REMINDERS, "Unknown reminder time"))
    .max(STANDARD_REMINDERS.length)
    .default(DEFAULT_STANDARD_REMINDERS),
  customTimes: customTimesSchema.default([]),
  customMessage: z
    .string()
    .max(REMINDER_LIMITS.maxMessageLength, `The custom message can be at most ${REMINDER_LIMITS.maxMessageLength} characters`)
    .default(""),
});

export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  standardReminders: DEFAULT_STANDARD_REMINDERS,
  customTimes: [],
  customMessage: "",
};
