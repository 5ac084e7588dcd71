import { db, type Prisma } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { withAppointmentLock } from "@/lib/appointments/lock";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { formatPrice, formatShortDate } from "@/lib/format";
import { adjustPackageCredits, ledgerBalances } from "@/lib/ledger/ledger";
import type { CreditAdjustment } from "@/lib/validations/package";
import { GIFT_CARD_STATUS_LABELS, type GiftCardStatus } from "./gift-card-statuses";
import { maskGiftCardCode, ownerId } from "./gift-cards";
import { ledgerRowSelect, ledgerRowView, type LedgerRowView } from "./ledger-history";

// A client's packages and gift cards as the owner's client record shows them, and the owner's
// corrections of a package's credits (give one back after a late cancel or a no-show, or take one
// off), each an adjustment row with her note and an audit entry.

export type ClientPackageView = {
  id: number;
  name: string;
  sessions: number;
  remaining: number;
  /** ISO instant: a credit books a session that starts before it. */
  expiresAt: string;
  expired: boolean;
  history: LedgerRowView[];
};

export type ClientGiftCardView = {
  id: number;
  maskedCode: string;
  recipientName: string;
  balanceCents: number;
  status: GiftCardStatus;
  statusLabel: string;
  /** The client bought it, used it to pay, or both. */
  bought: boolean;
  used: boolean;
};

export type ClientLedger = { packages: ClientPackageView[]; giftCards: ClientGiftCardView[]; giftBalanceCents: number };

/** The packages the client bought (newest first) and the gift cards they bought or paid with. */
export async function clientLedger(userId: number, now: Date = new Date()): Promise<ClientLedger> {
  const [packages, cards] = await Promise.all([
    db.clientPackage.findMany({
      where: { userId },
      orderBy: { id: "desc" },
      select: {
        id: true,
        sessions: true,
        expiresAt: true,
        package: { select: { name: true } },
        ledgerEntries: { select: ledgerRowSelect, orderBy: { id: "asc" } },
      },
    }),
    db.giftCard.findMany({
      where: {
        OR: [
          { purchase: { userId } },
          { ledgerEntries: { some: { kind: "use", OR: [{ appointment: { userId } }, { purchase: { userId } }] } } },
        ],
      },
      orderBy: { id: "desc" },
      select: {
        id: true,
        code: true,
        recipientName: true,
        issuedAt: true,
        voidedAt: true,
        purchase: { select: { userId: true } },
        ledgerEntries: {
          where: { kind: "use", OR: [{ appointment: { userId } }, { purchase: { userId } }] },
          select: { id: true },
          take: 1,
        },
      },
    }),
  ]);
  const balances = await ledgerBalances(
    db,
    "giftCardId",
    cards.map((c) => c.id),
  );
  const giftCards = cards.map((card): ClientGiftCardView => {
    const balance = balances.get(card.id) ?? 0;
    const status: GiftCardStatus = card.voidedAt ? "voided" : !card.issuedAt ? "pending" : balance > 0 ? "active" : "used_up";
    return {
      id: card.id,
      maskedCode: maskGiftCardCode(card.code),
      recipientName: card.recipientName,
      balanceCents: balance,
      status,
      statusLabel: GIFT_CARD_STATUS_LABELS[status],
      bought: card.purchase.userId === userId,
      used: card.ledgerEntries.length > 0,
    };
  });
  return {
    packages: packages.map((p) => ({
      id: p.id,
      name: p.package.name,
      sessions: p.sessions,
      remaining: p.ledgerEntries.reduce((sum, row) => sum + row.amount, 0),
      expiresAt: p.expiresAt.toISOString(),
      expired: p.expiresAt <= now,
      history: p.ledgerEntries.map((row) => ledgerRowView(row, formatPrice)),
    })),
    giftCards,
    giftBalanceCents: giftCards.filter((c) => c.status === "active").reduce((sum, c) => sum + c.balanceCents, 0),
  };
}

export const CREDIT_MESSAGES = {
  notThisPackage: "This booking was not paid with this package.",
  alreadyBack: "The credit of this booking is back already.",
  creditNotUsed: "This booking holds no credit to give back.",
} as const;

/**
 * The owner gives a credit back (+1) or takes one off (-1), with her note; naming a booking, the
 * booking must have used this package and still hold its credit (no return, no earlier give-back),
 * and its lock is taken first (lock order: the appointment, then the package).
 */
export async function adjustClientCredits(actor: AuditActor, input: CreditAdjustment): Promise<{ remaining: number; userId: number }> {
  const actorId = ownerId(actor);
  const amount = input.direction === "give" ? 1 : -1;
  const run = async (tx: Prisma.TransactionClient) => {
    const pkg = await tx.clientPackage.findUnique({
      where: { id: input.clientPackageId },
      select: { id: true, userId: true, package: { select: { name: true } } },
    });
    if (!pkg) throw notFound("Package not found.");
    let booking = "";
    if (input.appointmentId !== null) {
      const appointment = await tx.appointment.findUnique({
        where: { id: input.appointmentId },
        select: { clientPackageId: true, startsAt: true, service: { select: { name: true } } },
      });
      if (!appointment) throw notFound("Booking not found.");
      if (appointment.clientPackageId !== pkg.id)
        throw badRequest(CREDIT_MESSAGES.notThisPackage, { appointmentId: CREDIT_MESSAGES.notThisPackage });
      if (amount > 0) {
        const { _sum } = await tx.ledgerEntry.aggregate({
          where: { appointmentId: input.appointmentId, clientPackageId: pkg.id },
          _sum: { amount: true },
        });
        const net = _sum.amount ?? 0;
        if (net >= 0)
          throw conflict(
            net === 0 && (await usedOnce(tx, input.appointmentId, pkg.id)) ? CREDIT_MESSAGES.alreadyBack : CREDIT_MESSAGES.creditNotUsed,
          );
      }
      booking = ` for the ${appointment.service.name} session of ${formatShortDate(appointment.startsAt)}`;
    }
    await adjustPackageCredits(tx, { clientPackageId: pkg.id, amount, actorId, note: input.note, appointmentId: input.appointmentId });
    const remaining = (await ledgerBalances(tx, "clientPackageId", [pkg.id])).get(pkg.id) ?? 0;
    await recordAudit(tx, {
      actor,
      action: "credits.adjust",
      entity: { type: "client_package", id: pkg.id },
      summary: `${amount > 0 ? "Gave a credit back on" : "Took a credit off"} ${pkg.package.name}${booking}: ${input.note}`,
      before: { "Sessions left": remaining - amount },
      after: { "Sessions left": remaining, Note: input.note },
    });
    return { remaining, userId: pkg.userId };
  };
  return input.appointmentId !== null ? withAppointmentLock(input.appointmentId, run) : db.$transaction(run);
}

async function usedOnce(tx: Prisma.TransactionClient, appointmentId: number, clientPackageId: number) {
  return (await tx.ledgerEntry.count({ where: { appointmentId, clientPackageId, kind: "use" } })) > 0;
}
