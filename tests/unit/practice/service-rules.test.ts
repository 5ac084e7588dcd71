import { describe, expect, it } from "vitest";
import { isBookable } from "@/lib/practice/bookable";
import { formatDecimalDollars } from "@/lib/format";
import { dollarsToCents, durationFits, serviceInputSchema, slugify } from "@/lib/validations/service";

describe("prices typed in dollars", () => {
  it.each([
    ["120", 12000],
    ["120.5", 12050],
    ["120.50", 12050],
    ["$0.99", 99],
    [" 85 ", 8500],
  ])("%s is %i cents", (typed, cents) => expect(dollarsToCents(typed)).toBe(cents));

  it.each(["", "12,50", "1.234", "-5", "abc", "1e3", "10."])("%s is not a price", (typed) => expect(dollarsToCents(typed)).toBeNull());

  it("writes cents back as the form shows them", () => expect(formatDecimalDollars(9550)).toBe("95.50"));
});

describe("the service form's rules", () => {
  const valid = {
    name: "Sound Bath",
    slug: "sound-bath",
    description: "Resonant bowls to rest the mind.",
    category: "yoga",
    price: "77.50",
    duration: "60",
    isVirtual: true,
  };

  it("keeps the price in cents and the duration as a number", () => {
    expect(serviceInputSchema.parse(valid)).toMatchObject({ price: 7750, duration: 60 });
  });

  it("takes $0 as a free service, with the flags at their defaults", () => {
    expect(serviceInputSchema.parse({ ...valid, price: "0" })).toMatchObject({
      price: 0,
      newClientsOnly: false,
      onePerClient: false,
      consentRequired: true,
    });
  });

  it("refuses a price over the maximum and an over-long duration on their fields", () => {
    const result = serviceInputSchema.safeParse({ ...valid, price: "5000.01", duration: "300" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0]).sort()).toEqual(["duration", "price"]);
  });

  it("asks for whole slots, except a length the service already has", () => {
    expect(durationFits(60)).toBe(true);
    expect(durationFits(45)).toBe(false);
    expect(durationFits(45, 45)).toBe(true);
    expect(durationFits(50, 45)).toBe(false);
  });

  it("suggests a slug from the name", () => {
    expect(slugify("Private Yoga (Virtual)")).toBe("private-yoga-virtual");
    expect(slugify("  Café & Calm!  ")).toBe("cafe-calm");
  });
});

describe("isBookable", () => {
  it("in-person services only while in-person sessions are open; virtual ones always", () => {
    expect(isBookable({ isVirtual: true }, { inPersonOpen: false })).toBe(true);
    expect(isBookable({ isVirtual: false }, { inPersonOpen: false })).toBe(false);
    expect(isBookable({ isVirtual: false }, { inPersonOpen: true })).toBe(true);
  });
});
