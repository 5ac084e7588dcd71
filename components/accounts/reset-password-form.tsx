"use client";

import { useEffect, useRef, useState } from "react";
import { Link } from "@/components/ui/link";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, KeyRound, LogIn } from "lucide-react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Form, TextField, setServerErrors } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { toastError } from "@/components/ui/toast";
import { PasswordInput } from "@/components/accounts/password-input";
import { ResetLinkProblem } from "@/components/accounts/account-recovery";
import { announceAuthChange } from "@/components/site/session-store";
import { ApiError, apiRequest, messageOr } from "@/lib/api/client";
import { PASSWORD_MIN } from "@/lib/validations/auth";
import { passwordResetFormSchema } from "@/lib/validations/password-reset";

type Values = { password: string };
type Outcome = { kind: "done" } | { kind: "link-problem"; message: string } | null;

/** The emailed link's form: a new password for `username`, once. */
export function ResetPasswordForm({ token, username }: { token: string; username: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<Values>({ resolver: zodResolver(passwordResetFormSchema), defaultValues: { password: "" } });

  async function onSubmit({ password }: Values) {
    try {
      await apiRequest("/api/password-reset/confirm", { body: { token, password } });
    } catch (error) {
      const linkProblem = error instanceof ApiError ? error.fieldErrors?.token : undefined;
      if (linkProblem) return setOutcome({ kind: "link-problem", message: linkProblem });
      setServerErrors(form, error);
      toastError({ title: "Could not change the password", description: messageOr(error, (error as Error).message) });
      return;
    }
    // This browser's session (if it had one) ended with all the others: the header says so.
    announceAuthChange();
    setOutcome({ kind: "done" });
  }

  if (outcome?.kind === "done") return <Changed />;
  if (outcome?.kind === "link-problem") return <ResetLinkProblem message={outcome.message} />;

  const pending = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Set a new password" className="grid gap-5">
        {/* Tells password managers which account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          name="password"
          label="New password"
          description={`At least ${PASSWORD_MIN} characters.`}
          render={(field) => <PasswordInput autoComplete="new-password" disabled={pending} {...field} />}
        />
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? <Spinner size="sm" label="Saving..." className="[&_svg]:text-primary-foreground" /> : <KeyRound aria-hidden="true" />}
          {pending ? "Saving..." : "Set new password"}
        </Button>
      </form>
    </Form>
  );
}

function Changed() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4">
      <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold outline-none">
        <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
        Your password has been changed
      </h2>
      <p role="status" className="leading-relaxed">
        For your security, every device that was logged in to your account has been logged out. Log in with your new password.
      </p>
      <Button asChild size="lg" className="w-full">
        <Link href="/auth">
          <LogIn aria-hidden="true" />
          Log in
        </Link>
      </Button>
    </div>
  );
}
