"use client";

import { useRef, useState } from "react";
import { CalendarOff } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast, toastError } from "@/components/ui/toast";
import { addTimeOffAction } from "@/lib/actions/availability";
import { apiRequest } from "@/lib/api/client";
import type { ConflictOutcome, TimeOffPreview, TimeOffSaveResult } from "@/lib/availability/types";
import { outcomeSummary, useConflictFlow } from "./conflict-flow";
import { FailedCancellations } from "./failed-cancellations";
import { daysLabel } from "./labels";

type Field = "from" | "to" | "reason";

/** Time off: a first day, an optional last day and reason; the conflict flow before it is saved. */
export function TimeOffForm({
  practitionerId,
  practitionerName,
  today,
}: {
  practitionerId: number;
  practitionerName: string;
  today: string;
}) {
  // The fields are read when the form is sent (uncontrolled): what was typed before the page
  // finished loading counts too, and a form sent before that posts to the action itself.
  const formRef = useRef<HTMLFormElement>(null);
  const values = useRef({ from: "", to: "", reason: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failed, setFailed] = useState<ConflictOutcome["failed"]>([]);

  const range = () => ({ practitionerId, from: values.current.from, to: values.current.to || undefined });
  const flow = useConflictFlow<TimeOffSaveResult>({
    preview: async () => (await apiRequest<TimeOffPreview>("/api/admin/availability/time-off/preview", { body: range() })).conflicts,
    action: addTimeOffAction,
    onDone: (result) => {
      formRef.current?.reset();
      setErrors({});
      setFailed(result.failed);
      const { timeOff } = result;
      toast({
        title: "Time off added",
        description: `${daysLabel(timeOff.from, timeOff.to)}: no new bookings. ${outcomeSummary(result)}`.trim(),
      });
    },
    onError: ({ message, fieldErrors }) => {
      if (fieldErrors) {
        const { from: f, to: t, reason: r } = fieldErrors;
        setErrors({ from: f, to: t, reason: r });
      }
      toastError({
        title: "Time off not added",
        description: message ?? "There was a problem adding the time off. Please try again.",
      });
    },
    title: "Bookings on these days",
    description: `${practitionerName} has live bookings on these days. The days close for new bookings either way; choose for each booking: keep it, or cancel it with a full refund.`,
    confirmLabel: "Add time off",
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed([]);
    const data = new FormData(event.currentTarget);
    const text = (name: Field) => String(data.get(name) ?? "").trim();
    values.current = { from: text("from"), to: text("to"), reason: text("reason") };
    const { from, to, reason } = values.current;
    const next: Partial<Record<Field, string>> = {};
    if (!from) next.from = "Choose the first day.";
    else if (from < today) next.from = "Time off must start today or later.";
    if (to && from && to < from) next.to = "The last day must be on or after the first day.";
    if (reason.length > 200) next.reason = "The reason must be at most 200 characters.";
    setErrors(next);
    if (Object.keys(next).length) return;
    flow.start(data);
  }

  const field = (name: Field) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `time-off-${name}-error` : undefined,
  });
  const errorText = (name: Field) =>
    errors[name] ? (
      <p id={`time-off-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form ref={formRef} action={flow.action} noValidate onSubmit={submit} aria-label="Add time off" className="grid gap-4">
      <input type="hidden" name="practitionerId" value={practitionerId} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_12rem_1fr]">
        <div className="grid content-start gap-1.5">
          <Label htmlFor="time-off-from">First day</Label>
          <Input id="time-off-from" name="from" type="date" min={today} required defaultValue={flow.value("from")} {...field("from")} />
          {errorText("from")}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="time-off-to">
            Last day <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input id="time-off-to" name="to" type="date" min={today} defaultValue={flow.value("to")} {...field("to")} />
          {errorText("to")}
        </div>
        <div className="grid content-start gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="time-off-reason">
            Reason <span className="font-normal text-muted-foreground">(optional, only you see it)</span>
          </Label>
          <Input
            id="time-off-reason"
            name="reason"
            maxLength={200}
            placeholder="e.g. Vacation"
            defaultValue={flow.value("reason")}
            {...field("reason")}
          />
          {errorText("reason")}
        </div>
      </div>
      <FailedCancellations failed={failed} />
      <Button type="submit" className="w-full sm:w-fit" disabled={flow.busy}>
        <CalendarOff aria-hidden="true" />
        {flow.busy ? "Adding..." : "Add time off"}
      </Button>
      {flow.dialog}
    </form>
  );
}
