import { apiRoute, idParams } from "@/lib/api/handler";
import { adminCalendarFileDownload } from "@/lib/documents/downloads";

// GET /api/admin/appointments/{id}/calendar: the appointment's .ics file (the dialog's Add to Calendar).
export const GET = apiRoute({ access: "admin", params: idParams }, async ({ params }) => adminCalendarFileDownload(params.id));
