import { apiRoute } from "@/lib/api/handler";
import { createPaymentIntentForAppointment } from "@/lib/appointments/payment-intent";
import { rateLimits } from "@/lib/rate-limit";
import { createPaymentIntentSchema } from "@/lib/validations/payments";

export const POST = apiRoute({ access: "user", body: createPaymentIntentSchema, rateLimit: rateLimits.payments }, async ({ body, user }) =>
  createPaymentIntentForAppointment({ user, ...body }),
);
