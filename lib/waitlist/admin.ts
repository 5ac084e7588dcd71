import { db, type Prisma } from "@/lib/db";
import { dateKeyOf, dbDate, earliestBookableDate, latestBookableDate } from "@/lib/booking/dates";
import { getAvailableSlots, type AvailableSlot } from "@/lib/booking/slots";
import type { DayPart } from "@/lib/validations/waitlist";
import { waitingEntryWhere } from "./entries";

// The owner's view of the waitlist: who waits for which service on which days, in joining order,
// what is held for them now, and (for one chosen day) the free times she can offer them by hand.

export type AdminWaitlistEntry = {
  id: number;
  client: { id: number; name: string; email: string };
  serviceId: number;
  serviceName: string;
  dates: string[];
  dayPart: DayPart | null;
  joinedAt: string;
  offer: { startsAt: string; expiresAt: string; byHand: boolean } | null;
  /** The free times of the chosen day for the entry's service (empty without a chosen day, or when it is not one of the entry's days). */
  freeTimes: AvailableSlot[];
};

export type AdminWaitlistFilter = { date?: string; serviceId?: number };

export async function listAdminWaitlist(
  { date, serviceId }: AdminWaitlistFilter,
  { now = new Date() } = {},
): Promise<AdminWaitlistEntry[]> {
  const where: Prisma.WaitlistEntryWhereInput = {
    ...waitingEntryWhere(now),
    ...(serviceId ? { serviceId } : {}),
    ...(date ? { dates: { has: dbDate(date) } } : {}),
  };
  const entries = await db.waitlistEntry.findMany({
    where,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 200,
    include: {
      user: { select: { id: true, firstName: true, lastName: true, email: true } },
      service: { select: { name: true } },
      offers: { where: { status: "offered" }, select: { startsAt: true, expiresAt: true, offeredById: true } },
    },
  });
  const bookable = date !== undefined && date >= earliestBookableDate(now) && date <= latestBookableDate(now);
  const freeByService = new Map<number, AvailableSlot[]>();
  if (bookable)
    for (const id of new Set(entries.map((e) => e.serviceId)))
      freeByService.set(id, await getAvailableSlots({ date, serviceId: id, now }).catch(() => []));
  return entries.map((e) => {
    const offer = e.offers[0];
    return {
      id: e.id,
      client: { id: e.user.id, name: `${e.user.firstName} ${e.user.lastName}`, email: e.user.email },
      serviceId: e.serviceId,
      serviceName: e.service.name,
      dates: e.dates.map(dateKeyOf),
      dayPart: e.dayPart,
      joinedAt: e.createdAt.toISOString(),
      offer: offer
        ? { startsAt: offer.startsAt.toISOString(), expiresAt: offer.expiresAt.toISOString(), byHand: offer.offeredById !== null }
        : null,
      freeTimes: freeByService.get(e.serviceId) ?? [],
    };
  });
}
