import { db, Prisma } from "@/lib/db";
import { badRequest, conflict, fieldErrorsOf, notFound } from "@/lib/errors";
import {
  answersSchema,
  definitionSchema,
  flaggedQuestionIds,
  prefillAnswers,
  type IntakeAnswers,
  type IntakeDefinition,
} from "@/lib/validations/intake";
import type { IntakeSubmission } from "@/lib/validations/intake-responses";
import { coveringResponse, currentIntakeForm } from "@/lib/intake/current";

// A client's own answers to intake forms: what a service asks them, the draft kept as they type,
// the answers sent. Only the client reads or writes them here (another client's ids are "not
// found"); answers are never logged.

export type IntakeForService = {
  form: { name: string; intro: string; versionId: number; definition: IntakeDefinition } | null;
  /** Submitted answers to the current version, within 12 months, cover a booking: not asked again. */
  covered: boolean;
  /** The draft's answers, else the last answers sent to any version of the form (still valid), else {}. */
  answers: IntakeAnswers;
};

export const INTAKE_FORM_CHANGED_MESSAGE = "This form has just been updated. Please reload the page to see its questions.";
export const INTAKE_INVALID_MESSAGE = "Some answers need your attention.";

const asAnswers = (value: Prisma.JsonValue): IntakeAnswers =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as IntakeAnswers) : {};

/** What the service asks the client before a booking, with their answers so far. */
export async function intakeForService(userId: number, serviceId: number, now = new Date()): Promise<IntakeForService> {
  const service = await db.service.findUnique({ where: { id: serviceId }, select: { id: true } });
  if (!service) throw notFound("Service not found.");
  const form = await currentIntakeForm(db, serviceId);
  if (!form) return { form: null, covered: false, answers: {} };
  const covering = await coveringResponse(db, userId, form.versionId, now);
  return {
    form: { name: form.name, intro: form.intro, versionId: form.versionId, definition: form.definition },
    covered: covering !== null,
    answers: await startingAnswers(userId, form.formId, form.versionId, form.definition),
  };
}

/** The draft's answers, else the client's last submitted answers to the form (any version) still valid for this one. */
async function startingAnswers(userId: number, formId: number, versionId: number, definition: IntakeDefinition): Promise<IntakeAnswers> {
  const draft = await db.intakeResponse.findFirst({ where: { userId, formVersionId: versionId, status: "draft" } });
  if (draft) return prefillAnswers(definition, asAnswers(draft.answers));
  const last = await db.intakeResponse.findFirst({
    where: { userId, status: "submitted", formVersion: { formId } },
    orderBy: { submittedAt: "desc" },
  });
  return prefillAnswers(definition, last ? asAnswers(last.answers) : null);
}

async function versionOf(formVersionId: number) {
  const version = await db.intakeFormVersion.findUnique({
    where: { id: formVersionId },
    select: { id: true, formId: true, version: true, definition: true, form: { select: { active: true } } },
  });
  if (!version) throw notFound("Form not found.");
  return { ...version, definition: definitionSchema.parse(version.definition) };
}

function parseAnswers(definition: IntakeDefinition, raw: Record<string, unknown>, draft: boolean): IntakeAnswers {
  const parsed = answersSchema(definition, { draft }).safeParse(raw);
  if (!parsed.success) throw badRequest(INTAKE_INVALID_MESSAGE, fieldErrorsOf(parsed.error.issues));
  return parsed.data;
}

/** Keeps what the client has typed: one draft per client and version, saved over (typed-checked, required not enforced). */
export async function saveIntakeDraft(userId: number, input: { formVersionId: number; answers: Record<string, unknown> }) {
  const version = await versionOf(input.formVersionId);
  const answers = parseAnswers(version.definition, input.answers, true);
  // One statement on the partial unique index: two saves at once leave one draft.
  const rows = await db.$queryRaw<{ id: number; updatedAt: Date }[]>`
    INSERT INTO "IntakeResponse" ("userId", "formVersionId", "status", "answers", "updatedAt")
    VALUES (${userId}, ${version.id}, 'draft', ${JSON.stringify(answers)}::jsonb, now())
    ON CONFLICT ("userId", "formVersionId") WHERE "status" = 'draft'
    DO UPDATE SET "answers" = EXCLUDED."answers", "updatedAt" = now()
    RETURNING "id", "updatedAt"`;
  return { savedAt: rows[0].updatedAt.toISOString() };
}

export type IntakeSubmitted = { id: number; flagged: boolean };

/**
 * Sends the answers: checked by the form's own rules (messages by question id), stored with the
 * questions they flag, the draft dropped; given an appointment of the client's whose service asks
 * this form, the answers become that booking's.
 */
export async function submitIntakeResponse(userId: number, input: IntakeSubmission, now = new Date()): Promise<IntakeSubmitted> {
  const version = await versionOf(input.formVersionId);
  const latest = await db.intakeFormVersion.findFirst({
    where: { formId: version.formId },
    orderBy: { version: "desc" },
    select: { id: true },
  });
  if (!version.form.active || latest?.id !== version.id) throw conflict(INTAKE_FORM_CHANGED_MESSAGE);
  const answers = parseAnswers(version.definition, input.answers, false);
  let appointmentId: number | null = null;
  if (input.appointmentId) {
    const appointment = await db.appointment.findUnique({
      where: { id: input.appointmentId },
      select: { id: true, userId: true, status: true, service: { select: { intakeFormId: true } } },
    });
    if (!appointment || appointment.userId !== userId) throw notFound("Appointment not found.");
    if (appointment.service.intakeFormId !== version.formId || appointment.status === "cancelled")
      throw conflict("This form is not the one your booking asks for.");
    appointmentId = appointment.id;
  }
  const flags = flaggedQuestionIds(version.definition, answers);
  const response = await db.$transaction(async (tx) => {
    const created = await tx.intakeResponse.create({
      data: { userId, formVersionId: version.id, status: "submitted", answers, flaggedQuestionIds: flags, submittedAt: now },
      select: { id: true },
    });
    await tx.intakeResponse.deleteMany({ where: { userId, formVersionId: version.id, status: "draft" } });
    if (appointmentId) await tx.appointment.update({ where: { id: appointmentId }, data: { intakeResponseId: created.id } });
    return created;
  });
  return { id: response.id, flagged: flags.length > 0 };
}

/** The intake of one of the client's bookings, for its page in My Appointments. */
export type AppointmentIntake = {
  appointmentId: number;
  serviceName: string;
  startsAt: string;
  answered: boolean;
  form: IntakeForService["form"];
  answers: IntakeAnswers;
};

export async function appointmentIntake(userId: number, appointmentId: number): Promise<AppointmentIntake> {
  const appointment = await db.appointment.findUnique({
    where: { id: appointmentId },
    select: { id: true, userId: true, startsAt: true, intakeResponseId: true, serviceId: true, service: { select: { name: true } } },
  });
  if (!appointment || appointment.userId !== userId) throw notFound("Appointment not found.");
  const base = { appointmentId: appointment.id, serviceName: appointment.service.name, startsAt: appointment.startsAt.toISOString() };
  const form = await currentIntakeForm(db, appointment.serviceId);
  if (appointment.intakeResponseId || !form) return { ...base, answered: appointment.intakeResponseId !== null, form: null, answers: {} };
  return {
    ...base,
    answered: false,
    form: { name: form.name, intro: form.intro, versionId: form.versionId, definition: form.definition },
    answers: await startingAnswers(userId, form.formId, form.versionId, form.definition),
  };
}

/**
 * Gives a booking without answers the client's answers that cover it (submitted to the current
 * version of its service's form within 12 months): run when the booking is confirmed, so answers
 * sent in the wizard, or earlier, become the booking's. Idempotent.
 */
export async function attachCoveringIntake(appointmentId: number, now = new Date()): Promise<void> {
  const appointment = await db.appointment.findUnique({
    where: { id: appointmentId },
    select: { userId: true, serviceId: true, intakeResponseId: true },
  });
  if (!appointment || appointment.intakeResponseId || !appointment.userId) return;
  const form = await currentIntakeForm(db, appointment.serviceId);
  if (!form) return;
  const covering = await coveringResponse(db, appointment.userId, form.versionId, now);
  if (!covering) return;
  await db.appointment.updateMany({ where: { id: appointmentId, intakeResponseId: null }, data: { intakeResponseId: covering.id } });
}
