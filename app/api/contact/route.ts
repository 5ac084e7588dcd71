import { apiRoute, created } from "@/lib/api/handler";
import { submitContactMessage } from "@/lib/contact/messages";
import { rateLimits } from "@/lib/rate-limit";
import { contactSchema } from "@/lib/validations/contact";

export const POST = apiRoute({ body: contactSchema, rateLimit: rateLimits.contact }, async ({ body }) => {
  await submitContactMessage(body);
  return created({ success: true, message: "Thank you for contacting us. We'll get back to you soon." });
});
