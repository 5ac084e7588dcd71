import { apiRoute, idParams } from "@/lib/api/handler";
import { getAdminPackage, patchPackage } from "@/lib/admin/packages";
import { auditActor } from "@/lib/audit/record";
import { notFound } from "@/lib/errors";
import { PACKAGE_MESSAGES, packagePatchSchema } from "@/lib/validations/package";

// GET /api/admin/packages/{id} -> AdminPackage. 404 for an unknown id.
export const GET = apiRoute({ access: "admin", params: idParams }, async ({ params }) => {
  const found = await getAdminPackage(params.id);
  if (!found) throw notFound(PACKAGE_MESSAGES.notFound);
  return found;
});

// PATCH /api/admin/packages/{id} { any of POST's fields } -> AdminPackage: the fields sent change,
// the others stay ({ active: false } retires it). Clients who bought it keep what they bought. 400; 404.
export const PATCH = apiRoute({ access: "admin", params: idParams, body: packagePatchSchema }, async ({ params, body, user }) =>
  patchPackage(auditActor(user), params.id, body),
);
