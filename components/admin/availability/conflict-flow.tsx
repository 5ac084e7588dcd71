"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { AlertTriangle } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { IDLE, type FormAction, type FormState } from "@/lib/actions/state";
import { ApiError } from "@/lib/api/client";
import type { AdminAppointment } from "@/lib/admin/types";
import type { ConflictOutcome } from "@/lib/availability/types";
import type { FieldErrors } from "@/lib/errors";
import { formatLongDate, formatPrice, formatTimeWithZone } from "@/lib/format";
import { clientName, refundNote } from "../format";
import { usePracticeZone } from "../zone";

// The one conflict flow of every availability change (hours, time off, a holiday): ask the server
// which live bookings the change would leave outside the bookable times (a read, on the JSON
// preview route); with none, save at once; otherwise show them and let the owner keep or cancel
// (with a full refund) each one, then save naming every booking shown. Saving is the change's
// server action, posted the form's fields and the choice. When it answers 409 (a booking appeared
// meanwhile) the list is read again and shown, with why, before anything is saved.
// Before the page has hydrated the form posts natively to the same action (no booking named): the
// change is saved when nothing is in the way, else refused with the server's message, and the
// answer is told once the page has hydrated.

type Choice = "keep" | "cancel";
/** Why a change was not saved: the server's message and field errors (none when the network failed). */
export type ConflictFailure = { message?: string; fieldErrors?: FieldErrors };

export function useConflictFlow<R extends ConflictOutcome>({
  action,
  preview,
  onDone,
  onError,
  title,
  description,
  confirmLabel,
}: {
  /** Saves the change: the form's fields with `acknowledged` and `cancel` (the bookings shown, those to cancel). */
  action: FormAction<R>;
  preview: () => Promise<AdminAppointment[]>;
  onDone: (result: R) => void;
  onError: (failure: ConflictFailure) => void;
  title: string;
  description: string;
  confirmLabel: string;
}) {
  const [conflicts, setConflicts] = useState<AdminAppointment[] | null>(null);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const fields = useRef<FormData | null>(null);
  // The answer to a form posted before hydration (after, every post goes through `start`).
  const [answer, dispatch] = useActionState(action, IDLE as FormState<R>);

  const latest = useRef({ onDone, onError });
  useEffect(() => {
    latest.current = { onDone, onError };
  });
  useEffect(() => {
    if (answer.status === "success") latest.current.onDone(answer.data!);
    if (answer.status === "error") latest.current.onError(answer);
  }, [answer]);

  const show = (list: AdminAppointment[], message: string | null) => {
    // Choices already made stay; a booking shown for the first time starts as "keep".
    setChoices((previous) => Object.fromEntries(list.map((a) => [a.id, previous[a.id] ?? "keep"])));
    setConflicts(list);
    setNotice(message);
  };

  async function save(list: AdminAppointment[], chosen: Record<number, Choice>) {
    const data = new FormData();
    for (const [name, value] of fields.current ?? []) if (name !== "acknowledged" && name !== "cancel") data.append(name, value);
    for (const a of list) {
      data.append("acknowledged", String(a.id));
      if (chosen[a.id] === "cancel") data.append("cancel", String(a.id));
    }
    const state = await action(IDLE, data).catch((): FormState<R> => ({ status: "error", message: "", at: Date.now() }));
    if (state.status === "success") {
      setConflicts(null);
      onDone(state.data!);
    } else if (state.status === "error" && state.httpStatus === 409) show(await preview(), state.message);
    else if (state.status === "error") onError({ message: state.message || undefined, fieldErrors: state.fieldErrors });
  }

  async function guarded(work: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } catch (error) {
      onError(failureOf(error));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  /** Previews the change the form's fields describe, then saves it or shows the bookings in the way. */
  const start = (data: FormData) =>
    guarded(async () => {
      fields.current = data;
      const list = await preview();
      if (list.length) show(list, null);
      else await save([], {});
    });

  const confirm = () => guarded(async () => save(conflicts ?? [], choices));

  /** What was posted for `name` when the page came back with a refusal (before hydration), else the default. */
  const value = (name: string, fallback = "") => {
    const echoed = answer.status === "error" ? answer.values?.[name] : undefined;
    return typeof echoed === "string" ? echoed : fallback;
  };

  const dialog = (
    <ConflictDialog
      open={conflicts !== null}
      onOpenChange={(open) => !open && !busy && setConflicts(null)}
      conflicts={conflicts ?? []}
      choices={choices}
      onChoose={(id, choice) => setChoices((c) => ({ ...c, [id]: choice }))}
      onChooseAll={(choice) => setChoices(Object.fromEntries((conflicts ?? []).map((a) => [a.id, choice])))}
      notice={notice}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={confirm}
    />
  );
  return { start, busy, dialog, action: dispatch, answer, value };
}

/** The preview's refusal (its JSON route's message and field errors); nothing for a network failure. */
const failureOf = (error: unknown): ConflictFailure =>
  error instanceof ApiError ? { message: error.serverMessage, fieldErrors: error.fieldErrors } : {};

/** "1 booking kept, 2 cancelled and refunded." plus the cancellations that failed, for the owner. */
export function outcomeSummary(result: ConflictOutcome): string {
  const parts: string[] = [];
  if (result.kept.length) parts.push(`${result.kept.length} booking${result.kept.length === 1 ? "" : "s"} kept`);
  if (result.cancelled.length) parts.push(`${result.cancelled.length} cancelled (paid ones refunded in full)`);
  return parts.length ? `${parts.join(", ")}.` : "";
}

function ConflictDialog({
  open,
  onOpenChange,
  conflicts,
  choices,
  onChoose,
  onChooseAll,
  notice,
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conflicts: AdminAppointment[];
  choices: Record<number, Choice>;
  onChoose: (id: number, choice: Choice) => void;
  onChooseAll: (choice: Choice) => void;
  notice: string | null;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const zone = usePracticeZone();
  const cancelling = conflicts.filter((a) => choices[a.id] === "cancel").length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onInteractOutside={(event) => busy && event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {notice ? (
          <p role="alert" className="flex gap-2 rounded-lg border border-warning/30 bg-warning/5 p-3 text-sm text-foreground">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            {notice}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">
            {conflicts.length} booking{conflicts.length === 1 ? "" : "s"}:
          </span>
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => onChooseAll("keep")}>
            Keep all
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => onChooseAll("cancel")}>
            Cancel all with refunds
          </Button>
        </div>
        <ul aria-label="Affected bookings" className="grid gap-3">
          {conflicts.map((a) => {
            const refund = refundNote(a);
            const name = clientName(a);
            return (
              <li key={a.id} className="grid gap-3 rounded-lg border border-border p-3">
                <div className="grid gap-0.5 text-sm">
                  <p className="font-medium text-foreground">
                    {formatLongDate(a.startsAt, zone)} at {formatTimeWithZone(a.startsAt, zone)}
                  </p>
                  <p className="[overflow-wrap:anywhere] text-muted-foreground">
                    {a.serviceName} with {name} (
                    {a.status === "pending"
                      ? "pending, not yet paid"
                      : a.payment?.status === "succeeded"
                        ? `paid ${formatPrice(a.payment.amount)}`
                        : a.status}
                    )
                  </p>
                </div>
                <RadioGroup
                  aria-label={`What happens to ${name}'s booking on ${formatLongDate(a.startsAt, zone)}`}
                  value={choices[a.id] ?? "keep"}
                  onValueChange={(value) => onChoose(a.id, value as Choice)}
                  disabled={busy}
                  className="gap-2 sm:grid-cols-2"
                >
                  <div className="flex items-start gap-2">
                    <RadioGroupItem id={`keep-${a.id}`} value="keep" className="mt-0.5" />
                    <Label htmlFor={`keep-${a.id}`} className="font-normal leading-snug">
                      Keep this booking
                    </Label>
                  </div>
                  <div className="flex items-start gap-2">
                    <RadioGroupItem id={`cancel-${a.id}`} value="cancel" className="mt-0.5" />
                    <Label htmlFor={`cancel-${a.id}`} className="font-normal leading-snug">
                      {refund ? `Cancel and refund ${formatPrice(a.payment!.amount - a.payment!.refundedCents)}` : "Cancel this booking"}
                    </Label>
                  </div>
                </RadioGroup>
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-muted-foreground">
          Kept bookings stay as they are; no new bookings can be made in their place. Cancelled ones are cancelled as with Cancel on the
          dashboard: the client is emailed and a paid booking is refunded in full.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              Go back
            </Button>
          </DialogClose>
          <Button type="button" disabled={busy} onClick={onConfirm}>
            {busy ? <Spinner size="sm" label="Saving..." className="[&_svg]:text-primary-foreground" /> : null}
            {busy ? "Saving..." : cancelling ? `${confirmLabel} and cancel ${cancelling}` : `${confirmLabel} and keep all`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
