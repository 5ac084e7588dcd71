import Papa from "papaparse";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { getAdminAppointment } from "@/lib/admin/appointments";
import { clientLedger, CREDIT_MESSAGES } from "@/lib/admin/client-ledger";
import { outstandingLiability, purchaseSales } from "@/lib/admin/liability";
import { listPayments, paymentsCsv } from "@/lib/admin/payments";
import { ledgerBalance, ledgerBalances, spendGiftCard, useCredit, voidGiftCard } from "@/lib/ledger/ledger";
import { CREDIT_ADJUSTMENT_MESSAGES } from "@/lib/validations/package";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { buyGiftCard, buyPackage, createPackage } from "../ledger/helpers";
import { asAdmin, createAppointment, local, tag } from "./helpers";

// The owner's side of the ledger: she gives a credit back (or takes one off) with a note, the
// client record shows packages and gift cards with their history, a booking's details say how it
// was paid, the liability is the sum of what can still be used, and payments list purchases.

vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidatePath: vi.fn(),
}));
vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  headers: async () => new Headers(),
}));

const { POST: creditsRoute } = await import("@/app/api/admin/credits/route");
const { GET: packagesReportRoute } = await import("@/app/api/admin/reports/packages/route");
const { adjustCreditsAction } = await import("@/lib/actions/credits");

const DAY = 24 * 60 * 60 * 1000;
let admin: { id: number; username: string };
const adjust = (body: unknown) => call(creditsRoute, { method: "POST", body });

/** A client with a 3-session package and one booking paid with a credit (the admin tests book from 2050 on: the package lasts past it). */
async function bookedWithCredit(status: "confirmed" | "cancelled" = "cancelled") {
  const user = await createUser();
  const pkg = await createPackage();
  const bought = await buyPackage(user, pkg);
  const owned = await db.clientPackage.update({ where: { id: bought.id }, data: { expiresAt: new Date(Date.UTC(2300, 0, 1)) } });
  const booking = await createAppointment({ user, status, payment: null });
  await db.$transaction(async (tx) => {
    await tx.appointment.update({ where: { id: booking.id }, data: { clientPackageId: owned.id } });
    await useCredit(tx, {
      clientPackageId: owned.id,
      userId: user.id,
      serviceId: booking.serviceId,
      startsAt: booking.startsAt,
      appointmentId: booking.id,
    });
  });
  return { user, pkg, owned, booking };
}

beforeAll(async () => {
  admin = await asAdmin();
});
beforeEach(() => loginAs(admin));
afterAll(() => loginAs(null));

describe("the owner gives a credit back", () => {
  it("adds one session with her note, for the booking, in the client's history, audited; only once per booking", async () => {
    const { user, owned, booking } = await bookedWithCredit();
    expect(await ledgerBalance(db, { clientPackageId: owned.id })).toBe(2);
    const details = await getAdminAppointment(booking.id);
    expect(details.paidWith).toMatchObject({ clientPackageId: owned.id, packageName: "Three-session program", creditHeld: true });

    const res = await adjust({ clientPackageId: owned.id, note: "Late cancel: her flight was delayed.", appointmentId: booking.id });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toEqual({ remaining: 3, userId: user.id });
    expect((await getAdminAppointment(booking.id)).paidWith.creditHeld).toBe(false);

    const ledger = await clientLedger(user.id);
    expect(ledger.packages[0]).toMatchObject({ id: owned.id, sessions: 3, remaining: 3, expired: false });
    expect(ledger.packages[0].history.map((r) => [r.kind, r.amount])).toEqual([
      ["purchase", 3],
      ["use", -1],
      ["adjustment", 1],
    ]);
    expect(ledger.packages[0].history[2]).toMatchObject({
      note: "Late cancel: her flight was delayed.",
      byOwner: true,
      appointment: { id: booking.id },
    });
    const [entry] = await db.auditEntry.findMany({ where: { action: "credits.adjust", entityId: String(owned.id) } });
    expect(entry).toMatchObject({ actorId: admin.id, entityType: "client_package", after: { "Sessions left": 3 } });
    expect(entry.summary).toMatch(
      /^Gave a credit back on Three-session program for the .* session of .*: Late cancel: her flight was delayed\.$/,
    );

    const again = await adjust({ clientPackageId: owned.id, note: "Twice.", appointmentId: booking.id });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(CREDIT_MESSAGES.alreadyBack);
    expect(await ledgerBalance(db, { clientPackageId: owned.id })).toBe(3);
  });

  it("requires a note; a booking must have used this package; removing takes one off but never below zero", async () => {
    const { owned } = await bookedWithCredit();
    const noNote = await adjust({ clientPackageId: owned.id, note: " " });
    expect(noNote.status).toBe(400);
    expect(noNote.json.fieldErrors).toMatchObject({ note: CREDIT_ADJUSTMENT_MESSAGES.note });
    const other = await createAppointment({ payment: null });
    const wrong = await adjust({ clientPackageId: owned.id, note: "Wrong booking.", appointmentId: other.id });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fieldErrors).toMatchObject({ appointmentId: CREDIT_MESSAGES.notThisPackage });

    const form = new FormData();
    form.set("clientPackageId", String(owned.id));
    form.set("direction", "remove");
    form.set("note", "Sold twice by mistake.");
    expect(await adjustCreditsAction({ status: "idle" }, form)).toMatchObject({
      status: "success",
      message: "Credit removed: 1 session left.",
    });
    expect(await adjustCreditsAction({ status: "idle" }, form)).toMatchObject({ status: "success" });
    expect(await adjustCreditsAction({ status: "idle" }, form)).toMatchObject({ status: "error", httpStatus: 409 });
    expect(await ledgerBalance(db, { clientPackageId: owned.id })).toBe(0);
  });

  it("is the owner's only: a client gets 403, an anonymous caller 401", async () => {
    const { owned } = await bookedWithCredit();
    loginAs(await createUser());
    expect((await adjust({ clientPackageId: owned.id, note: "Mine." })).status).toBe(403);
    loginAs(null);
    expect((await adjust({ clientPackageId: owned.id, note: "Mine." })).status).toBe(401);
    expect(await ledgerBalance(db, { clientPackageId: owned.id })).toBe(2);
  });
});

describe("the client record's gift cards and a booking's gift card part", () => {
  it("lists cards the client bought or paid with, with the balance of active ones", async () => {
    const buyer = await createUser();
    const friend = await createUser();
    const card = await buyGiftCard(buyer, 10_000);
    const booking = await createAppointment({ user: friend, payment: { amountCents: 8_000, subtotalCents: 12_000 } });
    await db.$transaction(async (tx) => {
      await spendGiftCard(tx, { giftCardId: card.id, cents: 4_000, appointmentId: booking.id });
      await tx.payment.update({ where: { appointmentId: booking.id }, data: { giftCardId: card.id, giftCardCents: 4_000 } });
    });
    expect((await clientLedger(buyer.id)).giftCards).toMatchObject([{ id: card.id, bought: true, used: false, balanceCents: 6_000 }]);
    const friends = await clientLedger(friend.id);
    expect(friends.giftCards).toMatchObject([{ id: card.id, bought: false, used: true, status: "active" }]);
    expect(friends.giftBalanceCents).toBe(6_000);
    expect((await getAdminAppointment(booking.id)).paidWith).toMatchObject({
      giftCardId: card.id,
      giftCardCents: 4_000,
      giftCardLast4: card.code.slice(-4),
    });
  });
});

describe("the outstanding liability", () => {
  it("is the balance of usable gift cards plus unexpired credits at the price paid per session; expired packages and voided cards are out", async () => {
    const before = await outstandingLiability();
    const user = await createUser();
    const card = await buyGiftCard(user, 10_000);
    const booking = await createAppointment({ user, payment: null });
    await db.$transaction((tx) => spendGiftCard(tx, { giftCardId: card.id, cents: 3_000, appointmentId: booking.id }));
    const voided = await buyGiftCard(user, 5_000);
    await db.$transaction((tx) => voidGiftCard(tx, { giftCardId: voided.id, actorId: admin.id, note: "Sold by mistake." }));
    const { owned } = await bookedWithCredit("confirmed");
    const expiredPkg = await createPackage({ validDays: 30, priceCents: 12_000 });
    await buyPackage(user, expiredPkg, new Date(Date.now() - 400 * DAY));
    void owned;

    const after = await outstandingLiability();
    expect(after.giftCardCents - before.giftCardCents).toBe(7_000);
    expect(after.giftCards - before.giftCards).toBe(1);
    // 2 sessions left of a $330 package of 3: $110 each.
    expect(after.packageCredits - before.packageCredits).toBe(2);
    expect(after.packageCreditCents - before.packageCreditCents).toBe(22_000);
    expect(after.totalCents).toBe(after.giftCardCents + after.packageCreditCents);

    // The same figures from the ledger's own balances.
    const cards = await db.giftCard.findMany({ where: { issuedAt: { not: null }, voidedAt: null }, select: { id: true } });
    const cardBalances = await ledgerBalances(
      db,
      "giftCardId",
      cards.map((c) => c.id),
    );
    expect([...cardBalances.values()].reduce((a, b) => a + b, 0)).toBe(after.giftCardCents);
    const live = await db.clientPackage.findMany({ where: { expiresAt: { gt: new Date() } }, select: { id: true } });
    const credits = await ledgerBalances(
      db,
      "clientPackageId",
      live.map((p) => p.id),
    );
    expect([...credits.values()].filter((n) => n > 0).reduce((a, b) => a + b, 0)).toBe(after.packageCredits);

    const res = await call(packagesReportRoute, {});
    expect(res.status).toBe(200);
    expect(res.json.liability).toEqual(after);
  });
});

describe("purchases in the payments list, the CSV and the sales", () => {
  it("lists a package bought partly with a gift card and a gift card, with their amounts, in the CSV's new columns", async () => {
    const t = tag();
    const buyer = await createUser();
    const pkg = await createPackage({ priceCents: 33_000 });
    const paidAt = local("2265-03-10", "10:00");
    const base = {
      provider: "test" as const,
      clientSecret: "s",
      status: "succeeded" as const,
      paidAt,
      userId: buyer.id,
      buyerEmail: buyer.email,
    };
    const packagePurchase = await db.purchase.create({
      data: {
        ...base,
        kind: "package",
        buyerName: `Pat Buyer${t}`,
        packageId: pkg.id,
        paymentIntentId: `test_pi_pkg_${t}`,
        subtotalCents: 33_000,
        taxCents: 1_568,
        taxRate: 0.0475,
        taxState: "NC",
        giftCardCents: 5_000,
        amountCents: 29_568,
      },
    });
    await db.purchase.create({
      data: {
        ...base,
        kind: "gift_card",
        buyerName: `Pat Buyer${t}`,
        paymentIntentId: `test_pi_gift_${t}`,
        subtotalCents: 10_000,
        taxCents: 0,
        amountCents: 10_000,
        paidAt: local("2265-03-10", "09:00"),
      },
    });

    const page = await listPayments({ search: `buyer${t}`, from: "2265-03-10", to: "2265-03-10" });
    expect(page.payments).toMatchObject([
      {
        kind: "package",
        purchaseId: packagePurchase.id,
        appointmentId: null,
        buyerId: buyer.id,
        amountCents: 29_568,
        giftCardCents: 5_000,
      },
      { kind: "gift_card", amountCents: 10_000, serviceName: "Gift card", clientName: `Pat Buyer${t}` },
    ]);
    expect(page.totalRevenueCents).toBe(39_568);

    const { csv } = await paymentsCsv({ search: `buyer${t}` });
    const [header, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    expect(header.slice(-3)).toEqual(["Kind", "Gift Card", "Total"]);
    expect(rows[0]).toEqual([
      "2265-03-10",
      "10:00 AM EST",
      "Package: Three-session program",
      `Pat Buyer${t}`,
      buyer.email,
      "295.68",
      `test_pi_pkg_${t}`,
      "Paid",
      "2265-03-10",
      "330.00",
      "15.68",
      "NC",
      "4.75%",
      "0.00",
      "",
      "0.00",
      "",
      "Package",
      "50.00",
      "345.68",
    ]);
    expect(rows[1].slice(-3)).toEqual(["Gift card", "0.00", "100.00"]);
    expect(rows[1][5]).toBe("100.00");

    expect(await purchaseSales("2265-03-10", "2265-03-10")).toEqual({
      packages: { count: 1, cents: 33_000 },
      giftCards: { count: 1, cents: 10_000 },
    });
  });
});
