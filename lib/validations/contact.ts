import { z } from "zod";

// Contact form (spec section 5): one schema for the form and POST /api/contact.

export const contactSchema = z.object({
  name: z.string("Name is required").trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
  email: z
    .string("Please enter a valid email address")
    .trim()
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  message: z
    .string("Message is required and must be at least 5 characters")
    .trim()
    .min(5, "Message is required and must be at least 5 characters")
    .max(5000, "Message must be at most 5000 characters"),
});

export type ContactInput = z.infer<typeof contactSchema>;
