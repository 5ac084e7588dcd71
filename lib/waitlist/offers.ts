import { db } from "@/lib/db";
import { violatedConstraint } from "@/lib/db/errors";
import { AppError, conflict, forbidden, notFound } from "@/lib/errors";
import { siteConfig } from "@/lib/site-config";
import { dayPeriod } from "@/lib/format";
import { log } from "@/lib/ops/log";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { coveringConsentWhere } from "@/lib/consent/forms";
import { CANCEL_REASON } from "@/lib/booking/cancel-reasons";
import { dateKeyOf, earliestBookableDate, latestBookableDate } from "@/lib/booking/dates";
import { getAvailableSlots, type AvailableSlot } from "@/lib/booking/slots";
import {
  claimTime,
  expiredHoldWhere,
  isStillOffered,
  lockPractitionerDay,
  releaseExpiredHoldsIn,
  TRANSACTION_WAIT,
} from "@/lib/booking/appointments";
import { assertServiceAllowed } from "@/lib/offers/rules";
import { clientIdentity } from "@/lib/offers/uses";
import { WAITLIST_MESSAGES, type DayPart } from "@/lib/validations/waitlist";
import { waitingEntryWhere } from "./entries";
import { sendWaitlistOffer } from "./notify";

// Freed times go to waiting clients, one client at a time in the order they joined. An offer is a
// real pending appointment of the client's, held for 30 minutes: the exclusion constraint on
// Appointment is what keeps a time from being offered to two clients at once or to a client while
// someone else holds or has booked it. When the hold lapses (or is released), the next run offers
// the time to the next waiting client for whom it suits; a client who let a time lapse is not
// offered that same time again.
//
// offerFreedTimes runs after every change that frees time (cancels, moves, the owner's hours and
// time off, released holds) and as a sweep every minute, so nothing depends on one process.

const MINUTE = 60_000;
const OFFER_TAKEN = "This time is no longer available.";

/** Whether a slot falls in the part of the day the client asked for (the practice's clock, as the date step groups times). */
export function suitsDayPart(startsAt: Date | string, dayPart: DayPart | null): boolean {
  return dayPart === null || dayPeriod(startsAt).toLowerCase() === dayPart;
}

type EntryForOffer = {
  id: number;
  userId: number;
  serviceId: number;
  dates: Date[];
  dayPart: DayPart | null;
  offers: { startsAt: Date }[];
};

async function endOfferAsBooked(offer: { id: number; entryId: number }, now: Date): Promise<void> {
  await db.$transaction([
    db.waitlistOffer.updateMany({ where: { id: offer.id, status: "offered" }, data: { status: "booked", endedAt: now } }),
    db.waitlistEntry.updateMany({ where: { id: offer.entryId, endedAt: null }, data: { endedAt: now, endReason: "booked" } }),
  ]);
}

/**
 * A confirmed booking that was a waitlist offer ends the offer and its entry at once, so that the
 * client's My Appointments no longer shows them waiting (the sweep would, within a minute).
 */
export async function endWaitlistOfferOnBooking(appointmentId: number, { now = new Date() } = {}): Promise<void> {
  const offer = await db.waitlistOffer.findUnique({ where: { appointmentId }, select: { id: true, entryId: true, status: true } });
  if (offer?.status === "offered") await endOfferAsBooked(offer, now);
}

/**
 * Ends the offers that are over: a booked hold ends its entry ("booked"), a lapsed one is released
 * (its appointment cancelled as an expired hold) and one whose hold ended otherwise is "released".
 * Entries whose last date has passed end ("past").
 */
async function settleOffers(now: Date): Promise<{ lapsed: number }> {
  const live = await db.waitlistOffer.findMany({
    where: { status: "offered" },
    select: {
      id: true,
      entryId: true,
      expiresAt: true,
      appointment: { select: { id: true, status: true, payment: { select: { status: true } } } },
    },
  });
  let lapsed = 0;
  for (const offer of live) {
    const a = offer.appointment;
    const paid = a.payment?.status === "succeeded";
    if (a.status === "confirmed" || a.status === "completed" || a.status === "no_show" || (a.status === "pending" && paid)) {
      await endOfferAsBooked(offer, now);
    } else if (a.status === "cancelled") {
      await db.waitlistOffer.updateMany({ where: { id: offer.id, status: "offered" }, data: { status: "released", endedAt: now } });
    } else if (offer.expiresAt <= now) {
      await db.$transaction([
        db.appointment.updateMany({
          where: { id: a.id, ...expiredHoldWhere(now) },
          data: { status: "cancelled", cancelReason: CANCEL_REASON.holdExpired },
        }),
        db.waitlistOffer.updateMany({ where: { id: offer.id, status: "offered" }, data: { status: "lapsed", endedAt: now } }),
      ]);
      lapsed++;
    }
  }
  await db.waitlistEntry.updateMany({
    where: { endedAt: null, NOT: waitingEntryWhere(now) },
    data: { endedAt: now, endReason: "past" },
  });
  return { lapsed };
}

/**
 * Holds `slot` for the entry's client as a pending appointment and records the offer, under the
 * same day lock as every other claim on time: null when the time is gone (taken, no longer offered)
 * or the client has an offer already (the partial unique index decides a race).
 */
async function holdForOffer(entry: EntryForOffer, slot: AvailableSlot, now: Date, actor?: AuditActor): Promise<{ id: number } | null> {
  const run = () =>
    db.$transaction(async (tx) => {
      const [service, user, row] = await Promise.all([
        tx.service.findUniqueOrThrow({ where: { id: entry.serviceId } }),
        tx.user.findUniqueOrThrow({ where: { id: entry.userId } }),
        tx.timeSlot.findUnique({ where: { id: slot.id } }),
      ]);
      if (!row) return null;
      // A service for new clients only or once per client that this client has booked since joining: not offered (409).
      await assertServiceAllowed(tx, service, await clientIdentity(user.id, user.email, tx));
      await lockPractitionerDay(tx, row.practitionerId, slot.date);
      if (!(await isStillOffered(tx, row, slot.date, service.duration))) return null;
      const startsAt = row.startsAt;
      const endsAt = new Date(startsAt.getTime() + service.duration * MINUTE);
      await releaseExpiredHoldsIn(tx, { practitionerId: row.practitionerId, startsAt, endsAt }, now);
      const consent = service.consentRequired
        ? await tx.consentForm.findFirst({
            where: coveringConsentWhere(user.id, service.id, now),
            orderBy: { createdAt: "desc" },
            select: { id: true },
          })
        : null;
      const expiresAt = new Date(now.getTime() + siteConfig.booking.holdMinutes * MINUTE);
      const appointment = await tx.appointment.create({
        data: {
          userId: user.id,
          serviceId: service.id,
          practitionerId: row.practitionerId,
          timeSlotId: row.id,
          startsAt,
          endsAt,
          status: "pending",
          holdExpiresAt: expiresAt,
          isVirtual: service.isVirtual,
          priceCents: service.price,
          consentFormId: consent?.id ?? null,
          clientFirstName: user.firstName,
          clientLastName: user.lastName,
          clientEmail: user.email,
          clientPhone: user.phone ?? "",
          subscribed: user.subscribed,
        },
      });
      const offer = await tx.waitlistOffer.create({
        data: { entryId: entry.id, userId: user.id, appointmentId: appointment.id, startsAt, expiresAt, offeredById: actor?.id ?? null },
        select: { id: true },
      });
      if (actor)
        await recordAudit(tx, {
          actor,
          action: "waitlist.offer",
          entity: { type: "WaitlistEntry", id: entry.id },
          summary: `Offered ${service.name} on ${dateKeyOf(row.date)} at ${row.startTime} to ${user.firstName} ${user.lastName} from the waitlist`,
          after: { appointmentId: appointment.id, startsAt: startsAt.toISOString(), expiresAt: expiresAt.toISOString() },
          at: now,
        });
      return offer;
    }, TRANSACTION_WAIT);
  try {
    return await claimTime(run, OFFER_TAKEN);
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return null;
    if (violatedConstraint(error) === "WaitlistOffer_one_live_per_user") return null;
    throw error;
  }
}

/** The free times that suit an entry on its bookable dates, earliest first, by the booking rule (getAvailableSlots). */
async function suitableTimes(entry: EntryForOffer, now: Date): Promise<AvailableSlot[]> {
  const first = earliestBookableDate(now);
  const last = latestBookableDate(now);
  const tried = new Set(entry.offers.map((o) => o.startsAt.getTime()));
  const times: AvailableSlot[] = [];
  for (const date of entry.dates.map(dateKeyOf)) {
    if (date < first || date > last) continue;
    const slots = await getAvailableSlots({ date, serviceId: entry.serviceId, now }).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return []; // the service was retired
      throw error;
    });
    times.push(...slots.filter((s) => suitsDayPart(s.startsAt, entry.dayPart) && !tried.has(Date.parse(s.startsAt))));
  }
  return times;
}

/**
 * Offers the free times to the waiting clients: settles ended offers, then, in joining order, each
 * waiting client without a live offer is offered the earliest free time that suits them (one they
 * have not let lapse before) and emailed. Safe to run concurrently: the day lock, the exclusion
 * constraint and the one-live-offer-per-client index decide every race.
 */
export async function offerFreedTimes({ now = new Date() }: { now?: Date } = {}): Promise<{ offered: number; lapsed: number }> {
  const { lapsed } = await settleOffers(now);
  const entries = await db.waitlistEntry.findMany({
    where: { ...waitingEntryWhere(now), user: { waitlistEntries: { none: { offers: { some: { status: "offered" } } } } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, userId: true, serviceId: true, dates: true, dayPart: true, offers: { select: { startsAt: true } } },
  });
  let offered = 0;
  const offeredUsers = new Set<number>();
  for (const entry of entries) {
    if (offeredUsers.has(entry.userId)) continue;
    for (const slot of await suitableTimes(entry, now)) {
      const offer = await holdForOffer(entry, slot, now);
      if (!offer) continue;
      offered++;
      offeredUsers.add(entry.userId);
      await sendWaitlistOffer(offer.id).catch((error: unknown) =>
        log("error", "waitlist offer email failed", { offerId: offer.id, error }),
      );
      break;
    }
  }
  return { offered, lapsed };
}

/**
 * The hook the changes that free time call after they commit: offers the freed times at once. It
 * never fails the change (the every-minute sweep runs the same work again).
 */
export async function timesFreed(change: string): Promise<void> {
  try {
    await offerFreedTimes();
  } catch (error) {
    log("error", "offering freed times failed", { change, error });
  }
}

/**
 * The owner offers a free time to a waiting client by hand (the same hold and email as the
 * sweep's offers; audited). 404 for an unknown or ended entry, 409 when the client has a time on
 * offer already or the time is not free for the entry's service.
 */
export async function offerTimeByHand(
  actor: AuditActor,
  entryId: number,
  timeSlotId: number,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ offerId: number }> {
  const entry = await db.waitlistEntry.findFirst({
    where: { id: entryId, ...waitingEntryWhere(now) },
    select: { id: true, userId: true, serviceId: true, dates: true, dayPart: true, offers: { select: { startsAt: true } } },
  });
  if (!entry) throw notFound(WAITLIST_MESSAGES.notWaiting);
  if (await db.waitlistOffer.count({ where: { userId: entry.userId, status: "offered" } }))
    throw conflict(WAITLIST_MESSAGES.clientHasOffer);
  const row = await db.timeSlot.findUnique({ where: { id: timeSlotId }, select: { date: true } });
  if (!row) throw conflict(WAITLIST_MESSAGES.timeNotFree);
  const slots = await getAvailableSlots({ date: dateKeyOf(row.date), serviceId: entry.serviceId, now });
  const slot = slots.find((s) => s.id === timeSlotId);
  if (!slot) throw conflict(WAITLIST_MESSAGES.timeNotFree);
  const offer = await holdForOffer({ ...entry, offers: [] }, slot, now, actor);
  if (!offer) throw conflict(WAITLIST_MESSAGES.timeNotFree);
  await sendWaitlistOffer(offer.id).catch((error: unknown) => log("error", "waitlist offer email failed", { offerId: offer.id, error }));
  return { offerId: offer.id };
}

export type OfferForClient =
  | { state: "live"; serviceId: number; startsAt: string; expiresAt: string }
  /** The 30 minutes ran out. */
  | { state: "expired"; serviceId: number }
  /** The hold ended before that: the client started another booking, or the practice changed the day. */
  | { state: "released"; serviceId: number };

/**
 * What the offer link shows its client: the time still held for them, or why it no longer is. 404
 * for an unknown offer; 403 for another client's (the link works only for the client it was sent to).
 */
export async function offerForClient(user: { id: number }, offerId: number, { now = new Date() } = {}): Promise<OfferForClient> {
  const offer = await db.waitlistOffer.findUnique({
    where: { id: offerId },
    select: {
      userId: true,
      status: true,
      startsAt: true,
      expiresAt: true,
      appointment: { select: { serviceId: true, status: true, holdExpiresAt: true } },
    },
  });
  if (!offer) throw notFound("This offer was not found.");
  if (offer.userId !== user.id) throw forbidden(WAITLIST_MESSAGES.otherClient);
  const a = offer.appointment;
  const live = offer.status === "offered" && a.status === "pending" && a.holdExpiresAt !== null && a.holdExpiresAt > now;
  if (!live) return { state: offer.status === "released" || a.status === "cancelled" ? "released" : "expired", serviceId: a.serviceId };
  return { state: "live", serviceId: a.serviceId, startsAt: offer.startsAt.toISOString(), expiresAt: offer.expiresAt.toISOString() };
}
