import { apiRoute } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { getAdminProfile, saveProfile } from "@/lib/practice/profile";
import { profileSchema } from "@/lib/validations/practitioner";

// GET /api/admin/profile -> AdminProfile { bio, portraitAlt, portrait, credentials }.
export const GET = apiRoute({ access: "admin" }, () => getAdminProfile());

// PUT /api/admin/profile { bio, portraitAlt } -> AdminProfile; the About page follows at once.
// portraitAlt is required while an uploaded portrait is shown. 400 with field errors.
export const PUT = apiRoute({ access: "admin", body: profileSchema }, async ({ body, user }) => saveProfile(auditActor(user), body));
