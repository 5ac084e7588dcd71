import { badRequest, conflict } from "@/lib/errors";
import { formatPrice } from "@/lib/format";
import { OWNER_CANCEL_MESSAGES, type RefundChoice } from "@/lib/validations/owner-appointments";
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
import { lockedAppointment, withAppointmentLock, type LockedAppointment } from "@/lib/appointments/lock";
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

/**
 * Who cancels: the client (only their own booking, within the policy) or the owner (any booking
 * not yet cancelled, refunding all that was paid, a part of it or nothing, with an optional note
 * the client reads in the email).
 */
export type CancelBy =
  | { by: "client"; userId: number }
  | { by: "owner"; actor: AuditActor; refund?: RefundChoice; refundCents?: number | null; note?: string | null };

/** The cents the cancel returns: the client's by the policy, the owner's by her choice (checked against what was paid). */
function refundCentsOf(input: CancelBy, payment: LockedAppointment["payment"]): number {
  if (!refundable(payment)) return 0;
  const paid = payment.amountCents - payment.refundedCents;
  if (input.by === "client") return siteConfig.booking.cancellation.refund === "full" ? paid : 0;
  const choice = input.refund ?? "full";
  if (choice === "none") return 0;
  if (choice === "full") return paid;
  const cents = input.refundCents ?? 0;
  if (cents <= 0 || cents >= paid) {
    const message = cents <= 0 ? OWNER_CANCEL_MESSAGES.amount : OWNER_CANCEL_MESSAGES.tooMuch(formatPrice(paid));
    throw badRequest(message, { refundAmount: message });
  }
  return cents;
}

export async function cancelAppointment(input: CancelBy & { appointmentId: number; now?: Date }): Promise<void> {
  const { appointmentId: id, now = new Date() } = input;

  const outcome = await withAppointmentLock(id, async (tx) => {
    const a = await lockedAppointment(tx, id);
    if (input.by === "client") {
      assertOwnAppointment(a, input.userId);
      assertClientMayChange(a, now);
    } else if (a.status === "cancelled") throw conflict(CHANGE_MESSAGES.alreadyCancelled);

    const refundCents = refundCentsOf(input, a.payment);
    const refunded = refundCents > 0;
    if (refunded) await refundInTransaction(tx, a, REFUND_REASONS[input.by], now, refundCents);
    const cancelReason = input.by === "client" ? CANCEL_REASON.byClient : CANCEL_REASON.byPractice;
    const cancelNote = input.by === "owner" ? (input.note ?? null) : null;
    await tx.appointment.update({
      where: { id },
      data: { status: "cancelled", cancelReason, cancelNote, cancelledAt: now, holdExpiresAt: null, sequence: { increment: 1 } },
    });
    await markVideoRoomDue(tx, id, now);
    if (input.by === "owner") {
      await auditAppointmentStatus(tx, input.actor, a, "cancelled", { cancelReason, cancelNote, at: now });
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
