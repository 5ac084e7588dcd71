import { z } from "zod";

// The text-message forms of the profile and the booking wizard: one set of rules for the form and the server.

export const SMS_MESSAGES = {
  phone: "Enter your mobile number.",
  consent: "Please agree to receive text messages to continue.",
  code: "Enter the 6-digit code we texted you.",
  reminderTypes: "Choose which reminders to receive by text.",
} as const;

/** Ticked: true from JSON, "on" from a form; anything else (left out included) is not consent. */
const ticked = z.preprocess((v) => v === true || v === "on" || v === "true", z.literal(true, SMS_MESSAGES.consent));

export const smsStartSchema = z.object({
  phone: z.string(SMS_MESSAGES.phone).trim().min(1, SMS_MESSAGES.phone).max(30, SMS_MESSAGES.phone),
  consent: ticked,
});

export const smsVerifySchema = z.object({
  code: z
    .string(SMS_MESSAGES.code)
    .trim()
    .regex(/^\d{6}$/, SMS_MESSAGES.code),
});

export const smsReminderTypesSchema = z.object({
  reminderTypes: z
    .array(
      z.string().regex(/^(24hours|12hours|3hours|1hour|30minutes|custom_\d+(\.\d+)?)$/, SMS_MESSAGES.reminderTypes),
      SMS_MESSAGES.reminderTypes,
    )
    .max(20, SMS_MESSAGES.reminderTypes),
});
