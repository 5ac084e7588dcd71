import { db, type Prisma, type PrismaClient } from "@/lib/db";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { siteConfig } from "@/lib/site-config";
import { enforceRateLimit, HOLD_LIMIT_MESSAGE, rateLimits } from "@/lib/rate-limit";
import { assertBookable } from "@/lib/practice/settings";
import { CONSENT_INVALID_MESSAGE, coveringConsentWhere } from "@/lib/consent/forms";
import {
  assertBookableDate,
  assertSlotMatches,
  claimTime,
  expiredHoldWhere,
  releaseExpiredHoldsIn,
  isStillOffered,
  lockPractitionerDay,
  TRANSACTION_WAIT,
} from "@/lib/booking/appointments";
import { CANCEL_REASON } from "@/lib/booking/cancel-reasons";
import { dateKeyOf } from "@/lib/booking/dates";
import { liveAppointmentWhere, type AvailableSlot } from "@/lib/booking/slots";
import { BOOKING_MESSAGES, type AppointmentRequest, type ClientInfo } from "@/lib/validations/booking";
import { assertServiceAllowed } from "@/lib/offers/rules";
import { clientIdentity } from "@/lib/offers/uses";
import { intakeForService } from "@/lib/intake/responses";

// An appointment's first state: a pending hold on a time, released after 30 minutes unpaid (or
// when the client starts another booking). A hold costs the practice at most those 30 minutes: one
// per account, a few per client address, and reserving the held time again does not extend it. PostgreSQL's exclusion constraint
// "Appointment_no_overlap" is what makes double booking impossible; everything before the insert
// only produces friendlier answers.

const MINUTE = 60_000;

type Options = { now?: Date; client?: PrismaClient };
/** The client's address, when the hold comes from a request: a few live holds per address (rateLimits.holdsPerAddress). */
type HoldOptions = Options & { clientAddress?: string };

export type PendingAppointment = {
  id: number;
  status: "pending";
  holdExpiresAt: string;
  startsAt: string;
  endsAt: string;
  isVirtual: boolean;
  priceCents: number;
};

/**
 * A waitlist offer is a hold of the client's: when a new hold replaces it, the offer ends with it
 * ("released"), so My Appointments and the offer's link stop showing the time as held at once.
 */
const releaseReplacedOffers = (client: Prisma.TransactionClient | PrismaClient, userId: number, now: Date) =>
  client.waitlistOffer.updateMany({
    where: { userId, status: "offered", appointment: { status: "cancelled" } },
    data: { status: "released", endedAt: now },
  });

/**
 * Creates a pending appointment holding the slot for `holdMinutes`. The server derives status,
 * price, virtual/in-person, the practitioner and the end time; the client's copies are ignored.
 * A user holds at most one pending appointment: a new hold releases the previous one, and
 * reserving the time and service the user already holds reuses that hold (same appointment, details
 * updated, the same expiry: the 30 minutes run from the first reservation). A client address makes
 * at most a few new holds while they can be live (429 beyond).
 * A consent form must cover the booking (see coveringConsentWhere) unless the service needs none, else 400.
 * Throws 400 (bad date, lead time), 404 (service), 409 (time taken or not offered, an in-person
 * service while in-person sessions are closed, or a service for new clients only or once per
 * client that this client has booked before).
 */
export async function createPendingAppointment(
  user: { id: number },
  input: AppointmentRequest,
  { now = new Date(), client = db, clientAddress }: HoldOptions = {},
): Promise<PendingAppointment> {
  assertBookableDate(input.date, now);

  const [service, requested] = await Promise.all([
    client.service.findFirst({ where: { id: input.serviceId, active: true } }),
    client.timeSlot.findUnique({ where: { id: input.timeSlotId } }),
  ]);
  if (!service) throw notFound("This service is no longer offered. Please choose another service.");
  await assertBookable(service, client);
  await assertServiceAllowed(client, service, await clientIdentity(user.id, input.clientEmail));
  const { slot, slotDate } = assertSlotMatches(requested, input, now);

  const startsAt = slot.startsAt;
  const endsAt = new Date(startsAt.getTime() + service.duration * MINUTE);

  const [offered, consent, taken, ownHold] = await Promise.all([
    isStillOffered(client, slot, slotDate, service.duration),
    // Signed by this user, for this service, under the current text, within 12 months (sign once).
    input.consentFormId
      ? client.consentForm.findFirst({
          where: { id: input.consentFormId, ...coveringConsentWhere(user.id, service.id, now) },
          select: { id: true },
        })
      : null,
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
      select: { id: true, holdExpiresAt: true },
    }),
  ]);
  if (!offered || taken) {
    throw conflict(BOOKING_MESSAGES.unavailable);
  }
  if (service.consentRequired && !input.consentFormId)
    throw badRequest(BOOKING_MESSAGES.consentMissing, { consentFormId: BOOKING_MESSAGES.consentMissing });
  if (!consent && input.consentFormId) throw badRequest(CONSENT_INVALID_MESSAGE, { consentFormId: CONSENT_INVALID_MESSAGE });

  const holdExpiresAt = new Date(now.getTime() + siteConfig.booking.holdMinutes * MINUTE);
  const clientDetails = {
    consentFormId: consent?.id ?? null,
    notes: input.notes || null,
    clientFirstName: input.clientFirstName,
    clientLastName: input.clientLastName,
    clientEmail: input.clientEmail,
    clientPhone: input.clientPhone,
    subscribed: input.subscribed,
  };

  if (ownHold) {
    // Same locks as a new hold; release any other hold of the user, then update this one (its
    // expiry stays). If it ran out (or was paid) in the meantime, nothing matches and a new hold is
    // made below.
    const [, , , , renewed] = await client.$transaction(
      [
        lockPractitionerDay(client, slot.practitionerId, slotDate),
        client.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`,
        client.appointment.updateMany({
          where: { userId: user.id, status: "pending", id: { not: ownHold.id } },
          data: { status: "cancelled", cancelReason: CANCEL_REASON.holdReplaced },
        }),
        releaseReplacedOffers(client, user.id, now),
        client.appointment.updateMany({
          where: { id: ownHold.id, ...ownLiveHoldWhere(user.id, now) },
          data: { ...clientDetails, timeSlotId: slot.id },
        }),
      ],
      TRANSACTION_WAIT,
    );
    if (renewed.count === 1) {
      const appointment = await client.appointment.findUniqueOrThrow({ where: { id: ownHold.id } });
      return {
        id: appointment.id,
        status: "pending",
        holdExpiresAt: (appointment.holdExpiresAt ?? holdExpiresAt).toISOString(),
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
      // Counted in this transaction: only a hold that is made counts (a refused one rolls back).
      if (clientAddress) await enforceRateLimit(rateLimits.holdsPerAddress, clientAddress, { client: tx, message: HOLD_LIMIT_MESSAGE });
      await releaseExpiredHoldsIn(tx, { practitionerId: slot.practitionerId, startsAt, endsAt }, now);
      await tx.appointment.updateMany({
        where: { userId: user.id, status: "pending" },
        data: { status: "cancelled", cancelReason: CANCEL_REASON.holdReplaced },
      });
      await releaseReplacedOffers(tx, user.id, now);
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

  const appointment = await claimTime(run, BOOKING_MESSAGES.unavailable);
  return {
    id: appointment.id,
    status: "pending",
    holdExpiresAt: holdExpiresAt.toISOString(),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    isVirtual: appointment.isVirtual,
    priceCents: appointment.priceCents,
  };
}

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
  /** The promo code applied to the hold, if any. */
  promoCode: string | null;
  clientInfo: ClientInfo;
  /**
   * The service asks a consent form or intake answers that do not cover this hold yet (a time the
   * waitlist held for the client): the wizard asks them before payment.
   */
  formsNeeded: boolean;
};

export async function getCurrentHold(userId: number, { now = new Date(), client = db }: Options = {}): Promise<CurrentHold | null> {
  const hold = await client.appointment.findFirst({
    where: { ...ownLiveHoldWhere(userId, now), timeSlotId: { not: null } },
    orderBy: { createdAt: "desc" },
    include: {
      timeSlot: { select: { id: true, practitionerId: true, date: true, startTime: true } },
      promoCode: { select: { code: true } },
      service: { select: { consentRequired: true } },
    },
  });
  if (!hold || !hold.timeSlot || !hold.holdExpiresAt) return null;
  const intake = hold.intakeResponseId === null ? await intakeForService(userId, hold.serviceId, now) : null;
  const formsNeeded = (hold.service.consentRequired && hold.consentFormId === null) || Boolean(intake?.form && !intake.covered);
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
    promoCode: hold.promoCode?.code ?? null,
    clientInfo: {
      firstName: hold.clientFirstName,
      lastName: hold.clientLastName,
      email: hold.clientEmail,
      phone: hold.clientPhone,
      notes: hold.notes ?? "",
      subscribed: hold.subscribed,
    },
    formsNeeded,
  };
}

/** Cancels every pending hold whose time ran out (also done per insert, for the time it needs). */
export async function releaseExpiredHolds(now: Date = new Date(), client: PrismaClient = db): Promise<number> {
  const { count } = await client.appointment.updateMany({
    where: expiredHoldWhere(now),
    data: { status: "cancelled", cancelReason: CANCEL_REASON.holdExpired },
  });
  return count;
}
