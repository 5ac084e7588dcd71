import { apiRoute } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { schedulePost } from "@/lib/content/blog-admin";
import { postIdParams, scheduleSchema } from "@/lib/validations/admin-blog";

// POST /api/admin/blog/posts/{id}/schedule { date: yyyy-MM-dd, time: HH:mm } (practice time zone)
// -> AdminPost, published by the clock at that time; 400 for a time not in the future.
export const POST = apiRoute({ access: "admin", params: postIdParams, body: scheduleSchema }, async ({ params, body, user }) =>
  schedulePost(auditActor(user), params.id, body),
);
