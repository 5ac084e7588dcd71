import { apiRoute } from "@/lib/api/handler";
import { paymentRateLimits } from "@/lib/payments/config";
import { createPaymentIntentForAppointment, createPaymentIntentSchema } from "@/lib/payments/intents";

export const POST = apiRoute({ access: "user", body: createPaymentIntentSchema, rateLimit: paymentRateLimits.payments }, async ({ body, user }) =>
  createPaymentIntentForAppointment({ user, ...body }),
);
