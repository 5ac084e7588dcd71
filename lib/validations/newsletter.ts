import { z } from "zod";
import { EMAIL_MESSAGE } from "@/lib/validations/email";
import { emailField } from "@/lib/validations/fields";

// Newsletter signup (a valid email): one schema for the form and POST /api/subscribe.

export const NEWSLETTER_EMAIL_MESSAGE = EMAIL_MESSAGE;

export const newsletterSchema = z.object({
  email: emailField(),
});

/** The one-click unsubscribe token from the welcome email's link. */
export const unsubscribeSchema = z.object({
  token: z
    .string("This unsubscribe link is not valid.")
    .trim()
    .min(16, "This unsubscribe link is not valid.")
    .max(128, "This unsubscribe link is not valid."),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
