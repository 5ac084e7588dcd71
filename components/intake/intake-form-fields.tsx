"use client";

import * as React from "react";
import { cn } from "@/lib/utils";
import { inputClasses, fieldClasses } from "@/components/ui/input";
import type { IntakeAnswer, IntakeAnswers, IntakeDefinition, IntakeQuestion } from "@/lib/validations/intake";

// The one renderer of an intake form: the client answers it in the booking wizard and from My
// Appointments, the owner previews it read-only. Native controls, so it works before scripts and
// every question is a labelled control or a fieldset with its legend.

type IntakeFormFieldsProps = {
  definition: IntakeDefinition;
  answers: IntakeAnswers;
  onChange?: (answers: IntakeAnswers) => void;
  /** Called when a control loses focus (the place to save a draft at once). */
  onBlur?: () => void;
  /** Messages by question id. */
  errors?: Record<string, string | undefined>;
  /** The owner's preview: every control shown, none answerable. */
  readOnly?: boolean;
  /** Prefix of element ids, so two forms on one page do not collide. */
  idPrefix?: string;
};

export function IntakeFormFields({
  definition,
  answers,
  onChange,
  onBlur,
  errors = {},
  readOnly = false,
  idPrefix = "intake",
}: IntakeFormFieldsProps) {
  const set = (id: string, value: IntakeAnswer | undefined) => {
    if (readOnly || !onChange) return;
    const next = { ...answers };
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0) || value === false) delete next[id];
    else next[id] = value;
    onChange(next);
  };
  return (
    <div className="grid gap-8" onBlur={onBlur}>
      {definition.sections.map((section) => (
        <section key={section.id} aria-labelledby={`${idPrefix}-${section.id}-title`} className="grid gap-5">
          <div className="grid gap-1">
            <h3 id={`${idPrefix}-${section.id}-title`} className="font-heading text-lg font-semibold text-foreground">
              {section.title}
            </h3>
            {section.description && <p className="text-sm text-muted-foreground">{section.description}</p>}
          </div>
          {section.questions.map((q) => (
            <Question
              key={q.id}
              question={q}
              value={answers[q.id]}
              error={errors[q.id]}
              readOnly={readOnly}
              id={`${idPrefix}-${q.id}`}
              onValue={(v) => set(q.id, v)}
            />
          ))}
        </section>
      ))}
    </div>
  );
}

type QuestionProps = {
  question: IntakeQuestion;
  value: IntakeAnswer | undefined;
  error?: string;
  readOnly: boolean;
  id: string;
  onValue: (value: IntakeAnswer | undefined) => void;
};

function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-destructive">
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

const labelClasses = "text-sm font-medium text-foreground";
const choiceClasses = "flex min-h-11 items-start gap-3 rounded-md py-1.5 text-sm text-foreground";

function Question({ question: q, value, error, readOnly, id, onValue }: QuestionProps) {
  const helpId = q.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(" ") || undefined;
  const invalid = error ? true : undefined;
  const help = helpId && (
    <p id={helpId} className="text-sm text-muted-foreground">
      {q.help}
    </p>
  );
  const message = errorId && (
    <p id={errorId} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
  const common = { "aria-invalid": invalid, "aria-describedby": describedBy, disabled: readOnly } as const;
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

  // Groups of choices: a fieldset whose legend is the question.
  if (q.kind === "single_choice" || q.kind === "yes_no" || q.kind === "multiple_choice" || q.kind === "scale") {
    const options: { value: string; label: string }[] =
      q.kind === "yes_no"
        ? [
            { value: "yes", label: "Yes" },
            { value: "no", label: "No" },
          ]
        : q.kind === "scale"
          ? range(q.min ?? 0, q.max ?? 10).map((n) => ({ value: String(n), label: String(n) }))
          : q.options.map((o) => ({ value: o, label: o }));
    const multiple = q.kind === "multiple_choice";
    const chosen = Array.isArray(value) ? value : value === undefined ? [] : [String(value)];
    return (
      <fieldset className="grid gap-2" aria-describedby={describedBy} data-question={q.id}>
        <legend className={cn(labelClasses, "mb-1")}>
          {q.label}
          <RequiredMark required={q.required} />
        </legend>
        {help}
        {q.kind === "scale" ? (
          <div className="grid gap-2">
            <div className="flex flex-wrap gap-1.5">
              {options.map((o) => (
                <label
                  key={o.value}
                  className="flex min-h-11 min-w-11 cursor-pointer flex-col items-center justify-center rounded-md border border-control/70 px-2 text-sm has-checked:border-primary has-checked:bg-primary/10 has-disabled:cursor-default"
                >
                  <input
                    type="radio"
                    name={id}
                    value={o.value}
                    checked={chosen.includes(o.value)}
                    onChange={() => onValue(Number(o.value))}
                    className="size-4 accent-primary"
                    {...common}
                  />
                  <span>{o.label}</span>
                </label>
              ))}
            </div>
            {(q.minLabel || q.maxLabel) && (
              <p className="flex justify-between gap-4 text-xs text-muted-foreground">
                <span>
                  {q.min ?? 0}: {q.minLabel}
                </span>
                <span>
                  {q.max ?? 10}: {q.maxLabel}
                </span>
              </p>
            )}
          </div>
        ) : (
          <div className={cn("grid gap-1", q.kind === "yes_no" && "grid-flow-col justify-start gap-6")}>
            {options.map((o) => (
              <label key={o.value} className={cn(choiceClasses, !readOnly && "cursor-pointer")}>
                <input
                  type={multiple ? "checkbox" : "radio"}
                  name={id}
                  value={o.value}
                  checked={chosen.includes(o.value)}
                  onChange={(e) => {
                    if (!multiple) return onValue(o.value);
                    onValue(e.target.checked ? [...chosen, o.value] : chosen.filter((c) => c !== o.value));
                  }}
                  className="mt-0.5 size-5 shrink-0 accent-primary"
                  {...common}
                />
                <span>{o.label}</span>
              </label>
            ))}
          </div>
        )}
        {message}
      </fieldset>
    );
  }

  if (q.kind === "acknowledge") {
    return (
      <div className="grid gap-2" data-question={q.id}>
        <label className={cn(choiceClasses, !readOnly && "cursor-pointer")}>
          <input
            type="checkbox"
            id={id}
            name={id}
            checked={value === true}
            onChange={(e) => onValue(e.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-primary"
            {...common}
          />
          <span className="font-medium">
            {q.label}
            <RequiredMark required={q.required} />
          </span>
        </label>
        {help}
        {message}
      </div>
    );
  }

  return (
    <div className="grid gap-2" data-question={q.id}>
      <label htmlFor={id} className={labelClasses}>
        {q.label}
        <RequiredMark required={q.required} />
      </label>
      {help}
      {q.kind === "long_text" ? (
        <textarea
          id={id}
          name={id}
          value={text}
          onChange={(e) => onValue(e.target.value)}
          className={cn(fieldClasses, "flex field-sizing-content min-h-24 px-3.5 py-2.5")}
          aria-required={q.required || undefined}
          {...common}
        />
      ) : (
        <input
          id={id}
          name={id}
          type={q.kind === "date" ? "date" : q.kind === "number" ? "number" : "text"}
          inputMode={q.kind === "number" ? "decimal" : undefined}
          min={q.kind === "number" ? q.min : undefined}
          max={q.kind === "number" ? q.max : undefined}
          step={q.kind === "number" ? "any" : undefined}
          value={text}
          onChange={(e) =>
            onValue(
              q.kind === "number" && e.target.value !== "" && Number.isFinite(Number(e.target.value))
                ? Number(e.target.value)
                : e.target.value,
            )
          }
          className={cn(inputClasses, q.kind === "date" && "sm:max-w-60", q.kind === "number" && "sm:max-w-40")}
          aria-required={q.required || undefined}
          {...common}
        />
      )}
      {message}
    </div>
  );
}

function range(min: number, max: number): number[] {
  const out: number[] = [];
  for (let n = min; n <= max; n++) out.push(n);
  return out;
}
