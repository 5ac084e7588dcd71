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

/** A stored payment's amounts, in cents (the Payment row: subtotal, tax with its rate and state, total). */
export type PaidAmounts = { subtotalCents: number; taxCents: number; totalCents: number; taxRate: number; taxState: string | null };

/** The amounts as shown: the tax line only when there is tax. */
export function paidAmountLines(p: PaidAmounts): { subtotal: string; tax: { label: string; amount: string } | null; total: string } {
  return {
    subtotal: formatPrice(p.subtotalCents),
    tax: p.taxCents > 0 ? { label: taxLabel({ rate: p.taxRate, state: p.taxState }), amount: formatPrice(p.taxCents) } : null,
    total: formatPrice(p.totalCents),
  };
}
