"use client";

import { useActionState, useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";

import { toastError } from "@/components/ui/toast";
import { IDLE, fromFormData, type FormAction, type FormState } from "@/lib/actions/state";
import { fieldErrorsOf, type FieldErrors } from "@/lib/errors";
import "@/components/ui/zod-in-browser";

type Options<Data> = {
  /** The schema the server action parses with: checked here first for instant field messages. */
  schema: z.ZodType;
  /** The toast's title when the server refuses (the message comes from the server). */
  failureTitle: string;
  /** Runs once per successful answer, after hydration (toast, close a dialog, move focus). */
  onSuccess?: (state: Extract<FormState<Data>, { status: "success" }>) => void;
};

/**
 * The one way a form changes data: a `<form {...form}>` posting to a server action. Before the
 * page has hydrated the browser posts it natively and the page comes back with the action's
 * answer (nothing typed is lost); after, the same schema checks the fields first, then React
 * runs the action in a transition. Fields are uncontrolled: read `value(name)` for their
 * `defaultValue`, so a refused form shows again what was typed.
 */
export function useActionForm<Data = unknown>(action: FormAction<Data>, { schema, failureTitle, onSuccess }: Options<Data>) {
  const [state, dispatch, pending] = useActionState(action, IDLE as FormState<Data>);
  const formRef = useRef<HTMLFormElement>(null);
  // The browser's own check of the fields, shown until the server answers again.
  const [checked, setChecked] = useState<{ after: FormState<Data>; errors: FieldErrors } | null>(null);
  const errors: FieldErrors = checked?.after === state ? checked.errors : state.status === "error" ? (state.fieldErrors ?? {}) : {};

  const latest = useRef({ onSuccess, failureTitle });
  useEffect(() => {
    latest.current = { onSuccess, failureTitle };
  });
  useEffect(() => {
    if (state.status === "success") latest.current.onSuccess?.(state);
    if (state.status === "error") {
      toastError({ title: latest.current.failureTitle, description: state.message });
      focusFirstInvalid(formRef.current);
    }
  }, [state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    // With the pressed button's name and value, as the browser and React post it.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const result = schema.safeParse(fromFormData(schema, new FormData(form, submitter)));
    if (result.success) return setChecked(null); // React now posts the form to the action
    event.preventDefault();
    setChecked({ after: state, errors: fieldErrorsOf(result.error.issues) });
    requestAnimationFrame(() => focusFirstInvalid(form));
  }

  /** What was posted for `name` when the action sent it back, else the given default. */
  function value(name: string, fallback = ""): string {
    const echoed = state.status === "idle" ? undefined : state.values?.[name];
    return typeof echoed === "string" ? echoed : fallback;
  }

  return { state, pending, errors, value, form: { ref: formRef, action: dispatch, onSubmit, noValidate: true } };
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** Tells a dialog while its form is saving, so Escape does not close it mid-save. */
export function useBusy(pending: boolean, onBusy: (busy: boolean) => void) {
  useEffect(() => onBusy(pending), [pending, onBusy]);
}
