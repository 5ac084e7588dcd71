import { idParams } from "@/lib/api/handler";
import { artifactDownload } from "@/lib/admin/artifacts";
import { adminRoute } from "@/lib/admin/route";

// GET /api/admin/artifacts/{id}/download: the stored file, as an attachment under its file name.
export const GET = adminRoute({ params: idParams }, async ({ params }) => artifactDownload(params.id));
