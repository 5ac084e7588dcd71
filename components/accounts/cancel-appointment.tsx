"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { CalendarX2 } from "lucide-react";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { useActionForm } from "@/components/ui/action-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { cancelAppointmentAction } from "@/lib/actions/appointments-client";
import { cancelRefundWords, whenWords } from "@/lib/accounts/appointment-display";
import type { UserAppointmentDTO } from "@/lib/accounts/appointment-types";
import { formatPrice } from "@/lib/format";

export const CANCEL_FAILED = "Your appointment could not be cancelled. Please try again, or call or email us.";
export const CANCELLED_TITLE = "Appointment cancelled";
export const CANCEL_REFUSED_TITLE = "Could not cancel";

const cancelForm = z.object({ id: z.string() });

/**
 * Cancel, with a confirmation step that states the refund: a tiny form (the booking's id) that
 * the dialog's confirm button submits. It is sent once: a double click cancels (and refunds)
 * once; the server is idempotent as well. Afterwards the page is read again and the card shows
 * Cancelled and the refund (or, when the server refused, the booking as it now is).
 */
export function CancelAppointmentButton({ appointment: a, timeZone }: { appointment: UserAppointmentDTO; timeZone: string | null }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const [errorAfter, setErrorAfter] = React.useState<number | null>(null);
  const sending = React.useRef(false);
  const when = whenWords(a, timeZone);
  const { state, pending, form } = useActionForm(cancelAppointmentAction, {
    schema: cancelForm,
    failureTitle: CANCEL_REFUSED_TITLE,
    onSuccess: ({ data }) => {
      const refunded = data?.refund ? `${formatPrice(data.refund.amountCents)} is refunded to your card.` : undefined;
      toast({
        title: CANCELLED_TITLE,
        description: [`${a.serviceName} on ${when.date} is cancelled.`, refunded].filter(Boolean).join(" "),
      });
      setOpen(false);
      // The card moves to "Past and cancelled": keep the keyboard user's place on the page.
      document.getElementById("my-appointments-heading")?.focus();
      router.refresh();
    },
  });

  React.useEffect(() => {
    sending.current = false;
    // Cancelled elsewhere, or the cutoff passed meanwhile: show the card as it now is.
    if (state.status === "error") router.refresh();
  }, [state, router]);

  const error = state.status === "error" && errorAfter !== state.at ? state.message || CANCEL_FAILED : null;

  return (
    <form {...form} className="contents">
      <input type="hidden" name="id" value={a.id} />
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-fit"
        aria-label={`Cancel ${a.serviceName} on ${when.date}`}
        onClick={() => {
          if (state.status === "error") setErrorAfter(state.at);
          setOpen(true);
        }}
      >
        <CalendarX2 aria-hidden="true" />
        Cancel
      </Button>
      <ConfirmDialog
        title="Cancel this appointment?"
        keepLabel="Keep Appointment"
        confirmLabel="Cancel Appointment"
        busyLabel="Cancelling..."
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => {
          if (sending.current) return;
          sending.current = true;
          form.ref.current?.requestSubmit();
        }}
        busy={pending}
      >
        <p>
          {a.serviceName} on {when.date} at {when.time}. The time becomes free for other clients and your reminders are cancelled.
        </p>
        <p className="font-medium text-foreground">{cancelRefundWords(a)}</p>
        {error && (
          <p role="alert" className="font-medium text-destructive">
            {error}
          </p>
        )}
      </ConfirmDialog>
    </form>
  );
}
