import { describe, expect, it } from "vitest";
import { discountName, formatTaxRate, freeLabel, paidAmountLines, taxLabel, TAX_NOTE } from "@/lib/payments/tax-display";

describe("tax wording", () => {
  it("says prices are before tax", () => {
    expect(TAX_NOTE).toBe("+ tax where applicable");
  });

  it("formats rates without float noise", () => {
    expect(formatTaxRate(0.0475)).toBe("4.75%");
    expect(formatTaxRate(0.07)).toBe("7%");
    expect(formatTaxRate(0.08875)).toBe("8.875%");
    expect(formatTaxRate(0.0725)).toBe("7.25%");
  });

  it("names the state and the rate", () => {
    expect(taxLabel({ rate: 0.0475, state: "NC" })).toBe("Sales tax (NC 4.75%)");
    expect(taxLabel({ rate: 0.0475, state: null })).toBe("Sales tax (4.75%)");
    expect(taxLabel({ rate: 0, state: null })).toBe("Sales tax");
  });

  it("itemises a stored payment, the tax line only above zero", () => {
    expect(paidAmountLines({ subtotalCents: 14000, taxCents: 665, totalCents: 14665, taxRate: 0.0475, taxState: "NC" })).toEqual({
      discount: null,
      giftCard: null,
      subtotal: "$140.00",
      tax: { label: "Sales tax (NC 4.75%)", amount: "$6.65" },
      total: "$146.65",
    });
    expect(paidAmountLines({ subtotalCents: 12000, taxCents: 0, totalCents: 12000, taxRate: 0, taxState: "OR" }).tax).toBeNull();
  });

  it("with a promo code: the price is the subtotal plus the discount, and the discount is shown taken off with its code", () => {
    const lines = paidAmountLines({
      subtotalCents: 9000,
      taxCents: 428,
      totalCents: 9428,
      taxRate: 0.0475,
      taxState: "NC",
      discount: { amountCents: 3000, code: "WELCOME25" },
    });
    expect(lines).toEqual({
      giftCard: null,
      discount: { price: "$120.00", label: "Discount (WELCOME25)", amount: "−$30.00" },
      subtotal: "$90.00",
      tax: { label: "Sales tax (NC 4.75%)", amount: "$4.28" },
      total: "$94.28",
    });
    expect(paidAmountLines({ subtotalCents: 12000, taxCents: 0, totalCents: 12000, taxRate: 0, taxState: null }).discount).toBeNull();
    expect(discountName(null)).toBe("Discount");
    expect(freeLabel("WELCOME100")).toBe("Free (WELCOME100)");
    expect(freeLabel(null)).toBe("Free");
  });
});
