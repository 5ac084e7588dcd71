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
import { returnCredit } from "@/lib/ledger/ledger";
import { closeIntent, refundable, refundInTransaction, REFUND_REASONS } from "@/lib/appointments/refunds";
import { timesFreed } from "@/lib/waitlist/offers";

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

/**
 * What the cancel gives back: the card part and the gift-card part of the payment, and the
 * package's credit. The client's cancel (always within the policy) returns the credit and, as the
 * policy says, all that was paid; the owner's "full" returns everything, "none" nothing (a late
 * cancel: the credit stays used), a part refund goes to the card first, then the rest to the gift
 * card (checked against all that was paid).
 */
export type CancelReturns = { cardCents: number; giftCents: number; credit: boolean };

function cancelReturnsOf(input: CancelBy, payment: LockedAppointment["payment"]): CancelReturns {
  const choice = input.by === "client" ? (siteConfig.booking.cancellation.refund === "full" ? "full" : "none") : (input.refund ?? "full");
  const credit = input.by === "client" || choice === "full";
  if (!refundable(payment) || choice === "none") return { cardCents: 0, giftCents: 0, credit };
  const card = payment.amountCents - payment.refundedCents;
  const gift = payment.giftCardCents;
  if (choice === "full") return { cardCents: card, giftCents: gift, credit };
  const cents = input.by === "owner" ? (input.refundCents ?? 0) : 0;
  if (cents <= 0 || cents >= card + gift) {
    const message = cents <= 0 ? OWNER_CANCEL_MESSAGES.amount : OWNER_CANCEL_MESSAGES.tooMuch(formatPrice(card + gift));
    throw badRequest(message, { refundAmount: message });
  }
  const cardCents = Math.min(cents, card);
  return { cardCents, giftCents: cents - cardCents, credit };
}

export async function cancelAppointment(input: CancelBy & { appointmentId: number; now?: Date }): Promise<void> {
  const { appointmentId: id, now = new Date() } = input;

  const outcome = await withAppointmentLock(id, async (tx) => {
    const a = await lockedAppointment(tx, id);
    if (input.by === "client") {
      assertOwnAppointment(a, input.userId);
      assertClientMayChange(a, now);
    } else if (a.status === "cancelled") throw conflict(CHANGE_MESSAGES.alreadyCancelled);

    const returns = cancelReturnsOf(input, a.payment);
    const refunded = await refundInTransaction(tx, a, REFUND_REASONS[input.by], now, returns);
    if (returns.credit) await returnCredit(tx, id);
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
    () => timesFreed("cancelled"),
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
