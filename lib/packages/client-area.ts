import { db, type LedgerKind } from "@/lib/db";
import { ledgerBalances } from "@/lib/ledger/ledger";
import { giftCardLast4 } from "@/lib/gift-cards/lookup";

// "My Packages & Gift Cards" (/my-packages): the client's packages with what remains, their expiry,
// the services they cover and every movement of their credits (from the ledger), and the gift cards
// the client bought, with their balance. Read on the server; nothing here changes anything.

export type PackageHistoryRow = {
  id: number;
  kind: LedgerKind;
  /** Sessions: +3 bought, -1 used, +1 returned... */
  amount: number;
  at: string;
  /** The session it paid for or came back from. */
  session: { startsAt: string; isVirtual: boolean; serviceName: string; status: string } | null;
  note: string | null;
};

export type MyPackage = {
  id: number;
  name: string;
  remaining: number;
  total: number;
  boughtAt: string;
  expiresAt: string;
  expired: boolean;
  services: string[];
  history: PackageHistoryRow[];
};

export type MyGiftCard = {
  id: number;
  last4: string;
  recipientName: string;
  initialCents: number;
  balanceCents: number;
  deliverAt: string;
  delivered: boolean;
  voided: boolean;
};

export async function myPackagesAndGiftCards(
  userId: number,
  now = new Date(),
): Promise<{ packages: MyPackage[]; giftCards: MyGiftCard[] }> {
  const owned = await db.clientPackage.findMany({
    where: { userId },
    include: {
      package: { select: { name: true } },
      ledgerEntries: {
        orderBy: { id: "asc" },
        include: { appointment: { select: { startsAt: true, isVirtual: true, status: true, service: { select: { name: true } } } } },
      },
    },
    orderBy: [{ expiresAt: "desc" }, { id: "desc" }],
  });
  const serviceIds = [...new Set(owned.flatMap((p) => p.serviceIds))];
  const services = new Map(
    (await db.service.findMany({ where: { id: { in: serviceIds } }, select: { id: true, name: true } })).map((s) => [s.id, s.name]),
  );
  const packages = owned.map((p) => ({
    id: p.id,
    name: p.package.name,
    remaining: p.ledgerEntries.reduce((sum, row) => sum + row.amount, 0),
    total: p.sessions,
    boughtAt: p.createdAt.toISOString(),
    expiresAt: p.expiresAt.toISOString(),
    expired: p.expiresAt <= now,
    services: p.serviceIds.map((id) => services.get(id)).filter((name): name is string => Boolean(name)),
    history: p.ledgerEntries.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      at: row.createdAt.toISOString(),
      session: row.appointment
        ? {
            startsAt: row.appointment.startsAt.toISOString(),
            isVirtual: row.appointment.isVirtual,
            serviceName: row.appointment.service.name,
            status: row.appointment.status,
          }
        : null,
      note: row.note,
    })),
  }));

  const cards = await db.giftCard.findMany({
    where: { purchase: { userId }, issuedAt: { not: null } },
    orderBy: { id: "desc" },
  });
  const balances = await ledgerBalances(
    db,
    "giftCardId",
    cards.map((c) => c.id),
  );
  const giftCards = cards.map((c) => ({
    id: c.id,
    last4: giftCardLast4(c.code),
    recipientName: c.recipientName,
    initialCents: c.initialCents,
    balanceCents: balances.get(c.id) ?? 0,
    deliverAt: c.deliverAt.toISOString(),
    delivered: c.deliveredAt !== null,
    voided: c.voidedAt !== null,
  }));
  return { packages, giftCards };
}
