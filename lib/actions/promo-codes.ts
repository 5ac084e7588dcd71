"use server";

import { revalidatePath } from "next/cache";

import { auditActor } from "@/lib/audit/record";
import { createPromoCode, setPromoCodeActive, updatePromoCode } from "@/lib/offers/admin";
import { idField } from "@/lib/validations/fields";
import { promoCodeFormSchema, promoCodeStatusSchema } from "@/lib/validations/promo-code";
import { formAction } from "./define";

// The owner's promo code forms: add or edit (with an id), activate or deactivate. Each calls the
// same domain function as its JSON route (app/api/admin/promo-codes/...), which also refreshes the
// pages that show the intro offer.

export const savePromoCodeAction = formAction(
  { name: "promo-codes.save", schema: promoCodeFormSchema, access: "admin" },
  async ({ input: { id, ...fields }, user }) => {
    const saved = id ? await updatePromoCode(auditActor(user), id, fields) : await createPromoCode(auditActor(user), fields);
    revalidatePath("/admin/promo-codes");
    return { message: `${saved.code} (${saved.discount}) is ${saved.active ? "active" : "saved, inactive"}.` };
  },
);

export const setPromoCodeStatusAction = formAction(
  { name: "promo-codes.status", schema: promoCodeStatusSchema.extend({ id: idField("Promo code not found.") }), access: "admin" },
  async ({ input, user }) => {
    const saved = await setPromoCodeActive(auditActor(user), input.id, input.active);
    revalidatePath("/admin/promo-codes");
    return { data: { active: saved.active } };
  },
);
