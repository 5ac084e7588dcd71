import { apiRoute } from "@/lib/api/handler";
import { listClients } from "@/lib/admin/clients";
import { clientListQuerySchema } from "@/lib/admin/validation";

// GET /api/admin/clients?search=&page=&pageSize= -> ClientPage: accounts and guest booking emails,
// each with contact details, number of appointments and the last and next appointment.
export const GET = apiRoute({ access: "admin", query: clientListQuerySchema }, async ({ query }) => listClients(query));
