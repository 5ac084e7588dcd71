import { idParams } from "@/lib/api/handler";
import { refundAppointmentPayment } from "@/lib/admin/actions";
import { adminRoute } from "@/lib/admin/route";

// POST /api/admin/appointments/{id}/refund: refunds in full a payment whose refund is due (paid
// for a booking that was cancelled or could not be confirmed) -> the updated appointment.
export const POST = adminRoute({ params: idParams }, async ({ params }) => refundAppointmentPayment(params.id));
