import { apiRoute } from "@/lib/api/handler";
import { buildReports, reportQuerySchema } from "@/lib/admin/reports";

// GET /api/admin/reports?period=month|week -> Reports: the last 12 months in the practice's time zone.
export const GET = apiRoute({ access: "admin", query: reportQuerySchema }, async ({ query }) => buildReports(query.period));
