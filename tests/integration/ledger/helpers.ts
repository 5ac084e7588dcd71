import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { generateGiftCardCode } from "@/lib/ledger/codes";
import { issuePurchase } from "@/lib/ledger/ledger";
import { serviceBySlug } from "../payments/helpers";

// Builders for packages and gift cards as if bought and paid (the purchase flow has its own tests):
// a paid Purchase, then issuePurchase, exactly as the purchase's confirmation does.

const tag = () => randomBytes(4).toString("hex");

export async function createPackage(options: { sessions?: number; priceCents?: number; validDays?: number; serviceSlugs?: string[] } = {}) {
  const services = await Promise.all((options.serviceSlugs ?? ["hypnotherapy-virtual-session"]).map(serviceBySlug));
  return db.package.create({
    data: {
      slug: `program-${tag()}`,
      name: "Three-session program",
      description: "Three hypnotherapy sessions.",
      sessions: options.sessions ?? 3,
      priceCents: options.priceCents ?? 33000,
      validDays: options.validDays ?? 180,
      services: { connect: services.map((s) => ({ id: s.id })) },
    },
  });
}

const paidPurchase = {
  provider: "test" as const,
  clientSecret: "secret",
  taxCents: 0,
  status: "succeeded" as const,
  paidAt: new Date(),
};

/** A client's package, bought and paid `boughtAt` (now by default). */
export async function buyPackage(user: { id: number; email: string }, pkg: { id: number; priceCents: number }, boughtAt = new Date()) {
  const purchase = await db.purchase.create({
    data: {
      ...paidPurchase,
      kind: "package",
      userId: user.id,
      buyerName: "Test Client",
      buyerEmail: user.email,
      packageId: pkg.id,
      paymentIntentId: `test_pi_pkg_${tag()}`,
      subtotalCents: pkg.priceCents,
      amountCents: pkg.priceCents,
    },
  });
  await db.$transaction((tx) => issuePurchase(tx, purchase.id, boughtAt));
  return db.clientPackage.findUniqueOrThrow({ where: { purchaseId: purchase.id } });
}

/** An issued gift card of `cents`, bought by `buyer` and already delivered to its recipient. */
export async function buyGiftCard(buyer: { id: number; email: string }, cents: number) {
  const purchase = await db.purchase.create({
    data: {
      ...paidPurchase,
      kind: "gift_card",
      userId: buyer.id,
      buyerName: "Test Buyer",
      buyerEmail: buyer.email,
      paymentIntentId: `test_pi_gift_${tag()}`,
      subtotalCents: cents,
      amountCents: cents,
      giftCard: {
        create: {
          code: generateGiftCardCode(),
          initialCents: cents,
          recipientName: "Friend",
          recipientEmail: "friend@example.com",
          deliverAt: new Date(),
          deliveredAt: new Date(),
        },
      },
    },
  });
  await db.$transaction((tx) => issuePurchase(tx, purchase.id));
  return db.giftCard.findUniqueOrThrow({ where: { purchaseId: purchase.id } });
}
