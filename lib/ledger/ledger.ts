import type { LedgerKind, Prisma } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";

// The one ledger of credits and gift-card money (model LedgerEntry): every movement is a row,
// never changed; a balance is the sum of its account's rows. Each function here runs inside the
// caller's transaction and takes the account's row lock first (SELECT ... FOR UPDATE), so two
// spends of the last credit or the last dollar are decided one after the other: the second sees
// the first's row and is refused. Lock order, where both are held: the appointment (or the
// purchase) first, then the account.

type Tx = Prisma.TransactionClient;

export const LEDGER_MESSAGES = {
  noCredits: "This package has no sessions left.",
  packageExpired: "This package has expired.",
  packageExpiresFirst: "This package expires before the session: choose an earlier time or pay for this session.",
  packageNotCovering: "This package does not cover this service.",
  giftCardUnknown: "This gift card code is not valid. Check it and try again.",
  giftCardNotIssued: "This gift card cannot be used until its purchase is complete.",
  giftCardVoided: "This gift card is no longer valid.",
  giftCardEmpty: "This gift card has no balance left.",
  giftCardBalanceChanged: "This gift card's balance has changed. Please check it and try again.",
} as const;

/** The account a row moves: a client's package (sessions) or a gift card (cents). */
export type LedgerAccount = { clientPackageId: number } | { giftCardId: number };

export type LedgerMovement = LedgerAccount & {
  kind: LedgerKind;
  amount: number;
  appointmentId?: number | null;
  purchaseId?: number | null;
  actorId?: number | null;
  note?: string | null;
};

/** Appends one row. The database refuses zero amounts, a second use or return for one booking, and any later change. */
export async function appendLedgerEntry(tx: Tx, movement: LedgerMovement) {
  return tx.ledgerEntry.create({ data: movement });
}

/** The sum of the account's rows (sessions or cents). Take the lock first when the answer decides a spend. */
export async function ledgerBalance(tx: Tx, account: LedgerAccount): Promise<number> {
  const { _sum } = await tx.ledgerEntry.aggregate({ where: account, _sum: { amount: true } });
  return _sum.amount ?? 0;
}

/** Balances of many accounts of one kind at once (lists): id -> sum. */
export async function ledgerBalances(tx: Tx, by: "clientPackageId" | "giftCardId", ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.ledgerEntry.groupBy({ by: [by], where: { [by]: { in: [...ids] } }, _sum: { amount: true } });
  return new Map(rows.map((r) => [r[by] as number, r._sum.amount ?? 0]));
}

export async function lockClientPackage(tx: Tx, id: number) {
  await tx.$queryRaw`SELECT id FROM "ClientPackage" WHERE id = ${id} FOR UPDATE`;
  const found = await tx.clientPackage.findUnique({ where: { id } });
  if (!found) throw notFound("Package not found.");
  return found;
}

export async function lockGiftCard(tx: Tx, id: number) {
  await tx.$queryRaw`SELECT id FROM "GiftCard" WHERE id = ${id} FOR UPDATE`;
  const found = await tx.giftCard.findUnique({ where: { id } });
  if (!found) throw notFound(LEDGER_MESSAGES.giftCardUnknown);
  return found;
}

// ---- Packages -------------------------------------------------------------------------------

/**
 * Takes one credit of the client's package for a booking, under the package's lock: the package
 * must be the client's, cover the service, be valid now and at the session's start, and have a
 * credit left. 409 with the reason otherwise (404 when the package is not the client's).
 */
export async function useCredit(
  tx: Tx,
  input: { clientPackageId: number; userId: number; serviceId: number; startsAt: Date; appointmentId: number; now?: Date },
) {
  const { now = new Date() } = input;
  const pkg = await lockClientPackage(tx, input.clientPackageId);
  if (pkg.userId !== input.userId) throw notFound("Package not found.");
  assertCreditCovers(pkg, input.serviceId, input.startsAt, now);
  if ((await ledgerBalance(tx, { clientPackageId: pkg.id })) < 1) throw conflict(LEDGER_MESSAGES.noCredits);
  await appendLedgerEntry(tx, { clientPackageId: pkg.id, kind: "use", amount: -1, appointmentId: input.appointmentId });
}

/** Why a package's credit cannot pay for this session (null: it can, credits allowing). */
export function creditRefusal(pkg: { serviceIds: number[]; expiresAt: Date }, serviceId: number, startsAt: Date, now: Date): string | null {
  if (!pkg.serviceIds.includes(serviceId)) return LEDGER_MESSAGES.packageNotCovering;
  if (pkg.expiresAt <= now) return LEDGER_MESSAGES.packageExpired;
  if (pkg.expiresAt <= startsAt) return LEDGER_MESSAGES.packageExpiresFirst;
  return null;
}

function assertCreditCovers(pkg: { serviceIds: number[]; expiresAt: Date }, serviceId: number, startsAt: Date, now: Date) {
  const refusal = creditRefusal(pkg, serviceId, startsAt, now);
  if (refusal) throw conflict(refusal);
}

/**
 * Gives back the credit a booking took (cancelled within the policy, or the owner refunded it),
 * once: a booking that took no credit, or whose credit came back already, changes nothing.
 * Returns whether a credit came back.
 */
export async function returnCredit(tx: Tx, appointmentId: number): Promise<boolean> {
  const used = await tx.ledgerEntry.findFirst({ where: { appointmentId, kind: "use", clientPackageId: { not: null } } });
  if (!used?.clientPackageId) return false;
  await lockClientPackage(tx, used.clientPackageId);
  const returned = await tx.ledgerEntry.findFirst({ where: { appointmentId, kind: "return", clientPackageId: used.clientPackageId } });
  if (returned) return false;
  await appendLedgerEntry(tx, { clientPackageId: used.clientPackageId, kind: "return", amount: 1, appointmentId });
  return true;
}

// ---- Gift cards -----------------------------------------------------------------------------

/** A gift card that can pay: issued (its purchase is paid) and not voided; else 409 with why. */
export function assertGiftCardUsable(card: { issuedAt: Date | null; voidedAt: Date | null }) {
  if (!card.issuedAt) throw conflict(LEDGER_MESSAGES.giftCardNotIssued);
  if (card.voidedAt) throw conflict(LEDGER_MESSAGES.giftCardVoided);
}

/**
 * Why the gift card cannot pay `cents` now (null: it can), read under the card's lock, which the
 * caller's transaction then holds: a spend that follows in it cannot be overtaken.
 */
export async function giftCardRefusal(tx: Tx, giftCardId: number, cents: number): Promise<string | null> {
  const card = await lockGiftCard(tx, giftCardId);
  if (!card.issuedAt) return LEDGER_MESSAGES.giftCardNotIssued;
  if (card.voidedAt) return LEDGER_MESSAGES.giftCardVoided;
  const balance = await ledgerBalance(tx, { giftCardId });
  if (balance <= 0) return LEDGER_MESSAGES.giftCardEmpty;
  return balance < cents ? LEDGER_MESSAGES.giftCardBalanceChanged : null;
}

/**
 * Takes `cents` from a gift card for a booking or a purchase, under the card's lock. 409 when the
 * card cannot pay or its balance is now lower than what the checkout planned (another tab spent it).
 */
export async function spendGiftCard(
  tx: Tx,
  input: { giftCardId: number; cents: number } & ({ appointmentId: number } | { purchaseId: number }),
) {
  const refusal = await giftCardRefusal(tx, input.giftCardId, input.cents);
  if (refusal) throw conflict(refusal);
  const { giftCardId, cents, ...paidFor } = input;
  await appendLedgerEntry(tx, { giftCardId, kind: "use", amount: -cents, ...paidFor });
}

/**
 * Puts back on the gift card what it paid for a booking that is refunded (all of it, or `cents`
 * of it for a part refund), once per booking. Returns the cents put back.
 */
export async function refundToGiftCard(tx: Tx, appointmentId: number, cents?: number): Promise<number> {
  const used = await tx.ledgerEntry.findFirst({ where: { appointmentId, kind: "use", giftCardId: { not: null } } });
  if (!used?.giftCardId) return 0;
  await lockGiftCard(tx, used.giftCardId);
  const refunded = await tx.ledgerEntry.findFirst({ where: { appointmentId, kind: "refund", giftCardId: used.giftCardId } });
  if (refunded) return 0;
  const amount = Math.min(cents ?? -used.amount, -used.amount);
  if (amount <= 0) return 0;
  await appendLedgerEntry(tx, { giftCardId: used.giftCardId, kind: "refund", amount, appointmentId });
  return amount;
}

// ---- Issuing, the owner's corrections, expiry ----------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a paid purchase bought, once (called in the transaction that marks the purchase paid): a
 * package's credits (valid `validDays` from now) or the gift card's opening balance.
 */
export async function issuePurchase(tx: Tx, purchaseId: number, now = new Date()): Promise<void> {
  const purchase = await tx.purchase.findUniqueOrThrow({
    where: { id: purchaseId },
    include: { package: { include: { services: { select: { id: true } } } }, clientPackage: true, giftCard: true },
  });
  if (purchase.kind === "package") {
    if (purchase.clientPackage || !purchase.package) return;
    const pkg = purchase.package;
    const owned = await tx.clientPackage.create({
      data: {
        userId: purchase.userId,
        packageId: pkg.id,
        purchaseId: purchase.id,
        sessions: pkg.sessions,
        serviceIds: pkg.services.map((s) => s.id),
        expiresAt: new Date(now.getTime() + pkg.validDays * DAY_MS),
      },
    });
    await appendLedgerEntry(tx, { clientPackageId: owned.id, kind: "purchase", amount: pkg.sessions, purchaseId: purchase.id });
    return;
  }
  const card = purchase.giftCard;
  if (!card || card.issuedAt) return;
  await tx.giftCard.update({ where: { id: card.id }, data: { issuedAt: now } });
  await appendLedgerEntry(tx, { giftCardId: card.id, kind: "purchase", amount: card.initialCents, purchaseId: purchase.id });
}

/**
 * The owner adds (or takes away) credits on a client's package, e.g. gives back the credit of a
 * late cancellation; never below zero. Her note says why.
 */
export async function adjustPackageCredits(
  tx: Tx,
  input: { clientPackageId: number; amount: number; actorId: number; note: string; appointmentId?: number | null },
) {
  await lockClientPackage(tx, input.clientPackageId);
  const balance = await ledgerBalance(tx, { clientPackageId: input.clientPackageId });
  if (balance + input.amount < 0) throw conflict(LEDGER_MESSAGES.noCredits);
  await appendLedgerEntry(tx, { ...input, kind: "adjustment" });
}

/** The owner voids a gift card: its balance is taken off (a row) and it can no longer be used. */
export async function voidGiftCard(tx: Tx, input: { giftCardId: number; actorId: number; note: string; now?: Date }) {
  const card = await lockGiftCard(tx, input.giftCardId);
  if (card.voidedAt) throw conflict(LEDGER_MESSAGES.giftCardVoided);
  const balance = await ledgerBalance(tx, { giftCardId: card.id });
  if (balance > 0)
    await appendLedgerEntry(tx, { giftCardId: card.id, kind: "void", amount: -balance, actorId: input.actorId, note: input.note });
  await tx.giftCard.update({ where: { id: card.id }, data: { voidedAt: input.now ?? new Date() } });
}

/**
 * Expired packages lose what they had left (one "expiry" row each, under the package's lock), so
 * the liability is what can still be used. A credit that comes back after expiry is taken off by
 * the next run. Returns how many packages expired.
 */
export async function expirePackageCredits(tx: Tx, now = new Date()): Promise<number> {
  const candidates = await tx.clientPackage.findMany({ where: { expiresAt: { lte: now } }, select: { id: true } });
  const balances = await ledgerBalances(
    tx,
    "clientPackageId",
    candidates.map((c) => c.id),
  );
  let expired = 0;
  for (const [id, balance] of balances) {
    if (balance <= 0) continue;
    await lockClientPackage(tx, id);
    const left = await ledgerBalance(tx, { clientPackageId: id });
    if (left <= 0) continue;
    await appendLedgerEntry(tx, { clientPackageId: id, kind: "expiry", amount: -left });
    expired++;
  }
  return expired;
}
