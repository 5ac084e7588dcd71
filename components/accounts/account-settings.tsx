"use client";

import { useRouter } from "next/navigation";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, Save } from "lucide-react";
import { useForm, type Resolver } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, TextField, setServerErrors } from "@/components/ui/form";
import { toast, toastError } from "@/components/ui/toast";
import { PasswordInput } from "@/components/accounts/password-input";
import { announceAuthChange } from "@/components/site/session-store";
import type { PublicUser } from "@/lib/accounts/users";
import { apiRequest, messageOr } from "@/lib/api/client";
import { PASSWORD_MIN } from "@/lib/validations/auth";
import { passwordChangeSchema, profileUpdateSchema, type PasswordChangeInput } from "@/lib/validations/profile";

/** The Account tab: personal details and password. */
export function AccountSettings({ user }: { user: PublicUser }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ProfileDetailsForm user={user} />
      <PasswordForm />
    </div>
  );
}

type DetailsValues = { firstName: string; lastName: string; email: string; phone: string };

function ProfileDetailsForm({ user }: { user: PublicUser }) {
  const router = useRouter();
  const form = useForm<DetailsValues>({
    // Strings in the form; the shared schema trims and normalises (the server re-checks).
    resolver: zodResolver(profileUpdateSchema) as unknown as Resolver<DetailsValues>,
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone ?? "" },
  });

  async function onSubmit(values: DetailsValues) {
    let saved: PublicUser;
    try {
      saved = await apiRequest<PublicUser>("/api/user", { method: "PATCH", body: values });
    } catch (error) {
      setServerErrors(form, error);
      toastError({ title: "Update Failed", description: messageOr(error, (error as Error).message) });
      return;
    }
    form.reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email, phone: saved.phone ?? "" });
    toast({ title: "Profile Updated", description: "Your details have been saved." });
    announceAuthChange(); // the header shows the first name
    router.refresh();
  }

  const pending = form.formState.isSubmitting;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Personal details
        </CardTitle>
        <CardDescription>Used for your bookings, receipts and reminders. Your username cannot be changed.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Personal details" className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="firstName" label="First name" autoComplete="given-name" disabled={pending} />
              <TextField name="lastName" label="Last name" autoComplete="family-name" disabled={pending} />
            </div>
            <TextField name="email" label="Email" type="email" autoComplete="email" disabled={pending} />
            <TextField
              name="phone"
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              disabled={pending}
              description="At least 10 digits, e.g. (828) 555-0142."
            />
            <Button type="submit" disabled={pending || !form.formState.isDirty} className="w-full sm:w-fit">
              <Save aria-hidden="true" />
              {pending ? "Saving..." : "Update Profile"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

function PasswordForm() {
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  async function onSubmit(values: PasswordChangeInput) {
    try {
      await apiRequest("/api/user/password", { body: values });
    } catch (error) {
      setServerErrors(form, error);
      toastError({ title: "Password Not Changed", description: messageOr(error, (error as Error).message) });
      return;
    }
    form.reset();
    toast({ title: "Password Changed", description: "Use your new password the next time you log in." });
  }

  const pending = form.formState.isSubmitting;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Change password
        </CardTitle>
        <CardDescription>Enter your current password to choose a new one.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Change password" className="grid gap-5">
            <TextField
              name="currentPassword"
              label="Current password"
              render={(field) => <PasswordInput autoComplete="current-password" disabled={pending} {...field} />}
            />
            <TextField
              name="newPassword"
              label="New password"
              description={`At least ${PASSWORD_MIN} characters.`}
              render={(field) => <PasswordInput autoComplete="new-password" disabled={pending} {...field} />}
            />
            <TextField
              name="confirmPassword"
              label="Confirm new password"
              render={(field) => <PasswordInput autoComplete="new-password" disabled={pending} {...field} />}
            />
            <Button type="submit" variant="outline" disabled={pending} className="w-full sm:w-fit">
              <KeyRound aria-hidden="true" />
              {pending ? "Changing..." : "Change Password"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
