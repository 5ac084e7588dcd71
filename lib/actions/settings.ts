"use server";

import { revalidatePath } from "next/cache";

import { auditActor } from "@/lib/audit/record";
import { savePracticeSettings } from "@/lib/practice/settings";
import { practiceSettingsSchema } from "@/lib/validations/practice-settings";
import { formAction } from "./define";

// The practice settings form; the same domain function as PUT /api/admin/settings, which also
// refreshes the home page, the services page and the wizard.

export const saveSettingsAction = formAction(
  { name: "settings.save", schema: practiceSettingsSchema, access: "admin" },
  async ({ input, user }) => {
    const saved = await savePracticeSettings(auditActor(user), input);
    revalidatePath("/admin/settings");
    return {
      message: saved.inPersonOpen
        ? "In-person sessions are open for booking."
        : "In-person sessions are closed: they show as not yet bookable.",
    };
  },
);
