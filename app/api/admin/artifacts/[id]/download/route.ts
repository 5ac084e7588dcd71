import { apiRoute, idParams } from "@/lib/api/handler";
import { artifactDownload } from "@/lib/admin/artifacts";

// GET /api/admin/artifacts/{id}/download: the stored file, as an attachment under its file name.
export const GET = apiRoute({ access: "admin", params: idParams }, async ({ params }) => artifactDownload(params.id));
