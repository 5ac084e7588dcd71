import { apiRoute, idParams } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { deleteClientNote, noteBodySchema, updateClientNote } from "@/lib/admin/client-notes";

// PATCH /api/admin/client-notes/{id} { body } -> ClientNoteView; DELETE -> { success: true }. Both audited.
export const PATCH = apiRoute({ access: "admin", params: idParams, body: noteBodySchema }, async ({ params, body, user }) =>
  updateClientNote(auditActor(user), params.id, body),
);
export const DELETE = apiRoute({ access: "admin", params: idParams }, async ({ params, user }) => {
  await deleteClientNote(auditActor(user), params.id);
  return { success: true };
});
