import { z } from "zod";

// The practice settings form: one set of rules for the form and the server.

export const BANNER_MAX = 200;
export const SETTINGS_MESSAGES = {
  bannerText: "Enter the banner text (up to 200 characters).",
  inPersonOpen: "Choose whether in-person sessions are open.",
  smsEnabled: "Choose whether text messages are sent.",
} as const;

export const practiceSettingsSchema = z.object({
  bannerText: z
    .string(SETTINGS_MESSAGES.bannerText)
    .trim()
    .min(1, SETTINGS_MESSAGES.bannerText)
    .max(BANNER_MAX, SETTINGS_MESSAGES.bannerText),
  inPersonOpen: z.boolean(SETTINGS_MESSAGES.inPersonOpen),
  /** Left out (an older client): unchanged. */
  smsEnabled: z.boolean(SETTINGS_MESSAGES.smsEnabled).optional(),
});
export type PracticeSettingsInput = z.infer<typeof practiceSettingsSchema>;
