import type { AppointmentChangeResponse } from "@/lib/accounts/appointment-types";
import { apiRoute, idParams } from "@/lib/api/handler";
import { rescheduleAppointment } from "@/lib/appointments/reschedule";
import { rateLimits } from "@/lib/rate-limit";
import { rescheduleRequestSchema } from "@/lib/validations/booking";

// POST /api/appointments/{id}/reschedule { date, time, timeSlotId } -> { appointment }: the
// caller's own confirmed booking moves to the new time, before the policy's cutoff (404 for
// anyone else's, 409 past the cutoff or when the time is taken, 400 for the same time).
export const POST = apiRoute(
  { access: "user", params: idParams, body: rescheduleRequestSchema, rateLimit: rateLimits.appointmentChanges },
  async ({ params, body, user }): Promise<AppointmentChangeResponse> => ({
    appointment: await rescheduleAppointment(user, params.id, body),
  }),
);
