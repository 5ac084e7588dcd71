"use client";

import { useId, useState } from "react";
import { MessageSquare, Send, ShieldCheck } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { saveSmsRemindersAction, startSmsAction, stopSmsAction, verifySmsAction } from "@/lib/actions/sms";
import type { SmsStatus } from "@/lib/sms/subscription";
import { smsReminderTypesSchema, smsStartSchema, smsVerifySchema } from "@/lib/validations/sms";
import { z } from "zod";

const checkboxClasses = "mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]";
const optionClasses =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary/60 has-[:checked]:bg-primary-soft/40";

export type ReminderOption = { value: string; label: string };

/**
 * Text-message reminders: consent and a US mobile number, the 6-digit code texted to it, then
 * which reminders also come by text (or stop them). The server answers each step with the new
 * status. `compact` is the booking wizard's version (no card around it).
 */
export function TextMessagesPanel({
  initial,
  consentText,
  options,
  compact = false,
}: {
  initial: SmsStatus;
  consentText: string;
  options: ReminderOption[];
  compact?: boolean;
}) {
  const ids = useId();
  const [status, setStatus] = useState(initial);
  const [changingNumber, setChangingNumber] = useState(false);
  // A subscriber who asked for a new number's code and then chose to keep the old one.
  const [keepingNumber, setKeepingNumber] = useState(false);
  const [lastPhone, setLastPhone] = useState("");

  const start = useActionForm<SmsStatus>(startSmsAction, {
    schema: smsStartSchema,
    failureTitle: "Code not sent",
    onSuccess: ({ data }) => {
      if (!data) return;
      setStatus(data);
      setChangingNumber(false);
      setKeepingNumber(false);
      toast({ title: "Code sent", description: `We texted a 6-digit code to ${data.pendingPhone}.` });
    },
  });
  const verify = useActionForm<SmsStatus>(verifySmsAction, {
    schema: smsVerifySchema,
    failureTitle: "Number not verified",
    onSuccess: ({ data }) => {
      if (!data) return;
      setStatus(data);
      toast({ title: "Text messages on", description: `Reminders you choose will be texted to ${data.phone}.` });
    },
  });
  const reminders = useActionForm<SmsStatus>(saveSmsRemindersAction, {
    schema: smsReminderTypesSchema,
    failureTitle: "Text reminders not saved",
    onSuccess: ({ data }) => {
      if (data) setStatus(data);
      toast({ title: "Text reminders saved", description: "Your choices for text reminders have been saved." });
    },
  });
  const stop = useActionForm<SmsStatus>(stopSmsAction, {
    schema: z.object({}),
    failureTitle: "Texts not stopped",
    onSuccess: ({ data }) => {
      if (data) setStatus(data);
      toast({ title: "Text messages off", description: "We will not text you any more." });
    },
  });

  // A code waits for the number it went to, also when texts already go to another (a change of number).
  const waitingForCode = Boolean(status.pendingPhone) && !changingNumber && !keepingNumber;
  const offered = [
    ...options,
    ...status.reminderTypes.filter((t) => !options.some((o) => o.value === t)).map((t) => ({ value: t, label: t })),
  ];

  let body: React.ReactNode;
  if (!status.available && !status.active) {
    body = <p className="text-sm text-muted-foreground">Text messages are not available right now.</p>;
  } else if (waitingForCode) {
    body = (
      <div className="grid gap-4">
        <form {...verify.form} aria-label="Verify your number" className="grid gap-3">
          {status.active ? (
            <p className="text-sm">
              Texts still go to <strong>{status.phone}</strong> until the new number is verified.
            </p>
          ) : null}
          <Field
            name="code"
            id={`${ids}-code`}
            label="6-digit code"
            hint={`We texted a code to ${status.pendingPhone}. It works for 10 minutes.`}
            error={verify.errors.code}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                className="max-w-40 tracking-widest"
                defaultValue={verify.value("code")}
              />
            )}
          </Field>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={verify.pending}>
              <ShieldCheck aria-hidden="true" />
              {verify.pending ? "Verifying..." : "Verify number"}
            </Button>
            {status.active ? (
              <Button type="button" variant="ghost" onClick={() => setKeepingNumber(true)}>
                Keep {status.phone}
              </Button>
            ) : null}
          </div>
        </form>
        <form {...start.form} aria-label="Send a new code" className="flex flex-col gap-2 sm:flex-row">
          <input type="hidden" name="phone" value={lastPhone || status.pendingPhone || ""} />
          <input type="hidden" name="consent" value="on" />
          <Button type="submit" variant="outline" disabled={start.pending}>
            {start.pending ? "Sending..." : "Send a new code"}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setChangingNumber(true)}>
            Use a different number
          </Button>
        </form>
      </div>
    );
  } else if (status.active && !changingNumber) {
    body = (
      <div className="grid gap-5">
        <p className="flex items-start gap-2 text-sm">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Texts go to <strong>{status.phone}</strong>. Reply STOP to any text to stop them, HELP for help.
            {status.available ? null : " The practice is not sending texts at the moment."}
          </span>
        </p>
        <form {...reminders.form} aria-labelledby={`${ids}-which`} className="grid gap-3">
          <fieldset className="grid gap-3">
            <legend id={`${ids}-which`} className="mb-1 font-medium">
              Also text me these reminders
            </legend>
            {offered.length === 0 ? (
              <p className="text-sm text-muted-foreground">Turn on email reminders above first: texts follow the same reminder times.</p>
            ) : (
              <div className="grid gap-2 sm:grid-cols-2">
                {offered.map((option) => (
                  <label key={option.value} className={optionClasses}>
                    <input
                      type="checkbox"
                      name="reminderTypes"
                      value={option.value}
                      defaultChecked={status.reminderTypes.includes(option.value)}
                      className={checkboxClasses}
                    />
                    <span className="text-sm">{option.label}</span>
                  </label>
                ))}
              </div>
            )}
            {reminders.errors.reminderTypes ? (
              <p className="text-sm font-medium text-destructive">{reminders.errors.reminderTypes}</p>
            ) : null}
          </fieldset>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={reminders.pending || offered.length === 0}>
              {reminders.pending ? "Saving..." : "Save text reminders"}
            </Button>
            <Button type="button" variant="outline" onClick={() => setChangingNumber(true)}>
              Change number
            </Button>
          </div>
        </form>
        <form {...stop.form} aria-label="Stop text messages">
          <Button type="submit" variant="ghost" className="text-destructive" disabled={stop.pending}>
            {stop.pending ? "Stopping..." : "Stop text messages"}
          </Button>
        </form>
      </div>
    );
  } else {
    body = (
      <form {...start.form} aria-label="Get text reminders" className="grid gap-4">
        <Field
          name="phone"
          id={`${ids}-phone`}
          label="Mobile number"
          hint="A US mobile number. We text a 6-digit code to confirm it."
          error={start.errors.phone}
        >
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              className="max-w-64"
              defaultValue={start.value("phone")}
              onChange={(e) => setLastPhone(e.target.value)}
            />
          )}
        </Field>
        <div className="grid gap-1.5">
          <label className={optionClasses}>
            <input
              type="checkbox"
              name="consent"
              id={`${ids}-consent`}
              defaultChecked={start.value("consent") === "on"}
              className={checkboxClasses}
              aria-invalid={start.errors.consent ? true : undefined}
              aria-describedby={start.errors.consent ? `${ids}-consent-error` : undefined}
            />
            <span className="text-sm">{consentText}</span>
          </label>
          {start.errors.consent ? (
            <p id={`${ids}-consent-error`} className="text-sm font-medium text-destructive">
              {start.errors.consent}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={start.pending}>
            <Send aria-hidden="true" />
            {start.pending ? "Sending..." : "Text me a code"}
          </Button>
          {changingNumber ? (
            <Button type="button" variant="ghost" onClick={() => setChangingNumber(false)}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    );
  }

  if (compact) return <div className="grid gap-3">{body}</div>;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-xl">
          <MessageSquare className="size-5 text-primary" aria-hidden="true" />
          Text Message Reminders
        </CardTitle>
        <CardDescription>Get your reminders, with the join link for virtual sessions, by text as well as by email.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
