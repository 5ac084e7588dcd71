import { refundAppointmentPayment } from "@/lib/admin/actions";
import { apiRoute, idParams } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";

// POST /api/admin/appointments/{id}/refund: refunds in full a payment whose refund is due (paid
// for a booking that was cancelled or could not be confirmed) -> the updated appointment.
export const POST = apiRoute({ access: "admin", params: idParams }, async ({ params, user }) =>
  refundAppointmentPayment(params.id, { actor: auditActor(user) }),
);
