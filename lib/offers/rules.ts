import type { Prisma } from "@/lib/db";
import { badRequest, conflict } from "@/lib/errors";
import { SERVICE_LIMIT_MESSAGES } from "@/lib/booking/policy";
import { dateKeyOf, practiceToday } from "@/lib/booking/dates";
import { discountCents, PROMO_MESSAGES } from "@/lib/offers/discount";
import { normalizePromoCode } from "@/lib/validations/promo-code";
import { clientAppointmentsWhere, hasBookedBefore, holdsPromoUseWhere, bookedWhere, type ClientIdentity } from "@/lib/offers/uses";

// The server's rules for free services and promo codes. Each check runs inside the transaction that
// then writes the booking or the code's use, so what it read cannot change before the write.

type LimitedService = { id: number; newClientsOnly: boolean; onePerClient: boolean };

/**
 * Which of these services the client cannot book, with the reason: a service for new clients only
 * when they have any booked appointment, one bookable once per client when they have booked it.
 * `exceptId`: the booking being made, which never counts against itself.
 */
export async function serviceLimitsFor(
  tx: Prisma.TransactionClient,
  services: LimitedService[],
  client: ClientIdentity,
  exceptId?: number,
): Promise<Record<number, string>> {
  const limited = services.filter((s) => s.newClientsOnly || s.onePerClient);
  if (limited.length === 0) return {};
  const booked = await tx.appointment.findMany({
    where: { AND: [clientAppointmentsWhere(client), bookedWhere], ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { serviceId: true },
  });
  const refused: Record<number, string> = {};
  for (const service of limited) {
    if (service.newClientsOnly && booked.length > 0) refused[service.id] = SERVICE_LIMIT_MESSAGES.newClientsOnly;
    else if (service.onePerClient && booked.some((b) => b.serviceId === service.id))
      refused[service.id] = SERVICE_LIMIT_MESSAGES.onePerClient;
  }
  return refused;
}

/** The same limits, enforced: 409 with the reason when the client cannot book this service. */
export async function assertServiceAllowed(
  tx: Prisma.TransactionClient,
  service: LimitedService,
  client: ClientIdentity,
  exceptId?: number,
): Promise<void> {
  const refusal = (await serviceLimitsFor(tx, [service], client, exceptId))[service.id];
  if (refusal) throw conflict(refusal);
}

export type AcceptedCode = { id: number; code: string; discountCents: number };

/**
 * Checks a code for one booking and takes its use, under the code's row lock: the last use of a
 * limited code goes to exactly one of several clients applying it at once (the others wait for the
 * lock and then count the winner's use). Throws 400 with the reason a client can act on.
 */
export async function acceptPromoCode(
  tx: Prisma.TransactionClient,
  typed: string,
  booking: { id: number; serviceId: number; priceCents: number },
  client: ClientIdentity,
  now: Date,
): Promise<AcceptedCode> {
  const code = normalizePromoCode(typed);
  const refuse = (message: string) => badRequest(message, { code: message });
  if (!code) throw refuse(PROMO_MESSAGES.empty);
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "PromoCode" WHERE code = ${code} FOR UPDATE`;
  if (!locked) throw refuse(PROMO_MESSAGES.unknown);
  const promo = await tx.promoCode.findUniqueOrThrow({ where: { id: locked.id }, include: { services: { select: { id: true } } } });

  const today = practiceToday(now);
  if (!promo.active) throw refuse(PROMO_MESSAGES.inactive);
  if (promo.startsOn && dateKeyOf(promo.startsOn) > today) throw refuse(PROMO_MESSAGES.notYet);
  if (promo.endsOn && dateKeyOf(promo.endsOn) < today) throw refuse(PROMO_MESSAGES.expired);
  if (promo.services.length > 0 && !promo.services.some((s) => s.id === booking.serviceId)) throw refuse(PROMO_MESSAGES.service);
  if (booking.priceCents === 0) throw refuse(PROMO_MESSAGES.free);
  if (promo.newClientsOnly && (await hasBookedBefore(tx, client, booking.id))) throw refuse(PROMO_MESSAGES.newClients);

  const usesWhere = { promoCodeId: promo.id, id: { not: booking.id }, AND: [holdsPromoUseWhere(now)] };
  if (promo.maxUses !== null && (await tx.appointment.count({ where: usesWhere })) >= promo.maxUses) throw refuse(PROMO_MESSAGES.usedUp);
  if (promo.maxUsesPerClient !== null) {
    const own = await tx.appointment.count({ where: { ...usesWhere, AND: [holdsPromoUseWhere(now), clientAppointmentsWhere(client)] } });
    if (own >= promo.maxUsesPerClient) throw refuse(PROMO_MESSAGES.perClient);
  }
  return { id: promo.id, code: promo.code, discountCents: discountCents(promo, booking.priceCents) };
}
