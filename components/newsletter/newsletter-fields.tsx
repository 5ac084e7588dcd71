"use client";

import { useActionState, useEffect, useId, useState, type FormEvent, type ReactNode } from "react";

import { toast, toastError } from "@/components/ui/toast";
import { useHydrated } from "@/components/site/use-hydrated";
import { subscribeAction } from "@/lib/actions/newsletter";
import { IDLE, type FormState } from "@/lib/actions/state";
import { EMAIL_MESSAGE, isValidEmail } from "@/lib/validations/email";

const FAILED = "There was a problem subscribing you to our newsletter. Please try again.";

/**
 * Newsletter signup: a form posting to the subscribe action (as POST /api/subscribe), so it works
 * before the page hydrates; a success clears it. It lives on the home page, so it is
 * deliberately plain React (useActionState, not useActionForm): the email rule comes from the
 * zod-free module the server schema also uses, and no validation library is shipped. Native
 * elements with the UI kit's classes, computed by the server part (./newsletter-form.tsx).
 */
export function NewsletterFields({
  inputClassName,
  buttonClassName,
  icon,
}: {
  inputClassName: string;
  buttonClassName: string;
  icon: ReactNode;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [state, dispatch, pending] = useActionState(subscribeAction, IDLE as FormState<undefined>);
  // The browser's own check, and whether the server's refusal still stands (not typed over since).
  const [checked, setChecked] = useState<string | null>(null);
  const [typedAfter, setTypedAfter] = useState<number | null>(null);
  const serverError = state.status === "error" && typedAfter !== state.at ? state : null;
  const error = checked ?? serverError?.fieldErrors?.email ?? null;

  useEffect(() => {
    if (state.status === "success") {
      toast({ title: "Successfully subscribed!", description: state.message });
    } else if (state.status === "error" && !state.fieldErrors?.email) {
      toastError({ title: "Subscription failed", description: FAILED });
    }
  }, [state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const email = new FormData(event.currentTarget).get("email");
    if (typeof email === "string" && isValidEmail(email.trim())) return setChecked(null); // React posts it
    event.preventDefault();
    setChecked(EMAIL_MESSAGE);
  }

  return (
    <form action={dispatch} onSubmit={onSubmit} noValidate className="flex w-full flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex flex-1 flex-col gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          data-slot="input"
          className={inputClassName}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email address"
          defaultValue={state.status === "error" && typeof state.values?.email === "string" ? state.values.email : ""}
          onChange={() => {
            setChecked(null);
            if (state.status !== "idle") setTypedAfter(state.at);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        {/* Before the page's script runs (no toast yet), the answer shows here. */}
        {!hydrated && state.status === "success" ? (
          <p role="status" className="text-sm font-medium">
            Successfully subscribed! {state.message}
          </p>
        ) : null}
        {!hydrated && serverError && !error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {FAILED}
          </p>
        ) : null}
      </div>
      <button type="submit" data-slot="button" disabled={pending} className={buttonClassName}>
        {icon}
        {pending ? "Subscribing..." : "Subscribe"}
      </button>
    </form>
  );
}
