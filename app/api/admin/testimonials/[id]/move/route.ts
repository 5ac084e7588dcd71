import { apiRoute, idParams } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { moveTestimonial } from "@/lib/practice/testimonials";
import { moveSchema } from "@/lib/validations/practitioner";

// POST /api/admin/testimonials/{id}/move { direction: "up" | "down" } -> TestimonialView[] (the new
// order). 400 when it is already first/last; 404.
export const POST = apiRoute({ access: "admin", params: idParams, body: moveSchema }, async ({ params, body, user }) =>
  moveTestimonial(auditActor(user), params.id, body.direction),
);
