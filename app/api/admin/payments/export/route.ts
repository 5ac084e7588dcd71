import { paymentsCsv } from "@/lib/admin/payments";
import { apiRoute } from "@/lib/api/handler";
import { fileDownloadResponse } from "@/lib/http/download";
import { paymentExportQuerySchema } from "@/lib/admin/validation";

// GET /api/admin/payments/export?search=&from=&to= -> payments_{yyyy-MM-dd}.csv (spec columns).
export const GET = apiRoute({ access: "admin", query: paymentExportQuerySchema }, async ({ query }) => {
  const { fileName, csv } = await paymentsCsv(query);
  return fileDownloadResponse({ fileName, contentType: "text/csv; charset=utf-8", content: csv });
});
