import { afterEach, describe, expect, it } from "vitest";
import { calculateTax, practiceTaxAddress, taxLocation } from "@/lib/payments/tax";
import { siteConfig } from "@/lib/site-config";

// Sales tax follows where the session happens (docs/decisions.md, P9): in person at the practice's
// address whatever the billing address, virtual at the client's billing address.

const california = { line1: "500 Ocean Ave", city: "Los Angeles", state: "CA", postal_code: "90001", country: "US" };
const oregon = { ...california, city: "Portland", state: "OR", postal_code: "97201" };
const inPerson = { isVirtual: false };
const virtual = { isVirtual: true };

const practiceState = siteConfig.address.state; // NC in the site config
const practiceRate = siteConfig.salesTaxRates[practiceState];
const savedAddress = { ...siteConfig.address };
afterEach(() => Object.assign(siteConfig.address, savedAddress));

describe("where a session is taxed", () => {
  it("an in-person session at the practice's address, whatever the billing address", () => {
    expect(taxLocation(inPerson, california)).toEqual({ address: practiceTaxAddress(), basis: "practice" });
    expect(practiceTaxAddress()).toMatchObject({ state: practiceState, postal_code: siteConfig.address.postalCode, country: "US" });
  });

  it("a virtual session at the client's billing address", () => {
    expect(taxLocation(virtual, california)).toEqual({ address: california, basis: "billing" });
  });
});

describe("the tax of a session (configured state rates)", () => {
  it("in person with an out-of-state billing address: the practice state's rate", async () => {
    expect(practiceRate).toBeGreaterThan(0);
    expect(practiceRate).not.toBe(siteConfig.salesTaxRates.CA);
    const quote = await calculateTax(14000, inPerson, california);
    expect(quote).toEqual({
      subtotal: 14000,
      taxAmount: 665,
      totalAmount: 14665,
      rate: practiceRate,
      taxState: practiceState,
      taxBasis: "practice",
      source: "table",
    });
  });

  it("virtual: the billing state's rate", async () => {
    const quote = await calculateTax(12000, virtual, california);
    expect(quote).toEqual({
      subtotal: 12000,
      taxAmount: 870,
      totalAmount: 12870,
      rate: 0.0725,
      taxState: "CA",
      taxBasis: "billing",
      source: "table",
    });
  });

  it("no rate for the state: no tax", async () => {
    expect(await calculateTax(12000, virtual, oregon)).toMatchObject({ taxAmount: 0, totalAmount: 12000, rate: 0, taxState: "OR" });
    // A practice in a state without a configured rate charges none for in-person sessions.
    Object.assign(siteConfig.address, { state: "OR", city: "Portland", postalCode: "97201" });
    expect(await calculateTax(14000, inPerson, california)).toMatchObject({
      taxAmount: 0,
      totalAmount: 14000,
      rate: 0,
      taxState: "OR",
      taxBasis: "practice",
    });
  });

  it("outside the US: no state's rate applies", async () => {
    const toronto = { line1: "1 King St W", city: "Toronto", state: "ON", postal_code: "M5H 1A1", country: "CA" };
    expect(await calculateTax(12000, virtual, toronto)).toMatchObject({ taxAmount: 0, rate: 0, taxState: null, taxBasis: "billing" });
    // ...but an in-person session still happens at the practice.
    expect(await calculateTax(12000, inPerson, toronto)).toMatchObject({ taxAmount: 570, taxState: practiceState, taxBasis: "practice" });
  });
});
