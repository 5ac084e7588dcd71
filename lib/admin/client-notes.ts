import { z } from "zod";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { clientDetail, type ClientNoteView } from "@/lib/admin/clients";

// The owner's private notes about a client: written, edited and removed only through the admin
// API, each change audited in its own transaction. No client-facing read selects ClientNote.

export const NOTE_MAX_LENGTH = 5000;

export const noteBodySchema = z.object({
  body: z
    .string("Please write the note.")
    .trim()
    .min(1, "Please write the note.")
    .max(NOTE_MAX_LENGTH, `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters.`),
});
export type NoteBody = z.infer<typeof noteBodySchema>;

const view = (n: { id: number; body: string; createdAt: Date; updatedAt: Date }): ClientNoteView => ({
  id: n.id,
  body: n.body,
  createdAt: n.createdAt.toISOString(),
  updatedAt: n.updatedAt.toISOString(),
});

/** The first words of a note, for the log's one-line summary. */
const excerpt = (body: string) => (body.length > 60 ? `${body.slice(0, 57)}...` : body);

export async function createClientNote(actor: AuditActor, rawKey: string, { body }: NoteBody): Promise<ClientNoteView> {
  const client = await clientDetail(rawKey); // 404 for a key that is no client
  const name = `${client.firstName} ${client.lastName}`;
  return db.$transaction(async (tx) => {
    const note = await tx.clientNote.create({ data: { clientKey: client.key, body } });
    await recordAudit(tx, {
      actor,
      action: "note.create",
      entity: { type: "client", id: client.key },
      summary: `Added a note about ${name}: "${excerpt(body)}"`,
      after: { Note: body },
    });
    return view(note);
  });
}

export async function updateClientNote(actor: AuditActor, id: number, { body }: NoteBody): Promise<ClientNoteView> {
  return db.$transaction(async (tx) => {
    const before = await tx.clientNote.findUnique({ where: { id } });
    if (!before) throw notFound("Note not found.");
    const note = await tx.clientNote.update({ where: { id }, data: { body } });
    if (before.body !== body) {
      await recordAudit(tx, {
        actor,
        action: "note.update",
        entity: { type: "client", id: before.clientKey },
        summary: `Edited a note about client ${before.clientKey}: "${excerpt(body)}"`,
        before: { Note: before.body },
        after: { Note: body },
      });
    }
    return view(note);
  });
}

export async function deleteClientNote(actor: AuditActor, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const note = await tx.clientNote.findUnique({ where: { id } });
    if (!note) throw notFound("Note not found.");
    await tx.clientNote.delete({ where: { id } });
    await recordAudit(tx, {
      actor,
      action: "note.delete",
      entity: { type: "client", id: note.clientKey },
      summary: `Deleted a note about client ${note.clientKey}: "${excerpt(note.body)}"`,
      before: { Note: note.body },
    });
  });
}
