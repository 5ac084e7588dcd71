"use client";

import { useId, useState, type FormEvent, type ReactNode } from "react";

import { toast, toastError } from "@/components/ui/toast";
import { ApiError, apiRequest } from "@/lib/api/client";
import { EMAIL_MESSAGE, isValidEmail } from "@/lib/validations/email";

/**
 * Newsletter signup (POST /api/subscribe). Success resets the form. It lives on
 * the home page, so it is deliberately plain React: the email rule comes from the zod-free
 * module the server schema also uses, and no form or validation library is shipped. Native
 * elements with the UI kit's classes, computed by the server part (./newsletter-form.tsx): no
 * Button, Input or class merging in the browser.
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
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!isValidEmail(value)) {
      setError(EMAIL_MESSAGE);
      return;
    }
    setPending(true);
    try {
      await apiRequest("/api/subscribe", { body: { email: value } });
      toast({ title: "Successfully subscribed!", description: "Thank you for joining our wellness community." });
      setEmail("");
    } catch (error) {
      const emailError = error instanceof ApiError ? error.fieldErrors?.email : undefined;
      if (emailError) return setError(emailError);
      toastError({
        title: "Subscription failed",
        description: "There was a problem subscribing you to our newsletter. Please try again.",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex w-full flex-col gap-3 sm:flex-row sm:items-start">
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
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <button type="submit" data-slot="button" disabled={pending} className={buttonClassName}>
        {icon}
        {pending ? "Subscribing..." : "Subscribe"}
      </button>
    </form>
  );
}
