import { randomUUID } from "node:crypto";
import { db, Prisma, type Purchase } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { generateGiftCardCode } from "@/lib/ledger/codes";
import { findGiftCardLimited } from "@/lib/gift-cards/lookup";
import { ledgerBalance } from "@/lib/ledger/ledger";
import { assertPaymentsAvailable, type PaymentProviderName } from "@/lib/payments/config";
import { providerFor } from "@/lib/payments/providers";
import { calculateTax, type TaxQuote } from "@/lib/payments/tax";
import { zonedInstant } from "@/lib/booking/dates";
import { billingAddressSchema, type BillingAddress } from "@/lib/validations/billing";
import type { GiftCardPurchaseInput } from "@/lib/validations/purchase";
import { packageTaxedAtBilling } from "@/lib/purchases/catalog";

// Checkout of a purchase (a package or a gift card): the Purchase row with its payment intent at
// the providers the bookings use. What it buys exists only once it is paid (lib/purchases/confirm.ts).

type Tx = Prisma.TransactionClient;
type Buyer = { id: number; email: string; firstName: string; lastName: string };

export const PURCHASE_MESSAGES = {
  notFound: "Purchase not found.",
  packageNotFound: "This package is not offered right now.",
  alreadyPaid: "This purchase has already been paid.",
  giftCardChanged: "The gift card's part of this purchase has changed. Please apply the gift card again.",
} as const;

/** Gift cards go out at this time of day (practice time) on the day the buyer chose. */
export const GIFT_CARD_DELIVERY_TIME = "09:00";

/** What the checkout shows and pays: the purchase's amounts and its intent. */
export type PurchaseCheckout = {
  purchaseId: number;
  kind: "package" | "gift_card";
  provider: PaymentProviderName;
  paymentIntentId: string;
  clientSecret: string;
  subtotal: number;
  taxAmount: number;
  taxRate: number;
  taxState: string | null;
  /** The part a gift card pays (taken when the purchase is confirmed). */
  giftCardCents: number;
  /** What the card is charged (0: the gift card pays it all, no card). */
  amount: number;
};

async function activePackage(tx: Tx, packageId: number) {
  const pkg = await tx.package.findFirst({ where: { id: packageId, active: true }, include: { services: true } });
  if (!pkg) throw notFound(PURCHASE_MESSAGES.packageNotFound);
  return pkg;
}

const buyerName = (buyer: Buyer) => `${buyer.firstName} ${buyer.lastName}`.trim() || buyer.email;

/**
 * Starts the purchase of a package: its price and the tax for the billing address (or the
 * practice's, when every covered service is in person), with a payment intent for the total.
 */
export async function createPackagePurchase(
  buyer: Buyer,
  packageId: number,
  billingAddress: BillingAddress,
  giftCard?: { code: string; ip: string },
): Promise<PurchaseCheckout> {
  const provider = providerFor(assertPaymentsAvailable());
  const pkg = await activePackage(db, packageId);
  const quote = await calculateTax(pkg.priceCents, { isVirtual: packageTaxedAtBilling(pkg.services) }, billingAddress, `package-${pkg.id}`);
  // A gift card pays what its balance allows now (a plan: taken at confirmation, under its lock).
  const card = giftCard ? await findGiftCardLimited(giftCard.code, { ip: giftCard.ip, userId: buyer.id }) : null;
  const giftCardCents = card ? Math.min(card.balanceCents, quote.totalAmount) : 0;
  const amount = quote.totalAmount - giftCardCents;
  const purchase = await db.$transaction(async (tx) => {
    const row = await tx.purchase.create({
      data: {
        kind: "package",
        userId: buyer.id,
        buyerName: buyerName(buyer),
        buyerEmail: buyer.email,
        packageId: pkg.id,
        // Paid in full by the gift card: no card and no provider, an internal reference instead.
        ...(amount === 0
          ? { provider: "gift_card" as const, paymentIntentId: `gift_card_${randomUUID()}`, clientSecret: "" }
          : placeholderIntent(provider.name)),
        ...quoteFields(quote),
        amountCents: amount,
        giftCardId: card?.id ?? null,
        giftCardCents,
        billingAddress,
      },
    });
    return amount === 0 ? row : attachIntent(tx, row, buyer, `${pkg.name} (package)`);
  });
  return checkoutOf(purchase);
}

/** Starts the purchase of a gift card: its face value, not taxed (stored value), sent at deliverAt once paid. */
export async function createGiftCardPurchase(buyer: Buyer, input: GiftCardPurchaseInput, now = new Date()): Promise<PurchaseCheckout> {
  const provider = providerFor(assertPaymentsAvailable());
  const deliverAt = input.deliverOn ? (zonedInstant(input.deliverOn, GIFT_CARD_DELIVERY_TIME) ?? now) : now;
  const purchase = await db.$transaction(async (tx) => {
    const row = await tx.purchase.create({
      data: {
        kind: "gift_card",
        userId: buyer.id,
        buyerName: buyerName(buyer),
        buyerEmail: buyer.email,
        ...placeholderIntent(provider.name),
        subtotalCents: input.amountCents,
        taxCents: 0,
        amountCents: input.amountCents,
        giftCard: {
          create: {
            code: generateGiftCardCode(),
            initialCents: input.amountCents,
            recipientName: input.recipientName,
            recipientEmail: input.recipientEmail,
            message: input.message,
            deliverAt,
          },
        },
      },
    });
    return attachIntent(tx, row, buyer, "Gift card");
  });
  return checkoutOf(purchase);
}

/**
 * The payment step's "prepare": the buyer's billing address, and for a package the tax it decides;
 * the intent's amount follows (same intent). Only the buyer, only while unpaid.
 */
export async function preparePurchasePayment(
  buyer: { id: number },
  purchaseId: number,
  billingAddress: BillingAddress | undefined,
): Promise<PurchaseCheckout> {
  return db.$transaction(
    async (tx) => {
      const purchase = await lockPurchase(tx, purchaseId);
      if (purchase.userId !== buyer.id) throw notFound(PURCHASE_MESSAGES.notFound);
      if (purchase.status === "succeeded") throw conflict(PURCHASE_MESSAGES.alreadyPaid);
      const address = billingAddress ?? billingAddressSchema.safeParse(purchase.billingAddress).data;
      let fields: ReturnType<typeof quoteFields> | null = null;
      if (purchase.kind === "package" && purchase.packageId) {
        const pkg = await tx.package.findUniqueOrThrow({ where: { id: purchase.packageId }, include: { services: true } });
        const quote = await calculateTax(
          purchase.subtotalCents,
          { isVirtual: packageTaxedAtBilling(pkg.services) },
          address,
          `package-${pkg.id}`,
        );
        fields = quoteFields({ ...quote, totalAmount: quote.totalAmount - purchase.giftCardCents });
        // The gift card's part was planned for the old total: a new total, or a balance that no
        // longer covers it, starts the purchase again (a card intent cannot become no card, nor back).
        if (purchase.giftCardId) {
          const balance = await ledgerBalance(tx, { giftCardId: purchase.giftCardId });
          const part = Math.min(balance, quote.totalAmount);
          if (part !== purchase.giftCardCents) throw conflict(PURCHASE_MESSAGES.giftCardChanged);
        }
      }
      const amount = fields?.amountCents ?? purchase.amountCents;
      if (amount !== purchase.amountCents && purchase.provider !== "gift_card")
        await providerFor(purchase.provider === "stripe" ? "stripe" : "test").updateIntentAmount(purchase.paymentIntentId, amount);
      const updated = await tx.purchase.update({
        where: { id: purchase.id },
        data: { ...fields, billingAddress: address ?? Prisma.DbNull, status: "requires_payment", failureCode: null },
      });
      return checkoutOf(updated);
    },
    { timeout: 30_000, maxWait: 10_000 },
  );
}

/** The purchase's row lock: its checkout, payment and confirmation never interleave. Lock order: the purchase, then an account. */
export async function lockPurchase(tx: Tx, purchaseId: number) {
  await tx.$queryRaw`SELECT id FROM "Purchase" WHERE id = ${purchaseId} FOR UPDATE`;
  const purchase = await tx.purchase.findUnique({ where: { id: purchaseId } });
  if (!purchase) throw notFound(PURCHASE_MESSAGES.notFound);
  return purchase;
}

// The row needs an intent id before the provider is asked (the intent carries the purchase's id).
const placeholderIntent = (provider: PaymentProviderName) => ({
  provider,
  paymentIntentId: `pending_${randomUUID()}`,
  clientSecret: "",
});

const quoteFields = (quote: Pick<TaxQuote, "subtotal" | "taxAmount" | "totalAmount" | "rate" | "taxState">) => ({
  subtotalCents: quote.subtotal,
  taxCents: quote.taxAmount,
  taxRate: quote.rate,
  taxState: quote.taxState,
  amountCents: quote.totalAmount,
});

async function attachIntent(tx: Tx, purchase: Purchase, buyer: Buyer, description: string) {
  const intent = await providerFor(purchase.provider === "stripe" ? "stripe" : "test").createIntent({
    purchaseId: purchase.id,
    userId: buyer.id,
    amount: purchase.amountCents,
    description: `${description} (purchase #${purchase.id})`,
    receiptEmail: buyer.email,
  });
  return tx.purchase.update({ where: { id: purchase.id }, data: { paymentIntentId: intent.id, clientSecret: intent.clientSecret } });
}

function checkoutOf(p: Purchase): PurchaseCheckout {
  return {
    purchaseId: p.id,
    kind: p.kind,
    provider: p.provider === "stripe" ? "stripe" : "test",
    paymentIntentId: p.paymentIntentId,
    clientSecret: p.clientSecret,
    subtotal: p.subtotalCents,
    taxAmount: p.taxCents,
    taxRate: Number(p.taxRate),
    taxState: p.taxState,
    giftCardCents: p.giftCardCents,
    amount: p.amountCents,
  };
}
