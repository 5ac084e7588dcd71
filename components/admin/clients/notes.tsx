"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Pencil, Plus, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast, toastError } from "@/components/ui/toast";
import { ApiError, apiRequest, messageOr } from "@/lib/api/client";
import type { ClientNoteView } from "@/lib/admin/clients";

const MAX = 5000;

/** The note form: add (no note) or edit (a note). Field errors are shown under the field. */
function NoteForm({ clientKey, note, onDone }: { clientKey: string; note?: ClientNoteView; onDone: () => void }) {
  const router = useRouter();
  const id = useId();
  const [body, setBody] = useState(note?.body ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!body.trim()) return setError("Please write the note.");
    setBusy(true);
    setError(null);
    try {
      if (note) await apiRequest(`/api/admin/client-notes/${note.id}`, { method: "PATCH", body: { body } });
      else await apiRequest(`/api/admin/clients/${encodeURIComponent(clientKey)}/notes`, { method: "POST", body: { body } });
      toast({ title: note ? "Note saved" : "Note added" });
      if (!note) setBody("");
      onDone();
      router.refresh();
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors?.body) setError(e.fieldErrors.body);
      else toastError({ title: "Note not saved", description: messageOr(e, "There was a problem saving the note. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={`${id}-body`}>{note ? "Edit note" : "New note"}</Label>
      <Textarea
        id={`${id}-body`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        maxLength={MAX}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <p id={`${id}-error`} role="alert" className="text-sm text-destructive empty:hidden">
        {error}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {note ? null : <Plus aria-hidden="true" />}
          {busy ? "Saving..." : note ? "Save note" : "Add note"}
        </Button>
        {note ? (
          <Button type="button" variant="ghost" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function NoteItem({ clientKey, note, when }: { clientKey: string; note: ClientNoteView; when: string }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      await apiRequest(`/api/admin/client-notes/${note.id}`, { method: "DELETE" });
      setConfirming(false);
      toast({ title: "Note deleted" });
      router.refresh();
    } catch (e) {
      toastError({ title: "Note not deleted", description: messageOr(e, "There was a problem deleting the note. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  if (editing) return <NoteForm clientKey={clientKey} note={note} onDone={() => setEditing(false)} />;
  return (
    <div className="grid gap-2">
      <p className="whitespace-pre-wrap break-words">{note.body}</p>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>{when}</span>
        <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> note from {when}</span>
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> note from {when}</span>
        </Button>
      </div>
      <ConfirmDialog
        title="Delete this note?"
        keepLabel="Keep Note"
        confirmLabel="Delete Note"
        busyLabel="Deleting..."
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={remove}
        busy={busy}
      >
        <p>The note is removed from the client&apos;s page. The audit log keeps a record of it.</p>
      </ConfirmDialog>
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
