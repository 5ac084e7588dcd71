import { z } from "zod";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "./contact-fields";
import { emailField, requiredText } from "@/lib/validations/fields";

// Contact form (name, email, message of at least 5 characters): one schema for the form's action and POST /api/contact.

export const contactSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.name, "Name", CONTACT_LIMITS.name),
  email: emailField(),
  message: z
    .string(CONTACT_MESSAGES.message)
    .trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.message)
    .max(CONTACT_LIMITS.messageMax, `Message must be at most ${CONTACT_LIMITS.messageMax} characters`),
});

export type ContactInput = z.infer<typeof contactSchema>;
