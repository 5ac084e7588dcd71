import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { ledgerBalance, spendGiftCard } from "@/lib/ledger/ledger";
import { GIFT_CARD_VOID_MESSAGES } from "@/lib/validations/package";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { buyGiftCard } from "../ledger/helpers";
import { asAdmin, createAppointment } from "./helpers";

// The owner's gift cards: every card with what was redeemed and what is left, codes masked in the
// list and whole on the card's page, its ledger history, and Void: a required note, the balance
// taken off by a row (the history stays), once only, audited.

vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidatePath: vi.fn(),
}));
vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  headers: async () => new Headers(),
}));

const { GET: listRoute } = await import("@/app/api/admin/gift-cards/route");
const { GET: getRoute } = await import("@/app/api/admin/gift-cards/[id]/route");
const { POST: voidRoute } = await import("@/app/api/admin/gift-cards/[id]/void/route");
const { voidGiftCardAction } = await import("@/lib/actions/gift-cards");

let admin: { id: number; username: string };
const voidCard = (id: number, body: unknown) => call(voidRoute, { method: "POST", params: { id: String(id) }, body });

/** A $100 card with $30 spent on a booking. */
async function spentCard() {
  const buyer = await createUser();
  const card = await buyGiftCard(buyer, 10_000);
  const booking = await createAppointment({ user: buyer });
  await db.$transaction((tx) => spendGiftCard(tx, { giftCardId: card.id, cents: 3_000, appointmentId: booking.id }));
  return { buyer, card, booking };
}

beforeAll(async () => {
  admin = await asAdmin();
});
beforeEach(() => loginAs(admin));
afterAll(() => loginAs(null));

describe("admin only", () => {
  it("refuses clients (403) and anonymous callers (401), and voids nothing", async () => {
    const { card } = await spentCard();
    const calls = [
      () => call(listRoute, {}),
      () => call(getRoute, { params: { id: String(card.id) } }),
      () => voidCard(card.id, { note: "Not mine to void." }),
    ];
    loginAs(await createUser());
    for (const c of calls) expect((await c()).status).toBe(403);
    loginAs(null);
    for (const c of calls) expect((await c()).status).toBe(401);
    expect((await db.giftCard.findUniqueOrThrow({ where: { id: card.id } })).voidedAt).toBeNull();
  });
});

describe("the list and a card's page", () => {
  it("lists a card masked to its last four, with buyer, recipient, amount, redeemed and balance; found by its last four", async () => {
    const { card, buyer } = await spentCard();
    const res = await call(listRoute, { url: `http://localhost/api/admin/gift-cards?q=${card.code.slice(-6)}` });
    expect(res.status).toBe(200);
    const listed = res.json.cards.find((c: { id: number }) => c.id === card.id);
    expect(listed).toMatchObject({
      maskedCode: `••••-••••-••••-${card.code.slice(-4)}`,
      buyerEmail: buyer.email,
      recipientName: "Friend",
      initialCents: 10_000,
      redeemedCents: 3_000,
      balanceCents: 7_000,
      status: "active",
      deliveredAt: expect.any(String),
    });
    expect(JSON.stringify(res.json)).not.toContain(card.code);
    const usedUp = await call(listRoute, { url: `http://localhost/api/admin/gift-cards?q=${card.code}&status=used_up` });
    expect(usedUp.json.total).toBe(0);
  });

  it("shows the whole code and the history: the purchase, then the booking it paid", async () => {
    const { card, booking } = await spentCard();
    const res = await call(getRoute, { params: { id: String(card.id) } });
    expect(res.json.code).toBe(card.code.replace(/(.{4})(?=.)/g, "$1-"));
    expect(res.json.history).toMatchObject([
      { kind: "purchase", kindLabel: "Bought", amount: 10_000, purchase: { id: card.purchaseId, label: "Gift card of $100.00" } },
      { kind: "use", kindLabel: "Used", amount: -3_000, appointment: { id: booking.id } },
    ]);
    expect((await call(getRoute, { params: { id: "999999" } })).status).toBe(404);
  });
});

describe("voiding a card", () => {
  it("takes the balance off with the owner's note, keeps the history, audited; a second void is refused", async () => {
    const { card } = await spentCard();
    const res = await voidCard(card.id, { note: "Refunded to the buyer by check." });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ status: "voided", balanceCents: 0, redeemedCents: 3_000 });
    expect(res.json.history.map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([
      ["purchase", 10_000],
      ["use", -3_000],
      ["void", -7_000],
    ]);
    expect(res.json.history[2]).toMatchObject({ note: "Refunded to the buyer by check.", byOwner: true });
    expect(await ledgerBalance(db, { giftCardId: card.id })).toBe(0);
    const [entry] = await db.auditEntry.findMany({ where: { action: "gift_card.void", entityId: String(card.id) } });
    expect(entry).toMatchObject({ actorId: admin.id, entityType: "gift_card" });
    expect(entry.summary).toContain("$70.00 taken off. Refunded to the buyer by check.");
    const again = await voidCard(card.id, { note: "Twice." });
    expect(again.status).toBe(409);
    expect(await db.ledgerEntry.count({ where: { giftCardId: card.id, kind: "void" } })).toBe(1);
  });

  it("requires a note, on the route and in the form", async () => {
    const { card } = await spentCard();
    const res = await voidCard(card.id, { note: "  " });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toMatchObject({ note: GIFT_CARD_VOID_MESSAGES.note });
    const form = new FormData();
    form.set("id", String(card.id));
    expect(await voidGiftCardAction({ status: "idle" }, form)).toMatchObject({
      status: "error",
      fieldErrors: { note: GIFT_CARD_VOID_MESSAGES.note },
    });
    form.set("note", "Reported stolen.");
    expect(await voidGiftCardAction({ status: "idle" }, form)).toMatchObject({ status: "success" });
    expect(await db.giftCard.findUniqueOrThrow({ where: { id: card.id } })).toMatchObject({ voidedAt: expect.any(Date) });
    expect((await voidCard(999_999, { note: "No such card." })).status).toBe(404);
  });
});
