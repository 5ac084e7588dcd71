import { apiRoute, idParams } from "@/lib/api/handler";
import { getAdminAppointment } from "@/lib/admin/appointments";
import { rescheduleAsOwner } from "@/lib/appointments/reschedule";
import { auditActor } from "@/lib/audit/record";
import { ownerTimeSchema } from "@/lib/validations/owner-appointments";

// POST /api/admin/appointments/{id}/reschedule { date, time, timeSlotId?, override } -> the moved
// appointment. Without override the time must be one the picker offers (400 lead time, 409 not
// offered); with it any future time. 409 when another booking holds the time or it is not confirmed.
export const POST = apiRoute({ access: "admin", params: idParams, body: ownerTimeSchema }, async ({ params, body, user }) => {
  await rescheduleAsOwner(params.id, body, { actor: auditActor(user) });
  return getAdminAppointment(params.id);
});
