import { z } from "zod";
import { emailField } from "@/lib/validations/fields";

// Newsletter signup (a valid email): one schema for the form and POST /api/subscribe.

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
