"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { AdminAppointment } from "@/lib/admin/types";
import { formatPrice } from "@/lib/format";
import { clientName } from "./format";

export { ConfirmDialog };

/** What cancelling does to the money: a paid booking is refunded in full. */
export function refundNote(a: Pick<AdminAppointment, "payment" | "paymentComplete">): string | null {
  const p = a.payment;
  if (!p || p.status !== "succeeded" || p.refundStatus === "refunded") return null;
  const refundable = p.amount - p.refundedCents;
  return refundable > 0 ? `The client paid ${formatPrice(p.amount)}. Cancelling refunds ${formatPrice(refundable)} to their card.` : null;
}

/** The confirmation step before cancelling (states the refund of a paid booking). */
export function CancelAppointmentDialog({
  appointment,
  open,
  onOpenChange,
  onConfirm,
  busy,
}: {
  appointment: AdminAppointment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  const refund = appointment ? refundNote(appointment) : null;
  return (
    <ConfirmDialog
      title="Cancel this appointment?"
      keepLabel="Keep Appointment"
      confirmLabel={refund ? "Cancel and Refund" : "Cancel Appointment"}
      busyLabel="Cancelling..."
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      busy={busy}
    >
      {appointment ? (
        <p>
          {appointment.serviceName} with {clientName(appointment)}. The time becomes free for other clients and pending reminders are
          cancelled.
        </p>
      ) : null}
      {refund ? <p className="font-medium text-foreground">{refund}</p> : <p>No payment was taken, so nothing is refunded.</p>}
    </ConfirmDialog>
  );
}
