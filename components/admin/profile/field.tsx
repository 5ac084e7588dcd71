"use client";

import { useState } from "react";

import { Label } from "@/components/ui/label";
import { toastError } from "@/components/ui/toast";
import { ApiError, messageOr } from "@/lib/api/client";

/** A labelled control with its hint and error, tied together for screen readers. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: React.ReactNode;
  error?: string;
  children: (aria: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type Errors = Partial<Record<string, string>>;

/** Field errors of a zod result, first message per field. */
export function zodErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    errors[key] ??= issue.message;
  }
  return errors;
}

type Checked<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * The profile forms' submit: a result the schema refused shows its messages at the fields (focus
 * on the first, whose control id is `${idPrefix}-${field}`); otherwise `send` runs, and when it
 * fails the server's field errors are shown and `failure` is toasted with the server's message.
 */
export function useCheckedSubmit(idPrefix: string) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit<T>(checked: Checked<T>, send: (data: T) => Promise<void>, failure: { title: string; fallback: string }) {
    if (!checked.success) {
      const found = zodErrors(checked.error.issues);
      setErrors(found);
      document.getElementById(`${idPrefix}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(checked.data);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      toastError({ title: failure.title, description: messageOr(error, failure.fallback) });
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, busy, submit };
}
