import { listPayments } from "@/lib/admin/payments";
import { apiRoute } from "@/lib/api/handler";
import { paymentListQuerySchema } from "@/lib/admin/validation";

// GET /api/admin/payments?search=&from=&to=&page=&pageSize= -> PaymentPage (paid appointments,
// Total Revenue net of refunds for the whole filter, not only the page).
export const GET = apiRoute({ access: "admin", query: paymentListQuerySchema }, async ({ query }) => listPayments(query));
