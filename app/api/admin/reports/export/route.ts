import { apiRoute } from "@/lib/api/handler";
import { fileDownloadResponse } from "@/lib/http/download";
import { reportCsv, reportExportQuerySchema } from "@/lib/admin/reports";

// GET /api/admin/reports/export?report=bookings|services|weekdays|hours|clients&period=month|week -> one report as CSV.
export const GET = apiRoute({ access: "admin", query: reportExportQuerySchema }, async ({ query }) => {
  const { fileName, csv } = await reportCsv(query.report, query.period);
  return fileDownloadResponse({ fileName, contentType: "text/csv; charset=utf-8", content: csv });
});
