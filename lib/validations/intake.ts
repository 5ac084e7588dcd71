import { z } from "zod";
import { isDateKey } from "@/lib/validations/date-keys";

// An intake form is data: sections of questions the owner writes. This file is the one description
// of that data (the owner's builder and the database's Json are checked against `definitionSchema`)
// and of what a client may answer to it: `answersSchema(definition)` builds, from the definition
// itself, the zod schema the browser and the server validate answers with. Question ids are stable
// across versions, so a client's last answers prefill the next version's questions.

export const QUESTION_KINDS = [
  "short_text",
  "long_text",
  "single_choice",
  "multiple_choice",
  "yes_no",
  "date",
  "number",
  "scale",
  "acknowledge",
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  short_text: "Short text",
  long_text: "Long text",
  single_choice: "Single choice",
  multiple_choice: "Multiple choice",
  yes_no: "Yes / no",
  date: "Date",
  number: "Number",
  scale: "Scale",
  acknowledge: "Checkbox to acknowledge",
};

/** Kinds whose answers can be flagged for the owner's review. */
export const FLAGGABLE_KINDS: readonly QuestionKind[] = ["yes_no", "single_choice", "multiple_choice"];

export const INTAKE_LIMITS = {
  sections: 20,
  questions: 100,
  options: 20,
  label: 300,
  help: 500,
  option: 120,
  shortText: 200,
  longText: 4000,
  scaleMax: 10,
} as const;
const L = INTAKE_LIMITS;

export const YES_NO_OPTIONS = ["yes", "no"] as const;

const questionId = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, "A question's id is lower-case letters, digits and hyphens.");

export const questionSchema = z
  .object({
    id: questionId,
    kind: z.enum(QUESTION_KINDS),
    label: z.string().trim().min(1, "Write the question.").max(L.label, `A question is at most ${L.label} characters.`),
    help: z.string().trim().max(L.help, `Help text is at most ${L.help} characters.`).default(""),
    required: z.boolean().default(false),
    /** The choices of a single or multiple choice question. */
    options: z
      .array(z.string().trim().min(1, "A choice cannot be empty.").max(L.option, `A choice is at most ${L.option} characters.`))
      .max(L.options, `At most ${L.options} choices.`)
      .default([]),
    /** Number and scale bounds (a scale's are whole numbers from 0 to 10). */
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    /** A scale's words at its ends ("Not at all", "Very much"). */
    minLabel: z.string().trim().max(40).default(""),
    maxLabel: z.string().trim().max(40).default(""),
    /** Answers that flag the response for the owner's review: "yes"/"no", or choices of the question. */
    flagAnswers: z.array(z.string().trim()).default([]),
  })
  .superRefine((q, ctx) => {
    const choice = q.kind === "single_choice" || q.kind === "multiple_choice";
    if (choice && q.options.length < 2) ctx.addIssue({ code: "custom", path: ["options"], message: "Give at least two choices." });
    if (choice && new Set(q.options).size !== q.options.length)
      ctx.addIssue({ code: "custom", path: ["options"], message: "Each choice must be different." });
    if (q.kind === "scale") {
      const { min = 0, max = 10 } = q;
      if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max > L.scaleMax || min >= max)
        ctx.addIssue({ code: "custom", path: ["max"], message: `A scale runs between whole numbers from 0 to ${L.scaleMax}.` });
    }
    if (q.kind === "number" && q.min !== undefined && q.max !== undefined && q.min > q.max)
      ctx.addIssue({ code: "custom", path: ["max"], message: "The largest number must not be below the smallest." });
    if (q.flagAnswers.length) {
      const allowed: readonly string[] = q.kind === "yes_no" ? YES_NO_OPTIONS : q.options;
      if (!FLAGGABLE_KINDS.includes(q.kind) || q.flagAnswers.some((a) => !allowed.includes(a)))
        ctx.addIssue({ code: "custom", path: ["flagAnswers"], message: "Flag only answers this question offers." });
    }
  });
export type IntakeQuestion = z.output<typeof questionSchema>;

export const sectionSchema = z.object({
  id: questionId,
  title: z.string().trim().min(1, "Give the section a title.").max(L.label),
  description: z.string().trim().max(L.help).default(""),
  questions: z.array(questionSchema).min(1, "A section needs at least one question."),
});

export const definitionSchema = z
  .object({ sections: z.array(sectionSchema).min(1, "A form needs at least one section.").max(L.sections) })
  .superRefine((d, ctx) => {
    const ids = d.sections.flatMap((s) => s.questions.map((q) => q.id));
    if (ids.length > L.questions) ctx.addIssue({ code: "custom", path: ["sections"], message: `At most ${L.questions} questions.` });
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", path: ["sections"], message: "Each question needs its own id." });
  });
export type IntakeDefinition = z.output<typeof definitionSchema>;

/** A client's answers: question id -> text, choice(s), "yes"/"no", a date key, a number, or true (acknowledged). */
export type IntakeAnswer = string | string[] | number | boolean;
export type IntakeAnswers = Record<string, IntakeAnswer>;

export const INTAKE_MESSAGES = {
  required: "Please answer this question.",
  acknowledge: "Please tick the box to go on.",
  choice: "Choose one of the answers offered.",
  choices: "Choose among the answers offered.",
  date: "Enter a date as yyyy-mm-dd.",
  number: "Enter a number.",
  range: (min?: number, max?: number) =>
    min !== undefined && max !== undefined
      ? `Enter a number from ${min} to ${max}.`
      : min !== undefined
        ? `Enter a number of at least ${min}.`
        : `Enter a number of at most ${max}.`,
  tooLong: (max: number) => `Keep it under ${max} characters.`,
  noneWithOthers: (none: string) => `“${none}” cannot be ticked with other answers.`,
} as const;
const M = INTAKE_MESSAGES;

/** A multiple-choice option that means "none of the others" ("None", "None of these", "None of the above"). */
const isNoneOption = (option: string) => /^none( of (these|the above))?\.?$/i.test(option.trim());

const isEmpty = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0) || v === false;

/** The schema one question's answer must meet (an empty answer is dealt with by `required`). */
function answerSchema(q: IntakeQuestion): z.ZodType<IntakeAnswer> {
  switch (q.kind) {
    case "short_text":
    case "long_text": {
      const max = q.kind === "short_text" ? L.shortText : L.longText;
      return z.string(M.required).trim().max(max, M.tooLong(max));
    }
    case "single_choice":
      return z.string(M.choice).refine((v) => q.options.includes(v), M.choice);
    case "multiple_choice":
      return z.array(z.string(), M.choices).refine((v) => v.every((c) => q.options.includes(c)) && new Set(v).size === v.length, M.choices);
    case "yes_no":
      return z.enum(YES_NO_OPTIONS, M.choice);
    case "date":
      return z.string(M.date).refine(isDateKey, M.date);
    case "number":
    case "scale": {
      const min = q.kind === "scale" ? (q.min ?? 0) : q.min;
      const max = q.kind === "scale" ? (q.max ?? 10) : q.max;
      const base = z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.number(M.number).finite(M.number));
      return base.refine(
        (n) => (min === undefined || n >= min) && (max === undefined || n <= max) && (q.kind !== "scale" || Number.isInteger(n)),
        M.range(min, max),
      ) as z.ZodType<IntakeAnswer>;
    }
    case "acknowledge":
      return z.literal(true, M.acknowledge);
  }
}

/**
 * The schema of a client's answers to `definition`: every answer of its question's type, every
 * required question answered (unless `draft`: a draft keeps whatever has been typed, each answer
 * still of its type). Answers to questions the form does not ask are dropped.
 */
export function answersSchema(definition: IntakeDefinition, { draft = false }: { draft?: boolean } = {}) {
  const questions = definition.sections.flatMap((s) => s.questions);
  return z.record(z.string(), z.unknown()).transform((raw, ctx) => {
    const answers: IntakeAnswers = {};
    for (const q of questions) {
      const value = raw[q.id];
      if (isEmpty(value)) {
        if (q.required && !draft)
          ctx.addIssue({ code: "custom", path: [q.id], message: q.kind === "acknowledge" ? M.acknowledge : M.required });
        continue;
      }
      const parsed = answerSchema(q).safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", path: [q.id], message: parsed.error.issues[0]?.message ?? M.required });
        continue;
      }
      const none = q.kind === "multiple_choice" && Array.isArray(parsed.data) && parsed.data.length > 1 && parsed.data.find(isNoneOption);
      if (none && !draft) {
        ctx.addIssue({ code: "custom", path: [q.id], message: M.noneWithOthers(none) });
        continue;
      }
      if (!isEmpty(parsed.data)) answers[q.id] = parsed.data;
      else if (q.required && !draft) ctx.addIssue({ code: "custom", path: [q.id], message: M.required });
    }
    return answers;
  });
}

/** The questions whose answer is one the form flags for the owner's review. */
export function flaggedQuestionIds(definition: IntakeDefinition, answers: IntakeAnswers): string[] {
  return definition.sections
    .flatMap((s) => s.questions)
    .filter((q) => {
      if (!q.flagAnswers.length) return false;
      const answer = answers[q.id];
      const given = Array.isArray(answer) ? answer : [answer];
      return given.some((a) => typeof a === "string" && q.flagAnswers.includes(a));
    })
    .map((q) => q.id);
}

/** Last answers carried into a (new) version: only those still valid for its questions. */
export function prefillAnswers(definition: IntakeDefinition, previous: IntakeAnswers | null | undefined): IntakeAnswers {
  if (!previous) return {};
  const parsed = answersSchema(definition, { draft: true }).safeParse(previous);
  if (parsed.success) return parsed.data;
  const valid: IntakeAnswers = {};
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  for (const [id, value] of Object.entries(previous)) if (!bad.has(id)) valid[id] = value;
  return answersSchema(definition, { draft: true }).parse(valid);
}
