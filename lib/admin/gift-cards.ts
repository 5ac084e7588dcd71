import { db, type Prisma } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { notFound } from "@/lib/errors";
import { formatPrice } from "@/lib/format";
import { ledgerBalances, lockGiftCard, voidGiftCard } from "@/lib/ledger/ledger";
import { formatGiftCardCode } from "@/lib/validations/gift-card";
import { GIFT_CARD_STATUS_LABELS, type GiftCardStatus } from "./gift-card-statuses";
import { ledgerRowSelect, ledgerRowView, type LedgerRowView } from "./ledger-history";

// The owner's gift cards: every card with who bought it for whom, what it was worth, what was
// spent and what is left (sums of its ledger rows), its history, and Void. The list shows codes
// masked to their last four characters; the card's own page shows the whole code (the owner may
// have to read it to a recipient who lost the email).

export const GIFT_CARD_PAGE_SIZE = 25;

export type AdminGiftCard = {
  id: number;
  /** "••••-••••-••••-WXYZ" */
  maskedCode: string;
  buyerName: string;
  buyerEmail: string;
  /** The buyer's client record key. */
  buyerKey: string;
  recipientName: string;
  recipientEmail: string;
  /** ISO instant it was paid (null: not paid yet) */
  soldAt: string | null;
  initialCents: number;
  /** ISO instant the recipient's email went (null: not yet; deliverAt says when it will) */
  deliveredAt: string | null;
  deliverAt: string;
  /** Spent on bookings and packages, less what refunds put back. */
  redeemedCents: number;
  balanceCents: number;
  status: GiftCardStatus;
  voidedAt: string | null;
};

export type AdminGiftCardDetail = AdminGiftCard & { code: string; message: string | null; history: LedgerRowView[] };

export const maskGiftCardCode = (code: string) => `••••-••••-••••-${code.slice(-4)}`;

const select = {
  id: true,
  code: true,
  initialCents: true,
  recipientName: true,
  recipientEmail: true,
  message: true,
  deliverAt: true,
  deliveredAt: true,
  issuedAt: true,
  voidedAt: true,
  purchase: { select: { userId: true, buyerName: true, buyerEmail: true, paidAt: true } },
} as const satisfies Prisma.GiftCardSelect;
type Row = Prisma.GiftCardGetPayload<{ select: typeof select }>;

type Client = Prisma.TransactionClient | typeof db;

async function redeemedOf(client: Client, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await client.ledgerEntry.groupBy({
    by: ["giftCardId"],
    where: { giftCardId: { in: ids }, kind: { in: ["use", "refund"] } },
    _sum: { amount: true },
  });
  return new Map(rows.map((r) => [r.giftCardId!, -(r._sum.amount ?? 0)]));
}

const statusOf = (row: Row, balance: number): GiftCardStatus =>
  row.voidedAt ? "voided" : !row.issuedAt ? "pending" : balance > 0 ? "active" : "used_up";

async function views(client: Client, rows: Row[]): Promise<AdminGiftCard[]> {
  const ids = rows.map((r) => r.id);
  const [balances, redeemed] = await Promise.all([
    ledgerBalances(client as Prisma.TransactionClient, "giftCardId", ids),
    redeemedOf(client, ids),
  ]);
  return rows.map((row) => {
    const balance = balances.get(row.id) ?? 0;
    return {
      id: row.id,
      maskedCode: maskGiftCardCode(row.code),
      buyerName: row.purchase.buyerName,
      buyerEmail: row.purchase.buyerEmail,
      buyerKey: String(row.purchase.userId),
      recipientName: row.recipientName,
      recipientEmail: row.recipientEmail,
      soldAt: row.purchase.paidAt?.toISOString() ?? null,
      initialCents: row.initialCents,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      deliverAt: row.deliverAt.toISOString(),
      redeemedCents: redeemed.get(row.id) ?? 0,
      balanceCents: balance,
      status: statusOf(row, balance),
      voidedAt: row.voidedAt?.toISOString() ?? null,
    };
  });
}

export type GiftCardQuery = { q?: string; status?: GiftCardStatus; page?: number };
export type GiftCardPage = { cards: AdminGiftCard[]; total: number; page: number; pageSize: number };

/** What a search word matches: the code (whole or its last characters), the buyer's or recipient's name or email. */
function searchWhere(q: string | undefined): Prisma.GiftCardWhereInput {
  const words = (q ?? "").trim().split(/\s+/).filter(Boolean);
  return {
    AND: words.map((word) => {
      const code = word.replace(/[\s-]/g, "").toUpperCase();
      return {
        OR: [
          ...(code ? [{ code: { endsWith: code } }, { code }] : []),
          { recipientName: { contains: word, mode: "insensitive" as const } },
          { recipientEmail: { contains: word, mode: "insensitive" as const } },
          { purchase: { buyerName: { contains: word, mode: "insensitive" as const } } },
          { purchase: { buyerEmail: { contains: word, mode: "insensitive" as const } } },
        ],
      };
    }),
  };
}

/**
 * Every card, newest first, filtered by a search and a status. A card's status depends on its
 * balance (a sum), so the filter reads the matching cards and pages them after: a practice sells
 * hundreds of cards, not millions.
 */
export async function listAdminGiftCards(query: GiftCardQuery = {}): Promise<GiftCardPage> {
  const where: Prisma.GiftCardWhereInput = { ...searchWhere(query.q) };
  if (query.status === "pending") where.issuedAt = null;
  if (query.status === "voided") where.voidedAt = { not: null };
  if (query.status === "active" || query.status === "used_up") Object.assign(where, { issuedAt: { not: null }, voidedAt: null });
  const rows = await db.giftCard.findMany({ where, select, orderBy: { id: "desc" } });
  const all = (await views(db, rows)).filter((card) => !query.status || card.status === query.status);
  const page = Math.max(1, query.page ?? 1);
  return {
    cards: all.slice((page - 1) * GIFT_CARD_PAGE_SIZE, page * GIFT_CARD_PAGE_SIZE),
    total: all.length,
    page,
    pageSize: GIFT_CARD_PAGE_SIZE,
  };
}

/** One card with its whole code and its ledger history (oldest first); null when there is none. */
export async function getAdminGiftCard(id: number, client: Client = db): Promise<AdminGiftCardDetail | null> {
  const row = await client.giftCard.findUnique({ where: { id }, select });
  if (!row) return null;
  const [[card], history] = await Promise.all([
    views(client, [row]),
    client.ledgerEntry.findMany({ where: { giftCardId: id }, select: ledgerRowSelect, orderBy: { id: "asc" } }),
  ]);
  return { ...card, code: formatGiftCardCode(row.code), message: row.message, history: history.map((r) => ledgerRowView(r, formatPrice)) };
}

/** Voids a card: what is left on it is taken off (a ledger row with the note); it can no longer pay. */
export async function voidAdminGiftCard(actor: AuditActor, id: number, note: string): Promise<AdminGiftCardDetail> {
  const actorId = ownerId(actor);
  return db.$transaction(async (tx) => {
    if (!(await tx.giftCard.findUnique({ where: { id }, select: { id: true } }))) throw notFound("Gift card not found.");
    // The card's lock first, so the balance read is the one the void takes off.
    await lockGiftCard(tx, id);
    const before = (await getAdminGiftCard(id, tx))!;
    await voidGiftCard(tx, { giftCardId: id, actorId, note });
    await recordAudit(tx, {
      actor,
      action: "gift_card.void",
      entity: { type: "gift_card", id },
      summary: `Voided the gift card ${before.maskedCode} (${before.recipientName}): ${formatPrice(before.balanceCents)} taken off. ${note}`,
      before: { Status: GIFT_CARD_STATUS_LABELS[before.status], Balance: formatPrice(before.balanceCents) },
      after: { Status: GIFT_CARD_STATUS_LABELS.voided, Balance: formatPrice(0), Note: note },
    });
    return (await getAdminGiftCard(id, tx))!;
  });
}

/** The owner's own movements name her: the system has no id and makes none. */
export function ownerId(actor: AuditActor): number {
  if (actor.id === null) throw new Error("An owner's ledger movement needs the owner's id.");
  return actor.id;
}
