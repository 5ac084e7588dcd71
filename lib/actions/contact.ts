"use server";

import { submitContactMessage } from "@/lib/contact/messages";
import { rateLimits } from "@/lib/rate-limit";
import { contactSchema } from "@/lib/validations/contact";
import { formAction } from "./define";

// The contact page's form: the same domain function and limit as POST /api/contact.

const CONTACT_THANKS = "Thank you for contacting us. We'll get back to you soon.";

export const sendContactMessageAction = formAction(
  { name: "contact.send", schema: contactSchema, rateLimit: rateLimits.contact },
  async ({ input }) => {
    await submitContactMessage(input);
    return { message: CONTACT_THANKS };
  },
);
