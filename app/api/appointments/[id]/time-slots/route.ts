import { apiRoute, idParams } from "@/lib/api/handler";
import { rescheduleChoices } from "@/lib/appointments/reschedule";
import { getAvailableSlots } from "@/lib/booking/slots";
import { rescheduleSlotsQuerySchema } from "@/lib/validations/booking";

// GET /api/appointments/{id}/time-slots?date=yyyy-MM-dd: the free times of a date for moving the
// caller's own booking (the owner's: any booking) (its service; its own time is not busy, its current start not offered).
export const GET = apiRoute({ access: "user", params: idParams, query: rescheduleSlotsQuerySchema }, async ({ params, query, user }) =>
  getAvailableSlots({
    date: query.date,
    ...(await rescheduleChoices(user, params.id)),
  }),
);
