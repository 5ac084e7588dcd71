import { describe, expect, it } from "vitest";
import { addDays, earliestBookableDate, isDateKey, latestBookableDate, zonedInstant } from "@/lib/booking/dates";
import { CONSENT_TERMS, CONSENT_TEXT_VERSION } from "@/lib/consent/text";
import { appointmentPayload, appointmentRequestSchema, clientInfoSchema, defaultClientInfo } from "@/lib/validations/booking";
import { consentFormSchema, consentSubmissionSchema, decodeSignature, defaultConsentForm } from "@/lib/validations/consent";

// A 1x1 transparent PNG.
const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("consent form schema (the dialog)", () => {
  it("reports every spec message on an empty form", () => {
    expect(messages(consentFormSchema.safeParse(defaultConsentForm))).toEqual({
      fullName: "Full name is required",
      email: "Email address is required",
      phone: "Phone number is required",
      signatureData: "Digital signature is required",
      agreeToTerms: "You must agree to the terms and conditions",
    });
  });

  it("asks for a typed signature when typing, and checks the email pattern", () => {
    const result = consentFormSchema.safeParse({
      ...defaultConsentForm,
      fullName: "Ana Diaz",
      email: "ana@",
      phone: "555",
      signatureMethod: "type",
      typedSignature: "  ",
      agreeToTerms: true,
    });
    expect(messages(result)).toEqual({ email: "Please enter a valid email address", typedSignature: "Typed signature is required" });
  });

  it("accepts a complete form either way", () => {
    const base = { ...defaultConsentForm, fullName: "Ana Diaz", email: "ana@example.com", phone: "8285550101", agreeToTerms: true };
    expect(consentFormSchema.safeParse({ ...base, signatureData: PNG }).success).toBe(true);
    expect(consentFormSchema.safeParse({ ...base, signatureMethod: "type", typedSignature: "Ana Diaz" }).success).toBe(true);
  });
});

describe("consent submission schema (the server)", () => {
  const valid = {
    fullName: "Ana Diaz",
    email: "ana@example.com",
    phone: "8285550101",
    signatureData: PNG,
    serviceSelected: "Hypnotherapy",
    dateTime: "12/1/2026, 10:00 AM",
  };

  it("requires the service name", () => {
    expect(messages(consentSubmissionSchema.safeParse({ ...valid, serviceSelected: " " }))).toEqual({
      serviceSelected: "Service information is missing. Please try again.",
    });
    expect(messages(consentSubmissionSchema.safeParse({ ...valid, serviceSelected: undefined }))).toEqual({
      serviceSelected: "Service information is missing. Please try again.",
    });
  });

  it("names the missing signature by its method", () => {
    expect(messages(consentSubmissionSchema.safeParse({ ...valid, signatureData: "" }))).toEqual({
      signatureData: "Digital signature is required",
    });
    expect(messages(consentSubmissionSchema.safeParse({ ...valid, signatureData: "", signatureMethod: "type" }))).toEqual({
      signatureData: "Typed signature is required",
    });
  });

  it("accepts only a PNG data URL under 500 KB", () => {
    expect(decodeSignature(PNG)).toHaveProperty("bytes");
    expect(decodeSignature("data:image/jpeg;base64,/9j/4AAQ")).toEqual({ error: "The signature could not be read. Please sign again." });
    expect(decodeSignature(`data:image/png;base64,${btoa("not a png at all")}`)).toEqual({
      error: "The signature could not be read. Please sign again.",
    });
    expect(decodeSignature(`data:image/png;base64,${"A".repeat(700_000)}`)).toEqual({
      error: "The signature image is too large. Please clear it and sign again.",
    });
  });
});

describe("client information schema", () => {
  it("reports the spec messages", () => {
    expect(messages(clientInfoSchema.safeParse(defaultClientInfo))).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
    });
    expect(
      messages(clientInfoSchema.safeParse({ ...defaultClientInfo, firstName: "A", lastName: "B", email: "a@b.co", phone: "555-0142" })),
    ).toEqual({
      phone: "Please enter a valid phone number",
    });
  });

  it("accepts a complete form, notes optional, subscribed defaulting to false", () => {
    const parsed = clientInfoSchema.parse({ firstName: "Ana", lastName: "Diaz", email: "ana@example.com", phone: "(828) 555-0101" });
    expect(parsed).toEqual({
      firstName: "Ana",
      lastName: "Diaz",
      email: "ana@example.com",
      phone: "(828) 555-0101",
      notes: "",
      subscribed: false,
    });
  });
});

describe("appointment request schema", () => {
  const body = appointmentPayload({
    serviceId: 1,
    timeSlotId: 2,
    practitionerId: 1,
    date: "2027-01-04",
    time: "10:00",
    clientInfo: { firstName: "Ana", lastName: "Diaz", email: "ana@example.com", phone: "8285550101", notes: "", subscribed: false },
    consentFormId: 9,
  });
  const first = (input: unknown) => appointmentRequestSchema.safeParse(input).error?.issues[0]?.message;

  it("checks date and time first", () => {
    expect(first({ ...body, date: undefined })).toBe("Please select a date and time first");
    expect(first({ ...body, time: "" })).toBe("Please select a date and time first");
    expect(first({ ...body, timeSlotId: undefined })).toBe("Please select a date and time first");
    expect(first({ ...body, date: "2027-02-30", clientFirstName: "" })).toBe("Invalid date selected. Please choose a valid date.");
    expect(first({ ...body, date: "next week" })).toBe("Invalid date selected. Please choose a valid date.");
  });

  it("checks the service and the client fields with the spec messages", () => {
    expect(first({ ...body, serviceId: undefined })).toBe("Please select a service");
    expect(first({ ...body, clientFirstName: "" })).toBe("First name is required");
    expect(first({ ...body, clientLastName: " " })).toBe("Last name is required");
    expect(first({ ...body, clientEmail: "x" })).toBe("Please enter a valid email address");
    expect(first({ ...body, clientPhone: "123" })).toBe("Please enter a valid phone number");
  });

  it("leaves a missing consent form to the server (a consultation needs none) but refuses a malformed one at the field", () => {
    expect(appointmentRequestSchema.safeParse({ ...body, consentFormId: null }).success).toBe(true);
    expect(appointmentRequestSchema.safeParse({ ...body, consentFormId: undefined }).success).toBe(true);
    expect(first({ ...body, consentFormId: 0 })).toBe("Please sign the consent form for this service before booking.");
    expect(first({ ...body, consentFormId: "7" })).toBe("Please sign the consent form for this service before booking.");
  });

  it("drops the status, price and isVirtual a client sends", () => {
    const parsed = appointmentRequestSchema.parse({ ...body, status: "confirmed", isVirtual: false, priceCents: 1, price: 1 });
    expect(parsed).not.toHaveProperty("status");
    expect(parsed).not.toHaveProperty("isVirtual");
    expect(parsed).not.toHaveProperty("priceCents");
  });
});

describe("booking calendar", () => {
  it("validates date keys strictly", () => {
    expect(isDateKey("2027-03-14")).toBe(true);
    expect(isDateKey("2027-02-29")).toBe(false);
    expect(isDateKey("2027-3-14")).toBe(false);
  });

  it("converts local wall-clock times across DST and refuses skipped times", () => {
    expect(zonedInstant("2027-03-13", "09:00")?.toISOString()).toBe("2027-03-13T14:00:00.000Z"); // EST
    expect(zonedInstant("2027-03-14", "10:00")?.toISOString()).toBe("2027-03-14T14:00:00.000Z"); // EDT
    expect(zonedInstant("2027-03-14", "02:30")).toBeNull(); // skipped by spring forward
    expect(zonedInstant("2027-11-06", "09:00")?.toISOString()).toBe("2027-11-06T13:00:00.000Z"); // EDT
    expect(zonedInstant("2027-11-07", "10:00")?.toISOString()).toBe("2027-11-07T15:00:00.000Z"); // EST
  });

  it("defines the lead time by the practice's local date", () => {
    // 11:30 PM on Dec 1 in New York is already Dec 2 in UTC: the local date counts.
    const lateEvening = new Date("2026-12-02T04:30:00Z");
    expect(earliestBookableDate(lateEvening)).toBe("2026-12-08");
    expect(earliestBookableDate(new Date("2026-12-02T05:10:00Z"))).toBe("2026-12-09");
    expect(latestBookableDate(lateEvening)).toBe(addDays("2026-12-01", 60));
  });
});

describe("consent text", () => {
  it("is versioned and covers what a client must know", () => {
    expect(CONSENT_TEXT_VERSION).toMatch(/\S/);
    const text = CONSENT_TERMS.join("\n");
    for (const topic of ["not medical", "health", "voluntarily", "Virtual sessions", "Cancellation", "Privacy", "18 years"]) {
      expect(text).toContain(topic);
    }
  });
});
