import { randomUUID } from "node:crypto";
import { db, type Prisma } from "@/lib/db";
import { AppError, conflict, notFound } from "@/lib/errors";
import { findGiftCardLimited, giftCardLast4, type GiftCardBalance } from "@/lib/gift-cards/lookup";
import { assertGiftCardUsable, ledgerBalance, LEDGER_MESSAGES, spendGiftCard } from "@/lib/ledger/ledger";
import { requestVideoRoom } from "@/lib/video-rooms/rooms";
import { ownAppointment } from "@/lib/appointments/client-change";
import { runAfterConfirmation, type ConfirmOutcome } from "@/lib/appointments/confirm";
import { withAppointmentLock } from "@/lib/appointments/lock";
import { assertPayable } from "@/lib/appointments/payment-intent";

// A gift card applied to a hold at checkout (Appointment.giftCardId). Nothing is taken from it
// until the booking is confirmed: the payment intent plans the split (gift part = the card's
// balance up to the total, the rest by card) and confirmation spends the gift part under the
// appointment's and then the card's lock. A hold released unpaid never took anything.

/** What applying or removing a gift card answers: the card applied (null: none) and its balance. */
export type HoldGiftCardResult = { giftCard: GiftCardBalance | null };

/**
 * POST /api/appointments/{id}/gift-card: applies a gift card to the caller's unpaid hold (404 for
 * anyone else's), replacing any other. Wrong codes count against the gift-card limit.
 */
export async function applyGiftCardToHold(
  user: { id: number },
  appointmentId: number,
  code: string,
  ip: string,
  now = new Date(),
): Promise<HoldGiftCardResult> {
  assertPayable(await ownAppointment(db, user.id, appointmentId), now);
  const card = await findGiftCardLimited(code, { ip, userId: user.id });
  return withAppointmentLock(appointmentId, async (tx) => {
    const a = await tx.appointment.findUniqueOrThrow({ where: { id: appointmentId }, include: { payment: true } });
    assertPayable(a, now);
    await tx.appointment.update({ where: { id: a.id }, data: { giftCardId: card.id } });
    return { giftCard: { last4: card.last4, balanceCents: card.balanceCents } };
  });
}

/** GET /api/appointments/{id}/gift-card: the card applied to the caller's hold (a checkout opened again, after a reload). */
export async function holdGiftCard(user: { id: number }, appointmentId: number): Promise<HoldGiftCardResult> {
  const a = await ownAppointment(db, user.id, appointmentId);
  const card = a.giftCardId ? await db.giftCard.findUnique({ where: { id: a.giftCardId } }) : null;
  if (!card) return { giftCard: null };
  return { giftCard: { last4: giftCardLast4(card.code), balanceCents: await ledgerBalance(db, { giftCardId: card.id }) } };
}

/** DELETE /api/appointments/{id}/gift-card: the hold is paid by card alone again. */
export async function removeGiftCardFromHold(user: { id: number }, appointmentId: number, now = new Date()): Promise<HoldGiftCardResult> {
  assertPayable(await ownAppointment(db, user.id, appointmentId), now);
  return withAppointmentLock(appointmentId, async (tx) => {
    const a = await tx.appointment.findUniqueOrThrow({ where: { id: appointmentId }, include: { payment: true } });
    assertPayable(a, now);
    await tx.appointment.update({ where: { id: a.id }, data: { giftCardId: null } });
    return { giftCard: null };
  });
}

/** The hold's gift card and what it can pay of `totalCents` now (a plan: taken at confirmation). */
export async function giftCardPart(
  tx: Prisma.TransactionClient,
  giftCardId: number | null,
  totalCents: number,
): Promise<{ giftCardId: number; cents: number; last4: string; balanceCents: number } | null> {
  if (!giftCardId) return null;
  const card = await tx.giftCard.findUnique({ where: { id: giftCardId } });
  if (!card || card.voidedAt || !card.issuedAt) return null;
  const balanceCents = await ledgerBalance(tx, { giftCardId });
  const cents = Math.max(0, Math.min(balanceCents, totalCents));
  if (cents === 0) return null;
  return { giftCardId, cents, last4: giftCardLast4(card.code), balanceCents };
}

/** An internal reference for a payment no provider makes (paid in full by a gift card). */
export const giftCardPaymentReference = (appointmentId: number) => `gift_card_${appointmentId}_${randomUUID()}`;

export const GIFT_CARD_PRICE_CHANGED_MESSAGE = "The price of this booking has changed. Please review it and try again.";

/**
 * Confirms a hold a gift card pays in full (its Payment's provider is gift_card, card amount 0),
 * exactly once, under the appointment's lock and then the card's: the gift part is spent (409 when
 * the card's balance is now lower than planned: the client checks it again), the payment succeeds
 * and the booking is confirmed.
 */
export async function confirmGiftCardAppointment(appointmentId: number, { now = new Date() } = {}): Promise<ConfirmOutcome> {
  const outcome = await withAppointmentLock(appointmentId, async (tx) => {
    const a = await tx.appointment.findUnique({ where: { id: appointmentId }, include: { payment: true } });
    if (!a) throw notFound("Appointment not found.");
    const payment = a.payment;
    if (!payment || payment.provider !== "gift_card" || !payment.giftCardId)
      throw new AppError(402, "This booking has a price: please pay to complete it.");
    if ((a.status === "confirmed" || a.status === "completed") && payment.status === "succeeded") return "already_confirmed" as const;
    assertPayable(a, now);
    if (payment.subtotalCents !== a.priceCents - a.discountCents || payment.giftCardId !== a.giftCardId)
      throw conflict(GIFT_CARD_PRICE_CHANGED_MESSAGE);
    const card = await tx.giftCard.findUniqueOrThrow({ where: { id: payment.giftCardId } });
    assertGiftCardUsable(card);
    await spendGiftCard(tx, { giftCardId: payment.giftCardId, cents: payment.giftCardCents, appointmentId: a.id });
    await tx.payment.update({ where: { id: payment.id }, data: { status: "succeeded", paidAt: now, failureCode: null } });
    await tx.appointment.update({ where: { id: a.id }, data: { status: "confirmed", confirmedAt: now, holdExpiresAt: null } });
    if (a.isVirtual) await requestVideoRoom(tx, a.id, now);
    return "confirmed" as const;
  });
  await runAfterConfirmation(appointmentId);
  return outcome;
}

/**
 * Takes a card-paid booking's gift part at confirmation (inside confirmAppointment's locked
 * transaction). Returns false when the card can no longer pay what was planned (another checkout
 * spent it, or the owner voided it): the card was charged for the rest only, so the booking is not
 * confirmed and the payment goes the refund-due way. Nothing is written before the answer.
 */
export async function takeGiftCardPart(
  tx: Prisma.TransactionClient,
  payment: { giftCardId: number | null; giftCardCents: number },
  appointmentId: number,
): Promise<boolean> {
  if (!payment.giftCardId || payment.giftCardCents <= 0) return true;
  const taken = await tx.ledgerEntry.findFirst({ where: { appointmentId, kind: "use", giftCardId: payment.giftCardId } });
  if (taken) return true;
  try {
    await spendGiftCard(tx, { giftCardId: payment.giftCardId, cents: payment.giftCardCents, appointmentId });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return false;
    throw error;
  }
}

export const GIFT_CARD_CHANGED_REASON = `The card was charged, but the gift card could no longer pay its part: ${LEDGER_MESSAGES.giftCardBalanceChanged}`;
