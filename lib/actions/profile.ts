"use server";

import { revalidatePath } from "next/cache";

import { auditActor } from "@/lib/audit/record";
import { saveProfile } from "@/lib/practice/profile";
import { profileSchema } from "@/lib/validations/practitioner";
import { formAction } from "./define";

// The owner's profile forms. Each calls the same domain function as its JSON route
// (app/api/admin/profile/...), which also refreshes the public About page.

export const saveProfileAction = formAction({ name: "profile.save", schema: profileSchema, access: "admin" }, async ({ input, user }) => {
  await saveProfile(auditActor(user), input);
  revalidatePath("/admin/profile");
  return { message: "The About page shows it now." };
});
