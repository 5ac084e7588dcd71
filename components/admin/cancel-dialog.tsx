"use client";

import { useId, useState } from "react";

import { useActionForm, useBusy } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeRadio } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { cancelAppointmentAction } from "@/lib/actions/appointments";
import type { AdminAppointment } from "@/lib/admin/types";
import { changeDeadline, cutoffText } from "@/lib/booking/policy";
import { formatPrice } from "@/lib/format";
import { CANCEL_NOTE_MAX, ownerCancelFormSchema, type RefundChoice } from "@/lib/validations/owner-appointments";
import { clientName, paidCents, refundableCents } from "./format";

/**
 * The owner's Cancel: the time becomes free, and she chooses what goes back of a paid booking
 * (all of it, a part, or nothing) and may write the client a note for the email. Mounted per
 * appointment, so it opens with a full refund chosen and nothing typed.
 */
export function CancelAppointmentDialog({
  appointment,
  open,
  onOpenChange,
  onCancelled,
}: {
  appointment: AdminAppointment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server cancelled it (the dialog closes itself). */
  onCancelled: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Cancel this appointment?</DialogTitle>
          <DialogDescription>
            {appointment
              ? `${appointment.serviceName} with ${clientName(appointment)}. The time becomes free for other clients, pending reminders are cancelled and the client is emailed.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {appointment ? (
          <CancelForm
            key={appointment.id}
            appointment={appointment}
            onBusy={setBusy}
            onDone={() => {
              onOpenChange(false);
              onCancelled();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CancelForm({
  appointment: a,
  onBusy,
  onDone,
}: {
  appointment: AdminAppointment;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  const id = useId();
  const { pending, errors, value, form } = useActionForm(cancelAppointmentAction, {
    schema: ownerCancelFormSchema,
    failureTitle: "Update Failed",
    onSuccess: onDone,
  });
  useBusy(pending, onBusy);
  const echoedChoice = value("refund", "full") as RefundChoice;
  const [choice, setChoice] = useState<RefundChoice>(echoedChoice);
  const refundable = refundableCents(a);
  // Inside the client's own cutoff the policy would refund nothing: worth knowing before choosing.
  const [openedAt] = useState(Date.now);
  const late = openedAt > changeDeadline(a.startsAt).getTime();
  const confirmLabel = refundable > 0 && choice !== "none" ? "Cancel and Refund" : "Cancel Appointment";

  return (
    <form {...form} aria-label="Cancel the appointment" className="grid gap-4">
      <input type="hidden" name="id" value={a.id} />
      {refundable > 0 ? (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">
            Refund <span className="font-normal text-muted-foreground">(paid {formatPrice(paidCents(a))})</span>
          </legend>
          {late ? (
            <p className="text-sm text-muted-foreground">
              The session starts within {cutoffText()}: a client cancelling now would get no refund under the policy.
            </p>
          ) : null}
          <div className="grid gap-2">
            {(
              [
                ["full", `Full refund (${formatPrice(refundable)})`],
                ["partial", "Partial refund"],
                ["none", "No refund"],
              ] as const
            ).map(([option, label]) => (
              <div key={option} className="flex items-center gap-2">
                <NativeRadio
                  id={`${id}-${option}`}
                  name="refund"
                  value={option}
                  defaultChecked={echoedChoice === option}
                  onChange={() => setChoice(option)}
                  disabled={pending}
                  className="mt-0"
                />
                <Label htmlFor={`${id}-${option}`} className="font-normal">
                  {label}
                </Label>
              </div>
            ))}
          </div>
          {choice === "partial" ? (
            <Field
              name="refundAmount"
              id={`${id}-amount`}
              label="Amount to refund (USD)"
              hint={`Less than ${formatPrice(refundable)}, e.g. 50 or 62.50.`}
              error={errors.refundAmount}
            >
              {(control) => (
                <Input {...control} defaultValue={value("refundAmount")} inputMode="decimal" autoComplete="off" className="max-w-40" />
              )}
            </Field>
          ) : null}
        </fieldset>
      ) : (
        <>
          <input type="hidden" name="refund" value="none" />
          <p className="text-sm text-muted-foreground">No payment was taken, so nothing is refunded.</p>
        </>
      )}
      <Field
        name="note"
        id={`${id}-note`}
        label="Message to the client (optional)"
        hint="Shown in the cancellation email, e.g. why the session is cancelled."
        error={errors.note}
      >
        {(control) => <Textarea {...control} defaultValue={value("note")} rows={3} maxLength={CANCEL_NOTE_MAX} />}
      </Field>
      <DialogFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={pending}>
            Keep Appointment
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? <Spinner size="sm" label="Cancelling..." className="[&_svg]:text-destructive-foreground" /> : null}
          {pending ? "Cancelling..." : confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
