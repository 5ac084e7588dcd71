import type { AppointmentChangeResponse } from "@/lib/accounts/appointment-types";
import { apiRoute, idParams } from "@/lib/api/handler";
import { cancelOwnAppointment } from "@/lib/appointments/cancel";
import { rateLimits } from "@/lib/rate-limit";
import { cancelRequestSchema } from "@/lib/validations/booking";

// POST /api/appointments/{id}/cancel {} -> { appointment }: the caller's own confirmed booking is
// cancelled and refunded in full, before the policy's cutoff (404 for anyone else's, 409 past the
// cutoff or when already cancelled, 502 when the refund fails: then nothing changed).
export const POST = apiRoute(
  { access: "user", params: idParams, body: cancelRequestSchema, rateLimit: rateLimits.appointmentChanges },
  async ({ params, user }): Promise<AppointmentChangeResponse> => ({ appointment: await cancelOwnAppointment(user, params.id) }),
);
