import { contentDisposition } from "@/lib/documents/downloads";
import { apiRoute } from "@/lib/api/handler";
import { reportCsv, reportExportQuerySchema } from "@/lib/admin/reports";

// GET /api/admin/reports/export?report=bookings|services|weekdays|hours|clients&period=month|week -> one report as CSV.
export const GET = apiRoute({ access: "admin", query: reportExportQuerySchema }, async ({ query }) => {
  const { fileName, csv } = await reportCsv(query.report, query.period);
  return new Response(csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": contentDisposition(fileName) },
  });
});
