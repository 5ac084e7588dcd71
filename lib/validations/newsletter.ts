import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGE, EMAIL_PATTERN } from "@/lib/validations/email";

// Newsletter signup (spec section 5): one schema for the form and POST /api/subscribe.

export const NEWSLETTER_EMAIL_MESSAGE = EMAIL_MESSAGE;

export const newsletterSchema = z.object({
  email: z
    .string(NEWSLETTER_EMAIL_MESSAGE)
    .trim()
    .max(EMAIL_MAX_LENGTH, NEWSLETTER_EMAIL_MESSAGE)
    .regex(EMAIL_PATTERN, NEWSLETTER_EMAIL_MESSAGE),
});

/** The one-click unsubscribe token from the welcome email's link. */
export const unsubscribeSchema = z.object({
  token: z.string("This unsubscribe link is not valid.").trim().min(16, "This unsubscribe link is not valid.").max(128, "This unsubscribe link is not valid."),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
