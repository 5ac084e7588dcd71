import { apiRoute, idParams } from "@/lib/api/handler";
import { listAppointmentEmails } from "@/lib/admin/emails";

// GET /api/admin/appointments/{id}/emails -> AdminEmail[] (newest first): every email of the appointment.
export const GET = apiRoute({ access: "admin", params: idParams }, async ({ params }) => listAppointmentEmails(params.id));
