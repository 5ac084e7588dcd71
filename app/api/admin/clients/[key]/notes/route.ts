import { apiRoute } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { createClientNote, noteBodySchema } from "@/lib/admin/client-notes";
import { clientKeyParams } from "@/lib/admin/validation";

// POST /api/admin/clients/{key}/notes { body } -> ClientNoteView: a private note about the client (audited).
export const POST = apiRoute({ access: "admin", params: clientKeyParams, body: noteBodySchema }, async ({ params, body, user }) =>
  createClientNote(auditActor(user), params.key, body),
);
