"use client";

import { useId, useState } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { z } from "zod";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { deleteNoteAction, saveNoteAction } from "@/lib/actions/clients";
import type { FormState } from "@/lib/actions/state";
import { NOTE_MAX_LENGTH, noteBodySchema } from "@/lib/validations/client-notes";
import type { ClientNoteView } from "@/lib/admin/clients";

/** The note form: add (no note: posts the client's key) or edit (posts the note's id). */
function NoteForm({ clientKey, note, onDone }: { clientKey: string; note?: ClientNoteView; onDone: () => void }) {
  const id = useId();
  const { pending, errors, value, form } = useActionForm(saveNoteAction, {
    schema: noteBodySchema,
    failureTitle: "Note not saved",
    onSuccess: () => {
      toast({ title: note ? "Note saved" : "Note added" });
      onDone();
    },
  });

  return (
    <form {...form} className="grid gap-2">
      {note ? <input type="hidden" name="id" value={note.id} /> : <input type="hidden" name="clientKey" value={clientKey} />}
      <Label htmlFor={`${id}-body`}>{note ? "Edit note" : "New note"}</Label>
      <Textarea
        id={`${id}-body`}
        name="body"
        defaultValue={value("body", note?.body)}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        aria-invalid={errors.body ? true : undefined}
        aria-describedby={errors.body ? `${id}-error` : undefined}
      />
      <p id={`${id}-error`} role="alert" className="text-sm text-destructive empty:hidden">
        {errors.body}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {note ? null : <Plus aria-hidden="true" />}
          {pending ? "Saving..." : note ? "Save note" : "Add note"}
        </Button>
        {note ? (
          <Button type="button" variant="ghost" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

const idOnly = z.object({ id: z.string() });

function NoteItem({ clientKey, note, when }: { clientKey: string; note: ClientNoteView; when: string }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The note, this item with it, leaves the page in the same update that brings the answer: the
  // toast is shown as the answer arrives, not after (the dialog needs JavaScript anyway).
  const remove = useActionForm(
    async (previous: FormState<undefined>, formData: FormData) => {
      const state = await deleteNoteAction(previous, formData);
      if (state.status === "success") toast({ title: "Note deleted" });
      return state;
    },
    { schema: idOnly, failureTitle: "Note not deleted", onSuccess: () => setConfirming(false) },
  );

  if (editing) return <NoteForm clientKey={clientKey} note={note} onDone={() => setEditing(false)} />;
  return (
    <div className="grid gap-2">
      <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{note.body}</p>
      <form {...remove.form} className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <input type="hidden" name="id" value={note.id} />
        <span>{when}</span>
        <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> note from {when}</span>
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> note from {when}</span>
        </Button>
        <ConfirmDialog
          title="Delete this note?"
          keepLabel="Keep Note"
          confirmLabel="Delete Note"
          busyLabel="Deleting..."
          open={confirming}
          onOpenChange={setConfirming}
          onConfirm={() => remove.form.ref.current?.requestSubmit()}
          busy={remove.pending}
        >
          <p>The note is removed from the client&apos;s page. The audit log keeps a record of it.</p>
        </ConfirmDialog>
      </form>
    </div>
  );
}

/** Private notes: only the owner sees them (the admin API; no client-facing read includes them). */
export function ClientNotes({ clientKey, notes }: { clientKey: string; notes: (ClientNoteView & { when: string })[] }) {
  return (
    <div className="grid gap-4">
      <NoteForm clientKey={clientKey} onDone={() => undefined} />
      {notes.length ? (
        <ul aria-label="Notes" className="grid gap-3">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg border border-border p-3">
              <NoteItem clientKey={clientKey} note={n} when={n.when} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      )}
    </div>
  );
}
