import { apiRoute, idParams } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { getIntakeForm, setIntakeFormActive, updateIntakeForm } from "@/lib/intake/admin";
import { notFound } from "@/lib/errors";
import { INTAKE_FORM_MESSAGES, intakeFormInputSchema, intakeFormStatusSchema } from "@/lib/validations/intake-form";

// GET /api/admin/intake-forms/{id} -> AdminIntakeForm. 404 for an unknown id.
export const GET = apiRoute({ access: "admin", params: idParams }, async ({ params }) => {
  const found = await getIntakeForm(params.id);
  if (!found) throw notFound(INTAKE_FORM_MESSAGES.notFound);
  return found;
});

// PUT /api/admin/intake-forms/{id} { as POST } -> AdminIntakeForm: changed questions make a new
// version once anyone has answered the current one, else replace it. 400; 404.
export const PUT = apiRoute({ access: "admin", params: idParams, body: intakeFormInputSchema }, async ({ params, body, user }) =>
  updateIntakeForm(auditActor(user), params.id, body),
);

// PATCH /api/admin/intake-forms/{id} { active } -> AdminIntakeForm: retire (no longer asked; answers
// kept) or reactivate. 404.
export const PATCH = apiRoute({ access: "admin", params: idParams, body: intakeFormStatusSchema }, async ({ params, body, user }) =>
  setIntakeFormActive(auditActor(user), params.id, body.active),
);
