"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { ArrowDown, ArrowUp, Plus, Save, Trash2 } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { saveIntakeFormAction } from "@/lib/actions/intake-forms";
import type { AdminIntakeForm } from "@/lib/intake/admin";
import {
  FLAGGABLE_KINDS,
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  YES_NO_OPTIONS,
  type IntakeDefinition,
  type QuestionKind,
} from "@/lib/validations/intake";
import { INTAKE_FORM_LIMITS, intakeFormFormSchema, questionIdFrom } from "@/lib/validations/intake-form";

type IntakeServiceOption = { id: number; name: string; active: boolean; formName: string | null };

// The owner's form builder: sections of questions edited in the page and posted as one JSON field,
// which the server checks with the definition schema (its messages show on the question they are
// about). A question's id is made from its label when it is first saved and never changes after, so
// clients' answers carry over to the next version.

type BuilderQuestion = IntakeDefinition["sections"][number]["questions"][number] & { key: string; saved: boolean };
type BuilderSection = { key: string; saved: boolean; id: string; title: string; description: string; questions: BuilderQuestion[] };

const CHOICE_KINDS: readonly QuestionKind[] = ["single_choice", "multiple_choice"];
let keys = 0;
const newKey = () => `k${++keys}`;

const blankQuestion = (): BuilderQuestion => ({
  key: newKey(),
  saved: false,
  id: "",
  kind: "short_text",
  label: "",
  help: "",
  required: false,
  options: [],
  minLabel: "",
  maxLabel: "",
  flagAnswers: [],
});
const blankSection = (): BuilderSection => ({
  key: newKey(),
  saved: false,
  id: "",
  title: "",
  description: "",
  questions: [blankQuestion()],
});

/** The definition to post: ids kept for saved sections and questions, made from the text for new ones. */
function toDefinition(sections: BuilderSection[]): IntakeDefinition {
  const takenSections = new Set(sections.filter((s) => s.saved).map((s) => s.id));
  const takenQuestions = new Set(sections.flatMap((s) => s.questions.filter((q) => q.saved).map((q) => q.id)));
  return {
    sections: sections.map(({ key: _k, saved, questions, ...section }) => {
      const id = saved ? section.id : questionIdFrom(section.title || "section", takenSections);
      takenSections.add(id);
      return {
        ...section,
        id,
        questions: questions.map(({ key: _q, saved: kept, ...q }) => {
          const qid = kept ? q.id : questionIdFrom(q.label, takenQuestions);
          takenQuestions.add(qid);
          const choice = CHOICE_KINDS.includes(q.kind);
          const bounded = q.kind === "number" || q.kind === "scale";
          const answers: readonly string[] = q.kind === "yes_no" ? YES_NO_OPTIONS : choice ? q.options : [];
          return {
            ...q,
            id: qid,
            options: choice ? q.options : [],
            min: bounded ? q.min : undefined,
            max: bounded ? q.max : undefined,
            minLabel: q.kind === "scale" ? q.minLabel : "",
            maxLabel: q.kind === "scale" ? q.maxLabel : "",
            flagAnswers: FLAGGABLE_KINDS.includes(q.kind) ? q.flagAnswers.filter((a) => answers.includes(a)) : [],
          };
        }),
      };
    }),
  };
}

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

const checkboxClasses = "mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]";
const optionClasses =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary/60 has-[:checked]:bg-primary-soft/40";

export function IntakeFormBuilder({ form: intake, services }: { form?: AdminIntakeForm; services: IntakeServiceOption[] }) {
  const router = useRouter();
  const editing = Boolean(intake);
  const uid = useId();
  const [sections, setSections] = useState<BuilderSection[]>(() =>
    intake && intake.definition.sections.length
      ? intake.definition.sections.map((s) => ({
          ...s,
          key: newKey(),
          saved: true,
          questions: s.questions.map((q) => ({ ...q, key: newKey(), saved: true })),
        }))
      : [blankSection()],
  );
  const { state, pending, errors, value, form } = useActionForm(saveIntakeFormAction, {
    schema: intakeFormFormSchema,
    failureTitle: editing ? "Form not saved" : "Form not added",
    onSuccess: ({ message }) => {
      toast({ title: editing ? "Form saved" : "Form added", description: message });
      router.push("/admin/intake-forms");
    },
  });
  const refused = state.status === "error";
  const echoed = refused ? state.values?.serviceIds : undefined;
  const chosen = new Set(echoed === undefined ? (intake?.services.map((s) => String(s.id)) ?? []) : [echoed].flat());
  const resetKey = state.status === "idle" ? "idle" : String(state.at);

  const setSection = (si: number, patch: Partial<BuilderSection>) =>
    setSections((all) => all.map((s, i) => (i === si ? { ...s, ...patch } : s)));
  const setQuestion = (si: number, qi: number, patch: Partial<BuilderQuestion>) =>
    setSections((all) =>
      all.map((s, i) => (i === si ? { ...s, questions: s.questions.map((q, j) => (j === qi ? { ...q, ...patch } : q)) } : s)),
    );
  const definitionError = errors.definition ?? errors["definition.sections"];

  return (
    <form {...form} aria-label={editing ? `Edit ${intake!.name}` : "Add an intake form"} className="grid gap-6">
      {intake ? <input type="hidden" name="id" value={intake.id} /> : null}
      <input type="hidden" name="definition" value={JSON.stringify(toDefinition(sections))} />
      <Field name="name" id={`${uid}-name`} label="Name" hint="Clients see it above the questions." error={errors.name}>
        {(control) => <Input {...control} defaultValue={value("name", intake?.name)} maxLength={INTAKE_FORM_LIMITS.nameMax} required />}
      </Field>
      <Field
        name="intro"
        id={`${uid}-intro`}
        label="Introduction"
        hint="A few words clients read before the questions."
        error={errors.intro}
      >
        {(control) => (
          <Textarea {...control} defaultValue={value("intro", intake?.intro ?? "")} maxLength={INTAKE_FORM_LIMITS.introMax} rows={3} />
        )}
      </Field>

      <fieldset className="grid gap-2" aria-describedby={`${uid}-services-hint`}>
        <legend className="mb-1.5 text-sm font-medium">Services that ask it</legend>
        <p id={`${uid}-services-hint`} className="text-sm text-muted-foreground">
          A service asks one form at most: ticking a service that asks another form moves it to this one.
        </p>
        <div className="grid gap-2 sm:grid-cols-2" key={`services-${resetKey}`}>
          {services.map((service) => (
            <label key={service.id} className={optionClasses}>
              <input
                type="checkbox"
                name="serviceIds"
                value={service.id}
                defaultChecked={chosen.has(String(service.id))}
                className={checkboxClasses}
              />
              <span className="grid gap-0.5 text-sm">
                <span>
                  {service.name}
                  {service.active ? null : <span className="text-muted-foreground"> (retired)</span>}
                </span>
                {service.formName && service.formName !== intake?.name ? (
                  <span className="text-muted-foreground">Asks {service.formName} now</span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
        {errors.serviceIds ? <p className="text-sm font-medium text-destructive">{errors.serviceIds}</p> : null}
      </fieldset>

      <div className="grid gap-4">
        <h2 className="font-heading text-xl font-semibold">Questions</h2>
        {editing ? (
          <p className="text-sm text-muted-foreground">
            Once anyone has answered the current version, saving makes a new version: their answers keep the questions they answered.
          </p>
        ) : null}
        {definitionError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {definitionError}
          </p>
        ) : null}
        {sections.map((section, si) => {
          const sp = `definition.sections.${si}`;
          return (
            <section
              key={section.key}
              aria-labelledby={`${uid}-${section.key}-h`}
              className="grid gap-4 rounded-xl border border-border bg-muted/30 p-3 sm:p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id={`${uid}-${section.key}-h`} className="font-heading text-lg font-semibold">
                  Section {si + 1}
                  {section.title ? `: ${section.title}` : ""}
                </h3>
                <div className="flex flex-wrap gap-1">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={si === 0}
                    onClick={() => setSections((all) => move(all, si, si - 1))}
                  >
                    <ArrowUp aria-hidden="true" />
                    Up<span className="sr-only"> section {si + 1}</span>
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={si === sections.length - 1}
                    onClick={() => setSections((all) => move(all, si, si + 1))}
                  >
                    <ArrowDown aria-hidden="true" />
                    Down<span className="sr-only"> section {si + 1}</span>
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={sections.length === 1}
                    onClick={() => setSections((all) => all.filter((_, i) => i !== si))}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove<span className="sr-only"> section {si + 1}</span>
                  </Button>
                </div>
              </div>
              <Field name={`${sp}.title`} id={`${uid}-${section.key}-title`} label="Section title" error={errors[`${sp}.title`]}>
                {(control) => <Input {...control} value={section.title} onChange={(e) => setSection(si, { title: e.target.value })} />}
              </Field>
              <Field
                name={`${sp}.description`}
                id={`${uid}-${section.key}-desc`}
                label="Section description (optional)"
                error={errors[`${sp}.description`]}
              >
                {(control) => (
                  <Input {...control} value={section.description} onChange={(e) => setSection(si, { description: e.target.value })} />
                )}
              </Field>
              {errors[`${sp}.questions`] ? <p className="text-sm font-medium text-destructive">{errors[`${sp}.questions`]}</p> : null}
              <ol className="grid gap-3">
                {section.questions.map((q, qi) => (
                  <QuestionEditor
                    key={q.key}
                    uid={`${uid}-${q.key}`}
                    path={`${sp}.questions.${qi}`}
                    number={qi + 1}
                    question={q}
                    errors={errors}
                    first={qi === 0}
                    last={qi === section.questions.length - 1}
                    onChange={(patch) => setQuestion(si, qi, patch)}
                    onMove={(to) => setSection(si, { questions: move(section.questions, qi, qi + to) })}
                    onRemove={
                      section.questions.length > 1
                        ? () => setSection(si, { questions: section.questions.filter((_, j) => j !== qi) })
                        : undefined
                    }
                  />
                ))}
              </ol>
              <Button
                type="button"
                variant="outline"
                className="w-full sm:w-fit"
                onClick={() => setSection(si, { questions: [...section.questions, blankQuestion()] })}
              >
                <Plus aria-hidden="true" />
                Add a question<span className="sr-only"> to section {si + 1}</span>
              </Button>
            </section>
          );
        })}
        <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={() => setSections((all) => [...all, blankSection()])}>
          <Plus aria-hidden="true" />
          Add a section
        </Button>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={pending} className="w-full sm:w-fit">
          <Save aria-hidden="true" />
          {pending ? "Saving..." : editing ? "Save form" : "Add form"}
        </Button>
        <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={() => router.push("/admin/intake-forms")}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function QuestionEditor({
  uid,
  path,
  number,
  question: q,
  errors,
  first,
  last,
  onChange,
  onMove,
  onRemove,
}: {
  uid: string;
  path: string;
  number: number;
  question: BuilderQuestion;
  errors: Record<string, string | undefined>;
  first: boolean;
  last: boolean;
  onChange: (patch: Partial<BuilderQuestion>) => void;
  onMove: (by: number) => void;
  onRemove?: () => void;
}) {
  const choice = CHOICE_KINDS.includes(q.kind);
  const answers: readonly string[] = q.kind === "yes_no" ? YES_NO_OPTIONS : choice ? q.options : [];
  const name = q.label || `Question ${number}`;
  const numberValue = (v: string) => (v.trim() === "" ? undefined : Number(v));
  return (
    <li aria-label={name} className="grid gap-3 rounded-lg border border-border bg-card p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold">
          Question {number}
          {q.saved ? <span className="font-normal text-muted-foreground"> (id {q.id})</span> : null}
        </p>
        <div className="flex flex-wrap gap-1">
          <Button type="button" variant="ghost" size="sm" disabled={first} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" />
            <span className="sr-only">Move {name} up</span>
          </Button>
          <Button type="button" variant="ghost" size="sm" disabled={last} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden="true" />
            <span className="sr-only">Move {name} down</span>
          </Button>
          <Button type="button" variant="ghost" size="sm" disabled={!onRemove} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            <span className="sr-only">Remove {name}</span>
          </Button>
        </div>
      </div>
      <div className="grid gap-3 md:grid-cols-[2fr_1fr]">
        <Field name={`${path}.label`} id={`${uid}-label`} label="Question" error={errors[`${path}.label`] ?? errors[`${path}.id`]}>
          {(control) => <Input {...control} value={q.label} onChange={(e) => onChange({ label: e.target.value })} />}
        </Field>
        <Field name={`${path}.kind`} id={`${uid}-kind`} label="Kind of answer">
          {(control) => (
            <select
              {...control}
              value={q.kind}
              onChange={(e) => onChange({ kind: e.target.value as QuestionKind })}
              className="h-11 w-full rounded-md border border-input bg-background px-3 text-base sm:text-sm"
            >
              {QUESTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {QUESTION_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field name={`${path}.help`} id={`${uid}-help`} label="Help text (optional)" error={errors[`${path}.help`]}>
        {(control) => <Input {...control} value={q.help} onChange={(e) => onChange({ help: e.target.value })} />}
      </Field>
      {choice ? (
        <Field name={`${path}.options`} id={`${uid}-options`} label="Choices" hint="One a line." error={errors[`${path}.options`]}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={q.options.join("\n")}
              onChange={(e) => onChange({ options: e.target.value.split("\n") })}
              onBlur={() => onChange({ options: q.options.map((o) => o.trim()).filter(Boolean) })}
            />
          )}
        </Field>
      ) : null}
      {q.kind === "number" || q.kind === "scale" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            name={`${path}.min`}
            id={`${uid}-min`}
            label={q.kind === "scale" ? "Lowest (0 to 10)" : "Smallest (optional)"}
            error={errors[`${path}.min`]}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                value={q.min ?? ""}
                onChange={(e) => onChange({ min: numberValue(e.target.value) })}
              />
            )}
          </Field>
          <Field
            name={`${path}.max`}
            id={`${uid}-max`}
            label={q.kind === "scale" ? "Highest (0 to 10)" : "Largest (optional)"}
            error={errors[`${path}.max`]}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                value={q.max ?? ""}
                onChange={(e) => onChange({ max: numberValue(e.target.value) })}
              />
            )}
          </Field>
          {q.kind === "scale" ? (
            <>
              <Field
                name={`${path}.minLabel`}
                id={`${uid}-minLabel`}
                label="Word at the low end (optional)"
                error={errors[`${path}.minLabel`]}
              >
                {(control) => <Input {...control} value={q.minLabel} onChange={(e) => onChange({ minLabel: e.target.value })} />}
              </Field>
              <Field
                name={`${path}.maxLabel`}
                id={`${uid}-maxLabel`}
                label="Word at the high end (optional)"
                error={errors[`${path}.maxLabel`]}
              >
                {(control) => <Input {...control} value={q.maxLabel} onChange={(e) => onChange({ maxLabel: e.target.value })} />}
              </Field>
            </>
          ) : null}
        </div>
      ) : null}
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          checked={q.required}
          onChange={(e) => onChange({ required: e.target.checked })}
          className={checkboxClasses}
        />
        <span className="text-sm">Required</span>
      </label>
      {answers.length ? (
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium">Flag for review when the answer is</legend>
          <div className="flex flex-wrap gap-x-4">
            {answers.map((answer) => (
              <label key={answer} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="checkbox"
                  checked={q.flagAnswers.includes(answer)}
                  onChange={(e) =>
                    onChange({ flagAnswers: e.target.checked ? [...q.flagAnswers, answer] : q.flagAnswers.filter((a) => a !== answer) })
                  }
                  className={checkboxClasses}
                />
                <span className="text-sm">{q.kind === "yes_no" ? (answer === "yes" ? "Yes" : "No") : answer}</span>
              </label>
            ))}
          </div>
          {errors[`${path}.flagAnswers`] ? <p className="text-sm font-medium text-destructive">{errors[`${path}.flagAnswers`]}</p> : null}
        </fieldset>
      ) : null}
    </li>
  );
}
