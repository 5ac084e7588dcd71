"use server";

import { revalidatePath } from "next/cache";

import { auditActor } from "@/lib/audit/record";
import { createService, moveService, setServiceActive, updateService } from "@/lib/practice/services";
import { idField } from "@/lib/validations/fields";
import { serviceInputSchema, serviceMoveSchema, serviceStatusSchema } from "@/lib/validations/service";
import { formAction } from "./define";

// The owner's services forms: add or edit (with an id), retire or restore, move. Each calls the
// same domain function as its JSON route (app/api/admin/services/...), which refreshes the site.

const id = idField("Service not found.");

export const saveServiceAction = formAction(
  { name: "services.save", schema: serviceInputSchema.extend({ id: id.optional() }), access: "admin" },
  async ({ input: { id, ...fields }, user }) => {
    const saved = id ? await updateService(auditActor(user), id, fields) : await createService(auditActor(user), fields);
    revalidatePath("/admin/services");
    return { message: `${saved.name} is ${saved.active ? "updated on the site" : "saved (retired: not offered)"}.` };
  },
);

export const setServiceStatusAction = formAction(
  { name: "services.status", schema: serviceStatusSchema.extend({ id }), access: "admin" },
  async ({ input, user }) => {
    const saved = await setServiceActive(auditActor(user), input.id, input.active);
    revalidatePath("/admin/services");
    return { data: { active: saved.active } };
  },
);

export const moveServiceAction = formAction(
  { name: "services.move", schema: serviceMoveSchema.extend({ id }), access: "admin" },
  async ({ input, user }) => {
    await moveService(auditActor(user), input.id, input.direction);
    revalidatePath("/admin/services");
  },
);
