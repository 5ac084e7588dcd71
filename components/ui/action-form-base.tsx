"use client";

import { useActionState, useEffect, useRef, useState, type FormEvent } from "react";

import { toastError } from "@/components/ui/toast";
import { IDLE, type FormAction, type FormState } from "@/lib/actions/state";
import type { FieldErrors } from "@/lib/errors";

// The form hook without a schema library, for forms whose page should not load zod (the contact
// page): the browser's own constraint checks first, the shared schema on the server.
// components/ui/action-form.tsx is the same hook with the schema checked in the browser too.

export type CheckedOptions<Data> = {
  /** Checks the fields before the action runs: the errors by field name, or null to post the form. */
  check: (formData: FormData, form: HTMLFormElement) => FieldErrors | null;
  /** The toast's title when the server refuses (the message comes from the server). */
  failureTitle: string;
  /** Runs once per successful answer, after hydration (toast, close a dialog, move focus). */
  onSuccess?: (state: Extract<FormState<Data>, { status: "success" }>) => void;
};

/**
 * The one way a form changes data: a `<form {...form}>` posting to a server action. Before the
 * page has hydrated the browser posts it natively and the page comes back with the action's
 * answer (nothing typed is lost); after, `check` looks at the fields first, then React
 * runs the action in a transition. Fields are uncontrolled: read `value(name)` for their
 * `defaultValue`, so a refused form shows again what was typed.
 */
export function useCheckedActionForm<Data = unknown>(action: FormAction<Data>, { check, failureTitle, onSuccess }: CheckedOptions<Data>) {
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

  // React resets the form after each answer (its uncontrolled fields come back through `value()`).
  // Radix's checkbox, radio group and switch listen for that reset too and go back to the value
  // they mounted with, undoing a controlled choice (a saved reminder showed unticked again, the
  // owner's "Any time" fell back to bookable times). The reset event is stopped on its way down,
  // before they hear it; the browser still resets the native fields.
  useEffect(() => {
    const keepChoices = (event: Event) => {
      if (event.target === formRef.current) event.stopPropagation();
    };
    document.addEventListener("reset", keepChoices, { capture: true });
    return () => document.removeEventListener("reset", keepChoices, { capture: true });
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    // With the pressed button's name and value, as the browser and React post it.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const errors = check(new FormData(form, submitter), form);
    if (!errors) return setChecked(null); // React now posts the form to the action
    event.preventDefault();
    setChecked({ after: state, errors });
    requestAnimationFrame(() => focusFirstInvalid(form));
  }

  /** What was posted for `name` when the action sent it back, else the given default. */
  function value(name: string, fallback = ""): string {
    const echoed = state.status === "idle" ? undefined : state.values?.[name];
    return typeof echoed === "string" ? echoed : fallback;
  }

  return { state, pending, errors, value, form: { ref: formRef, action: dispatch, onSubmit, noValidate: true } };
}

/**
 * The browser's own checks of the fields (required, type, minLength, maxLength, pattern) as field
 * errors: `messages[name]` for an invalid field (the schema's words), else the browser's message.
 */
export function browserCheck(messages: Record<string, string>) {
  return (_formData: FormData, form: HTMLFormElement): FieldErrors | null => {
    const errors: FieldErrors = {};
    for (const element of form.elements) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement))
        continue;
      if (element.name && !element.validity.valid) errors[element.name] ??= messages[element.name] ?? element.validationMessage;
    }
    return Object.keys(errors).length ? errors : null;
  };
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
