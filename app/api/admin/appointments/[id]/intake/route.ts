import { apiRoute, idParams } from "@/lib/api/handler";
import { appointmentIntakeDownload } from "@/lib/documents/downloads";

// GET /api/admin/appointments/{id}/intake: the owner's download of any booking's intake answers (PDF; 404 when none).
export const GET = apiRoute({ access: "admin", params: idParams }, async ({ params, user }) => appointmentIntakeDownload(params.id, user));
