import { calendarMonth } from "@/lib/admin/appointments";
import { adminRoute } from "@/lib/admin/route";
import { monthQuerySchema } from "@/lib/admin/validation";

// GET /api/admin/calendar?month=yyyy-MM -> CalendarMonth (days with appointments, first three each).
export const GET = adminRoute({ query: monthQuerySchema }, async ({ query }) => calendarMonth(query.month));
