import { apiRoute } from "@/lib/api/handler";
import { giftCardBalance } from "@/lib/gift-cards/lookup";
import { rateLimits } from "@/lib/rate-limit";
import { giftCardCodeRequestSchema } from "@/lib/validations/gift-card";

// POST /api/gift-cards/balance {code} -> GiftCardBalance: the balance of a valid code (400 for a
// code that names no card, 409 for one not usable; wrong codes are rate limited, per address and account).
export const POST = apiRoute(
  { access: "user", body: giftCardCodeRequestSchema, rateLimit: rateLimits.payments },
  async ({ body, ip, user }) => giftCardBalance(body.code, { ip, userId: user.id }),
);
