import { db } from "@/lib/db";
import { formatLongDate, formatPrice, formatTimeWithZone } from "@/lib/format";
import { ledgerBalance } from "@/lib/ledger/ledger";
import { paidAmountLines } from "@/lib/payments/tax-display";
import { formatGiftCardCode } from "@/lib/validations/gift-card";

// What the site shows of packages (the services page, a package's page, its checkout) and of a
// client's own purchase (checkout and confirmation). Response types are imported by components.

export type PackageDTO = {
  id: number;
  slug: string;
  name: string;
  description: string;
  sessions: number;
  priceCents: number;
  validDays: number;
  services: { id: number; name: string; isVirtual: boolean; price: number }[];
  /** The price of the sessions one by one at the cheapest covered service, less the package's (0 when none). */
  savingCents: number;
  /** Taxed at the billing address (some covered service is virtual) or at the practice. */
  taxedAtBilling: boolean;
};

const packageInclude = { services: { select: { id: true, name: true, isVirtual: true, price: true }, orderBy: { id: "asc" } } } as const;

/** A package is taxed like the sessions it covers: at the practice when every one is in person, else at the billing address. */
export const packageTaxedAtBilling = (services: readonly { isVirtual: boolean }[]) => services.some((s) => s.isVirtual);

function toDTO(p: Omit<PackageDTO, "savingCents" | "taxedAtBilling">): PackageDTO {
  const cheapest = p.services.length ? Math.min(...p.services.map((s) => s.price)) : 0;
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    sessions: p.sessions,
    priceCents: p.priceCents,
    validDays: p.validDays,
    services: p.services,
    savingCents: Math.max(0, cheapest * p.sessions - p.priceCents),
    taxedAtBilling: packageTaxedAtBilling(p.services),
  };
}

export async function listActivePackages(): Promise<PackageDTO[]> {
  const rows = await db.package.findMany({
    where: { active: true },
    include: packageInclude,
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
  });
  return rows.map(toDTO);
}

export async function getActivePackage(slug: string): Promise<PackageDTO | null> {
  const row = await db.package.findFirst({ where: { slug, active: true }, include: packageInclude });
  return row && toDTO(row);
}

/** "6 months" for 180 days, "1 year" for 365, else days. */
export function validityLabel(days: number): string {
  if (days % 365 === 0) return days === 365 ? "1 year" : `${days / 365} years`;
  if (days % 30 === 0) return days === 30 ? "1 month" : `${days / 30} months`;
  return `${days} days`;
}

/** A client's own purchase as the checkout and the confirmation show it. */
export type PurchaseView = {
  id: number;
  kind: "package" | "gift_card";
  status: string;
  paid: boolean;
  /** Confirmed: what it bought exists (the package's credits, the gift card's balance). */
  issued: boolean;
  item: string;
  amounts: ReturnType<typeof paidAmountLines>;
  giftCardPaid: string | null;
  provider: string;
  paymentIntentId: string;
  clientSecret: string;
  amountCents: number;
  billingAddress: unknown;
  package: { name: string; sessions: number; expiresOn: string | null; services: { id: number; name: string }[] } | null;
  giftCard: {
    recipientName: string;
    recipientEmail: string;
    message: string | null;
    code: string;
    balance: string;
    /** "Friday, December 4, 2026, 9:00 AM EST", or null when it was sent at once. */
    sendsAt: string;
    delivered: boolean;
  } | null;
};

/** The buyer's purchase, or null for anyone else (pages answer 404). */
export async function getOwnPurchase(purchaseId: number, userId: number): Promise<PurchaseView | null> {
  const p = await db.purchase.findUnique({
    where: { id: purchaseId },
    include: { package: { include: packageInclude }, clientPackage: true, giftCard: true },
  });
  if (!p || p.userId !== userId) return null;
  const card = p.giftCard;
  const issued = p.kind === "package" ? Boolean(p.clientPackage) : Boolean(card?.issuedAt);
  const services = p.package?.services.filter((s) => !p.clientPackage || p.clientPackage.serviceIds.includes(s.id)) ?? [];
  return {
    id: p.id,
    kind: p.kind,
    status: p.status,
    paid: p.status === "succeeded",
    issued,
    item: p.kind === "package" ? (p.package?.name ?? "Package") : `Gift card (${formatPrice(card?.initialCents ?? p.subtotalCents)})`,
    amounts: paidAmountLines({
      subtotalCents: p.subtotalCents,
      taxCents: p.taxCents,
      totalCents: p.subtotalCents + p.taxCents,
      taxRate: Number(p.taxRate),
      taxState: p.taxState,
    }),
    giftCardPaid: p.giftCardCents > 0 ? formatPrice(p.giftCardCents) : null,
    provider: p.provider,
    paymentIntentId: p.paymentIntentId,
    clientSecret: p.clientSecret,
    amountCents: p.amountCents,
    billingAddress: p.billingAddress,
    package: p.package && {
      name: p.package.name,
      sessions: p.clientPackage?.sessions ?? p.package.sessions,
      expiresOn: p.clientPackage ? formatLongDate(p.clientPackage.expiresAt) : null,
      services: services.map((s) => ({ id: s.id, name: s.name })),
    },
    giftCard: card && {
      recipientName: card.recipientName,
      recipientEmail: card.recipientEmail,
      message: card.message,
      code: formatGiftCardCode(card.code),
      balance: formatPrice(issued ? await ledgerBalance(db, { giftCardId: card.id }) : card.initialCents),
      sendsAt: `${formatLongDate(card.deliverAt)}, ${formatTimeWithZone(card.deliverAt)}`,
      delivered: Boolean(card.deliveredAt),
    },
  };
}
