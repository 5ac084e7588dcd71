import { dashboardSummary } from "@/lib/admin/appointments";
import { apiRoute } from "@/lib/api/handler";

// GET /api/admin/summary: the dashboard's four cards (DashboardSummary).
export const GET = apiRoute({ access: "admin" }, async () => dashboardSummary());
