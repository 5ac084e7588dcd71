import { apiRoute } from "@/lib/api/handler";
import { fileDownloadResponse } from "@/lib/http/download";
import { salesTaxCsv, salesTaxQuerySchema, salesTaxRange } from "@/lib/admin/money";

// GET /api/admin/reports/sales-tax?from=yyyy-MM&to=yyyy-MM -> the sales-tax report as CSV
// (by month and state; without months, the last 12 months to the current one).
export const GET = apiRoute({ access: "admin", query: salesTaxQuerySchema }, async ({ query }) => {
  const { from, to } = salesTaxRange(query);
  const { fileName, csv } = await salesTaxCsv(from, to);
  return fileDownloadResponse({ fileName, contentType: "text/csv; charset=utf-8", content: csv });
});
