import { apiRoute } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { publishPost } from "@/lib/content/blog-admin";
import { postIdParams } from "@/lib/validations/admin-blog";

// POST /api/admin/blog/posts/{id}/publish -> AdminPost, live now (400 without a featured image).
export const POST = apiRoute({ access: "admin", params: postIdParams }, async ({ params, user }) =>
  publishPost(auditActor(user), params.id),
);
