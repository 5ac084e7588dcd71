import { db, type Prisma } from "@/lib/db";
import { conflict } from "@/lib/errors";
import { creditRefusal, ledgerBalances, useCredit } from "@/lib/ledger/ledger";
import { assertServiceAllowed } from "@/lib/offers/rules";
import { clientIdentity } from "@/lib/offers/uses";
import { requestVideoRoom } from "@/lib/video-rooms/rooms";
import { ownAppointment } from "@/lib/appointments/client-change";
import { PAYMENT_UNDER_WAY_MESSAGE, runAfterConfirmation, type ConfirmOutcome } from "@/lib/appointments/confirm";
import { withAppointmentLock } from "@/lib/appointments/lock";
import { closeIntent } from "@/lib/appointments/refunds";
import { assertPayable } from "@/lib/appointments/payment-intent";

// A session paid with one credit of the client's package instead of a card: no billing address,
// no tax, no receipt. The credit is taken when the booking is confirmed, under the appointment's
// lock and then the package's (lib/ledger/ledger.ts), so two holds spending the last credit at
// once get exactly one confirmation.

/** A package of the client's that can pay for this hold: what the wizard offers instead of paying. */
export type CreditOption = {
  clientPackageId: number;
  packageName: string;
  remaining: number;
  total: number;
  expiresAt: string;
};

/**
 * GET /api/appointments/{id}/credits: the caller's packages that cover the hold's service, are
 * valid at the session's start and have a credit left, soonest expiry first (use those first).
 */
export async function creditOptions(userId: number, appointmentId: number, now = new Date()): Promise<CreditOption[]> {
  const a = await ownAppointment(db, userId, appointmentId);
  return usableCredits(db, { userId, serviceId: a.serviceId, startsAt: a.startsAt }, now);
}

async function usableCredits(
  client: Prisma.TransactionClient,
  hold: { userId: number; serviceId: number; startsAt: Date },
  now: Date,
): Promise<CreditOption[]> {
  const packages = await client.clientPackage.findMany({
    where: { userId: hold.userId, serviceIds: { has: hold.serviceId }, expiresAt: { gt: hold.startsAt } },
    include: { package: { select: { name: true } } },
    orderBy: [{ expiresAt: "asc" }, { id: "asc" }],
  });
  const balances = await ledgerBalances(
    client,
    "clientPackageId",
    packages.map((p) => p.id),
  );
  return packages
    .filter((p) => creditRefusal(p, hold.serviceId, hold.startsAt, now) === null && (balances.get(p.id) ?? 0) > 0)
    .map((p) => ({
      clientPackageId: p.id,
      packageName: p.package.name,
      remaining: balances.get(p.id) ?? 0,
      total: p.sessions,
      expiresAt: p.expiresAt.toISOString(),
    }));
}

/**
 * Confirms the caller's hold with one credit of their package, exactly once (a repeat with the same
 * package answers the confirmation again). Under the appointment's lock: the hold must still be
 * payable, the service's limits hold, an unpaid intent made earlier is closed at the provider and
 * removed (it can never be paid), a promo code or gift card applied to the hold is taken off (the
 * credit pays the whole session), then useCredit takes the credit: 409 with the reason when the
 * package does not cover the service, has expired or has none left (404 when not the caller's).
 */
export async function confirmCreditAppointment(
  appointmentId: number,
  { clientPackageId, userId, now = new Date() }: { clientPackageId: number; userId: number; now?: Date },
): Promise<ConfirmOutcome> {
  const outcome = await withAppointmentLock(appointmentId, async (tx) => {
    const a = await tx.appointment.findUniqueOrThrow({ where: { id: appointmentId }, include: { payment: true, service: true } });
    if ((a.status === "confirmed" || a.status === "completed") && a.clientPackageId === clientPackageId)
      return "already_confirmed" as const;
    assertPayable(a, now);
    if (a.userId !== userId) throw conflict("This booking is not yours.");
    await assertServiceAllowed(tx, a.service, await clientIdentity(userId, a.clientEmail, tx), a.id);
    await useCredit(tx, { clientPackageId, userId, serviceId: a.serviceId, startsAt: a.startsAt, appointmentId: a.id, now });
    if (a.payment) {
      await closeIntent(a.payment).catch(() => {
        throw conflict(PAYMENT_UNDER_WAY_MESSAGE);
      });
      await tx.payment.delete({ where: { id: a.payment.id } });
    }
    await tx.appointment.update({
      where: { id: a.id },
      data: {
        status: "confirmed",
        confirmedAt: now,
        holdExpiresAt: null,
        clientPackageId,
        promoCodeId: null,
        discountCents: 0,
        giftCardId: null,
      },
    });
    if (a.isVirtual) await requestVideoRoom(tx, a.id, now);
    return "confirmed" as const;
  });
  await runAfterConfirmation(appointmentId);
  return outcome;
}
