"use client";

import { useRouter } from "next/navigation";
import { LogIn } from "lucide-react";
import { z } from "zod";

import { PasswordInput } from "@/components/accounts/password-input";
import { useSignInForm } from "@/components/accounts/use-sign-in-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { adminLoginAction } from "@/lib/actions/admin-session";

// The browser's first check, a message per field; the server parses with adminLoginSchema.
const adminLoginFields = z.object({
  username: z.string().trim().min(1, "Username is required"),
  password: z.string().trim().min(1, "Password is required"),
});

/** Signs the owner in, then goes to `next`; before the page hydrates the action answers with that page itself. */
export function AdminLoginForm({ next }: { next: string }) {
  const router = useRouter();
  const {
    pending: busy,
    errors,
    value,
    form,
  } = useSignInForm(adminLoginAction, {
    schema: adminLoginFields,
    failureTitle: "Authentication failed",
    onSignedIn: () => {
      toast({ title: "Login successful", description: "Redirecting to admin dashboard..." });
      router.replace(next);
    },
  });

  return (
    <form {...form} aria-label="Admin login" className="grid gap-5">
      <input type="hidden" name="next" value={next} />
      <Field name="username" label="Username" error={errors.username}>
        {(control) => (
          <Input
            {...control}
            defaultValue={value("username")}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            readOnly={busy}
          />
        )}
      </Field>
      <Field name="password" label="Password" error={errors.password}>
        {(control) => <PasswordInput {...control} autoComplete="current-password" required readOnly={busy} />}
      </Field>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <Spinner size="sm" label="Signing in..." className="[&_svg]:text-primary-foreground" /> : <LogIn aria-hidden="true" />}
        {busy ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
