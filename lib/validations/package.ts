import { z } from "zod";
import { idField } from "@/lib/validations/fields";
import { dollarsToCents } from "@/lib/validations/service";

// A package as the owner writes it in the admin: one set of rules for the form and the server.
// The price is typed in dollars and kept in cents; the validity is a number of days or months,
// kept in days (a month counts as 30 days). The slug comes from the name when the package is
// added and stays the same afterwards, so links to the package's page keep working.

export const PACKAGE_LIMITS = {
  nameMax: 100,
  descriptionMin: 10,
  descriptionMax: 1000,
  sessionsMax: 50,
  priceMaxDollars: 20_000,
  validDaysMax: 3 * 365,
  validMonthsMax: 36,
  noteMax: 500,
} as const;
const L = PACKAGE_LIMITS;

/** Days in a month of validity. */
export const DAYS_PER_MONTH = 30;

export const PACKAGE_MESSAGES = {
  name: `Enter the package's name (up to ${L.nameMax} characters).`,
  description: `Describe the package in ${L.descriptionMin} to ${L.descriptionMax} characters.`,
  sessions: `Enter the number of sessions: a whole number from 1 to ${L.sessionsMax}.`,
  serviceIds: "Tick at least one service the package covers.",
  price: `Enter a price in dollars greater than $0, e.g. 330 or 330.50 (at most $${L.priceMaxDollars.toLocaleString("en-US")}).`,
  validFor: "Enter how long it stays valid: a whole number of days or months.",
  validDays: `A package stays valid from 1 to ${L.validDaysMax} days (${L.validMonthsMax} months).`,
  validUnit: "Choose days or months.",
  active: "Say whether the package is sold (true) or retired (false).",
  notFound: "Package not found.",
} as const;
const M = PACKAGE_MESSAGES;

const serviceId = idField(M.serviceIds);

/** A whole number typed as text or sent as a number. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.union([z.string(message), z.number(message)], message).transform((v, ctx) => {
    const text = String(v).trim();
    const n = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
    if (!(n >= min && n <= max)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });

/** Each field's own rule; the defaults and the rule between fields (the validity's length) follow. */
const fields = {
  name: z.string(M.name).trim().min(1, M.name).max(L.nameMax, M.name),
  description: z.string(M.description).trim().min(L.descriptionMin, M.description).max(L.descriptionMax, M.description),
  sessions: wholeNumber(M.sessions, 1, L.sessionsMax),
  serviceIds: z
    .array(z.unknown(), M.serviceIds)
    .max(100, M.serviceIds)
    .transform((ids, ctx) => {
      const parsed = ids.map((id) => serviceId.safeParse(id));
      if (parsed.length > 0 && parsed.every((p) => p.success)) return [...new Set(parsed.map((p) => p.data!))];
      ctx.addIssue({ code: "custom", message: M.serviceIds });
      return z.NEVER;
    }),
  /** Dollars, as typed ("330.50"); a number is read the same way. */
  price: z.union([z.string(), z.number()], M.price).transform((v, ctx) => {
    const cents = dollarsToCents(String(v));
    if (cents === null || cents <= 0 || cents > L.priceMaxDollars * 100) {
      ctx.addIssue({ code: "custom", message: M.price });
      return z.NEVER;
    }
    return cents;
  }),
  validFor: wholeNumber(M.validFor, 1, L.validDaysMax),
  validUnit: z.enum(["days", "months"], M.validUnit),
  active: z.boolean(M.active),
};

/** A whole package: the validity in months unless told, active unless told. */
const packageObject = z.object({ ...fields, validUnit: fields.validUnit.default("months"), active: fields.active.default(true) });

/** What the server keeps: cents and days. */
export type PackageInput = {
  name: string;
  description: string;
  sessions: number;
  serviceIds: number[];
  priceCents: number;
  validDays: number;
  active: boolean;
};

function toInput({ price, validFor, validUnit, ...v }: z.output<typeof packageObject>, ctx: z.RefinementCtx): PackageInput {
  const validDays = validUnit === "months" ? validFor * DAYS_PER_MONTH : validFor;
  if (validDays > L.validDaysMax) ctx.addIssue({ code: "custom", path: ["validFor"], message: M.validDays });
  return { ...v, priceCents: price, validDays };
}

/** A whole package (POST). */
export const packageInputSchema = packageObject.transform(toInput);

/** The admin's form: a whole package, with the id of the one it edits (none: a new package). */
export const packageFormSchema = packageObject
  .extend({ id: idField(M.notFound).optional() })
  .transform(({ id, ...v }, ctx) => ({ id, ...toInput(v, ctx) }));

/** A change to some fields (PATCH): the rest is kept; the whole package is checked again once merged. */
export const packagePatchSchema = z.object(fields).partial();
export type PackagePatch = z.output<typeof packagePatchSchema>;

export const packageStatusSchema = z.object({ active: z.boolean(M.active) });

/** How a validity in days is shown and typed back: whole months when it is, else days. */
export const validityOf = (validDays: number): { validFor: number; validUnit: "days" | "months" } =>
  validDays % DAYS_PER_MONTH === 0
    ? { validFor: validDays / DAYS_PER_MONTH, validUnit: "months" }
    : { validFor: validDays, validUnit: "days" };

export const validityLabel = (validDays: number) => {
  const { validFor, validUnit } = validityOf(validDays);
  return `${validFor} ${validFor === 1 ? validUnit.slice(0, -1) : validUnit}`;
};

// ---- The owner's corrections of a client's credits ------------------------------------------

export const CREDIT_ADJUSTMENT_MESSAGES = {
  note: `Write why (up to ${L.noteMax} characters): the client's history shows it.`,
  direction: "Choose to give a credit back or to remove one.",
  clientPackage: "Package not found.",
  appointment: "Booking not found.",
} as const;

/** Give a credit back (+1) or remove one (-1), with a note; optionally for a booking. */
export const creditAdjustmentSchema = z.object({
  clientPackageId: idField(CREDIT_ADJUSTMENT_MESSAGES.clientPackage),
  direction: z.enum(["give", "remove"], CREDIT_ADJUSTMENT_MESSAGES.direction).default("give"),
  note: z
    .string(CREDIT_ADJUSTMENT_MESSAGES.note)
    .trim()
    .min(1, CREDIT_ADJUSTMENT_MESSAGES.note)
    .max(L.noteMax, CREDIT_ADJUSTMENT_MESSAGES.note),
  appointmentId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || String(v).trim() === "") return null;
      const parsed = idField(CREDIT_ADJUSTMENT_MESSAGES.appointment).safeParse(v);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: "custom", message: CREDIT_ADJUSTMENT_MESSAGES.appointment });
      return z.NEVER;
    }),
});
export type CreditAdjustment = z.output<typeof creditAdjustmentSchema>;

// ---- Voiding a gift card -------------------------------------------------------------------

export const GIFT_CARD_VOID_MESSAGES = {
  note: `Write why you void it (up to ${L.noteMax} characters): the card's history keeps it.`,
} as const;

export const giftCardVoidSchema = z.object({
  note: z.string(GIFT_CARD_VOID_MESSAGES.note).trim().min(1, GIFT_CARD_VOID_MESSAGES.note).max(L.noteMax, GIFT_CARD_VOID_MESSAGES.note),
});
