import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isValidEmail } from "@/lib/validations/email";
import { newsletterSchema } from "@/lib/validations/newsletter";

// The browser-side rule must agree with zod's z.email(), which the other forms and the server use.
const samples = [
  "reader@example.com",
  "first.last+tag@sub.example.org",
  "o'neil@example.ie",
  "not-an-email",
  "a@b",
  ".dot@example.com",
  "double..dot@example.com",
  "trailing.@example.com",
  "user@-example.com",
  "user@example.c",
  "user@exa_mple.com",
  "",
];

describe("isValidEmail", () => {
  it.each(samples)("agrees with z.email() on %j", (email) => {
    expect(isValidEmail(email)).toBe(z.email().safeParse(email).success);
  });

  it("is the rule of the newsletter schema, with the spec's message", () => {
    expect(newsletterSchema.safeParse({ email: " reader@example.com " }).data).toEqual({ email: "reader@example.com" });
    expect(newsletterSchema.safeParse({ email: "nope" }).error?.issues[0].message).toBe("Please enter a valid email address");
    expect(isValidEmail(`${"a".repeat(250)}@example.com`)).toBe(false);
  });
});
