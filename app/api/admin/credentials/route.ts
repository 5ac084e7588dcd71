import { apiRoute, created } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { createCredential } from "@/lib/practice/profile";
import { credentialSchema } from "@/lib/validations/practitioner";

// POST /api/admin/credentials { title, issuer, year } -> 201 CredentialView, listed last on the
// About page. 400 with field errors.
export const POST = apiRoute({ access: "admin", body: credentialSchema }, async ({ body, user }) =>
  created(await createCredential(auditActor(user), body)),
);
