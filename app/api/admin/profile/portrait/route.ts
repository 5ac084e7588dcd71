import { apiRoute } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { uploadPortrait } from "@/lib/practice/profile";
import { IMAGE_UPLOAD_BODY_LIMIT } from "@/lib/validations/images";
import { portraitUploadSchema } from "@/lib/validations/practitioner";

// POST /api/admin/profile/portrait { data: base64, alt } -> AdminProfile: the new portrait replaces
// the current one on the About page. A PNG, JPEG or WebP (by its bytes) up to 2 MB; 400 otherwise.
export const POST = apiRoute({ access: "admin", body: portraitUploadSchema, bodyLimit: IMAGE_UPLOAD_BODY_LIMIT }, async ({ body, user }) =>
  uploadPortrait(auditActor(user), body),
);
