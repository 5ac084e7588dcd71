import { apiRoute, created } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { createIntakeForm, listIntakeForms } from "@/lib/intake/admin";
import { intakeFormInputSchema } from "@/lib/validations/intake-form";

// GET /api/admin/intake-forms -> AdminIntakeForm[]: every form (retired ones too), its current
// version's questions and how many answers were sent.
export const GET = apiRoute({ access: "admin" }, () => listIntakeForms());

// POST /api/admin/intake-forms { name, intro?, serviceIds?, definition: { sections } }
// -> 201 AdminIntakeForm (version 1; the services ticked are moved to it). 400 with field errors.
export const POST = apiRoute({ access: "admin", body: intakeFormInputSchema }, async ({ body, user }) =>
  created(await createIntakeForm(auditActor(user), body)),
);
