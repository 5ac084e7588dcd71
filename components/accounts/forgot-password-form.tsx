"use client";

import { useEffect, useRef, useState } from "react";
import { MailCheck, Send } from "lucide-react";

import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { useActionForm } from "@/components/ui/action-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { requestPasswordResetAction } from "@/lib/actions/accounts";
import { passwordResetRequestSchema } from "@/lib/validations/password-reset";

/** Asks for the email address or username; the answer is the same whether or not an account matches. */
export function ForgotPasswordForm() {
  const { state, pending, errors, value, form } = useActionForm(requestPasswordResetAction, {
    schema: passwordResetRequestSchema,
    failureTitle: "Could not send the link",
  });
  const [againAfter, setAgainAfter] = useState<number | null>(null);

  if (state.status === "success" && againAfter !== state.at) {
    return <Sent message={state.message ?? ""} onAgain={() => setAgainAfter(state.at)} />;
  }
  return (
    <form {...form} aria-label="Reset your password" className="grid gap-5">
      <Field name="login" label="Email or username" hint="The email address of your account, or your username." error={errors.login}>
        {(control) => (
          <Input
            {...control}
            defaultValue={value("login")}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            readOnly={pending}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner size="sm" label="Sending..." className="[&_svg]:text-primary-foreground" /> : <Send aria-hidden="true" />}
        {pending ? "Sending..." : "Send reset link"}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{" "}
        <Link href="/auth" className="rounded-sm font-medium text-primary underline-offset-4 hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}

function Sent({ message, onAgain }: { message: string; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4">
      <h2 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold outline-none">
        <MailCheck className="size-5 text-success" aria-hidden="true" />
        Check your email
      </h2>
      <p role="status" className="leading-relaxed">
        {message}
      </p>
      <Button asChild size="lg" className="w-full">
        <Link href="/auth">Back to log in</Link>
      </Button>
      <Button type="button" variant="outline" onClick={onAgain}>
        Send another link
      </Button>
    </div>
  );
}
