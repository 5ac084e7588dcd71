import { db, type Prisma, type PrismaClient } from "@/lib/db";
import { lockForTransactionByName } from "@/lib/db/locks";
import { isRetryableTransactionError, violatedConstraint } from "@/lib/db/errors";
import { badRequest, conflict, forbidden, notFound } from "@/lib/errors";
import { CANCEL_REASON } from "./cancel-reasons";
import { BOOKING_MESSAGES } from "@/lib/validations/booking";
import { dateKeyOf, earliestBookableDate, latestBookableDate, LEAD_TIME_MESSAGE } from "./dates";
import { fitsWorkingHours } from "./slots";

// The rules and locks every claim on a time shares (a new hold, lib/appointments/hold.ts; a
// reschedule, lib/appointments/reschedule.ts; the owner's changes to hours and time off): the
// practitioner-day lock, whether a slot is still offered, the wizard's date and slot checks.

// Under a burst every request queues for a pooled connection and losers wait on the winner's
// commit: allow for that rather than failing after Prisma's default 2 s.
export const TRANSACTION_WAIT = { maxWait: 15_000, timeout: 15_000 };

// The lock of a practitioner's local day: one hold insert at a time per practitioner and day
// (sessions end by closing time, so two days never overlap).
const dayLockName = (practitionerId: number, date: string) => `${practitionerId}@${date}`;

/**
 * Takes the lock the hold inserts of these practitioner-days take: whoever holds it sees every
 * hold on those days that has committed, and none is inserted until it commits. The owner's
 * availability changes take it before reading bookings.
 */
export async function lockPractitionerDays(tx: Prisma.TransactionClient, practitionerId: number, dates: string[]): Promise<void> {
  await lockForTransactionByName(
    tx,
    "practitionerDay",
    dates.map((date) => dayLockName(practitionerId, date)),
  );
}

/**
 * Serialises the writes that claim time on one practitioner's local day (new holds, reschedules):
 * concurrent writes checked by the exclusion constraint otherwise deadlock under a burst. Held
 * until the transaction ends.
 */
export const lockPractitionerDay = (client: PrismaClient | Prisma.TransactionClient, practitionerId: number, date: string) =>
  lockForTransactionByName(client, "practitionerDay", [dayLockName(practitionerId, date)]);

/**
 * Whether the practitioner still offers this slot for `duration` minutes: the slot exists, its day
 * is not time off, the session fits the working hours and no busy time from her calendars overlaps it. Asked before the locks for a quick
 * answer, and again under the day's lock (lockPractitionerDay), which the owner's changes to hours
 * and time off also take: one that committed in between is seen there.
 */
export async function isStillOffered(
  client: PrismaClient | Prisma.TransactionClient,
  slot: { id: number; practitionerId: number; date: Date; startsAt: Date },
  slotDate: string,
  duration: number,
): Promise<boolean> {
  const endsAt = new Date(slot.startsAt.getTime() + duration * 60_000);
  const [slots, hours, blocked, calendarBusy] = await Promise.all([
    client.timeSlot.count({ where: { id: slot.id } }),
    client.workingHours.findMany({ where: { practitionerId: slot.practitionerId } }),
    client.blockedDate.count({ where: { practitionerId: slot.practitionerId, date: slot.date } }),
    client.calendarBusyTime.count({
      where: { practitionerId: slot.practitionerId, startsAt: { lt: endsAt }, endsAt: { gt: slot.startsAt } },
    }),
  ]);
  return (
    slots === 1 && blocked === 0 && calendarBusy === 0 && fitsWorkingHours({ date: slotDate, startsAt: slot.startsAt }, duration, hours)
  );
}

/** The wizard's date rules: 400 before the lead time, 409 after the last bookable date. */
export function assertBookableDate(date: string, now: Date): void {
  if (date < earliestBookableDate(now)) throw badRequest(LEAD_TIME_MESSAGE, { date: LEAD_TIME_MESSAGE });
  if (date > latestBookableDate(now)) throw conflict(BOOKING_MESSAGES.unavailable);
}

/**
 * The chosen slot exists (else 409) and is the date and time the client picked (else 400); returns
 * it with its local date. Also guards the lead time against a slot whose date differs from the claim.
 */
export function assertSlotMatches<S extends { date: Date; startTime: string; practitionerId: number }>(
  slot: S | null,
  input: { date: string; time: string; practitionerId?: number | null },
  now: Date,
): { slot: S; slotDate: string } {
  if (!slot) throw conflict(BOOKING_MESSAGES.unavailable);
  const slotDate = dateKeyOf(slot.date);
  if (
    slotDate !== input.date ||
    slot.startTime !== input.time ||
    (input.practitionerId != null && input.practitionerId !== slot.practitionerId)
  ) {
    throw badRequest("The selected time does not match the chosen date. Please choose the time again.");
  }
  if (slotDate < earliestBookableDate(now)) throw badRequest(LEAD_TIME_MESSAGE, { date: LEAD_TIME_MESSAGE });
  return { slot, slotDate };
}

/**
 * A pending appointment whose hold ran out and whose payment has not succeeded. One paid but not
 * yet confirmed (the client closed the tab before completion) is confirmed by the reconciliation
 * sweep, never released.
 */
export const expiredHoldWhere = (now: Date) =>
  ({
    status: "pending",
    holdExpiresAt: { lte: now },
    OR: [{ payment: { is: null } }, { payment: { status: { not: "succeeded" } } }],
  }) satisfies Prisma.AppointmentWhereInput;

/** Holds that ran out still occupy their time in the exclusion constraint: releases those in the way of a new claim. */
export function releaseExpiredHoldsIn(
  tx: Prisma.TransactionClient,
  claim: { practitionerId: number; startsAt: Date; endsAt: Date },
  now: Date,
) {
  return tx.appointment.updateMany({
    where: {
      ...expiredHoldWhere(now),
      practitionerId: claim.practitionerId,
      startsAt: { lt: claim.endsAt },
      endsAt: { gt: claim.startsAt },
    },
    data: { status: "cancelled", cancelReason: CANCEL_REASON.holdExpired },
  });
}

/**
 * Runs a transaction that claims time (a hold, a move, the owner's booking): the exclusion
 * constraint's refusal answers 409 with `takenMessage`, and a deadlock between concurrent releases
 * of the same expired holds runs it again (twice at most).
 */
export async function claimTime<T>(transaction: () => Promise<T>, takenMessage: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (violatedConstraint(error) === "Appointment_no_overlap") throw conflict(takenMessage);
      if (attempt < 3 && isRetryableTransactionError(error)) continue;
      throw error;
    }
  }
}

/** An appointment with its service and payment: 404 when unknown, 403 when not the user's (admins may read any). */
export async function getAppointmentForUser(id: number, user: { id: number; isAdmin: boolean }) {
  const appointment = await db.appointment.findUnique({ where: { id }, include: { service: true, payment: true } });
  if (!appointment) throw notFound("Appointment not found.");
  if (appointment.userId !== user.id && !user.isAdmin) throw forbidden("This appointment belongs to another account.");
  return appointment;
}
