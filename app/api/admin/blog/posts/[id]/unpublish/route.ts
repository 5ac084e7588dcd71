import { apiRoute } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { unpublishPost } from "@/lib/content/blog-admin";
import { postIdParams } from "@/lib/validations/admin-blog";

// POST /api/admin/blog/posts/{id}/unpublish -> AdminPost, a draft again (off the blog, sitemap and feed).
export const POST = apiRoute({ access: "admin", params: postIdParams }, async ({ params, user }) =>
  unpublishPost(auditActor(user), params.id),
);
