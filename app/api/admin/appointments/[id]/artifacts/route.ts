import { apiRoute, idParams } from "@/lib/api/handler";
import { listArtifacts } from "@/lib/admin/artifacts";

// GET /api/admin/appointments/{id}/artifacts -> [{ id, artifactType, fileName, fileSize, generatedAt }]
export const GET = apiRoute({ access: "admin", params: idParams }, async ({ params }) => listArtifacts(params.id));
