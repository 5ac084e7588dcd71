import { describe, expect, it } from "vitest";
import { registerSchema } from "@/lib/validations/auth";

// Registration reports every missing or invalid field at once: the form marks each
// field, and the API's message stays the spec's "Please fill out all required fields" whenever a
// required field is missing.

/** What the API answers (lib/api/handler.ts parse): the first issue's message, the first message per field. */
function errorOf(body: unknown) {
  const result = registerSchema.safeParse(body);
  if (result.success) throw new Error("expected the registration to be refused");
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[issue.path.join(".") || "_"] ??= issue.message;
  return { message: result.error.issues[0].message, fieldErrors };
}

const valid = {
  username: "anna_lee",
  password: "calm-waters-42",
  email: "Anna.Lee@Example.com",
  firstName: "Anna",
  lastName: "Lee",
  phone: "",
};

describe("registerSchema", () => {
  it("names every missing required field, with the spec's message first", () => {
    const error = errorOf({});
    expect(error.message).toBe("Please fill out all required fields");
    expect(error.fieldErrors).toMatchObject({
      firstName: "First name is required",
      lastName: "Last name is required",
      username: "Username is required",
      email: "Email is required",
      password: "Password is required",
    });
    expect(error.fieldErrors).not.toHaveProperty("phone");
  });

  it("reports missing and invalid fields together", () => {
    const error = errorOf({ ...valid, username: "  ", lastName: 42, email: "not-an-email", password: "short", phone: "12" });
    expect(error.message).toBe("Please fill out all required fields");
    expect(error.fieldErrors).toMatchObject({
      username: "Username is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
      password: "Password must be at least 8 characters",
      phone: "Please enter a valid phone number",
    });
    expect(error.fieldErrors).not.toHaveProperty("firstName");
  });

  it("without missing fields, the first field's own message leads", () => {
    const error = errorOf({ ...valid, email: "not-an-email", password: "short" });
    expect(error.message).toBe("Password must be at least 8 characters");
    expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual(["email", "password"]);
  });

  it("normalises a valid registration (email in lower case, empty phone as none, extra fields dropped)", () => {
    expect(registerSchema.parse({ ...valid, isAdmin: true, subscribed: true })).toEqual({
      ...valid,
      email: "anna.lee@example.com",
      phone: null,
    });
  });
});
