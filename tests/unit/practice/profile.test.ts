import { describe, expect, it } from "vitest";
import { moved } from "@/lib/practice/order";
import { bioParagraphs, credentialSchema, PROFILE_MESSAGES, testimonialSchema } from "@/lib/validations/practitioner";
import { imageFileProblem, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE } from "@/lib/validations/images";

const messages = { missing: "missing", first: "first", last: "last" };
const items = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe("moved", () => {
  it("swaps an item with its neighbour and keeps the rest", () => {
    expect(moved(items, 2, "up", messages).map((i) => i.id)).toEqual([2, 1, 3]);
    expect(moved(items, 2, "down", messages).map((i) => i.id)).toEqual([1, 3, 2]);
    expect(items.map((i) => i.id)).toEqual([1, 2, 3]);
  });

  it("refuses past either end (400) and an unknown item (404)", () => {
    expect(() => moved(items, 1, "up", messages)).toThrow(expect.objectContaining({ status: 400, message: "first" }));
    expect(() => moved(items, 3, "down", messages)).toThrow(expect.objectContaining({ status: 400, message: "last" }));
    expect(() => moved(items, 9, "up", messages)).toThrow(expect.objectContaining({ status: 404 }));
  });
});

describe("bioParagraphs", () => {
  it("splits on blank lines and joins wrapped lines", () => {
    expect(bioParagraphs("One\nline two\n\n\n  Two  \n \nThree")).toEqual(["One line two", "Two", "Three"]);
    expect(bioParagraphs("  \n\n ")).toEqual([]);
  });
});

describe("the forms' rules", () => {
  it("takes a credential's year from 1950 to this year, whole", () => {
    const ok = (year: unknown) => credentialSchema.safeParse({ title: "E-RYT 500", issuer: "Yoga Alliance", year }).success;
    expect(ok(1950)).toBe(true);
    expect(ok(new Date().getFullYear())).toBe(true);
    expect(ok(1949)).toBe(false);
    expect(ok(new Date().getFullYear() + 1)).toBe(false);
    expect(ok(2001.5)).toBe(false);
  });

  it("trims a testimonial and keeps an empty context", () => {
    const parsed = testimonialSchema.parse({ quote: "  Calm at last, thank you.  ", author: " S.M. ", context: "", published: false });
    expect(parsed).toEqual({ quote: "Calm at last, thank you.", author: "S.M.", context: "", published: false });
    expect(testimonialSchema.safeParse({ quote: "Short", author: "S", context: "", published: true }).error?.issues[0].message).toBe(
      PROFILE_MESSAGES.quote,
    );
  });

  it("answers a chosen file early by its size and declared type", () => {
    expect(imageFileProblem({ size: 10, type: "image/png" })).toBeNull();
    expect(imageFileProblem({ size: IMAGE_MAX_BYTES + 1, type: "image/png" })).toBe(IMAGE_TOO_LARGE);
    expect(imageFileProblem({ size: 10, type: "image/gif" })).toBe(IMAGE_WRONG_TYPE);
  });
});
