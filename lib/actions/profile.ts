"use server";

import { revalidatePath } from "next/cache";

import { auditActor } from "@/lib/audit/record";
import { z } from "zod";

import { createCredential, deleteCredential, moveCredential, saveProfile, updateCredential, uploadPortrait } from "@/lib/practice/profile";
import { createTestimonial, deleteTestimonial, moveTestimonial, updateTestimonial } from "@/lib/practice/testimonials";
import { idField } from "@/lib/validations/fields";
import { credentialSchema, moveSchema, portraitUploadSchema, profileSchema, testimonialSchema } from "@/lib/validations/practitioner";
import { formAction } from "./define";
import { fileAsBase64 } from "./files";
import type { FormState } from "./state";

// The owner's profile forms and buttons (credentials and testimonials: save with or without an
// id, remove, move). Each calls the same domain function as its JSON route
// (app/api/admin/profile, credentials, testimonials), which also refreshes the public About page.

export const saveProfileAction = formAction({ name: "profile.save", schema: profileSchema, access: "admin" }, async ({ input, user }) => {
  await saveProfile(auditActor(user), input);
  revalidatePath("/admin/profile");
  return { message: "The About page shows it now." };
});

const idOnly = z.object({ id: idField("Not found.") });
const withId = { id: idField("Not found.").optional() };

export const saveCredentialAction = formAction(
  { name: "credentials.save", schema: credentialSchema.extend(withId), access: "admin" },
  async ({ input: { id, ...fields }, user }) => {
    const saved = id ? await updateCredential(auditActor(user), id, fields) : await createCredential(auditActor(user), fields);
    revalidatePath("/admin/profile");
    return { message: `${saved.title} shows on the About page.` };
  },
);

export const removeCredentialAction = formAction(
  { name: "credentials.delete", schema: idOnly, access: "admin" },
  async ({ input, user }) => {
    await deleteCredential(auditActor(user), input.id);
    revalidatePath("/admin/profile");
  },
);

export const moveCredentialAction = formAction(
  { name: "credentials.move", schema: moveSchema.extend(idOnly.shape), access: "admin" },
  async ({ input, user }) => {
    await moveCredential(auditActor(user), input.id, input.direction);
    revalidatePath("/admin/profile");
  },
);

export const saveTestimonialAction = formAction(
  { name: "testimonials.save", schema: testimonialSchema.extend(withId), access: "admin" },
  async ({ input: { id, ...fields }, user }) => {
    const saved = id ? await updateTestimonial(auditActor(user), id, fields) : await createTestimonial(auditActor(user), fields);
    revalidatePath("/admin/profile");
    return {
      message: saved.published
        ? "It shows on the About page (and the home page when among the first three)."
        : "It is hidden: only you see it here.",
    };
  },
);

export const removeTestimonialAction = formAction(
  { name: "testimonials.delete", schema: idOnly, access: "admin" },
  async ({ input, user }) => {
    await deleteTestimonial(auditActor(user), input.id);
    revalidatePath("/admin/profile");
  },
);

export const moveTestimonialAction = formAction(
  { name: "testimonials.move", schema: moveSchema.extend(idOnly.shape), access: "admin" },
  async ({ input, user }) => {
    await moveTestimonial(auditActor(user), input.id, input.direction);
    revalidatePath("/admin/profile");
  },
);

const uploadPortraitForm = formAction(
  { name: "profile.portrait", schema: portraitUploadSchema, access: "admin", secret: ["data"] },
  async ({ input, user }) => {
    await uploadPortrait(auditActor(user), input);
    revalidatePath("/admin/profile");
  },
);

/** The portrait form posts the file itself; the domain function takes it as base64, as the JSON route does. */
export async function uploadPortraitAction(previous: FormState<undefined>, formData: FormData): Promise<FormState<undefined>> {
  return uploadPortraitForm(previous, await fileAsBase64(formData, "data"));
}
