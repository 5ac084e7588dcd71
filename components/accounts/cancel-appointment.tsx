"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { CalendarX2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast, toastError } from "@/components/ui/toast";
import { ApiError, apiRequest, messageOr } from "@/lib/api/client";
import { cancelRefundWords, whenWords } from "@/lib/accounts/appointment-display";
import type { AppointmentChangeResponse, UserAppointmentDTO } from "@/lib/accounts/appointment-types";
import { appointmentPaths } from "@/lib/booking/links";
import { formatPrice } from "@/lib/format";

export const CANCEL_FAILED = "Your appointment could not be cancelled. Please try again, or call or email us.";
export const CANCELLED_TITLE = "Appointment cancelled";
export const CANCEL_REFUSED_TITLE = "Could not cancel";

/**
 * Cancel, with a confirmation step that states the refund. The request is sent once: the confirm
 * button is disabled while it runs, so a double click cancels (and refunds) once; the server is
 * idempotent as well. Afterwards the page is read again and the card shows Cancelled and the refund.
 */
export function CancelAppointmentButton({ appointment: a, timeZone }: { appointment: UserAppointmentDTO; timeZone: string | null }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const sending = React.useRef(false);
  const when = whenWords(a, timeZone);

  const cancel = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const { appointment } = await apiRequest<AppointmentChangeResponse>(appointmentPaths.cancel(a.id), { body: {} });
      const refunded = appointment.refund ? `${formatPrice(appointment.refund.amountCents)} is refunded to your card.` : undefined;
      toast({
        title: CANCELLED_TITLE,
        description: [`${a.serviceName} on ${when.date} is cancelled.`, refunded].filter(Boolean).join(" "),
      });
      setOpen(false);
      // The card moves to "Past and cancelled": keep the keyboard user's place on the page.
      document.getElementById("my-appointments-heading")?.focus();
      router.refresh();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) {
        // Cancelled elsewhere, or the cutoff passed meanwhile: say so and show the card as it now is.
        setOpen(false);
        toastError({ title: CANCEL_REFUSED_TITLE, description: messageOr(caught, CANCEL_FAILED) });
        router.refresh();
      } else {
        setError(messageOr(caught, CANCEL_FAILED));
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        className="w-full sm:w-fit"
        aria-label={`Cancel ${a.serviceName} on ${when.date}`}
        onClick={() => {
          setError(null);
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
        onConfirm={() => void cancel()}
        busy={busy}
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
    </>
  );
}
