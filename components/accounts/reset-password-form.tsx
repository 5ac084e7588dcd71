"use client";

import { useEffect, useRef } from "react";
import { Link } from "@/components/ui/link";
import { CheckCircle2, KeyRound, LogIn } from "lucide-react";

import { Button } from "@/components/ui/button";
import { useActionForm } from "@/components/ui/action-form";
import { Field } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { PasswordInput } from "@/components/accounts/password-input";
import { ResetLinkProblem } from "@/components/accounts/account-recovery";
import { announceAuthChange } from "@/components/site/session-store";
import { resetPasswordAction } from "@/lib/actions/accounts";
import { PASSWORD_MIN } from "@/lib/validations/auth";
import { passwordResetFormSchema } from "@/lib/validations/password-reset";

/** The emailed link's form: a new password for `username`, once. */
export function ResetPasswordForm({ token, username }: { token: string; username: string }) {
  const { state, pending, errors, form } = useActionForm(resetPasswordAction, {
    schema: passwordResetFormSchema,
    failureTitle: "Could not change the password",
    // This browser's session (if it had one) ended with all the others: the header says so.
    onSuccess: () => announceAuthChange(),
  });

  if (state.status === "success") return <Changed />;
  if (errors.token) return <ResetLinkProblem message={errors.token} />;

  return (
    <form {...form} aria-label="Set a new password" className="grid gap-5">
      <input type="hidden" name="token" value={token} />
      {/* Tells password managers which account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <Field name="password" label="New password" hint={`At least ${PASSWORD_MIN} characters.`} error={errors.password}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" readOnly={pending} />}
      </Field>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner size="sm" label="Saving..." className="[&_svg]:text-primary-foreground" /> : <KeyRound aria-hidden="true" />}
        {pending ? "Saving..." : "Set new password"}
      </Button>
    </form>
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
