"use server";

import { revalidatePath } from "next/cache";

import { voidAdminGiftCard } from "@/lib/admin/gift-cards";
import { auditActor } from "@/lib/audit/record";
import { idField } from "@/lib/validations/fields";
import { giftCardVoidSchema } from "@/lib/validations/package";
import { formAction } from "./define";

// The owner voids a gift card (with a note): the same domain function as its JSON route.

export const voidGiftCardAction = formAction(
  { name: "gift-cards.void", schema: giftCardVoidSchema.extend({ id: idField("Gift card not found.") }), access: "admin" },
  async ({ input, user }) => {
    const card = await voidAdminGiftCard(auditActor(user), input.id, input.note);
    revalidatePath("/admin/gift-cards");
    return { message: `The gift card ${card.maskedCode} is void: it can no longer pay.` };
  },
);
