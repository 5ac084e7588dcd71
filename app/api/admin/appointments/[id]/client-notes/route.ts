import { apiRoute, idParams } from "@/lib/api/handler";
import { appointmentClientNotes } from "@/lib/admin/client-notes";

// GET /api/admin/appointments/{id}/client-notes -> AppointmentClientNotes: the owner's private notes about the client.
export const GET = apiRoute({ access: "admin", params: idParams }, async ({ params }) => appointmentClientNotes(params.id));
