import { z } from "zod";
import { CODE_PARAM } from "@/lib/booking/links";
// A code's spelling is a validation rule (the admin's form checks it), written once there.
import { normalizePromoCode, PROMO_CODE_PATTERN } from "@/lib/validations/promo-code";

// A promo code's arithmetic and wording, without the database: the wizard, the admin and the
// server compute the same discount. Money is in integer cents.

/** What a code takes off: a percentage (1 to 100) or a fixed amount; exactly one is set. */
export type DiscountRule = { percentOff: number | null; amountOffCents: number | null };

/** The promo code a booking link carries (`?code=`), normalised, or null when missing or not shaped like a code. */
export function requestedPromoCode(params: Record<string, string | string[] | undefined>): string | null {
  const value = params[CODE_PARAM];
  if (typeof value !== "string") return null;
  const code = normalizePromoCode(value);
  return PROMO_CODE_PATTERN.test(code) ? code : null;
}

/** The cents a code takes off a price: a percentage rounded to the cent, never more than the price. */
export function discountCents(rule: DiscountRule, priceCents: number): number {
  const off = rule.percentOff !== null ? Math.round((priceCents * rule.percentOff) / 100) : (rule.amountOffCents ?? 0);
  return Math.max(0, Math.min(priceCents, off));
}

/** "20% off" or "$15.00 off". */
export function discountLabel(rule: DiscountRule): string {
  if (rule.percentOff !== null) return `${rule.percentOff}% off`;
  return `$${((rule.amountOffCents ?? 0) / 100).toFixed(2)} off`;
}

/** Why a code cannot be used: the client reads these on the payment step. */
export const PROMO_MESSAGES = {
  empty: "Enter a code.",
  unknown: "This code is not valid. Check it and try again.",
  inactive: "This code is no longer active.",
  notYet: "This code is not valid yet.",
  expired: "This code has expired.",
  service: "This code does not apply to this service.",
  newClients: "This code is for new clients.",
  usedUp: "This code has been fully used.",
  perClient: "You have already used this code.",
  free: "This session is free: there is nothing to discount.",
} as const;

/** POST /api/appointments/{id}/promo-code: the code as typed (checked against the codes on the server). */
export const promoCodeRequestSchema = z.object({
  code: z.string(PROMO_MESSAGES.empty).trim().min(1, PROMO_MESSAGES.empty).max(64, PROMO_MESSAGES.unknown),
});
