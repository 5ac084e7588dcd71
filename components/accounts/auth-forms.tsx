"use client";

import { useState, type FormEvent } from "react";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { LogIn, UserPlus } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast, toastError } from "@/components/ui/toast";
import { PasswordInput } from "@/components/accounts/password-input";
import { submitKeepingFields } from "@/components/accounts/keep-typed";
import { useSignInForm } from "@/components/accounts/use-sign-in-form";
import { announceAuthChange } from "@/components/site/session-store";
import { useHydrated } from "@/components/site/use-hydrated";
import { loginAction, registerAction } from "@/lib/actions/accounts";
import type { FormState } from "@/lib/actions/state";
import { FORGOT_PASSWORD_PATH } from "@/lib/accounts/password-reset-links";
import {
  LOGIN_REQUIRED,
  PASSWORD_MIN,
  REGISTER_REQUIRED,
  loginSchema,
  missingRegisterFields,
  registerFieldsSchema,
} from "@/lib/validations/auth";
export type AuthTab = "login" | "register";

/** The /auth page's Login and Register tabs. After either, the user goes back to `callbackUrl`. */
export function AuthTabs({ callbackUrl, initialTab }: { callbackUrl: string; initialTab: AuthTab }) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const router = useRouter();

  /** `next`: where the server sends this user (the callback, or the owner's dashboard). */
  function done(next: string | undefined) {
    announceAuthChange();
    // Drop what the router cached while logged out (e.g. redirects to /auth), then go on.
    router.refresh();
    router.replace(next ?? callbackUrl);
  }

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)} className="gap-6">
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="register">Register</TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <LoginForm callbackUrl={callbackUrl} onDone={done} onSwitch={() => setTab("register")} />
      </TabsContent>
      <TabsContent value="register">
        <RegisterForm callbackUrl={callbackUrl} onDone={done} onSwitch={() => setTab("login")} />
      </TabsContent>
    </Tabs>
  );
}

type FormProps = { callbackUrl: string; onDone: (next: string | undefined) => void; onSwitch: () => void };

/**
 * Where to go after signing in. A form posted before the page hydrated is redirected there by
 * the action; once hydrated ("enhanced"), the form greets the user and moves on itself.
 */
function AfterAuth({ callbackUrl, state }: { callbackUrl: string; state: FormState }) {
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <input type="hidden" name="enhanced" value={hydrated ? "1" : ""} />
      {/* Until the script runs there is no toast: the server's answer is shown here instead. */}
      {!hydrated && state.status === "error" && !state.fieldErrors ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {state.message}
        </p>
      ) : null}
    </>
  );
}

/** Runs the form's own check, then the spec's toast when it stopped the form for missing fields. */
const withToast = (onSubmit: (event: FormEvent<HTMLFormElement>) => void, missing: (form: HTMLFormElement) => boolean, title: string) =>
  function submit(event: FormEvent<HTMLFormElement>) {
    onSubmit(event);
    if (event.defaultPrevented && missing(event.currentTarget)) toastError({ title });
  };

const fieldsOf = (form: HTMLFormElement) => Object.fromEntries(new FormData(form));

function LoginForm({ callbackUrl, onDone, onSwitch }: FormProps) {
  const { state, pending, errors, value, form } = useSignInForm(loginAction, {
    schema: loginSchema,
    failureTitle: "Login failed",
    onSignedIn: (user) => {
      toast({ title: "Login successful", description: `Welcome back, ${user?.firstName}!` });
      onDone(user?.next);
    },
  });
  const onSubmit = withToast(form.onSubmit, () => true, LOGIN_REQUIRED);

  return (
    <form {...form} onSubmit={onSubmit} aria-label="Login" className="grid gap-5">
      <AfterAuth callbackUrl={callbackUrl} state={state} />
      <Field name="username" id="login-username" label="Username or email" error={errors.username}>
        {(control) => (
          <Input
            {...control}
            defaultValue={value("username")}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            readOnly={pending}
          />
        )}
      </Field>
      <div className="grid gap-1.5">
        <Field name="password" id="login-password" label="Password" error={errors.password}>
          {(control) => <PasswordInput {...control} autoComplete="current-password" readOnly={pending} />}
        </Field>
        {/* After the field, so the keyboard goes from the name to the password directly. */}
        <Link
          href={FORGOT_PASSWORD_PATH}
          className="justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? (
          <Spinner size="sm" label="Logging in..." className="text-primary-foreground [&_svg]:text-primary-foreground" />
        ) : (
          <LogIn aria-hidden="true" />
        )}
        {pending ? "Logging in..." : "Login"}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        New here?{" "}
        <button type="button" onClick={onSwitch} className="rounded-sm font-medium text-primary underline-offset-4 hover:underline">
          Create an account
        </button>
      </p>
    </form>
  );
}

function RegisterForm({ callbackUrl, onDone, onSwitch }: FormProps) {
  // The same field rules as the server check them all at once (the server re-checks), and the
  // first invalid field gets the focus.
  const { state, pending, errors, value, form } = useSignInForm(registerAction, {
    schema: registerFieldsSchema,
    failureTitle: "Registration failed",
    onSignedIn: (user) => {
      toast({ title: "Registration successful", description: `Welcome, ${user?.firstName}! Your account is ready.` });
      onDone(user?.next);
    },
  });
  // Every field is marked next to itself; the spec's toast is for missing ones.
  const check = withToast(form.onSubmit, (element) => missingRegisterFields(fieldsOf(element)).length > 0, REGISTER_REQUIRED);
  // A refusal (a taken username) keeps the password typed.
  const onSubmit = submitKeepingFields({ action: form.action, onSubmit: check });
  const text = (name: string, label: string, props: React.ComponentProps<typeof Input>, hint?: string) => (
    <Field name={name} id={`register-${name}`} label={label} hint={hint} error={errors[name]}>
      {(control) => (
        <Input {...control} aria-invalid={control["aria-invalid"] ?? false} defaultValue={value(name)} readOnly={pending} {...props} />
      )}
    </Field>
  );

  return (
    <form {...form} onSubmit={onSubmit} aria-label="Register" className="grid gap-5">
      <AfterAuth callbackUrl={callbackUrl} state={state} />
      <div className="grid gap-5 sm:grid-cols-2">
        {text("firstName", "First name", { autoComplete: "given-name" })}
        {text("lastName", "Last name", { autoComplete: "family-name" })}
      </div>
      {text("username", "Username", { autoComplete: "username", autoCapitalize: "none", spellCheck: false })}
      {text("email", "Email", { type: "email", autoComplete: "email" })}
      {text("phone", "Phone (optional)", { type: "tel", autoComplete: "tel" })}
      <Field name="password" id="register-password" label="Password" hint={`At least ${PASSWORD_MIN} characters.`} error={errors.password}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" readOnly={pending} />}
      </Field>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? (
          <Spinner size="sm" label="Creating account..." className="[&_svg]:text-primary-foreground" />
        ) : (
          <UserPlus aria-hidden="true" />
        )}
        {pending ? "Creating account..." : "Create Account"}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <button type="button" onClick={onSwitch} className="rounded-sm font-medium text-primary underline-offset-4 hover:underline">
          Log in
        </button>
      </p>
    </form>
  );
}
