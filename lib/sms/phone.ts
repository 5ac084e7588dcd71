import { parsePhoneNumberFromString } from "libphonenumber-js";

// Mobile numbers for texts: US numbers only (the practice texts US clients through a US sender),
// typed any usual way ("(555) 123-4567", "555.123.4567", "+1 555 123 4567") and stored in E.164.

export const PHONE_MESSAGES = {
  invalid: "Enter a valid US mobile number, for example (555) 123-4567.",
  notUs: "Text messages can only go to US numbers.",
} as const;

export type ParsedPhone = { ok: true; e164: string } | { ok: false; message: string };

export function parseUsPhone(input: string): ParsedPhone {
  const text = input.trim();
  if (!text || text.length > 30) return { ok: false, message: PHONE_MESSAGES.invalid };
  const phone = parsePhoneNumberFromString(text, "US");
  if (!phone || !phone.isValid()) return { ok: false, message: PHONE_MESSAGES.invalid };
  if (phone.country !== "US") return { ok: false, message: PHONE_MESSAGES.notUs };
  return { ok: true, e164: phone.number };
}

/** "+15551234567" -> "(555) 123-4567", for the client's own screens. */
export function displayPhone(e164: string): string {
  const phone = parsePhoneNumberFromString(e164);
  return phone ? phone.formatNational() : e164;
}
