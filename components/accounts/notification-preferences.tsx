"use client";

import { useId, useState } from "react";
import { Plus, Save, X } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast, toastError } from "@/components/ui/toast";
import { saveNotificationSettingsAction } from "@/lib/actions/accounts";
import { notificationSettingsSchema } from "@/lib/validations/profile";
import {
  DUPLICATE_TIME_MESSAGE,
  REMINDER_LIMITS,
  STANDARD_REMINDERS,
  STANDARD_REMINDER_HOURS,
  STANDARD_REMINDER_LABELS,
  customReminderHoursSchema,
  customTimesSchema,
  type NotificationPreferences,
  type StandardReminder,
} from "@/lib/validations/notification-preferences";
import { readNotificationPreferences, reminderLabel } from "@/lib/reminders/preferences";

/**
 * The Notifications tab (spec: notification preferences panel). Every field but the switch is
 * disabled while notifications are off. The choices are built here; the form posts them as hidden
 * fields to the save action (as PUT /api/user/notification-preferences), where the same schema
 * validates again, and the page's summary follows in the same answer.
 */
export function NotificationPreferencesCard({
  notificationsEnabled,
  notificationPreferences,
}: {
  notificationsEnabled: boolean;
  notificationPreferences: string;
}) {
  const ids = useId();
  const initial = readNotificationPreferences(notificationPreferences);
  const [enabled, setEnabled] = useState(notificationsEnabled);
  const [standard, setStandard] = useState<StandardReminder[]>(initial.standardReminders);
  const [customTimes, setCustomTimes] = useState<number[]>(initial.customTimes);
  const [customInput, setCustomInput] = useState("");
  const [message, setMessage] = useState(initial.customMessage);
  const { pending: saving, form } = useActionForm(saveNotificationSettingsAction, {
    schema: notificationSettingsSchema,
    failureTitle: "Failed to Update Preferences",
    onSuccess: () => toast({ title: "Preferences Updated", description: "Your notification preferences have been saved." }),
  });
  const off = !enabled;

  function toggleStandard(key: StandardReminder, checked: boolean) {
    setStandard((current) =>
      checked ? STANDARD_REMINDERS.filter((k) => k === key || current.includes(k)) : current.filter((k) => k !== key),
    );
  }

  // The server's own rules (lib/reminders/preferences.ts) decide what the form accepts.
  function addCustomTime() {
    const hours = customReminderHoursSchema.safeParse(customInput.trim() ? Number(customInput) : Number.NaN);
    if (!hours.success) {
      toastError({ title: "Invalid Time", description: hours.error.issues[0].message });
      return;
    }
    // The same moment as a chosen standard reminder counts as a duplicate too.
    if (customTimes.includes(hours.data) || standard.some((key) => STANDARD_REMINDER_HOURS[key] === hours.data)) {
      toastError({ title: "Duplicate Time", description: DUPLICATE_TIME_MESSAGE });
      return;
    }
    const next = customTimesSchema.safeParse([...customTimes, hours.data]);
    if (!next.success) {
      toastError({ title: "Too Many Reminders", description: next.error.issues[0].message });
      return;
    }
    setCustomTimes(next.data.sort((a, b) => b - a));
    setCustomInput("");
  }

  const prefs: NotificationPreferences = { standardReminders: standard, customTimes, customMessage: message.trim() };

  return (
    <Card>
      <form {...form} aria-labelledby={`${ids}-title`} className="flex flex-col gap-6">
        <input type="hidden" name="notificationsEnabled" value={String(enabled)} />
        <input type="hidden" name="notificationPreferences" value={JSON.stringify(prefs)} />
        <CardHeader>
          <CardTitle as="h2" id={`${ids}-title`} className="text-xl">
            Notification Preferences
          </CardTitle>
          <CardDescription>Choose when we email you before each confirmed session.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-8">
          <div className="flex items-center justify-between gap-4 rounded-lg border border-border bg-muted/40 p-4">
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${ids}-enabled`} className="text-base">
                Appointment reminders
              </Label>
              <p id={`${ids}-enabled-hint`} className="text-sm text-muted-foreground">
                {enabled
                  ? "Reminders are on: we email you at the times below."
                  : "Reminders are off: you will not receive reminder emails."}
              </p>
            </div>
            <Switch id={`${ids}-enabled`} checked={enabled} onCheckedChange={setEnabled} aria-describedby={`${ids}-enabled-hint`} />
          </div>

          <fieldset disabled={off} className="flex flex-col gap-3 disabled:opacity-60">
            <legend className="mb-3 font-display text-lg font-semibold">Standard reminders</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {STANDARD_REMINDERS.map((key) => (
                <Label
                  key={key}
                  className="min-h-11 rounded-md border border-border px-3 font-normal has-[[data-state=checked]]:border-primary/50 has-[[data-state=checked]]:bg-primary-soft/40"
                >
                  <Checkbox
                    checked={standard.includes(key)}
                    onCheckedChange={(checked) => toggleStandard(key, checked === true)}
                    disabled={off}
                  />
                  {STANDARD_REMINDER_LABELS[key]}
                </Label>
              ))}
            </div>
          </fieldset>

          <fieldset disabled={off} className="flex flex-col gap-3 disabled:opacity-60">
            <legend className="mb-1 font-display text-lg font-semibold">Custom reminders</legend>
            <p id={`${ids}-custom-hint`} className="text-sm text-muted-foreground">
              Add your own times, in hours before the session (for example 2 or 48). Steps of 0.5 hours.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="grid gap-2 sm:w-56">
                <Label htmlFor={`${ids}-custom`}>Hours before</Label>
                <Input
                  id={`${ids}-custom`}
                  type="number"
                  inputMode="decimal"
                  min={0.5}
                  step={0.5}
                  value={customInput}
                  onChange={(e) => setCustomInput(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === "Enter") {
                      e.preventDefault();
                      addCustomTime();
                    }
                  }}
                  aria-describedby={`${ids}-custom-hint`}
                  disabled={off}
                />
              </div>
              <Button type="button" variant="outline" onClick={addCustomTime} disabled={off}>
                <Plus aria-hidden="true" />
                Add Reminder
              </Button>
            </div>
            {customTimes.length ? (
              <ul aria-label="Custom reminders" className="flex flex-wrap gap-2">
                {customTimes.map((hours) => (
                  <li key={hours} className="flex items-center gap-1 rounded-full border border-border bg-secondary py-1 pl-3 pr-1 text-sm">
                    {reminderLabel(`custom_${hours}`)}
                    <button
                      type="button"
                      onClick={() => setCustomTimes((current) => current.filter((h) => h !== hours))}
                      disabled={off}
                      aria-label={`Remove ${reminderLabel(`custom_${hours}`)}`}
                      className="flex size-7 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <X className="size-3.5" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No custom reminders yet.</p>
            )}
          </fieldset>

          <fieldset disabled={off} className="flex flex-col gap-2 disabled:opacity-60">
            <legend className="mb-1 font-display text-lg font-semibold">Custom message</legend>
            <Label htmlFor={`${ids}-message`} className="font-normal text-muted-foreground">
              A personal note added to each reminder email (optional)
            </Label>
            <Textarea
              id={`${ids}-message`}
              rows={3}
              maxLength={REMINDER_LIMITS.maxMessageLength}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              placeholder="For example: Remember to find a quiet, comfortable space."
              disabled={off}
            />
            <p className="text-right text-xs text-muted-foreground">
              {message.length}/{REMINDER_LIMITS.maxMessageLength}
            </p>
          </fieldset>
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={saving} className="w-full sm:w-fit">
            <Save aria-hidden="true" />
            {saving ? "Saving..." : "Save Preferences"}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
