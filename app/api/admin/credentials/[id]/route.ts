import { apiRoute, idParams } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { deleteCredential, updateCredential } from "@/lib/practice/profile";
import { credentialSchema } from "@/lib/validations/practitioner";

// PUT /api/admin/credentials/{id} { title, issuer, year } -> CredentialView; DELETE -> { id }.
// Both audited; 400 field errors; 404.
export const PUT = apiRoute({ access: "admin", params: idParams, body: credentialSchema }, async ({ params, body, user }) =>
  updateCredential(auditActor(user), params.id, body),
);
export const DELETE = apiRoute({ access: "admin", params: idParams }, async ({ params, user }) =>
  deleteCredential(auditActor(user), params.id),
);
