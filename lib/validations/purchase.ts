import { z } from "zod";
import { siteConfig } from "@/lib/site-config";
import { billingAddressSchema } from "@/lib/validations/billing";
import { isDateKey } from "@/lib/validations/date-keys";
import { emailField, idField, requiredText } from "@/lib/validations/fields";

// Buying a package or a gift card: one set of rules for the forms and the server. A gift card's
// amount is one of the fixed choices or a custom amount in whole dollars within the limits; it is
// sent at once or at 9:00 (practice time) on a day the buyer picks, today or later.

export const GIFT_CARD_AMOUNTS_DOLLARS = [50, 100, 150, 250] as const;
export const GIFT_CARD_LIMITS = { minDollars: 25, maxDollars: 1000, messageMax: 500, nameMax: 100, maxDaysAhead: 365 } as const;
const L = GIFT_CARD_LIMITS;

export const GIFT_CARD_MESSAGES = {
  amount: "Choose an amount for the gift card.",
  customAmount: `Enter a whole number of dollars from $${L.minDollars} to $${L.maxDollars.toLocaleString("en-US")}.`,
  recipientName: "Enter the recipient's name.",
  recipientEmail: "Enter the recipient's email address, e.g. friend@example.com.",
  message: `The message must be at most ${L.messageMax} characters.`,
  delivery: "Choose to send the gift card now or on a date.",
  deliverOn: "Choose the day to send the gift card (today or later).",
  deliverOnPast: "The day to send the gift card cannot be in the past.",
  deliverOnTooFar: `Choose a day within the next ${L.maxDaysAhead} days.`,
} as const;
const M = GIFT_CARD_MESSAGES;

/** Today's date (yyyy-MM-dd) in the practice's time zone; works in the browser too. */
export const practiceToday = (now: Date = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: siteConfig.timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

const addDays = (dateKey: string, days: number) => {
  const d = new Date(`${dateKey}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The gift card form as posted (every value is text), checked as one. */
export const giftCardPurchaseSchema = z
  .object({
    amount: z.string(M.amount).trim().min(1, M.amount),
    customAmount: z.string().trim().max(12).optional(),
    recipientName: requiredText(M.recipientName, "The recipient's name", L.nameMax),
    recipientEmail: emailField({ invalid: M.recipientEmail, required: M.recipientEmail }),
    message: z
      .string()
      .trim()
      .max(L.messageMax, M.message)
      .optional()
      .transform((v) => v || null),
    delivery: z.enum(["now", "date"], M.delivery),
    deliverOn: z.string().trim().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.amount === "custom") {
      if (!isCustomAmount(value.customAmount)) ctx.addIssue({ code: "custom", path: ["customAmount"], message: M.customAmount });
    } else if (!(GIFT_CARD_AMOUNTS_DOLLARS as readonly number[]).includes(Number(value.amount))) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: M.amount });
    }
    if (value.delivery === "date") {
      const day = value.deliverOn ?? "";
      const today = practiceToday();
      if (!isDateKey(day)) ctx.addIssue({ code: "custom", path: ["deliverOn"], message: M.deliverOn });
      else if (day < today) ctx.addIssue({ code: "custom", path: ["deliverOn"], message: M.deliverOnPast });
      else if (day > addDays(today, L.maxDaysAhead)) ctx.addIssue({ code: "custom", path: ["deliverOn"], message: M.deliverOnTooFar });
    }
  })
  .transform(({ amount, customAmount, delivery, deliverOn, ...rest }) => ({
    ...rest,
    amountCents: (amount === "custom" ? Number(customAmount) : Number(amount)) * 100,
    deliverOn: delivery === "date" ? (deliverOn ?? null) : null,
  }));

function isCustomAmount(value: string | undefined): boolean {
  if (!value || !/^\$?\d{1,7}$/.test(value)) return false;
  const dollars = Number(value.replace("$", ""));
  return dollars >= L.minDollars && dollars <= L.maxDollars;
}

export type GiftCardPurchaseInput = z.infer<typeof giftCardPurchaseSchema>;

/** POST /api/purchases: a package by id, or a gift card with its details. */
export const createPurchaseSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("package"),
    packageId: idField("Package not found."),
    billingAddress: billingAddressSchema,
    /** A gift card that pays all or part of it. */
    giftCardCode: z.string().trim().min(1).max(40).optional(),
  }),
  z.object({ kind: z.literal("gift_card"), giftCard: giftCardPurchaseSchema }),
]);

/** POST /api/purchases/{id}/payment-intent: the billing address the tax and the card's amount follow. */
export const purchasePaymentSchema = z.object({ billingAddress: billingAddressSchema.optional() });

/** POST /api/purchases/{id}/complete: the intent the client paid (none when a gift card paid it all). */
export const completePurchaseSchema = z.object({
  paymentIntentId: z
    .string("The payment reference is missing. Please try again.")
    .trim()
    .min(1, "The payment reference is missing. Please try again.")
    .max(200),
});
