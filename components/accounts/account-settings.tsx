"use client";

import { useState } from "react";
import { KeyRound, Save } from "lucide-react";

import { Button } from "@/components/ui/button";
import { useActionForm } from "@/components/ui/action-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { PasswordInput } from "@/components/accounts/password-input";
import { announceAuthChange } from "@/components/site/session-store";
import { useHydrated } from "@/components/site/use-hydrated";
import { changePasswordAction, updateProfileAction } from "@/lib/actions/accounts";
import type { PublicUser } from "@/lib/accounts/users";
import { PASSWORD_MIN } from "@/lib/validations/auth";
import { passwordChangeSchema, profileUpdateSchema } from "@/lib/validations/profile";

/** The Account tab: personal details and password. */
export function AccountSettings({ user }: { user: PublicUser }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ProfileDetailsForm user={user} />
      <PasswordForm />
    </div>
  );
}

const DETAILS = ["firstName", "lastName", "email", "phone"] as const;
const detailsOf = (user: PublicUser) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone ?? "",
});

function ProfileDetailsForm({ user }: { user: PublicUser }) {
  const hydrated = useHydrated();
  const [dirty, setDirty] = useState(false);
  const { state, pending, errors, value, form } = useActionForm(updateProfileAction, {
    schema: profileUpdateSchema,
    failureTitle: "Update Failed",
    onSuccess: () => {
      setDirty(false);
      toast({ title: "Profile Updated", description: "Your details have been saved." });
      announceAuthChange(); // the header shows the first name
    },
  });
  // What is saved: the action's answer once there is one (the page's data follows in the same answer).
  const saved = detailsOf(state.status === "success" && state.data ? state.data : user);
  const changed = (element: HTMLFormElement) => {
    const data = new FormData(element);
    return DETAILS.some((key) => data.get(key) !== saved[key]);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Personal details
        </CardTitle>
        <CardDescription>Used for your bookings, receipts and reminders. Your username cannot be changed.</CardDescription>
      </CardHeader>
      <CardContent>
        <form {...form} onChange={(event) => setDirty(changed(event.currentTarget))} aria-label="Personal details" className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <Field name="firstName" label="First name" error={errors.firstName}>
              {(control) => (
                <Input {...control} defaultValue={value("firstName", saved.firstName)} autoComplete="given-name" readOnly={pending} />
              )}
            </Field>
            <Field name="lastName" label="Last name" error={errors.lastName}>
              {(control) => (
                <Input {...control} defaultValue={value("lastName", saved.lastName)} autoComplete="family-name" readOnly={pending} />
              )}
            </Field>
          </div>
          <Field name="email" label="Email" error={errors.email}>
            {(control) => (
              <Input {...control} type="email" defaultValue={value("email", saved.email)} autoComplete="email" readOnly={pending} />
            )}
          </Field>
          <Field name="phone" label="Phone (optional)" hint="At least 10 digits, e.g. (828) 555-0142." error={errors.phone}>
            {(control) => (
              <Input {...control} type="tel" defaultValue={value("phone", saved.phone)} autoComplete="tel" readOnly={pending} />
            )}
          </Field>
          {/* Nothing changed yet: nothing to save (before hydration the button always works). */}
          <Button type="submit" disabled={pending || (hydrated && !dirty && state.status !== "error")} className="w-full sm:w-fit">
            <Save aria-hidden="true" />
            {pending ? "Saving..." : "Update Profile"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function PasswordForm() {
  const { pending, errors, form } = useActionForm(changePasswordAction, {
    schema: passwordChangeSchema,
    failureTitle: "Password Not Changed",
    onSuccess: () => toast({ title: "Password Changed", description: "Use your new password the next time you log in." }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Change password
        </CardTitle>
        <CardDescription>Enter your current password to choose a new one.</CardDescription>
      </CardHeader>
      <CardContent>
        <form {...form} aria-label="Change password" className="grid gap-5">
          <Field name="currentPassword" label="Current password" error={errors.currentPassword}>
            {(control) => <PasswordInput {...control} autoComplete="current-password" readOnly={pending} />}
          </Field>
          <Field name="newPassword" label="New password" hint={`At least ${PASSWORD_MIN} characters.`} error={errors.newPassword}>
            {(control) => <PasswordInput {...control} autoComplete="new-password" readOnly={pending} />}
          </Field>
          <Field name="confirmPassword" label="Confirm new password" error={errors.confirmPassword}>
            {(control) => <PasswordInput {...control} autoComplete="new-password" readOnly={pending} />}
          </Field>
          <Button type="submit" variant="outline" disabled={pending} className="w-full sm:w-fit">
            <KeyRound aria-hidden="true" />
            {pending ? "Changing..." : "Change Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
