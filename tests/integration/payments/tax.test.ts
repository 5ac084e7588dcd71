import { describe, expect, it } from "vitest";
import { POST as calculateTaxRoute } from "@/app/api/calculate-tax/route";
import { BILLING_ADDRESS_REQUIRED_MESSAGE, calculateTax, tableTaxRate } from "@/lib/payments/tax";
import { taxCents } from "@/lib/payments/tax-math";
import { billingAddressSchema, billingFormSchema } from "@/lib/validations/billing";
import { call } from "../../support/api";
import { billingAddress, serviceBySlug } from "./helpers";

describe("tax arithmetic", () => {
  it("rounds half up in integer cents without floating-point drift", () => {
    expect(taxCents(8500, 0.0475)).toBe(404); // 403.75 -> 404
    expect(taxCents(12000, 0.0725)).toBe(870); // exactly 870, not 869.9999
    expect(taxCents(1000, 0.0625)).toBe(63); // 62.5 -> 63 (half up)
    expect(taxCents(1001, 0.0625)).toBe(63); // 62.5625 -> 63
    expect(taxCents(999, 0.0625)).toBe(62); // 62.4375 -> 62
    expect(taxCents(0, 0.07)).toBe(0);
    expect(() => taxCents(10.5, 0.07)).toThrow();
  });

  it("uses the configured state rates, 0 for other states and countries", () => {
    expect(tableTaxRate({ state: "NC", country: "US" })).toBe(0.0475);
    expect(tableTaxRate({ state: "ca", country: "US" })).toBe(0.0725);
    expect(tableTaxRate({ state: "OR", country: "US" })).toBe(0);
    expect(tableTaxRate({ state: "NC", country: "CA" })).toBe(0);
  });

  it("quotes subtotal, tax, total and rate", async () => {
    await expect(calculateTax(14000, { isVirtual: true }, { ...billingAddress, state: "NY" })).resolves.toEqual({
      subtotal: 14000,
      taxAmount: 560,
      totalAmount: 14560,
      rate: 0.04,
      taxState: "NY",
      taxBasis: "billing",
      source: "table",
    });
  });
});

describe("POST /api/calculate-tax", () => {
  it("prices the service for the billing state", async () => {
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    const res = await call(calculateTaxRoute, { method: "POST", body: { serviceId: service.id, billingAddress } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ subtotal: 12000, taxAmount: 570, totalAmount: 12570, rate: 0.0475, taxState: "NC", taxBasis: "billing" });
  });

  it("charges no tax where no rate is configured", async () => {
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    const res = await call(calculateTaxRoute, {
      method: "POST",
      body: { serviceId: String(service.id), billingAddress: { ...billingAddress, state: "OR" } },
    });
    expect(res.json).toEqual({ subtotal: 12000, taxAmount: 0, totalAmount: 12000, rate: 0, taxState: "OR", taxBasis: "billing" });
  });

  it("prices an in-person service at the practice's state, whatever the billing address", async () => {
    const service = await serviceBySlug("hypnotherapy-in-person-session");
    const california = { ...billingAddress, city: "Los Angeles", state: "CA", postal_code: "90001" };
    // The client cannot choose the rule: isVirtual in the body is not read.
    const res = await call(calculateTaxRoute, {
      method: "POST",
      body: { serviceId: service.id, billingAddress: california, isVirtual: true },
    });
    expect(res.json).toEqual({ subtotal: 14000, taxAmount: 665, totalAmount: 14665, rate: 0.0475, taxState: "NC", taxBasis: "practice" });
  });

  it("prices an in-person service at the practice without a billing address; a virtual one needs the address", async () => {
    const inPerson = await serviceBySlug("hypnotherapy-in-person-session");
    const res = await call(calculateTaxRoute, { method: "POST", body: { serviceId: inPerson.id } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ subtotal: 14000, taxAmount: 665, totalAmount: 14665, rate: 0.0475, taxState: "NC", taxBasis: "practice" });
    const virtual = await serviceBySlug("hypnotherapy-virtual-session");
    const refused = await call(calculateTaxRoute, { method: "POST", body: { serviceId: virtual.id } });
    expect(refused.status).toBe(400);
    expect(refused.json.fieldErrors).toEqual({ billingAddress: BILLING_ADDRESS_REQUIRED_MESSAGE });
  });

  it("answers bad input with the spec's messages and an unknown service with 404", async () => {
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    const bad = await call(calculateTaxRoute, {
      method: "POST",
      body: { serviceId: service.id, billingAddress: { ...billingAddress, state: "North Carolina" } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("State must be 2 characters");
    const missing = await call(calculateTaxRoute, { method: "POST", body: { billingAddress } });
    expect(missing.status).toBe(400);
    expect((await call(calculateTaxRoute, { method: "POST", body: { serviceId: 999999, billingAddress } })).status).toBe(404);
  });
});

describe("billing form schema", () => {
  const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", ...billingAddress };
  const messageFor = (input: Record<string, unknown>, field: string) => {
    const result = billingFormSchema.safeParse(input);
    return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
  };

  it("accepts a valid form, upper-cases the state and defaults the country to US", () => {
    const { country: _country, ...withoutCountry } = valid;
    const parsed = billingFormSchema.parse({ ...withoutCountry, state: "nc" });
    expect(parsed.state).toBe("NC");
    expect(parsed.country).toBe("US");
  });

  it.each([
    ["firstName", "", "First name is required"],
    ["lastName", "  ", "Last name is required"],
    ["email", "not-an-email", "Valid email is required"],
    ["line1", "", "Address is required"],
    ["city", "", "City is required"],
    ["state", "N", "State must be 2 characters"],
    ["state", "NCA", "State must be 2 characters"],
    ["postal_code", "2880", "Postal code is required"],
    ["country", "USA", "Country must be 2 characters"],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(messageFor({ ...valid, [field]: value }, field)).toBe(message);
  });

  it("the address part is what the API takes", () => {
    expect(billingAddressSchema.safeParse(billingAddress).success).toBe(true);
  });
});
