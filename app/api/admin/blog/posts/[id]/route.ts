import { apiRoute } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { getAdminPost, updatePost } from "@/lib/content/blog-admin";
import { postIdParams, postInputSchema } from "@/lib/validations/admin-blog";

// GET /api/admin/blog/posts/{id} -> AdminPost (any state), 404 when unknown.
export const GET = apiRoute({ access: "admin", params: postIdParams }, async ({ params }) => getAdminPost(params.id));

// PUT /api/admin/blog/posts/{id} PostInput -> AdminPost: the fields change, the state is kept.
export const PUT = apiRoute({ access: "admin", params: postIdParams, body: postInputSchema }, async ({ params, body, user }) =>
  updatePost(auditActor(user), params.id, body),
);
