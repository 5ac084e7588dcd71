import { apiRoute, created } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { createTestimonial, listAdminTestimonials } from "@/lib/practice/testimonials";
import { testimonialSchema } from "@/lib/validations/practitioner";

// GET /api/admin/testimonials -> TestimonialView[]: every testimonial, hidden ones included, in order.
export const GET = apiRoute({ access: "admin" }, () => listAdminTestimonials());

// POST /api/admin/testimonials { quote, author, context, published } -> 201 TestimonialView, listed
// last. 400 with field errors.
export const POST = apiRoute({ access: "admin", body: testimonialSchema }, async ({ body, user }) =>
  created(await createTestimonial(auditActor(user), body)),
);
