import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  adjustPackageCredits,
  expirePackageCredits,
  LEDGER_MESSAGES,
  ledgerBalance,
  refundToGiftCard,
  returnCredit,
  spendGiftCard,
  useCredit,
  voidGiftCard,
} from "@/lib/ledger/ledger";
import { createUser } from "../../support/api";
import { createAppointment } from "../payments/helpers";
import { buyGiftCard, buyPackage, createPackage } from "./helpers";

// The ledger's own rules, below any route: balances are sums of append-only rows, and spends of
// the last credit or the last dollar are decided once under the account's lock.

const DAY = 24 * 60 * 60 * 1000;
const packageBalance = (id: number) => ledgerBalance(db, { clientPackageId: id });
const giftBalance = (id: number) => ledgerBalance(db, { giftCardId: id });

// Test bookings are years ahead (tests/support/far-future.ts): packages last ten years unless a test says otherwise.
async function clientWithPackage(options: Parameters<typeof createPackage>[0] = {}) {
  const user = await createUser();
  const pkg = await createPackage({ validDays: 3660, ...options });
  return { user, pkg, owned: await buyPackage(user, pkg) };
}

const spendCredit = (owned: { id: number; userId: number }, a: { id: number; serviceId: number; startsAt: Date }) =>
  db.$transaction((tx) =>
    useCredit(tx, { clientPackageId: owned.id, userId: owned.userId, serviceId: a.serviceId, startsAt: a.startsAt, appointmentId: a.id }),
  );

describe("ledger", () => {
  it("issues a package's sessions, takes one per booking and gives it back once", async () => {
    const { user, owned } = await clientWithPackage({ sessions: 3 });
    expect(await packageBalance(owned.id)).toBe(3);
    const a = await createAppointment(user);
    await spendCredit(owned, a);
    expect(await packageBalance(owned.id)).toBe(2);
    // A retried use for the same booking is refused by the database, not counted twice.
    await expect(spendCredit(owned, a)).rejects.toThrow();
    expect(await db.$transaction((tx) => returnCredit(tx, a.id))).toBe(true);
    expect(await db.$transaction((tx) => returnCredit(tx, a.id))).toBe(false);
    expect(await packageBalance(owned.id)).toBe(3);
  });

  it("refuses a service the package does not cover, another client's package and a session after expiry", async () => {
    const { user, owned } = await clientWithPackage({ validDays: 30 });
    const yoga = await createAppointment(user, { slug: "private-yoga-virtual" });
    await expect(spendCredit(owned, yoga)).rejects.toMatchObject({ status: 409, message: LEDGER_MESSAGES.packageNotCovering });
    const late = await createAppointment(user);
    await expect(spendCredit(owned, late)).rejects.toMatchObject({ status: 409, message: LEDGER_MESSAGES.packageExpiresFirst });
    const other = await createUser();
    const theirs = await createAppointment(other);
    await expect(spendCredit({ id: owned.id, userId: other.id }, theirs)).rejects.toMatchObject({ status: 404 });
  });

  it("20 bookings at once for the last credit: exactly one takes it", async () => {
    const { user, owned } = await clientWithPackage({ sessions: 1 });
    const appointments = await Promise.all(Array.from({ length: 20 }, () => createAppointment(user)));
    const results = await Promise.allSettled(appointments.map((a) => spendCredit(owned, a)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 409, message: LEDGER_MESSAGES.noCredits });
    expect(await packageBalance(owned.id)).toBe(0);
  });

  it("20 spends of a gift card's last dollars at once: exactly one succeeds", async () => {
    const buyer = await createUser();
    const card = await buyGiftCard(buyer, 5000);
    const user = await createUser();
    const appointments = await Promise.all(Array.from({ length: 20 }, () => createAppointment(user)));
    const results = await Promise.allSettled(
      appointments.map((a) => db.$transaction((tx) => spendGiftCard(tx, { giftCardId: card.id, cents: 5000, appointmentId: a.id }))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 409 });
    expect(await giftBalance(card.id)).toBe(0);
  });

  it("refunds a booking's gift-card part back to the card, once, and no more than it paid", async () => {
    const buyer = await createUser();
    const card = await buyGiftCard(buyer, 10000);
    const a = await createAppointment(buyer);
    await db.$transaction((tx) => spendGiftCard(tx, { giftCardId: card.id, cents: 6000, appointmentId: a.id }));
    expect(await giftBalance(card.id)).toBe(4000);
    expect(await db.$transaction((tx) => refundToGiftCard(tx, a.id, 9000))).toBe(6000);
    expect(await db.$transaction((tx) => refundToGiftCard(tx, a.id))).toBe(0);
    expect(await giftBalance(card.id)).toBe(10000);
  });

  it("a voided card keeps its history, loses its balance and cannot pay", async () => {
    const owner = await createUser({ isAdmin: true });
    const card = await buyGiftCard(owner, 2500);
    await db.$transaction((tx) => voidGiftCard(tx, { giftCardId: card.id, actorId: owner.id, note: "Reported lost" }));
    expect(await giftBalance(card.id)).toBe(0);
    const a = await createAppointment(owner);
    await expect(
      db.$transaction((tx) => spendGiftCard(tx, { giftCardId: card.id, cents: 100, appointmentId: a.id })),
    ).rejects.toMatchObject({ status: 409, message: LEDGER_MESSAGES.giftCardVoided });
    expect((await db.ledgerEntry.findMany({ where: { giftCardId: card.id }, orderBy: { id: "asc" } })).map((e) => e.kind)).toEqual([
      "purchase",
      "void",
    ]);
  });

  it("expiry takes off what is left, once; the owner's adjustment is noted and never goes below zero", async () => {
    const { owned } = await clientWithPackage({ sessions: 2, validDays: 1 });
    const later = new Date(Date.now() + 2 * DAY);
    expect(await db.$transaction((tx) => expirePackageCredits(tx, later))).toBeGreaterThanOrEqual(1);
    expect(await packageBalance(owned.id)).toBe(0);
    await db.$transaction((tx) => expirePackageCredits(tx, later));
    expect(await db.ledgerEntry.count({ where: { clientPackageId: owned.id, kind: "expiry" } })).toBe(1);
    const owner = await createUser({ isAdmin: true });
    await expect(
      db.$transaction((tx) => adjustPackageCredits(tx, { clientPackageId: owned.id, amount: -1, actorId: owner.id, note: "x" })),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("the database never changes or deletes a ledger row", async () => {
    const { owned } = await clientWithPackage();
    const row = await db.ledgerEntry.findFirstOrThrow({ where: { clientPackageId: owned.id } });
    await expect(db.$executeRaw`UPDATE "LedgerEntry" SET amount = 99 WHERE id = ${row.id}`).resolves.toBe(0);
    await expect(db.$executeRaw`DELETE FROM "LedgerEntry" WHERE id = ${row.id}`).resolves.toBe(0);
    await expect(db.ledgerEntry.update({ where: { id: row.id }, data: { amount: 99 } })).rejects.toThrow();
    expect(await db.ledgerEntry.findUniqueOrThrow({ where: { id: row.id } })).toEqual(row);
  });
});
