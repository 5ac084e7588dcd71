import { appointmentsOnDate } from "@/lib/admin/appointments";
import { adminRoute } from "@/lib/admin/route";
import { dateParamsSchema } from "@/lib/admin/validation";

// GET /api/admin/calendar/days/{yyyy-MM-dd} -> that day's appointments by time (the day dialog).
export const GET = adminRoute({ params: dateParamsSchema }, async ({ params }) => appointmentsOnDate(params.date));
