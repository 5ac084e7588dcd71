// Prisma.sql only (no client): this file is also loaded where no database is configured.
import { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { badRequest } from "@/lib/errors";
import { siteConfig } from "@/lib/site-config";
import type { BillingAddress } from "@/lib/validations/billing";
import { getStripe } from "@/lib/payments/stripe";
import { PPM, taxCents } from "@/lib/payments/tax-math";

export type TaxQuote = {
  subtotal: number; // cents
  taxAmount: number; // cents
  totalAmount: number; // cents
  rate: number; // e.g. 0.0475
  /** The US state whose rate applied (null outside the US, where no state's rate applies). */
  taxState: string | null;
  /** Where the sale is taxed: at the practice (in-person sessions) or the billing address (virtual ones). */
  taxBasis: TaxBasis;
  source: "stripe" | "table";
};

export type TaxBasis = "practice" | "billing";

/** What the tax rule needs to know about the session: where it happens. Always the server's own data. */
export type TaxedSession = { isVirtual: boolean };

/** An address as the tax calculation takes it. */
export type TaxAddress = Pick<BillingAddress, "line1" | "city" | "state" | "postal_code" | "country">;

/** Refusal of a virtual session's quote without the address its tax depends on. */
export const BILLING_ADDRESS_REQUIRED_MESSAGE = "Please enter your billing address: a virtual session is taxed where you are billed.";

/**
 * The sales tax given back with a refund: the refund's proportional share of the tax charged,
 * round(refundedCents × taxCents / amountCents), half-up, in integer arithmetic. A full refund gives
 * back all the tax; a partial one its share. The one rule: the reports compute it in SQL with
 * `refundedTaxSql`, which must agree (tests/unit/payments/refunded-tax.test.ts checks both).
 */
export function refundedTaxCents(payment: { refundedCents: number; taxCents: number; amountCents: number }): number {
  const { refundedCents, taxCents, amountCents } = payment;
  if (amountCents <= 0 || refundedCents <= 0 || taxCents <= 0) return 0;
  return Math.floor((2 * refundedCents * taxCents + amountCents) / (2 * amountCents));
}

/** `refundedTaxCents` as SQL over a "Payment" row aliased `alias` (numeric: exact; round() is half away from zero). */
export function refundedTaxSql(alias = "p"): Prisma.Sql {
  const col = (name: string) => Prisma.raw(`${alias}."${name}"`);
  return Prisma.sql`coalesce(round(${col("refundedCents")}::numeric * ${col("taxCents")} / nullif(${col("amountCents")}, 0)), 0)::int`;
}

/** The configured sales-tax rate for a US state (0 for other states and countries). */
export function tableTaxRate(address: Pick<BillingAddress, "state" | "country">): number {
  if ((address.country ?? "US").toUpperCase() !== "US") return 0;
  return siteConfig.salesTaxRates[address.state.toUpperCase()] ?? 0;
}

export function stripeTaxEnabled(): boolean {
  return env.STRIPE_TAX_ENABLED === "1" && Boolean(env.STRIPE_SECRET_KEY);
}

/** The practice's own address (site config), where in-person sessions take place. */
export function practiceTaxAddress(): TaxAddress {
  const a = siteConfig.address;
  return { line1: a.street, city: a.city, state: a.state, postal_code: a.postalCode, country: a.country };
}

/**
 * The one rule for where a session is taxed: sales tax follows where the service happens. An
 * in-person session happens at the practice, so it is taxed at the practice's address whatever
 * the billing address (or none); a virtual session is taxed at the client's billing address, so
 * without one there is no quote (a 400 on the field, never a zero tax).
 */
export function taxLocation(session: TaxedSession, billing: TaxAddress | undefined): { address: TaxAddress; basis: TaxBasis } {
  if (!session.isVirtual) return { address: practiceTaxAddress(), basis: "practice" };
  if (!billing) throw badRequest(BILLING_ADDRESS_REQUIRED_MESSAGE, { billingAddress: BILLING_ADDRESS_REQUIRED_MESSAGE });
  return { address: billing, basis: "billing" };
}

const stateOf = (address: TaxAddress) => ((address.country ?? "US").toUpperCase() === "US" ? address.state.toUpperCase() : null);

/**
 * Price + tax of a session for a billing address, taxed where the session happens (`taxLocation`):
 * Stripe Tax when enabled, else the configured state rates. `session` must come from the server's
 * own records (the appointment or the service), never from the client.
 */
export async function calculateTax(
  subtotal: number,
  session: TaxedSession,
  billing: TaxAddress | undefined,
  reference = "service",
): Promise<TaxQuote> {
  const { address, basis } = taxLocation(session, billing);
  const taxState = stateOf(address);
  if (stripeTaxEnabled()) {
    try {
      const calculation = await getStripe().tax.calculations.create({
        currency: "usd",
        line_items: [{ amount: subtotal, reference, tax_behavior: "exclusive" }],
        customer_details: {
          address: {
            line1: address.line1,
            city: address.city,
            state: address.state,
            postal_code: address.postal_code,
            country: address.country,
          },
          // Stripe Tax taxes at the shipping address when one is given: for a service performed at
          // the practice, that is where it is "delivered". A virtual session goes by the billing address.
          address_source: basis === "practice" ? "shipping" : "billing",
        },
      });
      const taxAmount = calculation.tax_amount_exclusive;
      const rate = subtotal > 0 ? Math.round((taxAmount / subtotal) * PPM) / PPM : 0;
      return { subtotal, taxAmount, totalAmount: subtotal + taxAmount, rate, taxState, taxBasis: basis, source: "stripe" };
    } catch (error) {
      // A Stripe Tax outage must not block a booking: fall back to the configured rates.
      console.error("Stripe Tax failed; using the configured state rates", error);
    }
  }
  const rate = tableTaxRate(address);
  const taxAmount = taxCents(subtotal, rate);
  return { subtotal, taxAmount, totalAmount: subtotal + taxAmount, rate, taxState, taxBasis: basis, source: "table" };
}
