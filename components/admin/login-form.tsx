"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { PasswordInput } from "@/components/accounts/password-input";
import { Button } from "@/components/ui/button";
import { Form, TextField } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { toast, toastError } from "@/components/ui/toast";
import { ApiError, apiRequest } from "@/lib/api/client";

// Both fields required and trimmed before sending; a response whose success is
// not true counts as invalid credentials.
const adminLoginSchema = z.object({
  username: z.string().trim().min(1, "Username is required"),
  password: z.string().trim().min(1, "Password is required"),
});
type AdminLoginValues = z.infer<typeof adminLoginSchema>;

const FAILED = "Authentication failed";
const FALLBACK = "Please check your credentials and try again";

export function AdminLoginForm() {
  const router = useRouter();
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm<AdminLoginValues>({ resolver: zodResolver(adminLoginSchema), defaultValues: { username: "", password: "" } });

  async function onSubmit(values: AdminLoginValues) {
    try {
      const result = await apiRequest<{ success?: boolean; message?: string }>("/api/admin/login", { body: values });
      if (result?.success !== true) {
        toastError({ title: FAILED, description: result?.message || "Invalid username or password" });
        return;
      }
    } catch (error) {
      toastError({ title: FAILED, description: error instanceof ApiError && error.serverMessage ? error.serverMessage : FALLBACK });
      return;
    }
    toast({ title: "Login successful", description: "Redirecting to admin dashboard..." });
    setRedirecting(true); // stays busy until the dashboard shows
    router.replace("/admin/dashboard");
    router.refresh();
  }

  const busy = form.formState.isSubmitting || redirecting;

  return (
    <Form {...form}>
      {/* POST, so a submit before the page is interactive never puts the password in the URL. */}
      <form method="post" onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Admin login" className="grid gap-5">
        <TextField<AdminLoginValues, "username">
          name="username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          disabled={busy}
        />
        <TextField<AdminLoginValues, "password">
          name="password"
          label="Password"
          render={(field) => <PasswordInput {...field} autoComplete="current-password" required disabled={busy} />}
        />
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? <Spinner size="sm" label="Signing in..." className="[&_svg]:text-primary-foreground" /> : <LogIn aria-hidden="true" />}
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </Form>
  );
}
