"use client";

import Link from "next/link";
import { NotebookPen, UserRound } from "lucide-react";

import type { AppointmentClientNotes as Notes } from "@/lib/admin/types";
import { formatShortDate } from "@/lib/format";
import { SectionLoadState, useSectionData } from "./section-load-state";
import { usePracticeZone } from "./zone";

/** How many notes the dialog shows; the client's record has them all. */
const SHOWN = 5;

const linkClass =
  "inline-flex min-h-10 items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * The owner's private notes about the appointment's client (newest first), fetched when the
 * details dialog opens, with a link to the client's record where they are written and edited.
 */
export function AppointmentClientNotes({ appointmentId }: { appointmentId: number }) {
  const zone = usePracticeZone();
  const { load, retry } = useSectionData<Notes>(`/api/admin/appointments/${appointmentId}/client-notes`);
  const data = load.state === "done" ? load.data : null;
  const more = data ? data.notes.length - SHOWN : 0;

  return (
    <section aria-labelledby="client-notes-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h3 id="client-notes-heading" className="font-sans text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          Private Notes
        </h3>
        {data ? (
          <Link href={data.clientHref} className={linkClass}>
            <UserRound className="size-4 shrink-0" aria-hidden="true" />
            Open {data.clientName}&apos;s record
          </Link>
        ) : null}
      </div>
      {load.state === "loading" || load.state === "error" ? (
        <SectionLoadState state={load.state} what="notes" onRetry={retry} />
      ) : data && data.notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes about {data.clientName} yet. Add one on their record.</p>
      ) : data ? (
        <>
          <p className="text-xs text-muted-foreground">Private: only you see these, never the client.</p>
          <ul className="grid gap-2">
            {data.notes.slice(0, SHOWN).map((note) => (
              <li key={note.id} className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 p-3">
                <NotebookPen className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <div className="grid min-w-0 gap-1">
                  <p className="whitespace-pre-line text-sm [overflow-wrap:anywhere]">{note.body}</p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={note.createdAt}>{formatShortDate(note.createdAt, zone)}</time>
                    {note.updatedAt !== note.createdAt ? <> · edited {formatShortDate(note.updatedAt, zone)}</> : null}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <p className="text-sm text-muted-foreground">
              {more} older {more === 1 ? "note" : "notes"} on{" "}
              <Link href={data.clientHref} className="font-medium text-primary underline-offset-4 hover:underline">
                {data.clientName}&apos;s record
              </Link>
              .
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
