import { apiRoute, idParams } from "@/lib/api/handler";
import { applyPromoCode, removePromoCode } from "@/lib/appointments/promo-code";
import { rateLimits } from "@/lib/rate-limit";
import { promoCodeRequestSchema } from "@/lib/offers/discount";

// POST /api/appointments/{id}/promo-code {code} -> PromoCodeResult: applies a code to the caller's
// unpaid hold (400 with the reason a code is refused, 409 once the hold is paid or gone).
export const POST = apiRoute(
  { access: "user", params: idParams, body: promoCodeRequestSchema, rateLimit: rateLimits.promoCodes },
  async ({ params, body, user }) => applyPromoCode(user, params.id, body.code),
);

// DELETE /api/appointments/{id}/promo-code -> PromoCodeResult: back to the full price.
export const DELETE = apiRoute({ access: "user", params: idParams, rateLimit: rateLimits.payments }, async ({ params, user }) =>
  removePromoCode(user, params.id),
);
