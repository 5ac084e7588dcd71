"use client";

import { useState } from "react";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn, UserPlus } from "lucide-react";
import { useForm, type Resolver } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, TextField, setServerErrors } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast, toastError } from "@/components/ui/toast";
import { PasswordInput } from "@/components/accounts/password-input";
import { announceAuthChange } from "@/components/site/session-store";
import { FORGOT_PASSWORD_PATH } from "@/lib/accounts/password-reset-links";
import type { PublicUser } from "@/lib/accounts/users";
import { apiRequest, messageOr } from "@/lib/api/client";
import {
  LOGIN_REQUIRED,
  PASSWORD_MIN,
  REGISTER_REQUIRED,
  loginSchema,
  missingRegisterFields,
  registerFieldsSchema,
  type LoginInput,
} from "@/lib/validations/auth";
export type AuthTab = "login" | "register";

/** The /auth page's Login and Register tabs. After either, the user goes back to `callbackUrl`. */
export function AuthTabs({ callbackUrl, initialTab }: { callbackUrl: string; initialTab: AuthTab }) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const router = useRouter();

  function done() {
    announceAuthChange();
    // Drop what the router cached while logged out (e.g. redirects to /auth), then go on.
    router.refresh();
    router.replace(callbackUrl);
  }

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)} className="gap-6">
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="register">Register</TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <LoginForm onDone={done} onSwitch={() => setTab("register")} />
      </TabsContent>
      <TabsContent value="register">
        <RegisterForm onDone={done} onSwitch={() => setTab("login")} />
      </TabsContent>
    </Tabs>
  );
}

function LoginForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });

  async function onSubmit(values: LoginInput) {
    let user: PublicUser;
    try {
      user = await apiRequest<PublicUser>("/api/login", { body: values });
    } catch (error) {
      toastError({ title: "Login failed", description: messageOr(error, (error as Error).message) });
      return;
    }
    toast({ title: "Login successful", description: `Welcome back, ${user.firstName}!` });
    setRedirecting(true); // stays pending until the next page shows
    onDone();
  }

  const onInvalid = () => toastError({ title: LOGIN_REQUIRED });
  const pending = form.formState.isSubmitting || redirecting;

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit, onInvalid)} noValidate aria-label="Login" className="grid gap-5">
        <FormField
          control={form.control}
          name="username"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Username or email</FormLabel>
              <FormControl>
                <Input autoComplete="username" autoCapitalize="none" spellCheck={false} disabled={pending} {...field} />
              </FormControl>
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="current-password" disabled={pending} {...field} />
              </FormControl>
              {/* After the field, so the keyboard goes from the name to the password directly. */}
              <Link
                href={FORGOT_PASSWORD_PATH}
                className="justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                Forgot password?
              </Link>
            </FormItem>
          )}
        />
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
    </Form>
  );
}

type RegisterFormValues = { firstName: string; lastName: string; username: string; email: string; phone: string; password: string };

function RegisterForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
  const [redirecting, setRedirecting] = useState(false);
  // The form holds strings; the same field rules as the server check them all at once (the server
  // re-checks). react-hook-form then focuses the first invalid field.
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFieldsSchema) as unknown as Resolver<RegisterFormValues>,
    defaultValues: { firstName: "", lastName: "", username: "", email: "", phone: "", password: "" },
  });

  async function onSubmit(values: RegisterFormValues) {
    let user: PublicUser;
    try {
      user = await apiRequest<PublicUser>("/api/register", { body: values });
    } catch (error) {
      setServerErrors(form, error);
      toastError({ title: "Registration failed", description: messageOr(error, (error as Error).message) });
      return;
    }
    toast({ title: "Registration successful", description: `Welcome, ${user.firstName}! Your account is ready.` });
    setRedirecting(true);
    onDone();
  }

  // Every field is marked next to itself; the spec's toast is for missing ones.
  function onInvalid() {
    if (missingRegisterFields(form.getValues()).length) toastError({ title: REGISTER_REQUIRED });
  }

  const pending = form.formState.isSubmitting || redirecting;

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit, onInvalid)} noValidate aria-label="Register" className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="firstName" label="First name" autoComplete="given-name" disabled={pending} />
          <TextField name="lastName" label="Last name" autoComplete="family-name" disabled={pending} />
        </div>
        <TextField name="username" label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} disabled={pending} />
        <TextField name="email" label="Email" type="email" autoComplete="email" disabled={pending} />
        <TextField name="phone" label="Phone (optional)" type="tel" autoComplete="tel" disabled={pending} />
        <TextField
          name="password"
          label="Password"
          description={`At least ${PASSWORD_MIN} characters.`}
          render={(field) => <PasswordInput autoComplete="new-password" disabled={pending} {...field} />}
        />
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
    </Form>
  );
}
