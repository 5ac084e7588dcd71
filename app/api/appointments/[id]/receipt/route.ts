import { apiRoute, idParams } from "@/lib/api/handler";
import { appointmentReceiptDownload } from "@/lib/documents/downloads";

// The appointment's payment receipt PDF (its owner or an admin).
export const GET = apiRoute({ access: "user", params: idParams }, async ({ params, user }) => appointmentReceiptDownload(params.id, user));
