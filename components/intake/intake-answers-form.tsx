"use client";

import * as React from "react";
import "@/components/ui/zod-in-browser";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { IntakeFormFields } from "@/components/intake/intake-form-fields";
import { ApiError, apiRequest, messageOr } from "@/lib/api/client";
import { answersSchema, type IntakeAnswers } from "@/lib/validations/intake";
import type { IntakeForService, IntakeSubmitted } from "@/lib/intake/responses";

// A client answering an intake form: what they type is kept as a draft on the server (a second
// after they stop typing, and when they leave a field), so a reload or a hold running out loses
// nothing; "send" checks the answers by the form's own rules, then the server checks them again.

export const INTAKE_SAVE_DELAY_MS = 1000;
export const INTAKE_ERRORS_TITLE = "Some answers need your attention";
const SUBMIT_FALLBACK = "Your answers could not be sent. Please try again.";

type IntakeAnswersFormProps = {
  form: NonNullable<IntakeForService["form"]>;
  initialAnswers: IntakeAnswers;
  /** The booking these answers are for (My Appointments), if any. */
  appointmentId?: number;
  submitLabel: string;
  onSubmitted: (result: IntakeSubmitted) => void;
  /** Buttons shown before the submit button (Back, Cancel). */
  secondary?: React.ReactNode;
};

export function IntakeAnswersForm({ form, initialAnswers, appointmentId, submitLabel, onSubmitted, secondary }: IntakeAnswersFormProps) {
  const [answers, setAnswers] = React.useState<IntakeAnswers>(initialAnswers);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [failure, setFailure] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const [saved, setSaved] = React.useState<"saved" | "saving" | "unsaved" | null>(null);
  const summaryRef = React.useRef<HTMLDivElement>(null);
  const latest = React.useRef(answers);
  const dirty = React.useRef(false);
  /** Counts changes, so "saved" is said only when nothing changed while a save was under way. */
  const edits = React.useRef(0);
  const timer = React.useRef<ReturnType<typeof setTimeout> | null>(null);

  const saveDraft = React.useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!dirty.current) return;
    dirty.current = false;
    const at = edits.current;
    setSaved("saving");
    try {
      await apiRequest("/api/intake/drafts", { method: "PUT", body: { formVersionId: form.versionId, answers: latest.current } });
      setSaved(edits.current === at ? "saved" : null);
    } catch {
      // A half-typed answer (e.g. a number being typed) is kept in the page and sent with the next save.
      setSaved("unsaved");
    }
  }, [form.versionId]);

  // A draft not yet saved is saved when the form goes away (Back, a closed dialog).
  React.useEffect(
    () => () => {
      if (dirty.current) void saveDraft();
    },
    [saveDraft],
  );

  const change = (next: IntakeAnswers) => {
    setAnswers(next);
    latest.current = next;
    dirty.current = true;
    edits.current++;
    setSaved(null);
    // An answer corrected clears its message.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([id]) => next[id] === answers[id])));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveDraft(), INTAKE_SAVE_DELAY_MS);
  };

  const showErrors = (fieldErrors: Record<string, string>) => {
    setErrors(fieldErrors);
    requestAnimationFrame(() => {
      const first = Object.keys(fieldErrors)[0];
      const control = first && document.querySelector<HTMLElement>(`[data-question="${first}"] input, [data-question="${first}"] textarea`);
      if (control) control.focus();
      else summaryRef.current?.focus();
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = answersSchema(form.definition).safeParse(answers);
    if (!checked.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of checked.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      showErrors(fieldErrors);
      return;
    }
    if (timer.current) clearTimeout(timer.current);
    dirty.current = false;
    setPending(true);
    try {
      const result = await apiRequest<IntakeSubmitted>("/api/intake/responses", {
        body: { formVersionId: form.versionId, answers, ...(appointmentId ? { appointmentId } : {}) },
      });
      onSubmitted(result);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors && Object.keys(error.fieldErrors).length) showErrors(error.fieldErrors);
      else setFailure(messageOr(error, SUBMIT_FALLBACK));
    } finally {
      setPending(false);
    }
  };

  const errorCount = Object.keys(errors).length;
  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label={form.name}>
      {form.intro && <p className="text-sm whitespace-pre-line text-muted-foreground">{form.intro}</p>}
      <p className="text-sm text-muted-foreground">
        Questions marked <span aria-hidden="true">*</span>
        <span className="sr-only">required</span> need an answer.
      </p>
      <div ref={summaryRef} tabIndex={-1} className={errorCount > 0 || failure ? "grid gap-3 focus:outline-none" : "hidden"}>
        {errorCount > 0 && (
          <Alert variant="destructive">
            <AlertTitle>{INTAKE_ERRORS_TITLE}</AlertTitle>
            <AlertDescription>
              {errorCount === 1 ? "One question needs" : `${errorCount} questions need`} an answer or a correction.
            </AlertDescription>
          </Alert>
        )}
        {failure && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
      </div>
      <IntakeFormFields definition={form.definition} answers={answers} onChange={change} onBlur={() => void saveDraft()} errors={errors} />
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {saved === "saving"
            ? "Saving your answers..."
            : saved === "saved"
              ? "Your answers are saved."
              : saved === "unsaved"
                ? "Not saved yet."
                : ""}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {secondary}
          <Button type="submit" disabled={pending}>
            {pending && <Spinner label="Sending" />}
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
