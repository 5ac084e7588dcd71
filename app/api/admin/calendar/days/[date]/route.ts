import { appointmentsOnDate } from "@/lib/admin/appointments";
import { apiRoute } from "@/lib/api/handler";
import { dateParamsSchema } from "@/lib/admin/validation";

// GET /api/admin/calendar/days/{yyyy-MM-dd} -> that day's appointments by time (the day dialog).
export const GET = apiRoute({ access: "admin", params: dateParamsSchema }, async ({ params }) => appointmentsOnDate(params.date));
