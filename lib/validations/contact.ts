import { z } from "zod";
import { emailField, requiredText } from "@/lib/validations/fields";

// Contact form (name, email, message of at least 5 characters): one schema for the form and POST /api/contact.

export const contactSchema = z.object({
  name: requiredText("Name is required", "Name", 100),
  email: emailField(),
  message: z
    .string("Message is required and must be at least 5 characters")
    .trim()
    .min(5, "Message is required and must be at least 5 characters")
    .max(5000, "Message must be at most 5000 characters"),
});

export type ContactInput = z.infer<typeof contactSchema>;
