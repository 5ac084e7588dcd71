import { apiRoute, idParams } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { moveCredential } from "@/lib/practice/profile";
import { moveSchema } from "@/lib/validations/practitioner";

// POST /api/admin/credentials/{id}/move { direction: "up" | "down" } -> CredentialView[] (the new
// order). 400 when it is already first/last; 404.
export const POST = apiRoute({ access: "admin", params: idParams, body: moveSchema }, async ({ params, body, user }) =>
  moveCredential(auditActor(user), params.id, body.direction),
);
