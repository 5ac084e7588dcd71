import { apiRoute } from "@/lib/api/handler";
import { completeBooking } from "@/lib/appointments/complete";
import { rateLimits } from "@/lib/rate-limit";
import { completeBookingSchema } from "@/lib/validations/payments";

export const POST = apiRoute({ access: "user", body: completeBookingSchema, rateLimit: rateLimits.payments }, async ({ body, user }) =>
  completeBooking({ user, ...body }),
);
