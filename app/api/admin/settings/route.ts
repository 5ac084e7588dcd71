import { apiRoute } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { getPracticeSettings, savePracticeSettings } from "@/lib/practice/settings";
import { practiceSettingsSchema } from "@/lib/validations/practice-settings";

// GET /api/admin/settings -> { bannerText, inPersonOpen } (the defaults until first saved).
export const GET = apiRoute({ access: "admin" }, () => getPracticeSettings());

// PUT /api/admin/settings { bannerText, inPersonOpen } -> the saved settings; the home page, the
// services page and the wizard follow at once. 400 with field errors.
export const PUT = apiRoute({ access: "admin", body: practiceSettingsSchema }, async ({ body, user }) =>
  savePracticeSettings(auditActor(user), body),
);
