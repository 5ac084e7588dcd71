"use client";

import { useState } from "react";
import { Ban } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { voidGiftCardAction } from "@/lib/actions/gift-cards";
import type { FormState } from "@/lib/actions/state";
import { formatPrice } from "@/lib/format";
import { GIFT_CARD_VOID_MESSAGES, PACKAGE_LIMITS, giftCardVoidSchema } from "@/lib/validations/package";

/**
 * Void a gift card: a required note, then a confirmation (what is left on it is taken off and it
 * can no longer pay; its history stays). Before the page hydrates the button posts the form as is.
 */
export function VoidGiftCardForm({ id, cardName, balanceCents }: { id: number; cardName: string; balanceCents: number }) {
  const [open, setOpen] = useState(false);
  const [noteError, setNoteError] = useState<string | undefined>();
  // This form leaves the page in the same update that brings the answer (a void card has no Void):
  // the toast is shown as the answer arrives, not after.
  const { pending, errors, value, form } = useActionForm(
    async (previous: FormState<undefined>, formData: FormData) => {
      const state = await voidGiftCardAction(previous, formData);
      if (state.status === "success") toast({ title: "Gift card voided", description: state.message });
      return state;
    },
    { schema: giftCardVoidSchema, failureTitle: "Gift card not voided", onSuccess: () => setOpen(false) },
  );
  const error = noteError ?? errors.note;
  return (
    <form {...form} aria-label={`Void ${cardName}`} className="grid gap-3">
      <input type="hidden" name="id" value={id} />
      <Field name="note" id="void-note" label="Why void it?" hint="Required. The card's history keeps it." error={error}>
        {(control) => <Textarea {...control} defaultValue={value("note", "")} maxLength={PACKAGE_LIMITS.noteMax} rows={2} required />}
      </Field>
      <Button
        type="submit"
        variant="destructive"
        className="w-full sm:w-fit"
        disabled={pending}
        onClick={(event) => {
          event.preventDefault();
          const note = new FormData(form.ref.current!).get("note");
          const checked = giftCardVoidSchema.safeParse({ note });
          setNoteError(checked.success ? undefined : GIFT_CARD_VOID_MESSAGES.note);
          if (checked.success) setOpen(true);
        }}
      >
        <Ban aria-hidden="true" />
        Void gift card
      </Button>
      <ConfirmDialog
        title={`Void ${cardName}?`}
        keepLabel="Keep it"
        confirmLabel="Void gift card"
        busyLabel="Voiding..."
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => form.ref.current?.requestSubmit()}
        busy={pending}
      >
        <p>
          The {formatPrice(balanceCents)} left on it is taken off and it can no longer pay for bookings or packages. Its history stays. This
          cannot be undone.
        </p>
      </ConfirmDialog>
    </form>
  );
}
