import { apiRoute, idParams } from "@/lib/api/handler";
import { preparePurchasePayment } from "@/lib/purchases/checkout";
import { rateLimits } from "@/lib/rate-limit";
import { purchasePaymentSchema } from "@/lib/validations/purchase";

export const POST = apiRoute(
  { access: "user", params: idParams, body: purchasePaymentSchema, rateLimit: rateLimits.payments },
  async ({ params, body, user }) => preparePurchasePayment(user, params.id, body.billingAddress),
);
