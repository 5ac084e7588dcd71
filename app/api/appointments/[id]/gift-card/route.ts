import { apiRoute, idParams } from "@/lib/api/handler";
import { applyGiftCardToHold, holdGiftCard, removeGiftCardFromHold } from "@/lib/appointments/gift-card";
import { rateLimits } from "@/lib/rate-limit";
import { giftCardCodeRequestSchema } from "@/lib/validations/gift-card";

// GET /api/appointments/{id}/gift-card -> HoldGiftCardResult: the card applied to the caller's hold.
export const GET = apiRoute({ access: "user", params: idParams }, async ({ params, user }) => holdGiftCard(user, params.id));

// POST /api/appointments/{id}/gift-card {code} -> HoldGiftCardResult: applies a gift card to the
// caller's unpaid hold (400/409 with the reason a code is refused; wrong codes are rate limited).
export const POST = apiRoute(
  { access: "user", params: idParams, body: giftCardCodeRequestSchema, rateLimit: rateLimits.payments },
  async ({ params, body, user, ip }) => applyGiftCardToHold(user, params.id, body.code, ip),
);

// DELETE /api/appointments/{id}/gift-card -> HoldGiftCardResult: paid by card alone again.
export const DELETE = apiRoute({ access: "user", params: idParams, rateLimit: rateLimits.payments }, async ({ params, user }) =>
  removeGiftCardFromHold(user, params.id),
);
