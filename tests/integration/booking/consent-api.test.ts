import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/submit-consent-form/route";
import { CONSENT_TEXT_VERSION } from "@/lib/consent/text";
import { db } from "@/lib/db";
import { rateLimits } from "@/lib/rate-limit";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { PNG, serviceBySlug } from "./helpers";

const valid = {
  fullName: "Ana Diaz",
  email: "ana@example.com",
  phone: "8285550101",
  signatureData: PNG,
  serviceSelected: "Hypnotherapy Virtual Session",
  dateTime: "12/7/2026, 10:15:00 AM",
};

const submit = (body: unknown, headers: Record<string, string> = {}) =>
  call(POST, { method: "POST", url: "/api/submit-consent-form", body, headers });

describe("POST /api/submit-consent-form", () => {
  it("requires login", async () => {
    loginAs(null);
    const res = await submit(valid);
    expect(res.status).toBe(401);
  });

  it("answers each missing or wrong field with the spec message", async () => {
    loginAs(await createUser());
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: "" }, "Full name is required"],
      [{ fullName: undefined }, "Full name is required"],
      [{ email: "" }, "Email address is required"],
      [{ email: "ana.example.com" }, "Please enter a valid email address"],
      [{ phone: " " }, "Phone number is required"],
      [{ signatureData: "" }, "Digital signature is required"],
      [{ signatureData: undefined, signatureMethod: "type" }, "Typed signature is required"],
      [{ agreeToTerms: false }, "You must agree to the terms and conditions"],
      [{ serviceSelected: "" }, "Service information is missing. Please try again."],
      [{ serviceId: 987654 }, "Service information is missing. Please try again."],
      [{ signatureData: "data:image/svg+xml;base64,PHN2Zy8+" }, "The signature could not be read. Please sign again."],
      [
        { signatureData: `data:image/png;base64,${"A".repeat(800_000)}` },
        "The signature image is too large. Please clear it and sign again.",
      ],
    ];
    for (const [change, message] of cases) {
      const res = await submit({ ...valid, ...change });
      expect(res.status, message).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect((await submit("{oops")).status).toBe(400);
  });

  it("stores the form with the consent text version, IP, user agent and the service's own name", async () => {
    const user = await createUser();
    loginAs(user);
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    const res = await submit(
      { ...valid, serviceSelected: "whatever the client says", serviceId: service.id, signatureMethod: "type" },
      { "user-agent": "Vitest Browser/1.0" },
    );
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(Number), message: "Consent form submitted successfully." });

    const stored = await db.consentForm.findUniqueOrThrow({ where: { id: res.json.id } });
    expect(stored).toMatchObject({
      userId: user.id,
      serviceId: service.id,
      fullName: "Ana Diaz",
      email: "ana@example.com",
      phone: "8285550101",
      signatureMethod: "type",
      signatureData: PNG,
      serviceSelected: service.name,
      dateTime: valid.dateTime,
      consentTextVersion: CONSENT_TEXT_VERSION,
      ipAddress: "203.0.113.7",
      userAgent: "Vitest Browser/1.0",
    });
    loginAs(null);
  });

  it("is rate limited per IP", async () => {
    const previous = process.env.RATE_LIMIT_DISABLED;
    process.env.RATE_LIMIT_DISABLED = "0";
    try {
      const headers = { "x-forwarded-for": `198.51.100.${200 + Math.floor(Math.random() * 50)}` };
      for (let i = 0; i < rateLimits.consent.limit; i++) expect((await submit({}, headers)).status).not.toBe(429);
      expect((await submit({}, headers)).status).toBe(429);
    } finally {
      process.env.RATE_LIMIT_DISABLED = previous;
    }
  });
});
