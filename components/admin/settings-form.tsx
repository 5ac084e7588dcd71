"use client";

import { Save } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { saveSettingsAction } from "@/lib/actions/settings";
import type { PracticeSettingsView } from "@/lib/practice/bookable";
import { BANNER_MAX, practiceSettingsSchema } from "@/lib/validations/practice-settings";

/** The home page banner and whether in-person sessions can be booked; saved together. */
export function SettingsForm({ initial, textMode }: { initial: PracticeSettingsView; textMode: "twilio" | "recorded" }) {
  const { state, pending, errors, value, form } = useActionForm(saveSettingsAction, {
    schema: practiceSettingsSchema,
    failureTitle: "Settings not saved",
    onSuccess: ({ message }) => toast({ title: "Settings saved", description: message }),
  });
  // After a refusal the switch shows what was posted (an unticked switch posts nothing).
  const inPersonOpen = state.status === "error" ? value("inPersonOpen") === "on" : initial.inPersonOpen;
  const smsEnabled = state.status === "error" ? value("smsEnabled") === "on" : initial.smsEnabled;

  return (
    <form {...form} aria-label="Practice settings" className="grid gap-6">
      <Field
        name="bannerText"
        id="settings-banner"
        label="Home page banner"
        hint={`Shown at the top of the home page; its first sentence in bold. Up to ${BANNER_MAX} characters.`}
        error={errors.bannerText}
      >
        {(control) => <Textarea {...control} defaultValue={value("bannerText", initial.bannerText)} maxLength={BANNER_MAX} rows={2} />}
      </Field>
      <div className="flex items-start gap-3 rounded-lg border border-border p-3 sm:p-4">
        <Switch
          key={String(inPersonOpen)}
          id="settings-in-person"
          name="inPersonOpen"
          defaultChecked={inPersonOpen}
          aria-describedby="settings-in-person-hint"
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor="settings-in-person">In-person sessions open for booking</Label>
          <p id="settings-in-person-hint" className="text-sm text-muted-foreground">
            While closed, in-person services show on the site as &ldquo;Not yet bookable&rdquo; and the booking wizard does not offer them.
            Bookings already made are kept.
          </p>
        </div>
      </div>
      <div className="flex items-start gap-3 rounded-lg border border-border p-3 sm:p-4">
        <Switch
          key={String(smsEnabled)}
          id="settings-sms"
          name="smsEnabled"
          defaultChecked={smsEnabled}
          aria-describedby="settings-sms-hint settings-sms-mode"
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor="settings-sms">Text message reminders</Label>
          <p id="settings-sms-hint" className="text-sm text-muted-foreground">
            Clients who opt in and verify their mobile number get the reminders they choose by text. While off, no text is sent to anyone
            and clients cannot opt in; their choices are kept.
          </p>
          <p id="settings-sms-mode" className="text-sm font-medium">
            {textMode === "twilio"
              ? "Texts are sent through Twilio."
              : "Twilio is not configured: texts are recorded with the appointment but not sent."}
          </p>
        </div>
      </div>
      <Button type="submit" disabled={pending} className="w-full sm:w-fit">
        <Save aria-hidden="true" />
        {pending ? "Saving..." : "Save settings"}
      </Button>
    </form>
  );
}
