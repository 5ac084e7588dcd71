import { contentDisposition } from "@/lib/admin/artifacts";
import { paymentsCsv } from "@/lib/admin/payments";
import { adminRoute } from "@/lib/admin/route";
import { paymentExportQuerySchema } from "@/lib/admin/validation";

// GET /api/admin/payments/export?search=&from=&to= -> payments_{yyyy-MM-dd}.csv (spec columns).
export const GET = adminRoute({ query: paymentExportQuerySchema }, async ({ query }) => {
  const { fileName, csv } = await paymentsCsv(query);
  return new Response(csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": contentDisposition(fileName) },
  });
});
