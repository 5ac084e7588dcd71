import { idParams } from "@/lib/api/handler";
import { adminCalendarDownload } from "@/lib/admin/calendar-file";
import { adminRoute } from "@/lib/admin/route";

// GET /api/admin/appointments/{id}/calendar: the appointment's .ics (the dialog's Add to Calendar).
export const GET = adminRoute({ params: idParams }, async ({ params }) => adminCalendarDownload(params.id));
