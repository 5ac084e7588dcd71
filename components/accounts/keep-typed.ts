"use client";

import { startTransition, type FormEvent } from "react";

type ActionForm = {
  action: (formData: FormData) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * onSubmit for a form with passwords: the server never echoes them, and React clears a form its
 * action answered, so after hydration the form's own action is dispatched here with the form's
 * data instead: a refusal keeps what was typed. Before hydration the form posts natively.
 * Clear the fields yourself on success (`event.currentTarget.reset()` in onSuccess via a ref).
 */
export const submitKeepingFields = (form: ActionForm) => (event: FormEvent<HTMLFormElement>) => {
  form.onSubmit(event); // the schema's check: stops the form when a field is wrong
  if (event.defaultPrevented) return;
  event.preventDefault();
  const formData = new FormData(event.currentTarget);
  startTransition(() => form.action(formData));
};
