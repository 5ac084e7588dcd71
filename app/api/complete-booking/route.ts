import { apiRoute } from "@/lib/api/handler";
import { paymentRateLimits } from "@/lib/payments/config";
import { completeBooking, completeBookingSchema } from "@/lib/payments/complete";

export const POST = apiRoute({ access: "user", body: completeBookingSchema, rateLimit: paymentRateLimits.payments }, async ({ body, user }) =>
  completeBooking({ user, ...body }),
);
