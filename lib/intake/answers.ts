import type { Prisma } from "@/lib/db";
import { formatDayKey } from "@/lib/format";
import { definitionSchema, type IntakeAnswer, type IntakeAnswers, type IntakeQuestion } from "@/lib/validations/intake";

// A submitted intake response as people read it: each section and question of the version it
// answered, the answer in words, and whether the form flags it for the owner's review. The one
// reading the owner's appointment details, the client record and the answers PDF share. Answers
// are health information: only the client and the owner ever see this.

export const FLAGGED_LABEL = "Flagged for review";

export type IntakeAnswerRow = { questionId: string; question: string; answer: string; flagged: boolean };
export type IntakeSectionView = { title: string; rows: IntakeAnswerRow[] };
export type IntakeResponseView = {
  id: number;
  formName: string;
  version: number;
  /** ISO instant the client submitted the answers. */
  submittedAt: string;
  flaggedCount: number;
  sections: IntakeSectionView[];
};

/** The select a response is read with to build its view. */
export const intakeResponseViewSelect = {
  id: true,
  answers: true,
  flaggedQuestionIds: true,
  submittedAt: true,
  createdAt: true,
  formVersion: { select: { version: true, definition: true, form: { select: { name: true } } } },
} satisfies Prisma.IntakeResponseSelect;
type ResponseRow = Prisma.IntakeResponseGetPayload<{ select: typeof intakeResponseViewSelect }>;

export const NOT_ANSWERED = "Not answered";

/** One answer in words: choices joined, Yes/No, a date in words, a scale as "7 of 10", a ticked box as "Acknowledged". */
export function readableAnswer(q: IntakeQuestion, value: IntakeAnswer | undefined): string {
  if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) return NOT_ANSWERED;
  switch (q.kind) {
    case "yes_no":
      return value === "yes" ? "Yes" : value === "no" ? "No" : String(value);
    case "multiple_choice":
      return Array.isArray(value) ? value.join(", ") : String(value);
    case "date":
      return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDayKey(value, "MMMM d, yyyy") : String(value);
    case "scale":
      return `${String(value)} of ${q.max ?? 10}`;
    case "acknowledge":
      return value === true ? "Acknowledged" : NOT_ANSWERED;
    default:
      return Array.isArray(value) ? value.join(", ") : String(value);
  }
}

/** The view of a stored response (its version's definition; the form may since be retired or edited). */
export function intakeResponseView(r: ResponseRow): IntakeResponseView {
  const parsed = definitionSchema.safeParse(r.formVersion.definition);
  const answers = (r.answers ?? {}) as IntakeAnswers;
  const flagged = new Set(r.flaggedQuestionIds);
  const sections: IntakeSectionView[] = parsed.success
    ? parsed.data.sections.map((s) => ({
        title: s.title,
        rows: s.questions.map((q) => ({
          questionId: q.id,
          question: q.label,
          answer: readableAnswer(q, answers[q.id]),
          flagged: flagged.has(q.id),
        })),
      }))
    : [
        {
          title: "Answers",
          rows: Object.entries(answers).map(([id, v]) => ({
            questionId: id,
            question: id,
            answer: Array.isArray(v) ? v.join(", ") : String(v),
            flagged: flagged.has(id),
          })),
        },
      ];
  return {
    id: r.id,
    formName: r.formVersion.form.name,
    version: r.formVersion.version,
    submittedAt: (r.submittedAt ?? r.createdAt).toISOString(),
    flaggedCount: r.flaggedQuestionIds.length,
    sections,
  };
}

type Reader = Pick<Prisma.TransactionClient, "intakeResponse">;

/** A submitted response's view, or null. */
export async function readIntakeResponse(client: Reader, id: number): Promise<IntakeResponseView | null> {
  const r = await client.intakeResponse.findFirst({ where: { id, status: "submitted" }, select: intakeResponseViewSelect });
  return r ? intakeResponseView(r) : null;
}

/** The client's submitted responses, newest first (kept and shown when a form or service is retired). */
export async function clientIntakeResponses(client: Reader, userId: number): Promise<IntakeResponseView[]> {
  const rows = await client.intakeResponse.findMany({
    where: { userId, status: "submitted" },
    orderBy: [{ submittedAt: "desc" }, { id: "desc" }],
    select: intakeResponseViewSelect,
  });
  return rows.map(intakeResponseView);
}

/**
 * Where a booking's intake stands, naming no answer: "needs_review" (its answers include one the
 * form flags), "answered", "missing" (its service asks a form and no answers are attached) or "none".
 */
export type AppointmentIntakeState = "needs_review" | "answered" | "missing" | "none";

/** A booking's intake as the owner's appointment details show it: its state and the answers attached. */
export type AppointmentIntake = { state: AppointmentIntakeState; response: IntakeResponseView | null };

export async function appointmentIntake(
  client: Pick<Prisma.TransactionClient, "appointment">,
  appointmentId: number,
): Promise<AppointmentIntake> {
  const a = await client.appointment.findUnique({
    where: { id: appointmentId },
    select: {
      intakeResponse: { select: { ...intakeResponseViewSelect, status: true } },
      service: { select: { intakeForm: { select: { active: true } } } },
    },
  });
  if (!a) return { state: "none", response: null };
  const r = a.intakeResponse;
  if (r?.status === "submitted")
    return { state: r.flaggedQuestionIds.length ? "needs_review" : "answered", response: intakeResponseView(r) };
  return { state: a.service.intakeForm?.active ? "missing" : "none", response: null };
}

/** A booking's intake state alone (the owner's new-booking email names no answer). */
export const appointmentIntakeState = async (client: Pick<Prisma.TransactionClient, "appointment">, appointmentId: number) =>
  (await appointmentIntake(client, appointmentId)).state;
