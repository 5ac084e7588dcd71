"use client";

import { useState, useTransition } from "react";
import { AlertTriangle } from "lucide-react";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { useActionForm } from "@/components/ui/action-form";
import type { ConflictAnswer } from "@/lib/actions/availability";
import type { FormAction } from "@/lib/actions/state";
import type { AdminAppointment } from "@/lib/admin/types";
import type { ConflictOutcome } from "@/lib/availability/types";
import { refundNote } from "../cancel-dialog";
import { clientName, formatLongDate, formatPrice, formatTimeZoned } from "../format";
import { usePracticeZone } from "../zone";

// The one conflict flow of every availability change (hours, time off, a holiday): the form posts
// to its server action, which saves at once when no live booking is in the way, or answers with
// the bookings the change would leave outside the bookable times. They are shown here; the owner
// keeps or cancels (with a full refund) each one, and the form is posted again naming every
// booking shown. When bookings appeared meanwhile the answer is the new list, with why.

type Choice = "keep" | "cancel";

export function useConflictFlow<R extends ConflictOutcome>({
  action,
  schema,
  failureTitle,
  onSaved,
  title,
  description,
  confirmLabel,
}: {
  action: FormAction<ConflictAnswer<R>>;
  /** The browser's first check of the form's fields (the server checks again). */
  schema: z.ZodType;
  failureTitle: string;
  onSaved: (result: R) => void;
  title: string;
  description: string;
  confirmLabel: string;
}) {
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const [confirming, startConfirm] = useTransition();
  const actionForm = useActionForm<ConflictAnswer<R>>(action, {
    schema,
    failureTitle,
    onSuccess: ({ data }) => {
      if (data?.saved) onSaved(data.saved);
    },
  });
  const { state, form } = actionForm;
  const answer = state.status === "success" ? state.data : undefined;
  const at = state.status === "idle" ? 0 : state.at;
  const conflicts = answer?.conflicts && closedAt !== at ? answer.conflicts : null;
  const busy = actionForm.pending || confirming;
  // Choices already made stay; a booking shown for the first time starts as "keep".
  const chosen = (id: number): Choice => choices[id] ?? "keep";

  /** Posts the form again (its fields as they stand) with the bookings shown and those to cancel. */
  function confirm() {
    if (!form.ref.current || !conflicts) return;
    const data = new FormData(form.ref.current);
    data.delete("acknowledged");
    data.delete("cancel");
    for (const a of conflicts) {
      data.append("acknowledged", String(a.id));
      if (chosen(a.id) === "cancel") data.append("cancel", String(a.id));
    }
    // The dialog is outside the form: its choices are added to the form's data by hand.
    startConfirm(() => form.action(data));
  }

  const dialog = (
    <ConflictDialog
      open={conflicts !== null}
      onOpenChange={(open) => !open && !busy && setClosedAt(at)}
      conflicts={conflicts ?? []}
      chosen={chosen}
      onChoose={(id, choice) => setChoices((c) => ({ ...c, [id]: choice }))}
      onChooseAll={(choice) => setChoices((c) => ({ ...c, ...Object.fromEntries((conflicts ?? []).map((a) => [a.id, choice])) }))}
      notice={answer?.conflicts ? answer.notice : null}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={confirm}
    />
  );
  const saved = answer?.saved ?? null;
  /** What was posted, shown again while the owner chooses (the form resets after each answer). */
  const posted = (name: string) => (answer?.conflicts ? answer.values?.[name] : undefined);
  return { ...actionForm, busy, dialog, saved, posted };
}

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
  chosen,
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
  chosen: (id: number) => Choice;
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
  const cancelling = conflicts.filter((a) => chosen(a.id) === "cancel").length;
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
                    {formatLongDate(a.startsAt, zone)} at {formatTimeZoned(a.startsAt, zone)}
                  </p>
                  <p className="break-words text-muted-foreground">
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
                  value={chosen(a.id)}
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
