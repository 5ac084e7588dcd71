import { z } from "zod";
import { idField } from "@/lib/validations/fields";
import { definitionSchema } from "@/lib/validations/intake";

// An intake form as the owner saves it from the builder: its name, the intro clients read, the
// services that ask it, and its questions (the builder posts the definition as JSON text; the server
// checks it with the one definition schema, so its messages land on the question they are about).

export const INTAKE_FORM_LIMITS = { nameMax: 120, introMax: 2000 } as const;
const L = INTAKE_FORM_LIMITS;

export const INTAKE_FORM_MESSAGES = {
  name: `Name the form (up to ${L.nameMax} characters).`,
  intro: `Keep the introduction under ${L.introMax} characters.`,
  serviceIds: "Choose services from the list.",
  definition: "The questions could not be read. Reload the page and try again.",
  active: "Say whether the form is asked (true) or retired (false).",
  notFound: "Intake form not found.",
} as const;
const M = INTAKE_FORM_MESSAGES;

const serviceId = idField(M.serviceIds);

export const intakeFormInputSchema = z.object({
  name: z.string(M.name).trim().min(1, M.name).max(L.nameMax, M.name),
  intro: z.string(M.intro).trim().max(L.introMax, M.intro).default(""),
  serviceIds: z
    .array(z.unknown(), M.serviceIds)
    .max(100, M.serviceIds)
    .default([])
    .transform((ids, ctx) => {
      const parsed = ids.map((id) => serviceId.safeParse(id));
      if (parsed.every((p) => p.success)) return [...new Set(parsed.map((p) => p.data!))];
      ctx.addIssue({ code: "custom", message: M.serviceIds });
      return z.NEVER;
    }),
  /** The sections and questions: JSON text from the builder, or an object from a JSON client. */
  definition: z
    .union([z.string(), z.record(z.string(), z.unknown())], M.definition)
    .transform((value, ctx) => {
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: M.definition });
        return z.NEVER;
      }
    })
    .pipe(definitionSchema),
});
export type IntakeFormInput = z.output<typeof intakeFormInputSchema>;

/** The builder's form: an id when editing. */
export const intakeFormFormSchema = intakeFormInputSchema.extend({ id: idField(M.notFound).optional() });

export const intakeFormStatusSchema = z.object({ active: z.boolean(M.active) });

/**
 * A question's id from its label when the owner adds it: lower-case words joined by hyphens, unique
 * within the form ("-2", "-3" ...). It never changes afterwards, so answers carry across versions.
 */
export function questionIdFrom(label: string, taken: ReadonlySet<string>): string {
  const base =
    label
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40)
      .replace(/-+$/, "") || "question";
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
