import { apiRoute, idParams } from "@/lib/api/handler";
import { adminCalendarDownload } from "@/lib/admin/calendar-file";

// GET /api/admin/appointments/{id}/calendar: the appointment's .ics (the dialog's Add to Calendar).
export const GET = apiRoute({ access: "admin", params: idParams }, async ({ params }) => adminCalendarDownload(params.id));
