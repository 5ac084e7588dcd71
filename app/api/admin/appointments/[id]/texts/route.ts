import { apiRoute, idParams } from "@/lib/api/handler";
import { listAppointmentTexts } from "@/lib/admin/texts";

// GET /api/admin/appointments/{id}/texts -> AdminText[] (newest first): every text message of the appointment.
export const GET = apiRoute({ access: "admin", params: idParams }, async ({ params }) => listAppointmentTexts(params.id));
