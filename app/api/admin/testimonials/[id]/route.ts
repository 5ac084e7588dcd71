import { apiRoute, idParams } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { deleteTestimonial, updateTestimonial } from "@/lib/practice/testimonials";
import { testimonialSchema } from "@/lib/validations/practitioner";

// PUT /api/admin/testimonials/{id} { quote, author, context, published } -> TestimonialView (hiding
// or publishing it included); DELETE -> { id }. Both audited; 400 field errors; 404.
export const PUT = apiRoute({ access: "admin", params: idParams, body: testimonialSchema }, async ({ params, body, user }) =>
  updateTestimonial(auditActor(user), params.id, body),
);
export const DELETE = apiRoute({ access: "admin", params: idParams }, async ({ params, user }) =>
  deleteTestimonial(auditActor(user), params.id),
);
