"use server";

import { revalidatePath } from "next/cache";

import { auditActor } from "@/lib/audit/record";
import { createIntakeForm, setIntakeFormActive, updateIntakeForm } from "@/lib/intake/admin";
import { idField } from "@/lib/validations/fields";
import { INTAKE_FORM_MESSAGES, intakeFormFormSchema, intakeFormStatusSchema } from "@/lib/validations/intake-form";
import { formAction } from "./define";

// The owner's intake form builder (add, or edit with an id) and its retire / reactivate buttons.

export const saveIntakeFormAction = formAction(
  { name: "intake-forms.save", schema: intakeFormFormSchema, access: "admin" },
  async ({ input: { id, ...fields }, user }) => {
    const saved = id ? await updateIntakeForm(auditActor(user), id, fields) : await createIntakeForm(auditActor(user), fields);
    revalidatePath("/admin/intake-forms");
    return { message: `${saved.name} is saved as version ${saved.version}.`, data: { id: saved.id, version: saved.version } };
  },
);

export const setIntakeFormStatusAction = formAction(
  { name: "intake-forms.status", schema: intakeFormStatusSchema.extend({ id: idField(INTAKE_FORM_MESSAGES.notFound) }), access: "admin" },
  async ({ input, user }) => {
    const saved = await setIntakeFormActive(auditActor(user), input.id, input.active);
    revalidatePath("/admin/intake-forms");
    return { data: { active: saved.active } };
  },
);
