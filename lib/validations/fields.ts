import { z } from "zod";
import { canonicalTimeZone } from "@/lib/format";
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGE, EMAIL_PATTERN } from "@/lib/validations/email";
import { MAX_PAGE } from "@/lib/search-params";

// Field rules shared by every form and endpoint: each rule is written once, here. Forms use the
// same zod schemas as the server through react-hook-form's resolver, so a value the form accepts
// is a value the server accepts. Messages default to the spec's texts (e.g. 'Please enter a valid email address').

/** A required text, trimmed: `required` when empty, "{label} must be at most {max} characters" when too long. */
export const requiredText = (required: string, label: string, max: number) =>
  z.string(required).trim().min(1, required).max(max, `${label} must be at most ${max} characters`);

/** First or last name of a person: "{label} is required", at most 100 characters. */
export const personName = (label: "First name" | "Last name") => requiredText(`${label} is required`, label, 100);

/**
 * An email address: trimmed, at most 254 characters, zod's own email pattern (the zod-free copy
 * in `email.ts` serves the newsletter form). `required` gives an empty value its own message.
 */
export function emailField({ invalid = EMAIL_MESSAGE, required }: { invalid?: string; required?: string } = {}) {
  const address = z.string().max(EMAIL_MAX_LENGTH, invalid).regex(EMAIL_PATTERN, invalid);
  const text = z.string(required ?? invalid).trim();
  // An empty value reports only that it is required.
  return (required ? text.min(1, required) : text).pipe(address);
}

export const PHONE_MESSAGE = "Please enter a valid phone number";
export const PHONE_MIN_LENGTH = 10;
const PHONE_MAX_LENGTH = 30;
/** Only what people type in phone numbers. */
const PHONE_CHARACTERS = /^[0-9+().\-\s]+$/;

export const isValidPhone = (phone: string) =>
  phone.length >= PHONE_MIN_LENGTH && phone.length <= PHONE_MAX_LENGTH && PHONE_CHARACTERS.test(phone);

/** A phone number: at least 10 characters, digits and the usual punctuation. */
export const phoneField = (message = PHONE_MESSAGE) => z.string(message).trim().refine(isValidPhone, message);

/** An optional phone: empty means none (null); otherwise the phone rule. */
export const optionalPhoneField = z
  .string(PHONE_MESSAGE)
  .nullish()
  .transform((phone) => (phone ?? "").trim())
  .refine((phone) => phone === "" || isValidPhone(phone), PHONE_MESSAGE)
  .transform((phone) => phone || null);

/** The largest id: every table's key is a PostgreSQL integer (a larger number is a query error). */
export const MAX_ID = 2_147_483_647;

/**
 * An id: a positive integer up to MAX_ID, or the same written in plain digits (path and query
 * params are text). Nothing is coerced: `true`, `[5]`, `"0x10"`, `"1e3"` and `1.5` are refused.
 */
export const idField = (message = "Invalid id.") =>
  z
    .union(
      [
        z.number(message),
        z
          .string(message)
          .regex(/^\d{1,15}$/, message)
          .transform(Number),
      ],
      message,
    )
    .pipe(z.number().int(message).positive(message).max(MAX_ID, message));

/** A page number of a list (?page=): a whole number from 1 to MAX_PAGE. */
export const pageField = z.coerce
  .number("Page must be a number.")
  .int("Page must be a whole number.")
  .min(1, "Page must be 1 or more.")
  .max(MAX_PAGE, `Page must be at most ${MAX_PAGE}.`);

export const TIME_ZONE_MESSAGE = "Please choose a valid time zone";

/**
 * An IANA time zone Intl supports ("America/Los_Angeles"), stored in its canonical spelling
 * ("US/Pacific" and "america/los_angeles" become "America/Los_Angeles"; "UTC" is accepted).
 */
export const timeZoneField = z
  .string(TIME_ZONE_MESSAGE)
  .trim()
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone) return zone;
    ctx.addIssue({ code: "custom", message: TIME_ZONE_MESSAGE });
    return z.NEVER;
  });
