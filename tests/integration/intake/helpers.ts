import { db } from "@/lib/db";
import { definitionSchema, flaggedQuestionIds, type IntakeAnswers } from "@/lib/validations/intake";
import { tag } from "../admin/helpers";

// Intake forms and answers made straight in the database, for the tests of what reads them.

/** A small hypnotherapy intake: every kind of question, "epilepsy: yes" flagged for review. */
export const sampleDefinition = () =>
  definitionSchema.parse({
    sections: [
      {
        id: "goals",
        title: "Your goals",
        questions: [
          { id: "change", kind: "long_text", label: "What would you like to change?", required: true },
          { id: "motivation", kind: "scale", label: "How motivated are you?", min: 0, max: 10 },
          { id: "areas", kind: "multiple_choice", label: "Which areas?", options: ["Sleep", "Stress", "Habits"] },
        ],
      },
      {
        id: "health",
        title: "Health",
        questions: [
          { id: "epilepsy", kind: "yes_no", label: "Have you been diagnosed with epilepsy?", required: true, flagAnswers: ["yes"] },
          { id: "last-checkup", kind: "date", label: "When was your last check-up?" },
          { id: "medications", kind: "short_text", label: "Medications" },
          { id: "agree", kind: "acknowledge", label: "I understand hypnotherapy is not medical care.", required: true },
        ],
      },
    ],
  });

/** Answers to the sample with a flagged one ("epilepsy: yes") and health details no email may carry. */
export const flaggedAnswers = (): IntakeAnswers => ({
  change: "Stop smoking after twenty years",
  motivation: 7,
  areas: ["Sleep", "Habits"],
  epilepsy: "yes",
  "last-checkup": "2026-03-14",
  medications: "Lamotrigine 100mg",
  agree: true,
});

/** Health details in `flaggedAnswers` that must never appear outside the owner's and the client's views. */
export const SECRET_ANSWER_TEXT = ["Stop smoking", "Lamotrigine", "epilepsy", "Have you been diagnosed"];

/** An intake form with version 1 of `definition` (attached to no service unless `serviceId`). */
export async function createIntakeForm({
  name = `Intake ${tag()}`,
  definition = sampleDefinition(),
  serviceId,
}: { name?: string; definition?: ReturnType<typeof sampleDefinition>; serviceId?: number } = {}) {
  const form = await db.intakeForm.create({
    data: { name, versions: { create: { version: 1, definition } } },
    include: { versions: true },
  });
  if (serviceId) await db.service.update({ where: { id: serviceId }, data: { intakeFormId: form.id } });
  return { form, version: form.versions[0] };
}

/** A client's submitted answers to a form version, their flags computed by the form's rules; attached to `appointmentId` if given. */
export async function createIntakeResponse({
  userId,
  formVersionId,
  answers = flaggedAnswers(),
  appointmentId,
  submittedAt = new Date(),
}: {
  userId: number;
  formVersionId: number;
  answers?: IntakeAnswers;
  appointmentId?: number;
  submittedAt?: Date;
}) {
  const version = await db.intakeFormVersion.findUniqueOrThrow({ where: { id: formVersionId } });
  const flags = flaggedQuestionIds(definitionSchema.parse(version.definition), answers);
  const response = await db.intakeResponse.create({
    data: { userId, formVersionId, status: "submitted", answers, flaggedQuestionIds: flags, submittedAt },
  });
  if (appointmentId) await db.appointment.update({ where: { id: appointmentId }, data: { intakeResponseId: response.id } });
  return response;
}

/** A copy of a seed service (its own slug), so a test can attach a form without changing what other tests book. */
export async function copyService(slug = "hypnotherapy-virtual-session") {
  const { id: _id, slug: _slug, intakeFormId: _f, ...rest } = await db.service.findUniqueOrThrow({ where: { slug } });
  return db.service.create({ data: { ...rest, slug: `${slug}-${tag()}` } });
}
