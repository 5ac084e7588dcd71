import { conflict } from "@/lib/errors";
import { getAppointmentForClient } from "@/lib/accounts/client-data";
import type { UserAppointmentDTO } from "@/lib/accounts/appointment-types";
import { auditAppointmentStatus, auditRefund } from "@/lib/audit/appointments";
import type { AuditActor } from "@/lib/audit/record";
import { CANCEL_REASON } from "@/lib/booking/cancel-reasons";
import { CHANGE_MESSAGES } from "@/lib/booking/policy";
import { cancelRemindersForAppointment } from "@/lib/reminders/schedule";
import { siteConfig } from "@/lib/site-config";
import { afterCommit } from "@/lib/appointments/after-commit";
import { markVideoRoomDue, syncVideoRoom } from "@/lib/video-rooms/rooms";
import { assertClientMayChange, assertOwnAppointment } from "@/lib/appointments/client-change";
import { notifyOwnerOfClientChange, sendCancellationEmail } from "@/lib/appointments/emails";
import { lockedAppointment, withAppointmentLock } from "@/lib/appointments/lock";
import { closeIntent, refundable, refundInTransaction, REFUND_REASONS } from "@/lib/appointments/refunds";

// The one cancel of an appointment, for the owner (Cancel in /admin, and bookings in the way of new
// hours or time off) and for the client (their own booking, from My Appointments).
//
// In one transaction holding the appointment's row lock (so a double click, or a cancel racing the
// client's payment or the other side's cancel, is decided once): the rules of who cancels, the
// refund (asked of the provider inside the transaction: a refusal rolls everything back, 502),
// the status, the reason and the raised calendar sequence (the cancellation's .ics must outrank
// any file the client imported), the owner's audit entries. After the commit: reminders stop, an
// unpaid intent closes (the client cannot pay for a cancelled booking), the emails go out; none of
// those can undo the cancel.

/** Who cancels: the client (only their own booking, within the policy) or the owner (any booking not yet cancelled). */
export type CancelBy = { by: "client"; userId: number } | { by: "owner"; actor: AuditActor };

export async function cancelAppointment(input: CancelBy & { appointmentId: number; now?: Date }): Promise<void> {
  const { appointmentId: id, now = new Date() } = input;

  const outcome = await withAppointmentLock(id, async (tx) => {
    const a = await lockedAppointment(tx, id);
    if (input.by === "client") {
      assertOwnAppointment(a, input.userId);
      assertClientMayChange(a, now);
    } else if (a.status === "cancelled") throw conflict(CHANGE_MESSAGES.alreadyCancelled);

    // The owner refunds every paid booking in full; the client's refund follows the policy (full, or none).
    const refunded = refundable(a.payment) && (input.by === "owner" || siteConfig.booking.cancellation.refund === "full");
    if (refunded) await refundInTransaction(tx, a, REFUND_REASONS[input.by], now);
    const cancelReason = input.by === "client" ? CANCEL_REASON.byClient : CANCEL_REASON.byPractice;
    await tx.appointment.update({
      where: { id },
      data: { status: "cancelled", cancelReason, cancelledAt: now, holdExpiresAt: null, sequence: { increment: 1 } },
    });
    await markVideoRoomDue(tx, id, now);
    if (input.by === "owner") {
      await auditAppointmentStatus(tx, input.actor, a, "cancelled", { cancelReason, at: now });
      if (refunded) await auditRefund(tx, input.actor, a, now);
    }
    return {
      openIntent: a.payment && a.payment.status !== "succeeded" ? a.payment : null,
      // The client is told when they cancelled, had a booking (it was confirmed) or money came back.
      notifyClient: input.by === "client" || refunded || a.confirmedAt !== null,
    };
  });

  const { openIntent, notifyClient } = outcome;
  await afterCommit(id, "cancelled", [
    () => syncVideoRoom(id, { now }),
    () => cancelRemindersForAppointment(id),
    ...(openIntent ? [() => closeIntent(openIntent)] : []),
    ...(notifyClient ? [() => sendCancellationEmail(id, now)] : []),
    ...(input.by === "client" ? [() => notifyOwnerOfClientChange(id, "cancelled")] : []),
  ]);
}

/**
 * POST /api/appointments/{id}/cancel: the client cancels their own confirmed booking before the
 * cutoff (refunded in full when the policy says so) and reads it back as My Appointments shows it.
 * 404 when not theirs, 409 past the cutoff or when not confirmed, 502 when the refund fails.
 */
export async function cancelOwnAppointment(
  user: { id: number },
  id: number,
  { now = new Date() }: { now?: Date } = {},
): Promise<UserAppointmentDTO> {
  await cancelAppointment({ appointmentId: id, by: "client", userId: user.id, now });
  return getAppointmentForClient(user.id, id, now);
}
