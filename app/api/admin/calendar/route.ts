import { monthGrid } from "@/lib/admin/appointments";
import { apiRoute } from "@/lib/api/handler";
import { monthQuerySchema } from "@/lib/admin/validation";

// GET /api/admin/calendar?month=yyyy-MM -> MonthGridData (days with appointments, first three each).
export const GET = apiRoute({ access: "admin", query: monthQuerySchema }, async ({ query }) => monthGrid(query.month));
