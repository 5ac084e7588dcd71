import { idParams } from "@/lib/api/handler";
import { listArtifacts } from "@/lib/admin/artifacts";
import { adminRoute } from "@/lib/admin/route";

// GET /api/admin/appointments/{id}/artifacts -> [{ id, artifactType, fileName, fileSize, generatedAt }]
export const GET = adminRoute({ params: idParams }, async ({ params }) => listArtifacts(params.id));
