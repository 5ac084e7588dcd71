import { afterEach, describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/purchases/route";
import { POST as prepareRoute } from "@/app/api/purchases/[id]/payment-intent/route";
import { POST as completeRoute } from "@/app/api/purchases/[id]/complete/route";
import { GET as receiptRoute } from "@/app/api/purchases/[id]/receipt/route";
import { POST as testConfirmRoute } from "@/app/api/test-payments/confirm/route";
import { db } from "@/lib/db";
import { ledgerBalance } from "@/lib/ledger/ledger";
import { releaseUnpaidExpiredHolds } from "@/lib/appointments/reconcile";
import { deliverDueGiftCards } from "@/lib/purchases/emails";
import { renderPurchaseReceiptPdf } from "@/lib/purchases/receipt";
import { PURCHASE_REFUNDED_MESSAGE } from "@/lib/purchases/confirm";
import { GIFT_CARD_MESSAGES, practiceToday } from "@/lib/validations/purchase";
import { isGiftCardCodeShape } from "@/lib/validations/gift-card";
import { call, createUser } from "../../support/api";
import { pdfTextLines } from "../../support/pdf-text";
import { loginAs } from "../../support/session";
import { billingAddress } from "../payments/helpers";
import { buyGiftCard, createPackage } from "../ledger/helpers";
import { formatGiftCardCode } from "@/lib/validations/gift-card";

// Buying a package or a gift card: the checkout's amounts and tax, the test card, the confirmation
// that issues what was bought exactly once, the receipt and the emails.

afterEach(() => loginAs(null));

const DAY = 24 * 60 * 60 * 1000;
const card = { number: "4242424242424242", expiry: "12/34", cvc: "123" };
const create = (body: unknown) => call(createRoute, { method: "POST", body });
const prepare = (id: number, body: unknown) => call(prepareRoute, { method: "POST", body, params: { id: String(id) } });
const complete = (id: number, paymentIntentId: string) =>
  call(completeRoute, { method: "POST", body: { paymentIntentId }, params: { id: String(id) } });
const receipt = (id: number) => call(receiptRoute, { params: { id: String(id) } });
const pay = (paymentIntentId: string, c = card) => call(testConfirmRoute, { method: "POST", body: { paymentIntentId, card: c } });

const giftCard = (overrides: Record<string, string> = {}) => ({
  amount: "100",
  recipientName: "Jordan Friend",
  recipientEmail: "jordan@example.com",
  message: "Happy birthday!",
  delivery: "now",
  ...overrides,
});

const tomorrow = () => new Date(Date.now() + DAY).toLocaleDateString("en-CA", { timeZone: "America/New_York" });

async function buyer() {
  const user = await createUser();
  loginAs(user);
  return user;
}

describe("buying a package", () => {
  it("taxes a package covering virtual sessions at the billing address, issues its credits once and sends the receipt", async () => {
    const user = await buyer();
    const pkg = await createPackage({
      sessions: 3,
      priceCents: 33000,
      serviceSlugs: ["hypnotherapy-virtual-session", "hypnotherapy-in-person-session"],
    });
    const started = await create({ kind: "package", packageId: pkg.id, billingAddress: { ...billingAddress, state: "CA" } });
    expect(started.status).toBe(200);
    // California's 7.25% on $330.00: $23.93.
    expect(started.json).toMatchObject({
      kind: "package",
      provider: "test",
      subtotal: 33000,
      taxAmount: 2393,
      amount: 35393,
      taxState: "CA",
    });
    const { purchaseId, paymentIntentId } = started.json as { purchaseId: number; paymentIntentId: string };

    // The address changes the tax and the intent's amount (same intent).
    const moved = await prepare(purchaseId, { billingAddress });
    expect(moved.json).toMatchObject({ paymentIntentId, taxAmount: 1568, amount: 34568, taxState: "NC" });

    // Not paid yet: no completion, no receipt, nothing issued.
    expect((await complete(purchaseId, paymentIntentId)).status).toBe(402);
    expect((await receipt(purchaseId)).status).toBe(409);
    expect((await pay(paymentIntentId)).status).toBe(200);

    // The buyer's completion, a retry and the reconcile sweep all arrive: one package, one ledger row, one email.
    const results = await Promise.all([complete(purchaseId, paymentIntentId), complete(purchaseId, paymentIntentId)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.json.outcome).sort()).toEqual(["already_confirmed", "confirmed"]);
    await releaseUnpaidExpiredHolds();
    const owned = await db.clientPackage.findMany({ where: { purchaseId } });
    expect(owned).toHaveLength(1);
    expect(owned[0]).toMatchObject({ userId: user.id, sessions: 3 });
    expect(await db.ledgerEntry.count({ where: { purchaseId, kind: "purchase" } })).toBe(1);
    expect(await ledgerBalance(db, { clientPackageId: owned[0].id })).toBe(3);
    expect(await db.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).toMatchObject({ status: "succeeded", amountCents: 34568 });

    const emails = await db.emailLog.findMany({ where: { template: "purchase-confirmation", to: user.email } });
    expect(emails).toHaveLength(1);
    expect(emails[0].attachments).toEqual([`receipt-P-${String(purchaseId).padStart(6, "0")}.pdf`]);

    const pdf = await receipt(purchaseId);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = (await pdfTextLines(await renderPurchaseReceiptPdf(purchaseId))).join("\n");
    expect(text).toContain("Three-session program");
    expect(text).toContain("Sales tax (NC 4.75%)");
    expect(text).toContain("$345.68");
  });

  it("taxes a package of in-person sessions at the practice whatever the billing address", async () => {
    await buyer();
    const pkg = await createPackage({ priceCents: 20000, serviceSlugs: ["hypnotherapy-in-person-session"] });
    const started = await create({ kind: "package", packageId: pkg.id, billingAddress: { ...billingAddress, state: "CA" } });
    expect(started.json).toMatchObject({ subtotal: 20000, taxAmount: 950, taxState: "NC" });
  });

  it("refuses a retired package", async () => {
    await buyer();
    const pkg = await createPackage();
    await db.package.update({ where: { id: pkg.id }, data: { active: false } });
    expect((await create({ kind: "package", packageId: pkg.id, billingAddress })).status).toBe(404);
  });
});

describe("buying a gift card", () => {
  it("is not taxed, has an unguessable code and is usable only once paid; sent at once when asked", async () => {
    const user = await buyer();
    const started = await create({ kind: "gift_card", giftCard: giftCard() });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ kind: "gift_card", subtotal: 10000, taxAmount: 0, amount: 10000 });
    const { purchaseId, paymentIntentId } = started.json as { purchaseId: number; paymentIntentId: string };
    const giftCardRow = await db.giftCard.findUniqueOrThrow({ where: { purchaseId } });
    expect(isGiftCardCodeShape(giftCardRow.code)).toBe(true);
    expect(giftCardRow.issuedAt).toBeNull();
    expect(await ledgerBalance(db, { giftCardId: giftCardRow.id })).toBe(0);

    // The billing address changes nothing in a gift card's amount.
    expect((await prepare(purchaseId, { billingAddress: { ...billingAddress, state: "CA" } })).json).toMatchObject({
      amount: 10000,
      taxAmount: 0,
    });
    await pay(paymentIntentId);
    expect((await complete(purchaseId, paymentIntentId)).status).toBe(200);
    const issued = await db.giftCard.findUniqueOrThrow({ where: { purchaseId } });
    expect(issued.issuedAt).toBeInstanceOf(Date);
    expect(issued.deliveredAt).toBeInstanceOf(Date);
    expect(await ledgerBalance(db, { giftCardId: issued.id })).toBe(10000);

    const sent = await db.emailLog.findMany({
      where: { template: "gift-card", to: "jordan@example.com", idempotencyKey: `gift-card/${issued.id}` },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain(issued.code.replace(/(.{4})(?=.)/g, "$1-"));
    expect(sent[0].text).toContain("Happy birthday!");
    expect(sent[0].text).toContain("$100.00");
    expect(sent[0].text).not.toContain(paymentIntentId);
    expect(await db.emailLog.count({ where: { template: "purchase-confirmation", to: user.email } })).toBe(1);
    // The job sends it no second time (other tests' cards may be due, so count this card's emails).
    await deliverDueGiftCards(new Date(Date.now() + DAY));
    expect(await db.emailLog.count({ where: { idempotencyKey: `gift-card/${issued.id}` } })).toBe(1);
  });

  it("waits for its day: not before 9:00 practice time on the chosen date, once after", async () => {
    await buyer();
    const day = tomorrow();
    const started = await create({
      kind: "gift_card",
      giftCard: giftCard({ amount: "custom", customAmount: "75", delivery: "date", deliverOn: day }),
    });
    expect(started.json).toMatchObject({ amount: 7500 });
    const { purchaseId, paymentIntentId } = started.json as { purchaseId: number; paymentIntentId: string };
    const row = await db.giftCard.findUniqueOrThrow({ where: { purchaseId } });
    expect(row.deliverAt.toLocaleString("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit" })).toBe("9:00 AM");
    // Other tests' cards may be due too: count this card's emails, not the job's.
    const key = `gift-card/${row.id}`;
    const sent = () => db.emailLog.count({ where: { idempotencyKey: key } });
    // Unpaid cards are never sent, even when due.
    await deliverDueGiftCards(new Date(row.deliverAt.getTime() + 1000));
    expect(await sent()).toBe(0);
    await pay(paymentIntentId);
    await complete(purchaseId, paymentIntentId);
    expect((await db.giftCard.findUniqueOrThrow({ where: { purchaseId } })).deliveredAt).toBeNull();
    await deliverDueGiftCards(new Date(row.deliverAt.getTime() - 1000));
    expect(await sent()).toBe(0);
    const after = new Date(row.deliverAt.getTime() + 1000);
    const [a, b] = await Promise.all([deliverDueGiftCards(after), deliverDueGiftCards(after)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await sent()).toBe(1);
    expect((await db.giftCard.findUniqueOrThrow({ where: { purchaseId } })).deliveredAt).toBeInstanceOf(Date);
  });

  it.each([
    [{ amount: "custom", customAmount: "20" }, "giftCard.customAmount", GIFT_CARD_MESSAGES.customAmount],
    [{ amount: "custom", customAmount: "1001" }, "giftCard.customAmount", GIFT_CARD_MESSAGES.customAmount],
    [{ amount: "custom", customAmount: "30.50" }, "giftCard.customAmount", GIFT_CARD_MESSAGES.customAmount],
    [{ amount: "75" }, "giftCard.amount", GIFT_CARD_MESSAGES.amount],
    [{ recipientEmail: "not-an-email" }, "giftCard.recipientEmail", GIFT_CARD_MESSAGES.recipientEmail],
    [{ recipientName: " " }, "giftCard.recipientName", GIFT_CARD_MESSAGES.recipientName],
    [{ message: "x".repeat(501) }, "giftCard.message", GIFT_CARD_MESSAGES.message],
    [{ delivery: "date", deliverOn: "2020-01-01" }, "giftCard.deliverOn", GIFT_CARD_MESSAGES.deliverOnPast],
    [{ delivery: "date", deliverOn: "" }, "giftCard.deliverOn", GIFT_CARD_MESSAGES.deliverOn],
  ])("refuses %j with the field's message", async (overrides, field, message) => {
    await buyer();
    const res = await create({ kind: "gift_card", giftCard: giftCard(overrides) });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors[field]).toBe(message);
  });

  it("accepts today as the day to send", async () => {
    await buyer();
    expect((await create({ kind: "gift_card", giftCard: giftCard({ delivery: "date", deliverOn: practiceToday() }) })).status).toBe(200);
  });
});

describe("who may see and pay a purchase", () => {
  it("another client cannot prepare, pay, complete or download someone's purchase; anonymous gets 401", async () => {
    await buyer();
    const started = await create({ kind: "gift_card", giftCard: giftCard() });
    const { purchaseId, paymentIntentId } = started.json as { purchaseId: number; paymentIntentId: string };
    await pay(paymentIntentId);
    await complete(purchaseId, paymentIntentId);

    loginAs(await createUser());
    expect((await prepare(purchaseId, { billingAddress })).status).toBe(404);
    expect((await complete(purchaseId, paymentIntentId)).status).toBe(404);
    expect((await receipt(purchaseId)).status).toBe(404);
    expect((await pay(paymentIntentId)).status).toBe(403);

    loginAs(null);
    expect((await create({ kind: "gift_card", giftCard: giftCard() })).status).toBe(401);
    expect((await complete(purchaseId, paymentIntentId)).status).toBe(401);
    expect((await receipt(purchaseId)).status).toBe(401);
  });

  it("refuses a completion with another intent than the purchase's", async () => {
    await buyer();
    const started = await create({ kind: "gift_card", giftCard: giftCard() });
    expect((await complete(started.json.purchaseId, "test_pi_someone_else")).status).toBe(409);
  });
});

describe("a gift card paying for a package", () => {
  it("pays part: the card is charged the rest, the gift card's part is taken once at confirmation", async () => {
    const user = await buyer();
    const card = await buyGiftCard(user, 10000);
    const pkg = await createPackage({ priceCents: 33000, serviceSlugs: ["hypnotherapy-in-person-session"] });
    const started = await create({
      kind: "package",
      packageId: pkg.id,
      billingAddress,
      giftCardCode: formatGiftCardCode(card.code).toLowerCase(),
    });
    expect(started.status).toBe(200);
    // $330.00 + NC 4.75% ($15.68) = $345.68, of which the gift card pays $100.00.
    expect(started.json).toMatchObject({ provider: "test", giftCardCents: 10000, amount: 24568 });
    const { purchaseId, paymentIntentId } = started.json as { purchaseId: number; paymentIntentId: string };
    // Nothing is taken before the purchase is paid.
    expect(await ledgerBalance(db, { giftCardId: card.id })).toBe(10000);
    await pay(paymentIntentId);
    await Promise.all([complete(purchaseId, paymentIntentId), complete(purchaseId, paymentIntentId)]);
    expect(await ledgerBalance(db, { giftCardId: card.id })).toBe(0);
    expect(await db.ledgerEntry.count({ where: { purchaseId, giftCardId: card.id, kind: "use" } })).toBe(1);
    expect(await db.clientPackage.count({ where: { purchaseId } })).toBe(1);
    const text = (await pdfTextLines(await renderPurchaseReceiptPdf(purchaseId))).join("\n");
    expect(text).toMatch(new RegExp(`Gift card \\(\\W*${card.code.slice(-4)}\\)`));
    expect(text).toContain("$245.68");
  });

  it("pays all: no card, completed at once, and a second completion changes nothing", async () => {
    const user = await buyer();
    const card = await buyGiftCard(user, 50000);
    const pkg = await createPackage({ priceCents: 33000, serviceSlugs: ["hypnotherapy-in-person-session"] });
    const started = await create({ kind: "package", packageId: pkg.id, billingAddress, giftCardCode: card.code });
    expect(started.json).toMatchObject({ giftCardCents: 34568, amount: 0 });
    const { purchaseId, paymentIntentId } = started.json as { purchaseId: number; paymentIntentId: string };
    expect(await db.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).toMatchObject({ provider: "gift_card" });
    expect((await complete(purchaseId, paymentIntentId)).json).toMatchObject({ outcome: "confirmed" });
    expect((await complete(purchaseId, paymentIntentId)).json).toMatchObject({ outcome: "already_confirmed" });
    expect(await ledgerBalance(db, { giftCardId: card.id })).toBe(50000 - 34568);
    expect(await db.clientPackage.count({ where: { purchaseId } })).toBe(1);
  });

  it("refunds the card's charge in full when another tab spent the gift card's part after the card was charged", async () => {
    const user = await buyer();
    const card = await buyGiftCard(user, 10000);
    const pkg = await createPackage({ priceCents: 33000, serviceSlugs: ["hypnotherapy-in-person-session"] });
    const a = await create({ kind: "package", packageId: pkg.id, billingAddress, giftCardCode: card.code });
    const b = await create({ kind: "package", packageId: pkg.id, billingAddress, giftCardCode: card.code });
    // Both plan the card's whole $100 and charge the bank card the other $245.68.
    for (const started of [a, b]) expect(started.json).toMatchObject({ giftCardCents: 10000, amount: 24568 });
    await pay(a.json.paymentIntentId);
    await pay(b.json.paymentIntentId);
    expect((await complete(a.json.purchaseId, a.json.paymentIntentId)).status).toBe(200);
    const refused = await complete(b.json.purchaseId, b.json.paymentIntentId);
    expect(refused).toMatchObject({ status: 409, json: { message: PURCHASE_REFUNDED_MESSAGE } });
    const refunded = await db.purchase.findUniqueOrThrow({ where: { id: b.json.purchaseId } });
    expect(refunded).toMatchObject({ refundedCents: 24568, failureCode: "gift_card_balance_changed" });
    expect(refunded.refundId).toMatch(/^test_re_/);
    // Once: asking again (the webhook, a retry) refunds nothing more and issues nothing.
    expect((await complete(b.json.purchaseId, b.json.paymentIntentId)).status).toBe(409);
    expect((await db.purchase.findUniqueOrThrow({ where: { id: b.json.purchaseId } })).refundId).toBe(refunded.refundId);
    expect(await db.clientPackage.count({ where: { purchaseId: b.json.purchaseId } })).toBe(0);
    expect(await ledgerBalance(db, { giftCardId: card.id })).toBe(0);
  });

  it("refuses a completion when another tab spent the balance first: nothing issued", async () => {
    const user = await buyer();
    const card = await buyGiftCard(user, 50000);
    const pkg = await createPackage({ priceCents: 33000, serviceSlugs: ["hypnotherapy-in-person-session"] });
    const a = await create({ kind: "package", packageId: pkg.id, billingAddress, giftCardCode: card.code });
    const b = await create({ kind: "package", packageId: pkg.id, billingAddress, giftCardCode: card.code });
    const results = await Promise.all([
      complete(a.json.purchaseId, a.json.paymentIntentId),
      complete(b.json.purchaseId, b.json.paymentIntentId),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.clientPackage.count({ where: { purchaseId: { in: [a.json.purchaseId, b.json.purchaseId] } } })).toBe(1);
    expect(await ledgerBalance(db, { giftCardId: card.id })).toBe(50000 - 34568);
  });
});
