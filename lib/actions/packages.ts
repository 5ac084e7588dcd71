"use server";

import { revalidatePath } from "next/cache";

import { createPackage, setPackageActive, updatePackage } from "@/lib/admin/packages";
import { auditActor } from "@/lib/audit/record";
import { idField } from "@/lib/validations/fields";
import { PACKAGE_MESSAGES, packageFormSchema, packageStatusSchema } from "@/lib/validations/package";
import { formAction } from "./define";

// The owner's package forms: add or edit (with an id), retire or reactivate. Each calls the same
// domain function as its JSON route (app/api/admin/packages/...).

export const savePackageAction = formAction(
  { name: "packages.save", schema: packageFormSchema, access: "admin" },
  async ({ input: { id, ...fields }, user }) => {
    const saved = id ? await updatePackage(auditActor(user), id, fields) : await createPackage(auditActor(user), fields);
    revalidatePath("/admin/packages");
    return { message: `${saved.name} is ${saved.active ? "on sale" : "saved, retired"}.` };
  },
);

export const setPackageStatusAction = formAction(
  { name: "packages.status", schema: packageStatusSchema.extend({ id: idField(PACKAGE_MESSAGES.notFound) }), access: "admin" },
  async ({ input, user }) => {
    const saved = await setPackageActive(auditActor(user), input.id, input.active);
    revalidatePath("/admin/packages");
    return { data: { active: saved.active } };
  },
);
