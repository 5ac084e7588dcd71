import { apiRoute, idParams } from "@/lib/api/handler";
import { adminIntakeResponseDownload } from "@/lib/documents/downloads";

// GET /api/admin/intake-responses/{id}: one submitted intake response as a PDF (the client record's download).
export const GET = apiRoute({ access: "admin", params: idParams }, async ({ params }) => adminIntakeResponseDownload(params.id));
