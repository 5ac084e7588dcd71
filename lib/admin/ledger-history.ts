import type { LedgerKind, Prisma } from "@/lib/db";

// A ledger account's rows as the owner reads them: when, what kind, how much, the booking or the
// purchase it concerns, and the owner's note. Shared by the gift card's page and the client record.

export type LedgerRowView = {
  id: number;
  /** ISO instant */
  at: string;
  kind: LedgerKind;
  kindLabel: string;
  /** Sessions for a package, cents for a gift card: positive in, negative out. */
  amount: number;
  appointment: { id: number; startsAt: string; serviceName: string } | null;
  purchase: { id: number; label: string; buyerKey: string } | null;
  note: string | null;
  /** Made by the owner (an adjustment, a void). */
  byOwner: boolean;
};

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  purchase: "Bought",
  use: "Used",
  return: "Returned",
  expiry: "Expired",
  refund: "Refunded",
  adjustment: "Owner's adjustment",
  void: "Voided",
};

export const ledgerRowSelect = {
  id: true,
  kind: true,
  amount: true,
  note: true,
  actorId: true,
  createdAt: true,
  appointment: { select: { id: true, startsAt: true, service: { select: { name: true } } } },
  purchase: {
    select: { id: true, kind: true, userId: true, package: { select: { name: true } }, giftCard: { select: { initialCents: true } } },
  },
} as const satisfies Prisma.LedgerEntrySelect;

type Row = Prisma.LedgerEntryGetPayload<{ select: typeof ledgerRowSelect }>;

export function ledgerRowView(row: Row, formatCents: (cents: number) => string): LedgerRowView {
  const p = row.purchase;
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    kind: row.kind,
    kindLabel: LEDGER_KIND_LABELS[row.kind],
    amount: row.amount,
    appointment: row.appointment
      ? { id: row.appointment.id, startsAt: row.appointment.startsAt.toISOString(), serviceName: row.appointment.service.name }
      : null,
    purchase: p
      ? {
          id: p.id,
          label:
            p.kind === "package"
              ? `Package: ${p.package?.name ?? "package"}`
              : `Gift card of ${formatCents(p.giftCard?.initialCents ?? 0)}`,
          buyerKey: String(p.userId),
        }
      : null,
    note: row.note,
    byOwner: row.actorId !== null,
  };
}
