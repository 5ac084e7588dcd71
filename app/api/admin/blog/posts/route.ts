import { apiRoute } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { createPost, listAdminPosts } from "@/lib/content/blog-admin";
import { adminPostListQuery, postInputSchema } from "@/lib/validations/admin-blog";

// GET /api/admin/blog/posts[?status=draft|scheduled|published&q=text] -> AdminPostSummary[]
export const GET = apiRoute({ access: "admin", query: adminPostListQuery }, async ({ query }) => listAdminPosts(query));

// POST /api/admin/blog/posts PostInput -> AdminPost (a draft); 409 when the slug is taken.
export const POST = apiRoute({ access: "admin", body: postInputSchema }, async ({ body, user }) => createPost(auditActor(user), body));
