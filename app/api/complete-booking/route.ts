import { apiRoute } from "@/lib/api/handler";
import { rateLimits } from "@/lib/rate-limit";
import { completeBooking, completeBookingSchema } from "@/lib/payments/complete";

export const POST = apiRoute({ access: "user", body: completeBookingSchema, rateLimit: rateLimits.booking }, async ({ body, user }) =>
  completeBooking({ user, ...body }),
);
