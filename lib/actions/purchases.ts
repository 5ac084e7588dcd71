"use server";

import { redirect } from "next/navigation";
import { createGiftCardPurchase } from "@/lib/purchases/checkout";
import { purchasePaths } from "@/lib/purchases/paths";
import { rateLimits } from "@/lib/rate-limit";
import { giftCardPurchaseSchema } from "@/lib/validations/purchase";
import { formAction } from "./define";

// The gift card form: the card's details start its purchase (the same domain function as POST
// /api/purchases), then the buyer pays on the purchase's checkout.

export const buyGiftCardAction = formAction(
  { name: "purchases.gift-card", schema: giftCardPurchaseSchema, access: "user", rateLimit: rateLimits.payments },
  async ({ input, user }) => {
    const checkout = await createGiftCardPurchase(user, input);
    redirect(purchasePaths.checkout(checkout.purchaseId));
  },
);
