import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { appointmentClientKey, clientDetail, clientHref, listClientNotes, type ClientNoteView } from "@/lib/admin/clients";
import type { AppointmentClientNotes } from "@/lib/admin/types";
import type { NoteBody } from "@/lib/validations/client-notes";

// The owner's private notes about a client: written, edited and removed only through the admin
// API, each change audited in its own transaction. No client-facing read selects ClientNote.

export { noteBodySchema, type NoteBody } from "@/lib/validations/client-notes";

const view = (n: { id: number; body: string; createdAt: Date; updatedAt: Date }): ClientNoteView => ({
  id: n.id,
  body: n.body,
  createdAt: n.createdAt.toISOString(),
  updatedAt: n.updatedAt.toISOString(),
});

/** The notes about the client of one appointment, for its details (the owner only; 404 for an unknown appointment). */
export async function appointmentClientNotes(appointmentId: number): Promise<AppointmentClientNotes> {
  const a = await db.appointment.findUnique({
    where: { id: appointmentId },
    select: { userId: true, clientEmail: true, clientFirstName: true, clientLastName: true },
  });
  if (!a) throw notFound("Appointment not found.");
  const key = await appointmentClientKey(a);
  return {
    clientKey: key,
    clientHref: clientHref(key),
    clientName: `${a.clientFirstName} ${a.clientLastName}`.trim() || a.clientEmail,
    notes: await listClientNotes(key),
  };
}

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
