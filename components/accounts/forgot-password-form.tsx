"use client";

import { useEffect, useRef, useState } from "react";
import { Link } from "@/components/ui/link";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck, Send } from "lucide-react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Form, TextField, setServerErrors } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { toastError } from "@/components/ui/toast";
import type { PasswordResetRequested } from "@/lib/accounts/password-reset-links";
import { apiRequest, messageOr } from "@/lib/api/client";
import { passwordResetRequestSchema, type PasswordResetRequestInput } from "@/lib/validations/password-reset";

/** Asks for the email address or username; the answer is the same whether or not an account matches. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<PasswordResetRequestInput>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { login: "" } });

  async function onSubmit(values: PasswordResetRequestInput) {
    try {
      const { message } = await apiRequest<PasswordResetRequested>("/api/password-reset/request", { body: values });
      setSent(message);
    } catch (error) {
      setServerErrors(form, error);
      toastError({ title: "Could not send the link", description: messageOr(error, (error as Error).message) });
    }
  }

  if (sent) return <Sent message={sent} onAgain={() => setSent(null)} />;

  const pending = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Reset your password" className="grid gap-5">
        <TextField
          name="login"
          label="Email or username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          disabled={pending}
          description="The email address of your account, or your username."
        />
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
    </Form>
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
