import { apiRoute } from "@/lib/api/handler";
import { createGiftCardPurchase, createPackagePurchase } from "@/lib/purchases/checkout";
import { rateLimits } from "@/lib/rate-limit";
import { createPurchaseSchema } from "@/lib/validations/purchase";

// Starts a purchase (a package for the billing address's tax, paid in part or in full by a gift
// card if one is given; or a gift card) with its payment intent.
export const POST = apiRoute({ access: "user", body: createPurchaseSchema, rateLimit: rateLimits.payments }, async ({ body, user, ip }) =>
  body.kind === "package"
    ? createPackagePurchase(user, body.packageId, body.billingAddress, body.giftCardCode ? { code: body.giftCardCode, ip } : undefined)
    : createGiftCardPurchase(user, body.giftCard),
);
