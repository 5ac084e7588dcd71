"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";

import { createClientNote, deleteClientNote, noteBodySchema, updateClientNote } from "@/lib/admin/client-notes";
import { auditActor } from "@/lib/audit/record";
import { idField } from "@/lib/validations/fields";
import { formAction } from "./define";

// The owner's private notes about a client: add (with the client's key), edit (with the note's
// id), delete. The same domain functions as the JSON routes (app/api/admin/clients/{key}/notes,
// app/api/admin/client-notes/{id}).

const id = idField("Note not found.");
const CLIENT_PAGE = "/admin/clients/[key]";

export const saveNoteAction = formAction(
  {
    name: "notes.save",
    schema: noteBodySchema.extend({ id: id.optional(), clientKey: z.string().trim().max(254, "Client not found.").optional() }),
    access: "admin",
  },
  async ({ input: { id, clientKey, body }, user }) => {
    if (id) await updateClientNote(auditActor(user), id, { body });
    else await createClientNote(auditActor(user), clientKey ?? "", { body });
    revalidatePath(CLIENT_PAGE, "page");
  },
);

export const deleteNoteAction = formAction({ name: "notes.delete", schema: z.object({ id }), access: "admin" }, async ({ input, user }) => {
  await deleteClientNote(auditActor(user), input.id);
  revalidatePath(CLIENT_PAGE, "page");
});
