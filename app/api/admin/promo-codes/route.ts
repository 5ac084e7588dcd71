import { apiRoute, created } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { createPromoCode, listAdminPromoCodes } from "@/lib/offers/admin";
import { promoCodeInputSchema } from "@/lib/validations/promo-code";

// GET /api/admin/promo-codes -> AdminPromoCode[]: every code, newest first, with its uses now and
// the discount it gave booked sessions (cents).
export const GET = apiRoute({ access: "admin" }, () => listAdminPromoCodes());

// POST /api/admin/promo-codes { code, kind: "percent" | "amount", value (a percentage, or dollars),
//   serviceIds? (none: every service), startsOn?, endsOn? (yyyy-MM-dd), maxUses?, maxUsesPerClient?,
//   newClientsOnly?, active? (default true), isIntroOffer?, introText? (required for the intro offer) }
// -> 201 AdminPromoCode. 400 with field errors (a code already used, a value for its kind ...).
export const POST = apiRoute({ access: "admin", body: promoCodeInputSchema }, async ({ body, user }) =>
  created(await createPromoCode(auditActor(user), body)),
);
