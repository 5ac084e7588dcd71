import { db } from "@/lib/db";
import { ownAppointment } from "@/lib/appointments/client-change";
import { withAppointmentLock } from "@/lib/appointments/lock";
import { assertPayable } from "@/lib/appointments/payment-intent";
import { acceptPromoCode } from "@/lib/offers/rules";
import { clientIdentity } from "@/lib/offers/uses";

/** What applying or removing a code answers: the hold's price, the discount and what is left to pay before tax. */
export type PromoCodeResult = {
  code: string | null;
  priceCents: number;
  discountCents: number;
  /** Price less discount: the taxable amount; 0 means the booking is free and completes without payment. */
  dueCents: number;
};

const resultOf = (a: { priceCents: number; discountCents: number }, code: string | null): PromoCodeResult => ({
  code,
  priceCents: a.priceCents,
  discountCents: a.discountCents,
  dueCents: a.priceCents - a.discountCents,
});

/**
 * POST /api/appointments/{id}/promo-code: applies a code to the caller's unpaid hold (replacing
 * any code it had). The use is taken with the hold and given back if the hold runs out or the
 * booking is cancelled before its session. The payment intent picks the new amount up when it is
 * next prepared.
 */
export async function applyPromoCode(
  user: { id: number },
  appointmentId: number,
  code: string,
  now = new Date(),
): Promise<PromoCodeResult> {
  const found = await ownAppointment(db, user.id, appointmentId);
  assertPayable(found, now);
  const client = await clientIdentity(user.id, found.clientEmail);
  return withAppointmentLock(appointmentId, async (tx) => {
    const a = await tx.appointment.findUniqueOrThrow({ where: { id: appointmentId }, include: { payment: true } });
    assertPayable(a, now);
    const accepted = await acceptPromoCode(tx, code, a, client, now);
    const updated = await tx.appointment.update({
      where: { id: a.id },
      data: { promoCodeId: accepted.id, discountCents: accepted.discountCents },
    });
    return resultOf(updated, accepted.code);
  });
}

/** DELETE /api/appointments/{id}/promo-code: the hold goes back to its full price. */
export async function removePromoCode(user: { id: number }, appointmentId: number, now = new Date()): Promise<PromoCodeResult> {
  assertPayable(await ownAppointment(db, user.id, appointmentId), now);
  return withAppointmentLock(appointmentId, async (tx) => {
    const a = await tx.appointment.findUniqueOrThrow({ where: { id: appointmentId }, include: { payment: true } });
    assertPayable(a, now);
    const updated = await tx.appointment.update({ where: { id: a.id }, data: { promoCodeId: null, discountCents: 0 } });
    return resultOf(updated, null);
  });
}
