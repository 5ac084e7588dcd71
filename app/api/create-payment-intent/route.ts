import { apiRoute } from "@/lib/api/handler";
import { rateLimits } from "@/lib/rate-limit";
import { createPaymentIntentForAppointment, createPaymentIntentSchema } from "@/lib/payments/intents";

export const POST = apiRoute({ access: "user", body: createPaymentIntentSchema, rateLimit: rateLimits.booking }, async ({ body, user }) =>
  createPaymentIntentForAppointment({ user, ...body }),
);
