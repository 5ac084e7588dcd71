import { apiRoute, idParams } from "@/lib/api/handler";
import { rescheduleChoices } from "@/lib/appointments/reschedule";
import { getAvailableDates } from "@/lib/booking/slots";
import { rescheduleAvailabilityQuerySchema } from "@/lib/validations/booking";

// GET /api/appointments/{id}/availability?month=yyyy-MM: the days with free times for moving the
// caller's own booking (the owner's: any booking) (as /api/availability, with the booking's own time not busy).
export const GET = apiRoute(
  {
    access: "user",
    params: idParams,
    query: rescheduleAvailabilityQuerySchema,
  },
  async ({ params, query, user }) =>
    getAvailableDates({
      month: query.month,
      ...(await rescheduleChoices(user, params.id)),
    }),
);
