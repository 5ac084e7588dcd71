"use client";

import { useEffect } from "react";
import type { z } from "zod";

import { useCheckedActionForm, type CheckedOptions } from "@/components/ui/action-form-base";
import { fromFormData, type FormAction } from "@/lib/actions/state";
import { fieldErrorsOf } from "@/lib/errors";
import "@/components/ui/zod-in-browser";

type Options<Data> = Omit<CheckedOptions<Data>, "check"> & {
  /** The schema the server action parses with: checked here first for instant field messages. */
  schema: z.ZodType;
};

/**
 * The one way a form changes data: a `<form {...form}>` posting to a server action. Before the
 * page has hydrated the browser posts it natively and the page comes back with the action's
 * answer (nothing typed is lost); after, the same schema checks the fields first, then React
 * runs the action in a transition. Fields are uncontrolled: read `value(name)` for their
 * `defaultValue`, so a refused form shows again what was typed.
 */
export function useActionForm<Data = unknown>(action: FormAction<Data>, { schema, ...options }: Options<Data>) {
  return useCheckedActionForm(action, {
    ...options,
    check: (formData) => {
      const result = schema.safeParse(fromFormData(schema, formData));
      return result.success ? null : fieldErrorsOf(result.error.issues);
    },
  });
}

/** Tells a dialog while its form is saving, so Escape does not close it mid-save. */
export function useBusy(pending: boolean, onBusy: (busy: boolean) => void) {
  useEffect(() => onBusy(pending), [pending, onBusy]);
}
