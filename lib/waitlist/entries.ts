import { db, type Prisma } from "@/lib/db";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { CANCEL_REASON } from "@/lib/booking/cancel-reasons";
import { dateKeyOf, dbDate, earliestBookableDate, latestBookableDate, practiceToday } from "@/lib/booking/dates";
import { assertServiceAllowed } from "@/lib/offers/rules";
import { clientIdentity } from "@/lib/offers/uses";
import { WAITLIST_MAX_ENTRIES, WAITLIST_MESSAGES, type DayPart, type JoinWaitlistInput } from "@/lib/validations/waitlist";

// A client's places on the waitlist: one entry per service and set of dates, waiting in the order
// they joined until the last date has passed, the client leaves it or books a time offered to them.

/** An entry that is still waiting: not ended, and its last date not yet past (the practice's today). */
export const waitingEntryWhere = (now: Date): Prisma.WaitlistEntryWhereInput => ({
  endedAt: null,
  lastDate: { gte: dbDate(practiceToday(now)) },
});

export type WaitlistEntryDTO = {
  id: number;
  serviceId: number;
  serviceName: string;
  /** yyyy-MM-dd, the practice's dates. */
  dates: string[];
  dayPart: DayPart | null;
  joinedAt: string;
  /** The time held for the client now, if any. */
  offer: { id: number; startsAt: string; expiresAt: string } | null;
};

const entryInclude = {
  service: { select: { name: true } },
  // Its hold still pending: one a new booking replaced is not shown, even before the sweep ends it.
  offers: { where: { status: "offered", appointment: { status: "pending" } }, select: { id: true, startsAt: true, expiresAt: true } },
} satisfies Prisma.WaitlistEntryInclude;

function toDTO(entry: Prisma.WaitlistEntryGetPayload<{ include: typeof entryInclude }>): WaitlistEntryDTO {
  const offer = entry.offers[0];
  return {
    id: entry.id,
    serviceId: entry.serviceId,
    serviceName: entry.service.name,
    dates: entry.dates.map(dateKeyOf),
    dayPart: entry.dayPart,
    joinedAt: entry.createdAt.toISOString(),
    offer: offer ? { id: offer.id, startsAt: offer.startsAt.toISOString(), expiresAt: offer.expiresAt.toISOString() } : null,
  };
}

/**
 * Adds the client to the waitlist of a service for 1 to 7 bookable dates, optionally for a part of
 * the day. At most WAITLIST_MAX_ENTRIES waiting entries per client (409), and one per service and
 * date (409). Dates outside the online booking window are refused (400).
 */
export async function joinWaitlist(user: { id: number }, input: JoinWaitlistInput, { now = new Date() } = {}): Promise<WaitlistEntryDTO> {
  const dates = [...new Set(input.dates)].sort();
  if (dates[0] < earliestBookableDate(now) || dates.at(-1)! > latestBookableDate(now))
    throw badRequest(WAITLIST_MESSAGES.outsideWindow, { dates: WAITLIST_MESSAGES.outsideWindow });
  const service = await db.service.findFirst({ where: { id: input.serviceId, active: true } });
  if (!service) throw notFound("This service is no longer offered. Please choose another service.");
  // The same limits as a booking (new clients only, once per client): no waiting for what cannot be booked.
  await assertServiceAllowed(db, service, await clientIdentity(user.id, ""));

  const entry = await db.$transaction(async (tx) => {
    // The client's row lock: two joins at once count each other.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`;
    const waiting = await tx.waitlistEntry.findMany({
      where: { userId: user.id, ...waitingEntryWhere(now) },
      select: { serviceId: true, dates: true },
    });
    if (waiting.length >= WAITLIST_MAX_ENTRIES) throw conflict(WAITLIST_MESSAGES.tooManyEntries);
    if (waiting.some((w) => w.serviceId === service.id && w.dates.some((d) => dates.includes(dateKeyOf(d)))))
      throw conflict(WAITLIST_MESSAGES.alreadyWaiting);
    return tx.waitlistEntry.create({
      data: {
        userId: user.id,
        serviceId: service.id,
        dates: dates.map(dbDate),
        lastDate: dbDate(dates.at(-1)!),
        dayPart: input.dayPart ?? null,
      },
      include: entryInclude,
    });
  });
  return toDTO(entry);
}

/** The client's waiting entries, in the order they joined. */
export async function listWaitlistForUser(userId: number, { now = new Date() } = {}): Promise<WaitlistEntryDTO[]> {
  const entries = await db.waitlistEntry.findMany({
    where: { userId, ...waitingEntryWhere(now) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: entryInclude,
  });
  return entries.map(toDTO);
}

/**
 * The client leaves an entry (404 when it is not theirs or already ended). A time on offer for it
 * is released at once, so the next waiting client can be offered it.
 */
export async function leaveWaitlist(user: { id: number }, entryId: number, { now = new Date() } = {}): Promise<{ left: true }> {
  const left = await db.$transaction(async (tx) => {
    const { count } = await tx.waitlistEntry.updateMany({
      where: { id: entryId, userId: user.id, endedAt: null },
      data: { endedAt: now, endReason: "left" },
    });
    if (count === 0) return false;
    const offers = await tx.waitlistOffer.findMany({ where: { entryId, status: "offered" }, select: { id: true, appointmentId: true } });
    for (const offer of offers) {
      await tx.waitlistOffer.update({ where: { id: offer.id }, data: { status: "released", endedAt: now } });
      await tx.appointment.updateMany({
        where: {
          id: offer.appointmentId,
          status: "pending",
          OR: [{ payment: { is: null } }, { payment: { status: { not: "succeeded" } } }],
        },
        data: { status: "cancelled", cancelReason: CANCEL_REASON.offerDeclined },
      });
    }
    return true;
  });
  if (!left) throw notFound("This waitlist entry was not found.");
  return { left: true };
}
