import { db, type Prisma } from "@/lib/db";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { APPOINTMENT_NOT_FOUND, getAppointmentForClient } from "@/lib/accounts/client-data";
import type { UserAppointmentDTO } from "@/lib/accounts/appointment-types";
import {
  assertBookableDate,
  assertSlotMatches,
  claimTime,
  isStillOffered,
  lockPractitionerDay,
  releaseExpiredHoldsIn,
} from "@/lib/booking/appointments";
import { CHANGE_MESSAGES } from "@/lib/booking/policy";
import { liveAppointmentWhere, type MovingAppointment } from "@/lib/booking/slots";
import { ensureAppointmentDocuments } from "@/lib/documents";
import { syncRemindersForAppointment } from "@/lib/reminders/schedule";
import { BOOKING_MESSAGES, type RescheduleRequest } from "@/lib/validations/booking";
import type { OwnerTimeRequest } from "@/lib/validations/owner-appointments";
import { assertOwnerTimeOffered, OWNER_TIME_MESSAGES, ownerTime } from "@/lib/appointments/owner-time";
import { auditReschedule } from "@/lib/audit/appointments";
import type { AuditActor } from "@/lib/audit/record";
import { markVideoRoomDue, syncVideoRoom } from "@/lib/video-rooms/rooms";
import { afterCommit } from "@/lib/appointments/after-commit";
import { assertClientMayChange, ownAppointment } from "@/lib/appointments/client-change";
import { notifyOwnerOfClientChange, sendRescheduledEmail } from "@/lib/appointments/emails";
import { lockedAppointment, withAppointmentLock } from "@/lib/appointments/lock";
import { enforceRateLimit, rateLimits, RESCHEDULE_LIMIT_MESSAGES } from "@/lib/rate-limit";
import { timesFreed } from "@/lib/waitlist/offers";

// A client moves their own booking, within the policy (lib/appointments/client-change.ts; the
// cancel is lib/appointments/cancel.ts). The move runs in one transaction holding the
// appointment's row lock (lib/appointments/lock.ts, the lock every change of an appointment
// takes), where the policy is checked again, so a double click or a move racing the owner's cancel
// is decided once.
//
// A reschedule updates the row in place under the advisory lock of the new time's practitioner
// and day (the lock every new hold takes): the exclusion constraint "Appointment_no_overlap"
// decides whether the new time is free. Either the row moves, or the transaction rolls back and
// the booking keeps its old time: never both times held, never neither.

const MINUTE = 60_000;

/**
 * What the reschedule picker reads for a booking: its service (whose duration must fit) and the
 * booking being moved, whose own time is not busy (lib/booking/slots.ts). 404 when it is not the
 * client's own (the owner reads any).
 */
export async function rescheduleChoices(
  user: { id: number; isAdmin: boolean },
  id: number,
): Promise<{ serviceId: number; moving: MovingAppointment }> {
  const a = await db.appointment.findFirst({
    where: { id, ...(user.isAdmin ? {} : { userId: user.id }) },
    select: { id: true, serviceId: true, startsAt: true },
  });
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

  await moveAppointment(id, { startsAt, endsAt, timeSlotId: slot.id, practitionerId: slot.practitionerId, slotDate }, now, async (tx) => {
    const a = await ownAppointment(tx, user.id, id);
    assertClientMayChange(a, now);
    if (sameTime(a)) throw badRequest(CHANGE_MESSAGES.sameTime);
    if (!(await isStillOffered(tx, slot, slotDate, a.service.duration))) throw conflict(BOOKING_MESSAGES.unavailable);
    // Counted in this transaction: only a move that happens uses the allowance (a refused one rolls back).
    await enforceRateLimit(rateLimits.reschedulePerAppointment, String(id), {
      client: tx,
      message: RESCHEDULE_LIMIT_MESSAGES.appointment,
    });
    await enforceRateLimit(rateLimits.reschedulePerAccount, String(user.id), { client: tx, message: RESCHEDULE_LIMIT_MESSAGES.account });
    return { by: "client" };
  });
  return getAppointmentForClient(user.id, id, now);
}

/** Where a booking moves to: the new instants, the slot it takes (none for an override) and the practice-local day. */
type MoveTarget = { startsAt: Date; endsAt: Date; timeSlotId: number | null; practitionerId: number; slotDate: string };

/**
 * The one move of a booking, for the client and the owner: under the appointment's lock and the
 * new day's practitioner lock, `check` applies the mover's rules, then the row moves in place
 * (the exclusion constraint decides whether the time is free: 409 otherwise), its video room and
 * reminders follow, and afterwards the client is emailed the new time (the owner is told when
 * the client moved it). Retries a serialisation failure twice.
 */
async function moveAppointment(
  id: number,
  target: MoveTarget,
  now: Date,
  check: (tx: Prisma.TransactionClient) => Promise<{ by: "client" | "practice" }>,
  takenMessage: string = CHANGE_MESSAGES.timeTaken,
): Promise<void> {
  let by: "client" | "practice" = "client";
  const move = () =>
    withAppointmentLock(id, async (tx) => {
      await lockPractitionerDay(tx, target.practitionerId, target.slotDate);
      ({ by } = await check(tx));
      const before = await tx.appointment.findUniqueOrThrow({ where: { id }, select: { startsAt: true } });
      await releaseExpiredHoldsIn(tx, target, now);
      await tx.appointment.update({
        where: { id },
        data: {
          startsAt: target.startsAt,
          endsAt: target.endsAt,
          timeSlotId: target.timeSlotId,
          practitionerId: target.practitionerId,
          rescheduledFrom: before.startsAt,
          rescheduledAt: now,
          rescheduledBy: by,
          // The calendar update outranks every file the client imported before.
          sequence: { increment: 1 },
        },
      });
      // Its video room follows it (moved at the provider after the commit).
      await markVideoRoomDue(tx, id, now);
      // Reminders already sent were about the old time: the new time gets its own (planned
      // again below; their email keys name the time, so they are new emails).
      await tx.reminder.updateMany({
        where: { appointmentId: id, status: { in: ["sent", "failed"] } },
        data: { status: "cancelled", sentAt: null },
      });
    });

  await claimTime(move, takenMessage);

  await afterCommit(id, "rescheduled", [
    () => syncVideoRoom(id, { now }),
    () => syncRemindersForAppointment(id, now),
    // The stored .ics, receipt and consent PDF name the session's time: written again.
    () => ensureAppointmentDocuments(id, { regenerate: true }),
    () => sendRescheduledEmail(id),
    ...(by === "client" ? [() => notifyOwnerOfClientChange(id, "rescheduled")] : []),
    // The old time is free now.
    () => timesFreed("rescheduled"),
  ]);
}

export const OWNER_RESCHEDULE_MESSAGES = {
  notConfirmed: "Only a confirmed booking can be moved.",
  sameTime: "The session is already at this time. Choose a different time.",
} as const;

/**
 * The owner moves a client's confirmed booking, for instance while they are on the phone. By the
 * wizard's rules (a time the picker offers), or with `override` at any future time she confirms
 * (lib/appointments/owner-time.ts). Audited; the client is emailed as when they move it themselves.
 */
export async function rescheduleAsOwner(
  id: number,
  input: OwnerTimeRequest,
  { now = new Date(), actor }: { now?: Date; actor: AuditActor },
): Promise<void> {
  const current = await db.appointment.findUnique({ where: { id }, include: { service: true } });
  if (!current) throw notFound("Appointment not found.");
  const duration = current.service.duration;
  const time = await ownerTime(input, { duration, practitionerId: current.practitionerId }, now);

  await moveAppointment(
    id,
    time,
    now,
    async (tx) => {
      const a = await lockedAppointment(tx, id);
      if (a.status !== "confirmed") throw conflict(OWNER_RESCHEDULE_MESSAGES.notConfirmed);
      if (a.startsAt.getTime() === time.startsAt.getTime() && a.practitionerId === time.practitionerId)
        throw badRequest(OWNER_RESCHEDULE_MESSAGES.sameTime);
      await assertOwnerTimeOffered(tx, time, duration);
      await auditReschedule(tx, actor, a, time.startsAt, { override: input.override, at: now });
      return { by: "practice" };
    },
    OWNER_TIME_MESSAGES.taken,
  );
}
