import { apiRoute, idParams } from "@/lib/api/handler";
import { appointmentIntakeDownload } from "@/lib/documents/downloads";

// GET /api/appointments/{id}/intake: the booking's intake answers as a PDF (the client who booked it or an admin; 404 otherwise or when none).
export const GET = apiRoute({ access: "user", params: idParams }, async ({ params, user }) => appointmentIntakeDownload(params.id, user));
