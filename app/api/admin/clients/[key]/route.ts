import { apiRoute } from "@/lib/api/handler";
import { clientDetail } from "@/lib/admin/clients";
import { clientKeyParams } from "@/lib/admin/validation";

// GET /api/admin/clients/{key} -> ClientDetail (key: account id, or booking email of a guest); 404 if no such client.
export const GET = apiRoute({ access: "admin", params: clientKeyParams }, async ({ params }) => clientDetail(params.key));
