import { dashboardSummary } from "@/lib/admin/appointments";
import { adminRoute } from "@/lib/admin/route";

// GET /api/admin/summary: the dashboard's four cards (DashboardSummary).
export const GET = adminRoute({}, async () => dashboardSummary());
