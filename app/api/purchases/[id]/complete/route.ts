import { apiRoute, idParams } from "@/lib/api/handler";
import { completePurchase } from "@/lib/purchases/confirm";
import { rateLimits } from "@/lib/rate-limit";
import { completePurchaseSchema } from "@/lib/validations/purchase";

export const POST = apiRoute(
  { access: "user", params: idParams, body: completePurchaseSchema, rateLimit: rateLimits.payments },
  async ({ params, body, user }) => completePurchase({ user, purchaseId: params.id, paymentIntentId: body.paymentIntentId }),
);
