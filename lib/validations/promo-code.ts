import { z } from "zod";
import { isDateKey } from "@/lib/validations/date-keys";
import { idField } from "@/lib/validations/fields";
import { dollarsToCents, SERVICE_LIMITS } from "@/lib/validations/service";

// A promo code as the owner writes it in the admin: one set of rules for the form and the server.
// The discount is a kind ("percent" or "amount") and a value as typed: a whole percentage, or
// dollars kept in cents. Days are practice-local dates ("yyyy-MM-dd"), both inclusive.

/** Codes are stored in upper case and typed in any case, with spaces around ignored. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

/** Letters, digits and hyphens, 3 to 32 of them (e.g. "WELCOME-20"). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{1,30})[A-Z0-9]$/;

export const PROMO_CODE_LIMITS = { codeMin: 3, codeMax: 32, introTextMax: 200, usesMax: 100_000 } as const;
const L = PROMO_CODE_LIMITS;

export const PROMO_CODE_MESSAGES = {
  code: `Enter a code of ${L.codeMin} to ${L.codeMax} letters, digits and hyphens, starting and ending with a letter or digit, e.g. WELCOME-20.`,
  codeTaken: "Another code already uses this name.",
  kind: "Choose a percentage or an amount off.",
  value: "Enter the discount: a percentage or an amount in dollars, e.g. 20 or 15.50.",
  percent: "Enter a whole percentage from 1 to 100.",
  amount: `Enter an amount in dollars greater than $0, e.g. 15 or 15.50 (at most $${SERVICE_LIMITS.priceMaxDollars}).`,
  serviceIds: "Choose services from the list, or none for every service.",
  startsOn: "Enter the first day as a date (yyyy-mm-dd), or leave it empty.",
  endsOn: "Enter the last day as a date (yyyy-mm-dd), or leave it empty.",
  endsBeforeStart: "The last day must be on or after the first day.",
  maxUses: `Enter a whole number of uses from 1 to ${L.usesMax.toLocaleString("en-US")}, or leave it empty for no limit.`,
  maxUsesPerClient: `Enter a whole number of uses per client from 1 to ${L.usesMax.toLocaleString("en-US")}, or leave it empty for no limit.`,
  newClientsOnly: "Say whether the code is for new clients only (true or false).",
  active: "Say whether the code is active (true or false).",
  isIntroOffer: "Say whether the code is the intro offer (true or false).",
  introText: `Enter the intro offer's text for the home and services pages (up to ${L.introTextMax} characters).`,
  introTextTooLong: `The intro offer's text must be at most ${L.introTextMax} characters.`,
} as const;
const M = PROMO_CODE_MESSAGES;

/** An optional whole number of uses: empty, null or absent is no limit. */
const optionalCount = (message: string) =>
  z
    .union([z.number(message), z.string(message)], message)
    .nullish()
    .transform((v, ctx) => {
      const text = typeof v === "string" ? v.trim() : v;
      if (text === "" || text === null || text === undefined) return null;
      const n = typeof text === "number" ? text : /^\d{1,7}$/.test(text) ? Number(text) : NaN;
      if (!Number.isInteger(n) || n < 1 || n > L.usesMax) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

/** An optional practice-local day: empty, null or absent is no limit. */
const optionalDay = (message: string) =>
  z
    .string(message)
    .nullish()
    .transform((v, ctx) => {
      const text = (v ?? "").trim();
      if (text === "") return null;
      if (!isDateKey(text)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return text;
    });

const serviceId = idField(M.serviceIds);

/** Each field's own rule; the rules between fields (the value for its kind, the days, the intro text) follow. */
const fields = {
  code: z
    .string(M.code)
    .transform(normalizePromoCode)
    .refine((code) => PROMO_CODE_PATTERN.test(code), M.code),
  kind: z.enum(["percent", "amount"], M.kind),
  /** A whole percentage, or dollars as typed ("15.50"); a number is read the same way. */
  value: z.union([z.string(), z.number()], M.value).refine((v) => dollarsToCents(String(v)) !== null, M.value),
  /** The services it applies to; none means every service. */
  serviceIds: z
    .array(z.unknown(), M.serviceIds)
    .max(100, M.serviceIds)
    .transform((ids, ctx) => {
      // One message for the list, not one per entry.
      const parsed = ids.map((id) => serviceId.safeParse(id));
      if (parsed.every((p) => p.success)) return parsed.map((p) => p.data!);
      ctx.addIssue({ code: "custom", message: M.serviceIds });
      return z.NEVER;
    }),
  startsOn: optionalDay(M.startsOn),
  endsOn: optionalDay(M.endsOn),
  maxUses: optionalCount(M.maxUses),
  maxUsesPerClient: optionalCount(M.maxUsesPerClient),
  newClientsOnly: z.boolean(M.newClientsOnly),
  active: z.boolean(M.active),
  isIntroOffer: z.boolean(M.isIntroOffer),
  introText: z
    .string(M.introText)
    .nullish()
    .transform((v) => (v ?? "").trim() || null)
    .refine((v) => v === null || v.length <= L.introTextMax, M.introTextTooLong),
};

/** What the server keeps: exactly one of percentOff and amountOffCents, unique service ids. */
export type PromoCodeInput = {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  serviceIds: number[];
  startsOn: string | null;
  endsOn: string | null;
  maxUses: number | null;
  maxUsesPerClient: number | null;
  newClientsOnly: boolean;
  active: boolean;
  isIntroOffer: boolean;
  introText: string | null;
};

/** A whole code (the form, POST): services default to all, active on, not the intro offer. */
const promoCodeObject = z.object({
  ...fields,
  serviceIds: fields.serviceIds.default([]),
  newClientsOnly: fields.newClientsOnly.default(false),
  active: fields.active.default(true),
  isIntroOffer: fields.isIntroOffer.default(false),
});

/** The rules between fields: the value for its kind, the last day after the first, the intro offer's text. */
function toInput({ kind, value, ...v }: z.output<typeof promoCodeObject>, ctx: z.RefinementCtx): PromoCodeInput {
  const text = String(value).trim().replace(/^\$/, "");
  let percentOff: number | null = null;
  let amountOffCents: number | null = null;
  if (kind === "percent") {
    percentOff = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
    if (!(percentOff >= 1 && percentOff <= 100)) ctx.addIssue({ code: "custom", path: ["value"], message: M.percent });
  } else {
    amountOffCents = dollarsToCents(text);
    if (amountOffCents === null || amountOffCents <= 0 || amountOffCents > SERVICE_LIMITS.priceMaxDollars * 100)
      ctx.addIssue({ code: "custom", path: ["value"], message: M.amount });
  }
  if (v.startsOn && v.endsOn && v.endsOn < v.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: M.endsBeforeStart });
  if (v.isIntroOffer && !v.introText) ctx.addIssue({ code: "custom", path: ["introText"], message: M.introText });
  return { ...v, percentOff, amountOffCents, serviceIds: [...new Set(v.serviceIds)] };
}

export const promoCodeInputSchema = promoCodeObject.transform(toInput);

/** The admin's form: a whole code, with the id of the one it edits (none: a new code). */
export const promoCodeFormSchema = promoCodeObject
  .extend({ id: idField("Promo code not found.").optional() })
  .transform(({ id, ...v }, ctx) => ({ id, ...toInput(v, ctx) }));

/** A change to some fields (PATCH): the rest is kept; the whole code is checked again once merged. */
export const promoCodePatchSchema = z.object(fields).partial();
export type PromoCodePatch = z.output<typeof promoCodePatchSchema>;

export const promoCodeStatusSchema = z.object({ active: fields.active });
