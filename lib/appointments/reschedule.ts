import { db, type Prisma } from "@/lib/db";
import { isRetryableTransactionError, violatedConstraint } from "@/lib/db/errors";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { APPOINTMENT_NOT_FOUND, getAppointmentForClient } from "@/lib/accounts/client-data";
import type { UserAppointmentDTO } from "@/lib/accounts/appointment-types";
import {
  assertBookableDate,
  assertSlotMatches,
  expiredHoldWhere,
  HOLD_EXPIRED,
  isStillOffered,
  lockPractitionerDay,
} from "@/lib/booking/appointments";
import { sendRescheduledEmail } from "@/lib/booking/change-emails";
import { CANCELLED_BY_CLIENT, CHANGE_MESSAGES, clientChangeState, type ChangeBlockedReason } from "@/lib/booking/policy";
import { liveAppointmentWhere, type MovingAppointment } from "@/lib/booking/slots";
import { sendCancellationEmail } from "@/lib/admin/notifications";
import { ensureAppointmentDocuments } from "@/lib/documents";
import { log } from "@/lib/ops/log";
import { withAppointmentLock } from "@/lib/appointments/lock";
import { notifyOwnerOfClientChange } from "@/lib/appointments/emails";
import { lockedAppointment, refundable, refundInTransaction } from "@/lib/appointments/refunds";
import { cancelRemindersForAppointment, syncRemindersForAppointment } from "@/lib/reminders/schedule";
import { siteConfig } from "@/lib/site-config";
import { BOOKING_MESSAGES, type RescheduleRequest } from "@/lib/validations/booking";

// A client reschedules or cancels their own booking, within the policy (lib/booking/policy.ts).
//
// Only the booking's own client: anyone else's id answers 404, as an unknown one (ids cannot be
// probed; the owner uses the admin's routes). Each change runs in one transaction holding the
// appointment's row lock (lib/payments/lock.ts, the lock the payment steps and the owner's
// actions take), where the policy is checked again, so a double click or a change racing the
// owner's cancel is decided once.
//
// A reschedule updates the row in place under the advisory lock of the new time's practitioner
// and day (the lock every new hold takes): the exclusion constraint "Appointment_no_overlap"
// decides whether the new time is free. Either the row moves, or the transaction rolls back and
// the booking keeps its old time: never both times held, never neither.

export const REFUND_REASON_CLIENT = "The client cancelled the appointment.";

const MINUTE = 60_000;

const blocked: Record<ChangeBlockedReason, () => string> = {
  cutoff_passed: () => CHANGE_MESSAGES.cutoffPassed(),
  not_confirmed: () => CHANGE_MESSAGES.notConfirmed,
  past: () => CHANGE_MESSAGES.past,
};

/** 409 with the reason when the policy does not let the client change this booking now. */
function assertClientMayChange(a: { status: "pending" | "confirmed" | "completed" | "cancelled"; startsAt: Date }, now: Date) {
  if (a.status === "cancelled") throw conflict(CHANGE_MESSAGES.alreadyCancelled);
  const state = clientChangeState(a, now);
  if (state.reason) throw conflict(blocked[state.reason]());
}

/** The client's own appointment, else 404 (unknown and someone else's answer alike). */
async function ownAppointment(client: Prisma.TransactionClient | typeof db, userId: number, id: number) {
  const a = await client.appointment.findFirst({ where: { id, userId }, include: { service: true } });
  if (!a) throw notFound(APPOINTMENT_NOT_FOUND);
  return a;
}

/**
 * What the reschedule picker reads for the client's own booking: its service (whose duration must
 * fit) and the booking being moved, whose own time is not busy (lib/booking/slots.ts). 404 when
 * it is not theirs.
 */
export async function rescheduleChoices(userId: number, id: number): Promise<{ serviceId: number; moving: MovingAppointment }> {
  const a = await db.appointment.findFirst({ where: { id, userId }, select: { id: true, serviceId: true, startsAt: true } });
  if (!a) throw notFound(APPOINTMENT_NOT_FOUND);
  return { serviceId: a.serviceId, moving: { appointmentId: a.id, startsAt: a.startsAt } };
}

/**
 * Moves the client's confirmed booking to another time, by the wizard's rules (lead time, the
 * bookable window, a real slot of that date and time, working hours, blocked dates, the
 * service's duration), with no new payment. Throws 404 (not theirs), 409 (policy, time taken or
 * not offered), 400 (lead time, slot mismatch, the same time). Afterwards the reminders move,
 * the calendar file and documents are regenerated and the client and the owner are emailed;
 * none of those can undo the move.
 */
export async function rescheduleAppointment(
  user: { id: number },
  id: number,
  input: RescheduleRequest,
  { now = new Date() }: { now?: Date } = {},
): Promise<UserAppointmentDTO> {
  // Friendly answers first, without locks; all of it is checked again under the locks.
  const current = await ownAppointment(db, user.id, id);
  assertClientMayChange(current, now);
  assertBookableDate(input.date, now);
  const { slot, slotDate } = assertSlotMatches(await db.timeSlot.findUnique({ where: { id: input.timeSlotId } }), input, now);
  const startsAt = slot.startsAt;
  const endsAt = new Date(startsAt.getTime() + current.service.duration * MINUTE);
  const sameTime = (a: { startsAt: Date; practitionerId: number }) =>
    a.startsAt.getTime() === startsAt.getTime() && a.practitionerId === slot.practitionerId;
  if (sameTime(current)) throw badRequest(CHANGE_MESSAGES.sameTime);

  const [offered, taken] = await Promise.all([
    isStillOffered(db, slot, slotDate, current.service.duration),
    db.appointment.findFirst({
      where: {
        AND: [liveAppointmentWhere(now)],
        id: { not: id },
        practitionerId: slot.practitionerId,
        startsAt: { lt: endsAt },
        endsAt: { gt: startsAt },
      },
      select: { id: true },
    }),
  ]);
  if (!offered) throw conflict(BOOKING_MESSAGES.unavailable);
  if (taken) throw conflict(CHANGE_MESSAGES.timeTaken);

  const move = () =>
    withAppointmentLock(id, async (tx) => {
      await lockPractitionerDay(tx, slot.practitionerId, slotDate);
      const a = await ownAppointment(tx, user.id, id);
      assertClientMayChange(a, now);
      if (sameTime(a)) throw badRequest(CHANGE_MESSAGES.sameTime);
      if (!(await isStillOffered(tx, slot, slotDate, a.service.duration))) throw conflict(BOOKING_MESSAGES.unavailable);
      // Holds that ran out still occupy their time in the constraint: release those in the way.
      await tx.appointment.updateMany({
        where: { ...expiredHoldWhere(now), practitionerId: slot.practitionerId, startsAt: { lt: endsAt }, endsAt: { gt: startsAt } },
        data: { status: "cancelled", cancelReason: HOLD_EXPIRED },
      });
      await tx.appointment.update({
        where: { id },
        data: {
          startsAt,
          endsAt,
          timeSlotId: slot.id,
          practitionerId: slot.practitionerId,
          rescheduledFrom: a.startsAt,
          rescheduledAt: now,
          // The calendar update outranks every file the client imported before.
          sequence: { increment: 1 },
        },
      });
      // Reminders already sent were about the old time: the new time gets its own (planned
      // again below; their email keys name the time, so they are new emails).
      await tx.reminder.updateMany({
        where: { appointmentId: id, status: { in: ["sent", "failed"] } },
        data: { status: "cancelled", sentAt: null },
      });
    });

  for (let attempt = 1; ; attempt++) {
    try {
      await move();
      break;
    } catch (error) {
      if (violatedConstraint(error) === "Appointment_no_overlap") throw conflict(CHANGE_MESSAGES.timeTaken);
      if (attempt < 3 && isRetryableTransactionError(error)) continue;
      throw error;
    }
  }

  await afterChange(id, "rescheduled", [
    () => syncRemindersForAppointment(id, now),
    // The stored .ics, receipt and consent PDF name the session's time: written again.
    () => ensureAppointmentDocuments(id, { regenerate: true }),
    () => sendRescheduledEmail(id),
    () => notifyOwnerOfClientChange(id, "rescheduled"),
  ]);
  return getAppointmentForClient(user.id, id, now);
}

/**
 * Cancels the client's confirmed booking before the cutoff: the payment is refunded in full
 * through the provider inside the locked transaction (a refusal leaves everything unchanged,
 * 502), the time is free at once, reminders stop, the client and the owner are emailed. A
 * second request (a double click) waits for the first and answers 409: the provider is asked once.
 */
export async function cancelOwnAppointment(
  user: { id: number },
  id: number,
  { now = new Date() }: { now?: Date } = {},
): Promise<UserAppointmentDTO> {
  await withAppointmentLock(id, async (tx) => {
    const a = await lockedAppointment(tx, id, APPOINTMENT_NOT_FOUND);
    if (a.userId !== user.id) throw notFound(APPOINTMENT_NOT_FOUND);
    assertClientMayChange(a, now);
    if (siteConfig.booking.cancellation.refund === "full" && refundable(a.payment))
      await refundInTransaction(tx, a, REFUND_REASON_CLIENT, now);
    await tx.appointment.update({
      where: { id },
      data: { status: "cancelled", cancelReason: CANCELLED_BY_CLIENT, cancelledAt: now, holdExpiresAt: null, sequence: { increment: 1 } },
    });
  });

  await afterChange(id, "cancelled", [
    () => cancelRemindersForAppointment(id),
    () => sendCancellationEmail(id, now),
    () => notifyOwnerOfClientChange(id, "cancelled"),
  ]);
  return getAppointmentForClient(user.id, id, now);
}

/** The follow-ups of a committed change, each on its own: a failure is logged and never undoes the change. */
async function afterChange(id: number, change: "rescheduled" | "cancelled", steps: (() => Promise<unknown>)[]) {
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      log("error", "follow-up of a client's change failed", { appointmentId: id, change, error });
    }
  }
}
