// The contact form's limits and messages without zod: the form's own attributes and the browser's
// checks use them on the contact page (which loads no schema library), the schema on the server.
import { EMAIL_MESSAGE } from "./email";

export const CONTACT_LIMITS = { name: 100, messageMin: 5, messageMax: 5000 } as const;

export const CONTACT_MESSAGES = {
  name: "Name is required",
  email: EMAIL_MESSAGE,
  message: "Message is required and must be at least 5 characters",
} as const;
