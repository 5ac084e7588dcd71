import { db } from "@/lib/db";
import { addDays, startOfLocalDay } from "@/lib/booking/dates";

// Packages and gift cards in the owner's reports: what was sold in a range of local days (by paid
// date, before tax: a package's price, a gift card's face value) and what the practice still owes
// now (the outstanding liability): the balances of usable gift cards (issued, not voided) and the
// credits left on packages that have not expired, each credit worth what the client paid per
// session (the package's price paid divided by its sessions, in cents, rounded per package).

export type PurchaseSales = {
  packages: { count: number; cents: number };
  giftCards: { count: number; cents: number };
};

export type Liability = {
  giftCardCents: number;
  /** Usable cards with money left. */
  giftCards: number;
  packageCreditCents: number;
  /** Sessions left on unexpired packages. */
  packageCredits: number;
  totalCents: number;
};

/** Package and gift card sales paid between the local days `from` and `to` (yyyy-MM-dd, inclusive). */
export async function purchaseSales(from: string, to: string): Promise<PurchaseSales> {
  const rows = await db.purchase.groupBy({
    by: ["kind"],
    where: { status: "succeeded", paidAt: { gte: startOfLocalDay(from), lt: startOfLocalDay(addDays(to, 1)) } },
    _count: { _all: true },
    _sum: { subtotalCents: true },
  });
  const of = (kind: "package" | "gift_card") => {
    const row = rows.find((r) => r.kind === kind);
    return { count: row?._count._all ?? 0, cents: row?._sum.subtotalCents ?? 0 };
  };
  return { packages: of("package"), giftCards: of("gift_card") };
}

/** What clients can still spend, now: sums of the ledger. */
export async function outstandingLiability(now: Date = new Date()): Promise<Liability> {
  const [gift] = await db.$queryRaw<{ cents: number; cards: number }[]>`
    SELECT coalesce(sum(b."balance"), 0)::int AS "cents", count(*) FILTER (WHERE b."balance" > 0)::int AS "cards"
    FROM (
      SELECT g."id", sum(le."amount") AS "balance"
      FROM "GiftCard" g JOIN "LedgerEntry" le ON le."giftCardId" = g."id"
      WHERE g."issuedAt" IS NOT NULL AND g."voidedAt" IS NULL
      GROUP BY g."id"
    ) b`;
  const [credits] = await db.$queryRaw<{ cents: number; credits: number }[]>`
    SELECT coalesce(sum(round(b."left" * b."paid"::numeric / b."sessions")), 0)::int AS "cents",
      coalesce(sum(b."left"), 0)::int AS "credits"
    FROM (
      SELECT cp."id", cp."sessions", pu."subtotalCents" AS "paid", sum(le."amount") AS "left"
      FROM "ClientPackage" cp
      JOIN "Purchase" pu ON pu."id" = cp."purchaseId"
      JOIN "LedgerEntry" le ON le."clientPackageId" = cp."id"
      WHERE cp."expiresAt" > ${now}
      GROUP BY cp."id", cp."sessions", pu."subtotalCents"
      HAVING sum(le."amount") > 0
    ) b`;
  return {
    giftCardCents: gift.cents,
    giftCards: gift.cards,
    packageCreditCents: credits.cents,
    packageCredits: credits.credits,
    totalCents: gift.cents + credits.cents,
  };
}
