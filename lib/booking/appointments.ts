import { db, type Prisma, type PrismaClient } from "@/lib/db";
import { isRetryableTransactionError, violatedConstraint } from "@/lib/db/errors";
import { badRequest, conflict, forbidden, notFound } from "@/lib/errors";
import { siteConfig } from "@/lib/site-config";
import { assertBookable } from "@/lib/practice/settings";
import { CONSENT_INVALID_MESSAGE, coveringConsentWhere } from "@/lib/consent/forms";
import { BOOKING_MESSAGES, type AppointmentRequest, type ClientInfo } from "@/lib/validations/booking";
import { dateKeyOf, earliestBookableDate, latestBookableDate, LEAD_TIME_MESSAGE } from "./dates";
import { fitsWorkingHours, liveAppointmentWhere, type AvailableSlot } from "./slots";

// Appointments from the client's side: a pending hold on a time, released after 30 minutes.
// PostgreSQL's exclusion constraint "Appointment_no_overlap" is what makes double booking
// impossible; everything before the insert only produces friendlier answers.

const MINUTE = 60_000;
export const HOLD_EXPIRED = "hold_expired";
export const HOLD_REPLACED = "replaced_by_new_hold";

export type PendingAppointment = {
  id: number;
  status: "pending";
  holdExpiresAt: string;
  startsAt: string;
  endsAt: string;
  isVirtual: boolean;
  priceCents: number;
};

type Options = { now?: Date; client?: PrismaClient };

// Under a burst every request queues for a pooled connection and losers wait on the winner's
// commit: allow for that rather than failing after Prisma's default 2 s.
export const TRANSACTION_WAIT = { maxWait: 15_000, timeout: 15_000 };

// Namespace for pg_advisory_xact_lock(ns, hash of practitioner and local date): one hold insert at a
// time per practitioner and day (sessions end by closing time, so two days never overlap).
const PRACTITIONER_HOLDS_LOCK = 7_302;
const holdsLockKey = (practitionerId: number, date: string) => `${practitionerId}@${date}`;

/**
 * Takes the lock the hold inserts of these practitioner-days take, in date order (so two takers
 * never deadlock): whoever holds it sees every hold on those days that has committed, and none is
 * inserted until it commits. The owner's availability changes take it before reading bookings.
 */
export async function lockPractitionerDays(tx: Prisma.TransactionClient, practitionerId: number, dates: string[]): Promise<void> {
  const keys = [...dates].sort().map((date) => holdsLockKey(practitionerId, date));
  await tx.$queryRaw`SELECT count(pg_advisory_xact_lock(${PRACTITIONER_HOLDS_LOCK}::int, hashtext(k)))::int FROM (SELECT k FROM unnest(${keys}::text[]) AS k ORDER BY k) AS days`;
}

/**
 * Serialises the writes that claim time on one practitioner's local day (new holds, reschedules):
 * concurrent writes checked by the exclusion constraint otherwise deadlock under a burst. Held
 * until the transaction ends.
 */
export const lockPractitionerDay = (client: PrismaClient | Prisma.TransactionClient, practitionerId: number, date: string) =>
  client.$queryRaw`SELECT pg_advisory_xact_lock(${PRACTITIONER_HOLDS_LOCK}::int, hashtext(${holdsLockKey(practitionerId, date)}))::text`;

/**
 * Whether the practitioner still offers this slot for `duration` minutes: the slot exists, its day
 * is not time off and the session fits the working hours. Asked before the locks for a quick
 * answer, and again under the day's lock (lockPractitionerDay), which the owner's changes to hours
 * and time off also take: one that committed in between is seen there.
 */
export async function isStillOffered(
  client: PrismaClient | Prisma.TransactionClient,
  slot: { id: number; practitionerId: number; date: Date; startsAt: Date },
  slotDate: string,
  duration: number,
): Promise<boolean> {
  const [slots, hours, blocked] = await Promise.all([
    client.timeSlot.count({ where: { id: slot.id } }),
    client.workingHours.findMany({ where: { practitionerId: slot.practitionerId } }),
    client.blockedDate.count({ where: { practitionerId: slot.practitionerId, date: slot.date } }),
  ]);
  return slots === 1 && blocked === 0 && fitsWorkingHours({ date: slotDate, startsAt: slot.startsAt }, duration, hours);
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
 * Creates a pending appointment holding the slot for `holdMinutes`. The server derives status,
 * price, virtual/in-person, the practitioner and the end time; the client's copies are ignored.
 * A user holds at most one pending appointment: a new hold releases the previous one, and
 * reserving the time and service the user already holds renews that hold (same appointment).
 * A consent form must cover the booking (see coveringConsentWhere), else 400.
 * Throws 400 (bad date, lead time), 404 (service), 409 (time taken or not offered, or an in-person
 * service while in-person sessions are closed).
 */
export async function createPendingAppointment(
  user: { id: number },
  input: AppointmentRequest,
  { now = new Date(), client = db }: Options = {},
): Promise<PendingAppointment> {
  assertBookableDate(input.date, now);

  const [service, requested] = await Promise.all([
    client.service.findFirst({ where: { id: input.serviceId, active: true } }),
    client.timeSlot.findUnique({ where: { id: input.timeSlotId } }),
  ]);
  if (!service) throw notFound("This service is no longer offered. Please choose another service.");
  await assertBookable(service, client);
  const { slot, slotDate } = assertSlotMatches(requested, input, now);

  const startsAt = slot.startsAt;
  const endsAt = new Date(startsAt.getTime() + service.duration * MINUTE);

  const [offered, consent, taken, ownHold] = await Promise.all([
    isStillOffered(client, slot, slotDate, service.duration),
    // Signed by this user, for this service, under the current text, within 12 months (sign once).
    client.consentForm.findFirst({
      where: { id: input.consentFormId, ...coveringConsentWhere(user.id, service.id, now) },
      select: { id: true },
    }),
    // Without waiting for a lock: under a burst for one time the losers answer at once. The user's
    // own pending hold does not count: the new hold replaces it.
    client.appointment.findFirst({
      where: {
        AND: [liveAppointmentWhere(now), { OR: [{ userId: null }, { userId: { not: user.id } }, { status: "confirmed" }] }],
        practitionerId: slot.practitionerId,
        startsAt: { lt: endsAt },
        endsAt: { gt: startsAt },
      },
      select: { id: true },
    }),
    // The user's own live hold on this very time and service (a reload, a new tab, Back and
    // Continue): it is renewed in place rather than replaced by a second appointment.
    client.appointment.findFirst({
      where: { ...ownLiveHoldWhere(user.id, now), serviceId: service.id, practitionerId: slot.practitionerId, startsAt },
      select: { id: true },
    }),
  ]);
  if (!offered || taken) {
    throw conflict(BOOKING_MESSAGES.unavailable);
  }
  if (!consent) throw badRequest(CONSENT_INVALID_MESSAGE, { consentFormId: CONSENT_INVALID_MESSAGE });

  const holdExpiresAt = new Date(now.getTime() + siteConfig.booking.holdMinutes * MINUTE);
  const clientDetails = {
    consentFormId: input.consentFormId,
    notes: input.notes || null,
    clientFirstName: input.clientFirstName,
    clientLastName: input.clientLastName,
    clientEmail: input.clientEmail,
    clientPhone: input.clientPhone,
    subscribed: input.subscribed,
  };

  if (ownHold) {
    // Same locks as a new hold; release any other hold of the user, then renew this one. If it
    // ran out (or was paid) in the meantime, nothing matches and a new hold is made below.
    const [, , , renewed] = await client.$transaction(
      [
        lockPractitionerDay(client, slot.practitionerId, slotDate),
        client.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`,
        client.appointment.updateMany({
          where: { userId: user.id, status: "pending", id: { not: ownHold.id } },
          data: { status: "cancelled", cancelReason: HOLD_REPLACED },
        }),
        client.appointment.updateMany({
          where: { id: ownHold.id, ...ownLiveHoldWhere(user.id, now) },
          data: { ...clientDetails, timeSlotId: slot.id, holdExpiresAt },
        }),
      ],
      TRANSACTION_WAIT,
    );
    if (renewed.count === 1) {
      const appointment = await client.appointment.findUniqueOrThrow({ where: { id: ownHold.id } });
      return {
        id: appointment.id,
        status: "pending",
        holdExpiresAt: holdExpiresAt.toISOString(),
        startsAt: appointment.startsAt.toISOString(),
        endsAt: appointment.endsAt.toISOString(),
        isVirtual: appointment.isVirtual,
        priceCents: appointment.priceCents,
      };
    }
  }

  // One transaction: serialise the holds of this practitioner's day (an advisory lock: concurrent inserts
  // checked by the exclusion constraint otherwise deadlock under a burst) and of this user (row
  // lock), check again that the time is still offered (the owner's changes to the day take the
  // same lock, so one that committed since the checks above is seen here), free expired holds on
  // this time, release the user's previous hold, then insert. The loser of a race waits for the
  // winner's commit and gets a clean 409; if anything fails, all of it rolls back, so the user
  // keeps their previous hold.
  const run = () =>
    client.$transaction(async (tx) => {
      await lockPractitionerDay(tx, slot.practitionerId, slotDate);
      await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`;
      if (!(await isStillOffered(tx, slot, slotDate, service.duration))) throw conflict(BOOKING_MESSAGES.unavailable);
      await tx.appointment.updateMany({
        where: { ...expiredHoldWhere(now), practitionerId: slot.practitionerId, startsAt: { lt: endsAt }, endsAt: { gt: startsAt } },
        data: { status: "cancelled", cancelReason: HOLD_EXPIRED },
      });
      await tx.appointment.updateMany({
        where: { userId: user.id, status: "pending" },
        data: { status: "cancelled", cancelReason: HOLD_REPLACED },
      });
      return tx.appointment.create({
        data: {
          userId: user.id,
          serviceId: service.id,
          practitionerId: slot.practitionerId,
          timeSlotId: slot.id,
          startsAt,
          endsAt,
          status: "pending",
          holdExpiresAt,
          isVirtual: service.isVirtual,
          priceCents: service.price,
          ...clientDetails,
        },
      });
    }, TRANSACTION_WAIT);

  for (let attempt = 1; ; attempt++) {
    try {
      const appointment = await run();
      return {
        id: appointment.id,
        status: "pending",
        holdExpiresAt: holdExpiresAt.toISOString(),
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        isVirtual: appointment.isVirtual,
        priceCents: appointment.priceCents,
      };
    } catch (error) {
      if (violatedConstraint(error) === "Appointment_no_overlap") throw conflict(BOOKING_MESSAGES.unavailable);
      // Deadlocks between concurrent releases of the same expired holds: safe to run again.
      if (attempt < 3 && isRetryableTransactionError(error)) continue;
      throw error;
    }
  }
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

/** A user's pending appointment that still holds its time and has not been paid (paid ones are confirmed by the reconciliation sweep). */
const ownLiveHoldWhere = (userId: number, now: Date) =>
  ({
    userId,
    status: "pending",
    holdExpiresAt: { gt: now },
    OR: [{ payment: { is: null } }, { payment: { status: { not: "succeeded" } } }],
  }) satisfies Prisma.AppointmentWhereInput;

/**
 * The user's live hold, as the booking page needs it after a reload or in a new tab: its time
 * (offered back to its owner, while the public time-slot list stays the same for everyone), its
 * service, its consent form and the client details it was reserved with.
 */
export type CurrentHold = {
  id: number;
  serviceId: number;
  isVirtual: boolean;
  holdExpiresAt: string;
  slot: AvailableSlot;
  consentFormId: number | null;
  clientInfo: ClientInfo;
};

export async function getCurrentHold(userId: number, { now = new Date(), client = db }: Options = {}): Promise<CurrentHold | null> {
  const hold = await client.appointment.findFirst({
    where: { ...ownLiveHoldWhere(userId, now), timeSlotId: { not: null } },
    orderBy: { createdAt: "desc" },
    include: { timeSlot: { select: { id: true, practitionerId: true, date: true, startTime: true } } },
  });
  if (!hold || !hold.timeSlot || !hold.holdExpiresAt) return null;
  return {
    id: hold.id,
    serviceId: hold.serviceId,
    isVirtual: hold.isVirtual,
    holdExpiresAt: hold.holdExpiresAt.toISOString(),
    slot: {
      id: hold.timeSlot.id,
      practitionerId: hold.timeSlot.practitionerId,
      date: dateKeyOf(hold.timeSlot.date),
      startTime: hold.timeSlot.startTime,
      startsAt: hold.startsAt.toISOString(),
    },
    consentFormId: hold.consentFormId,
    clientInfo: {
      firstName: hold.clientFirstName,
      lastName: hold.clientLastName,
      email: hold.clientEmail,
      phone: hold.clientPhone,
      notes: hold.notes ?? "",
      subscribed: hold.subscribed,
    },
  };
}

/** Cancels every pending hold whose time ran out (also done per insert, for the time it needs). */
export async function releaseExpiredHolds(now: Date = new Date(), client: PrismaClient = db): Promise<number> {
  const { count } = await client.appointment.updateMany({
    where: expiredHoldWhere(now),
    data: { status: "cancelled", cancelReason: HOLD_EXPIRED },
  });
  return count;
}

/** An appointment with its service and payment: 404 when unknown, 403 when not the user's (admins may read any). */
export async function getAppointmentForUser(id: number, user: { id: number; isAdmin: boolean }) {
  const appointment = await db.appointment.findUnique({ where: { id }, include: { service: true, payment: true } });
  if (!appointment) throw notFound("Appointment not found.");
  if (appointment.userId !== user.id && !user.isAdmin) throw forbidden("This appointment belongs to another account.");
  return appointment;
}
