import { formatPrice } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";

// How prices, tax and totals are worded wherever a client reads them (service cards, the wizard,
// the confirmation, its email and the receipt). No server code: client components use it too.

/** Beside every price before checkout: the price is before sales tax. */
export const TAX_NOTE = "+ tax where applicable";

/** Why an in-person session's tax is not the client's own state's (docs/decisions.md, P9). */
export const inPersonTaxNote = `In-person sessions are taxed where they take place: at our studio in ${siteConfig.address.city}, ${siteConfig.address.state}.`;

/** 0.0475 -> "4.75%", 0.07 -> "7%", 0.08875 -> "8.875%" */
export function formatTaxRate(rate: number): string {
  const percent = Math.round(rate * 100 * 10_000) / 10_000;
  return `${percent}%`;
}

/** "Sales tax (NC 4.75%)": the rate and the state it belongs to, as far as they are known. */
export function taxLabel(tax: { rate: number; state: string | null }): string {
  const detail = [tax.state, tax.rate > 0 ? formatTaxRate(tax.rate) : null].filter(Boolean).join(" ");
  return detail ? `Sales tax (${detail})` : "Sales tax";
}

/**
 * A stored payment's amounts, in cents (the Payment row: subtotal, tax with its rate and state, total).
 * With a promo code, `discount` is what it took off the price and the code as the client entered it:
 * the subtotal is then the price less the discount (the taxable amount), so the price was
 * subtotalCents + discount.amountCents.
 */
export type PaidAmounts = {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  taxRate: number;
  taxState: string | null;
  discount?: { amountCents: number; code: string | null };
  /** The part a gift card paid (its code's last four) and what the card was charged: totalCents = cents + cardCents. */
  giftCard?: { cents: number; last4: string | null; cardCents: number };
};

/** "Discount (WELCOME20)", or "Discount" when the code is not known. */
export const discountName = (code: string | null | undefined) => (code ? `Discount (${code})` : "Discount");

/** A discount as an amount taken off: "−$30.00" (a minus sign, not a hyphen). */
export const formatDiscount = (cents: number) => `−${formatPrice(cents)}`;

/** What a booking paid with a package's credit shows instead of a price. */
export const creditLabel = (packageName: string) => `Paid with 1 session of ${packageName}`;

/** What a booking that costs nothing shows where the price would be: "Free", or "Free (WELCOME100)" when a code made it so. */
export const freeLabel = (code: string | null | undefined) => (code ? `Free (${code})` : "Free");

/**
 * The amounts as shown: the tax line only when there is tax; with a discount, the price before it
 * and the discount line come first ("Price $120.00", "Discount (CODE) −$30.00", then the subtotal).
 */
export function paidAmountLines(p: PaidAmounts): {
  discount: { price: string; label: string; amount: string } | null;
  subtotal: string;
  tax: { label: string; amount: string } | null;
  total: string;
  /** With a gift card: its line ("Gift card (…ABCD)", "−$50.00") and what the card paid. */
  giftCard: { label: string; amount: string; card: string } | null;
} {
  const discount = p.discount && p.discount.amountCents > 0 ? p.discount : null;
  return {
    discount: discount && {
      price: formatPrice(p.subtotalCents + discount.amountCents),
      label: discountName(discount.code),
      amount: formatDiscount(discount.amountCents),
    },
    subtotal: formatPrice(p.subtotalCents),
    tax: p.taxCents > 0 ? { label: taxLabel({ rate: p.taxRate, state: p.taxState }), amount: formatPrice(p.taxCents) } : null,
    total: formatPrice(p.totalCents),
    giftCard: p.giftCard
      ? {
          label: p.giftCard.last4 ? `Gift card (…${p.giftCard.last4})` : "Gift card",
          amount: formatDiscount(p.giftCard.cents),
          card: formatPrice(p.giftCard.cardCents),
        }
      : null,
  };
}
