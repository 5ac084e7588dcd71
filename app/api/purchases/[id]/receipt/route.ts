import { apiRoute, idParams } from "@/lib/api/handler";
import { purchaseReceiptDownload } from "@/lib/purchases/receipt";

export const GET = apiRoute({ access: "user", params: idParams }, async ({ params, user }) => purchaseReceiptDownload(params.id, user));
