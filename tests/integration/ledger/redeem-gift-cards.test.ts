import { afterEach, describe, expect, it } from "vitest";
import { GET as appliedGiftCardRoute, POST as holdGiftCardRoute } from "@/app/api/appointments/[id]/gift-card/route";
import { POST as cancelRoute } from "@/app/api/appointments/[id]/cancel/route";
import { POST as completeRoute } from "@/app/api/complete-booking/route";
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { POST as balanceRoute } from "@/app/api/gift-cards/balance/route";
import { POST as testConfirmRoute } from "@/app/api/test-payments/confirm/route";
import { cancelAppointment } from "@/lib/appointments/cancel";
import { refundAppointment } from "@/lib/appointments/refunds";
import { SYSTEM_ACTOR } from "@/lib/audit/record";
import { db } from "@/lib/db";
import { GIFT_CARD_LIMIT_MESSAGE } from "@/lib/gift-cards/lookup";
import { LEDGER_MESSAGES, ledgerBalance } from "@/lib/ledger/ledger";
import { formatGiftCardCode } from "@/lib/validations/gift-card";
import { appointmentReceiptFile } from "@/lib/documents";
import { call, createUser } from "../../support/api";
import { pdfTextLines } from "../../support/pdf-text";
import { loginAs } from "../../support/session";
import { billingAddress, createAppointment } from "../payments/helpers";
import { buyGiftCard } from "./helpers";

// A gift card pays all or part of a booking: applied to the hold, planned on the payment (gift
// part = balance up to the total, the rest by card), taken at confirmation under the card's lock,
// and given back to the card when the booking is refunded. Balances are the ledger's sums.

afterEach(() => loginAs(null));

// The virtual hypnotherapy session: $120.00 + 4.75% NC tax = $125.70.
const TOTAL = 12570;
const balance = (id: number) => ledgerBalance(db, { giftCardId: id });
const complete = (body: unknown) => call(completeRoute, { method: "POST", body });
const intentFor = (appointmentId: number) => call(createIntentRoute, { method: "POST", body: { appointmentId, billingAddress } });
const applyCard = (appointmentId: number, code: string) =>
  call(holdGiftCardRoute, { method: "POST", params: { id: String(appointmentId) }, body: { code } });
const payByTestCard = (paymentIntentId: string) =>
  call(testConfirmRoute, {
    method: "POST",
    body: { paymentIntentId, card: { number: "4242424242424242", expiry: "12/34", cvc: "123" }, billingDetails: { name: "Casey Client" } },
  });

/** The ledger's sum equals what each card's rows say, row by row. */
async function expectLedgerSums(cardId: number, expected: number) {
  const rows = await db.ledgerEntry.findMany({ where: { giftCardId: cardId } });
  expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(expected);
  expect(await balance(cardId)).toBe(expected);
}

async function clientWithCard(cents: number) {
  const user = await createUser({ firstName: "Casey" });
  const card = await buyGiftCard(await createUser(), cents);
  loginAs(user);
  return { user, card };
}

describe("a gift card at the booking's checkout", () => {
  it("pays part of a booking and the card the rest; the gift part is taken at confirmation", async () => {
    const { user, card } = await clientWithCard(5000);
    const hold = await createAppointment(user);
    const applied = await applyCard(hold.id, formatGiftCardCode(card.code).toLowerCase());
    expect(applied.status, applied.text).toBe(200);
    expect(applied.json).toEqual({ giftCard: { last4: card.code.slice(-4), balanceCents: 5000 } });
    // A checkout opened again (a reload) reads the card the hold keeps.
    expect((await call(appliedGiftCardRoute, { params: { id: String(hold.id) } })).json).toEqual(applied.json);

    const intent = await intentFor(hold.id);
    expect(intent.status).toBe(200);
    expect(intent.json).toMatchObject({ amount: TOTAL - 5000, giftCard: { last4: card.code.slice(-4), cents: 5000 } });
    // Nothing is taken before the booking is confirmed.
    await expectLedgerSums(card.id, 5000);

    expect((await payByTestCard(intent.json.paymentIntentId)).status).toBe(200);
    const done = await complete({ appointmentId: hold.id, paymentIntentId: intent.json.paymentIntentId });
    expect(done.status, done.text).toBe(200);
    const payment = await db.payment.findUniqueOrThrow({ where: { appointmentId: hold.id } });
    expect(payment).toMatchObject({
      amountCents: TOTAL - 5000,
      giftCardId: card.id,
      giftCardCents: 5000,
      taxCents: 570,
      status: "succeeded",
    });
    await expectLedgerSums(card.id, 0);
    // The receipt and the confirmation show the gift card's part and the card's.
    const receipt = (await pdfTextLines((await appointmentReceiptFile(hold.id))!.content)).join("\n");
    expect(receipt).toContain(`Gift card (...${card.code.slice(-4)})`);
    expect(receipt).toMatch(/-\$50\.00/);
    expect(receipt).toMatch(/Paid by card \(USD\)\s*\$75\.70/);
    expect(done.json.payment).toMatchObject({ totalCents: TOTAL, giftCard: { cents: 5000, cardCents: TOTAL - 5000 } });
    const email = await db.emailLog.findFirstOrThrow({ where: { idempotencyKey: `booking-confirmation/${hold.id}` } });
    expect(email.text).toContain("Paid by card");

    // The client cancels within the policy: the card part goes back to the card, the gift part to the gift card.
    const cancelled = await call(cancelRoute, { method: "POST", params: { id: String(hold.id) }, body: {} });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await db.payment.findUniqueOrThrow({ where: { appointmentId: hold.id } })).toMatchObject({
      refundStatus: "refunded",
      refundedCents: TOTAL - 5000,
    });
    await expectLedgerSums(card.id, 5000);
  });

  it("pays a whole booking without a card, and the owner's part refund goes to the card first, then the gift card", async () => {
    const { user, card } = await clientWithCard(20000);
    const hold = await createAppointment(user);
    expect((await applyCard(hold.id, card.code)).status).toBe(200);
    const intent = await intentFor(hold.id);
    expect(intent.json).toMatchObject({ amount: 0, provider: "gift_card", giftCard: { cents: TOTAL } });
    const done = await complete({ appointmentId: hold.id });
    expect(done.status, done.text).toBe(200);
    expect(await db.payment.findUniqueOrThrow({ where: { appointmentId: hold.id } })).toMatchObject({
      provider: "gift_card",
      amountCents: 0,
      giftCardCents: TOTAL,
      status: "succeeded",
    });
    await expectLedgerSums(card.id, 20000 - TOTAL);

    // No card part: a part refund of $30 goes back to the gift card.
    await cancelAppointment({ appointmentId: hold.id, by: "owner", actor: SYSTEM_ACTOR, refund: "partial", refundCents: 3000 });
    await expectLedgerSums(card.id, 20000 - TOTAL + 3000);
  });

  it("gives the last balance to exactly one of 20 whole-price completions at once", async () => {
    const { user, card } = await clientWithCard(TOTAL);
    const holds = await Promise.all(Array.from({ length: 20 }, () => createAppointment(user)));
    for (const h of holds) {
      expect((await applyCard(h.id, card.code)).status).toBe(200);
      expect((await intentFor(h.id)).json.amount).toBe(0);
    }
    const results = await Promise.all(holds.map((h) => complete({ appointmentId: h.id })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(results.find((r) => r.status === 409)?.json.message).toBe(LEDGER_MESSAGES.giftCardEmpty);
    await expectLedgerSums(card.id, 0);
  });

  it("leaves a card-paid booking for a refund when the gift card was spent meanwhile, and the refund returns only the card part", async () => {
    const { user, card } = await clientWithCard(5000);
    const first = await createAppointment(user);
    const second = await createAppointment(user);
    for (const h of [first, second]) expect((await applyCard(h.id, card.code)).status).toBe(200);
    const one = await intentFor(first.id);
    const two = await intentFor(second.id);
    for (const i of [one, two]) expect((await payByTestCard(i.json.paymentIntentId)).status).toBe(200);
    expect((await complete({ appointmentId: first.id, paymentIntentId: one.json.paymentIntentId })).status).toBe(200);
    const late = await complete({ appointmentId: second.id, paymentIntentId: two.json.paymentIntentId });
    expect(late.status).toBe(409);
    expect(await db.payment.findUniqueOrThrow({ where: { appointmentId: second.id } })).toMatchObject({ refundStatus: "due" });
    await expectLedgerSums(card.id, 0);

    await db.appointment.update({ where: { id: second.id }, data: { status: "cancelled", cancelReason: "cancelled_by_practice" } });
    await refundAppointment({ appointmentId: second.id });
    expect(await db.payment.findUniqueOrThrow({ where: { appointmentId: second.id } })).toMatchObject({
      refundStatus: "refunded",
      refundedCents: TOTAL - 5000,
    });
    await expectLedgerSums(card.id, 0);
  });

  it("answers 404 for another client's hold", async () => {
    const { card } = await clientWithCard(5000);
    const other = await createUser();
    const theirs = await createAppointment(other);
    expect((await applyCard(theirs.id, card.code)).status).toBe(404);
  });
});

describe("POST /api/gift-cards/balance", () => {
  it("answers a valid code's balance in any case and format", async () => {
    const { card } = await clientWithCard(7500);
    const res = await call(balanceRoute, { method: "POST", body: { code: formatGiftCardCode(card.code).toLowerCase() } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ last4: card.code.slice(-4), balanceCents: 7500 });
    loginAs(null);
    expect((await call(balanceRoute, { method: "POST", body: { code: card.code } })).status).toBe(401);
  });

  it("counts only wrong codes, per account and address, and refuses after 10 in 15 minutes", async () => {
    const previous = process.env.RATE_LIMIT_DISABLED;
    process.env.RATE_LIMIT_DISABLED = "0";
    try {
      const { card } = await clientWithCard(7500);
      const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
      const check = (code: string) => call(balanceRoute, { method: "POST", body: { code }, headers: { "x-forwarded-for": ip } });
      // A right code again and again costs nothing.
      for (let i = 0; i < 12; i++) expect((await check(card.code)).status).toBe(200);
      for (let i = 0; i < 10; i++) {
        const wrong = await check(i % 2 ? "not a code" : "AAAA-AAAA-AAAA-AAAA");
        expect(wrong).toMatchObject({ status: 400, json: { message: LEDGER_MESSAGES.giftCardUnknown } });
      }
      const refused = await check(card.code);
      expect(refused).toMatchObject({ status: 429, json: { message: GIFT_CARD_LIMIT_MESSAGE } });
    } finally {
      process.env.RATE_LIMIT_DISABLED = previous;
    }
  });
});
