import { env } from "@/lib/env";
import { siteConfig } from "@/lib/site-config";
import type { BillingAddress } from "@/lib/validations/billing";
import { getStripe } from "@/lib/payments/stripe";

export type TaxQuote = {
  subtotal: number; // cents
  taxAmount: number; // cents
  totalAmount: number; // cents
  rate: number; // e.g. 0.0475
  source: "stripe" | "table";
};

const PPM = 1_000_000;

/**
 * Tax in integer cents, rounded half-up, computed without floating-point drift: the rate is
 * scaled to parts per million first (0.0725 -> 72_500), so 12000 * 7.25% is exactly 870.
 */
export function taxCents(subtotal: number, rate: number): number {
  if (!Number.isInteger(subtotal) || subtotal < 0) throw new Error(`subtotal must be a non-negative integer of cents, got ${subtotal}`);
  const ppm = Math.round(rate * PPM);
  return Math.floor((subtotal * ppm + PPM / 2) / PPM);
}

/** The configured sales-tax rate for a US state (0 for other states and countries). */
export function tableTaxRate(address: Pick<BillingAddress, "state" | "country">): number {
  if ((address.country ?? "US").toUpperCase() !== "US") return 0;
  return siteConfig.salesTaxRates[address.state.toUpperCase()] ?? 0;
}

export function stripeTaxEnabled(): boolean {
  return env.STRIPE_TAX_ENABLED === "1" && Boolean(env.STRIPE_SECRET_KEY);
}

/** Price + tax for a billing address: Stripe Tax when enabled, else the configured state rates. */
export async function calculateTax(subtotal: number, address: BillingAddress, reference = "service"): Promise<TaxQuote> {
  if (stripeTaxEnabled()) {
    try {
      const calculation = await getStripe().tax.calculations.create({
        currency: "usd",
        line_items: [{ amount: subtotal, reference, tax_behavior: "exclusive" }],
        customer_details: {
          address: { line1: address.line1, city: address.city, state: address.state, postal_code: address.postal_code, country: address.country },
          address_source: "billing",
        },
      });
      const taxAmount = calculation.tax_amount_exclusive;
      return { subtotal, taxAmount, totalAmount: subtotal + taxAmount, rate: subtotal > 0 ? taxAmount / subtotal : 0, source: "stripe" };
    } catch (error) {
      // A Stripe Tax outage must not block a booking: fall back to the configured rates.
      console.error("Stripe Tax failed; using the configured state rates", error);
    }
  }
  const rate = tableTaxRate(address);
  const taxAmount = taxCents(subtotal, rate);
  return { subtotal, taxAmount, totalAmount: subtotal + taxAmount, rate, source: "table" };
}
