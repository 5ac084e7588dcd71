import { z } from "zod";
import { idField } from "@/lib/validations/fields";

// The requests of a client's intake answers. The answers themselves are checked against the
// form's own definition on the server (answersSchema): here they are only an object.

const answers = z.record(z.string().max(64), z.unknown(), "Send the answers as an object.");

/** PUT /api/intake/drafts: what has been typed so far. */
export const intakeDraftSchema = z.object({ formVersionId: idField("Choose a form."), answers });

/** POST /api/intake/responses: the answers sent, for a booking when `appointmentId` is given. */
export const intakeSubmitSchema = z.object({
  formVersionId: idField("Choose a form."),
  answers,
  appointmentId: idField("Choose an appointment.").nullish(),
});
export type IntakeSubmission = z.infer<typeof intakeSubmitSchema>;

export const intakeServiceParamsSchema = z.object({ serviceId: idField("Choose a service.") });
