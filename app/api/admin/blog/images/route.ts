import { apiRoute } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { uploadBlogImage } from "@/lib/content/blog-images";
import { imageUploadSchema } from "@/lib/validations/admin-blog";
import { IMAGE_UPLOAD_BODY_LIMIT } from "@/lib/validations/images";

// POST /api/admin/blog/images { data: base64 } -> { id, url, contentType, byteSize }: a PNG, JPEG or
// WebP (by its bytes) up to 2 MB; 400 otherwise.
export const POST = apiRoute({ access: "admin", body: imageUploadSchema, bodyLimit: IMAGE_UPLOAD_BODY_LIMIT }, async ({ body, user }) =>
  uploadBlogImage(auditActor(user), body.data),
);
