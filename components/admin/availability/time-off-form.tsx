"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { CalendarOff } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast, toastError } from "@/components/ui/toast";
import { ApiError, apiRequest, messageOr } from "@/lib/api/client";
import type { ConflictOutcome, TimeOffPreview, TimeOffSaveResult } from "@/lib/availability/types";
import { outcomeSummary, useConflictFlow } from "./conflict-flow";
import { FailedCancellations } from "./failed-cancellations";
import { daysLabel } from "./labels";

type Field = "from" | "to" | "reason";

/** Time off: a first day, an optional last day and reason; the conflict flow before it is saved. */
export function TimeOffForm({ practitionerId, practitionerName, today }: { practitionerId: number; practitionerName: string; today: string }) {
  const router = useRouter();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failed, setFailed] = useState<ConflictOutcome["failed"]>([]);

  const range = { practitionerId, from, to: to || undefined };
  const flow = useConflictFlow<TimeOffSaveResult>({
    preview: async () => (await apiRequest<TimeOffPreview>("/api/admin/availability/time-off/preview", { body: range })).conflicts,
    commit: (choice) => apiRequest<TimeOffSaveResult>("/api/admin/availability/time-off", { body: { ...range, reason: reason.trim() || undefined, ...choice } }),
    onDone: (result) => {
      setFrom("");
      setTo("");
      setReason("");
      setErrors({});
      setFailed(result.failed);
      const { timeOff } = result;
      toast({ title: "Time off added", description: `${daysLabel(timeOff.from, timeOff.to)}: no new bookings. ${outcomeSummary(result)}`.trim() });
      router.refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors) {
        const { from: f, to: t, reason: r } = error.fieldErrors;
        setErrors({ from: f, to: t, reason: r });
      }
      toastError({ title: "Time off not added", description: messageOr(error, "There was a problem adding the time off. Please try again.") });
    },
    title: "Bookings on these days",
    description: `${practitionerName} has live bookings on these days. The days close for new bookings either way; choose for each booking: keep it, or cancel it with a full refund.`,
    confirmLabel: "Add time off",
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailed([]);
    const next: Partial<Record<Field, string>> = {};
    if (!from) next.from = "Choose the first day.";
    else if (from < today) next.from = "Time off must start today or later.";
    if (to && from && to < from) next.to = "The last day must be on or after the first day.";
    if (reason.trim().length > 200) next.reason = "The reason must be at most 200 characters.";
    setErrors(next);
    if (Object.keys(next).length) return;
    flow.start();
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
    <form noValidate onSubmit={submit} aria-label="Add time off" className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_12rem_1fr]">
        <div className="grid content-start gap-1.5">
          <Label htmlFor="time-off-from">First day</Label>
          <Input id="time-off-from" type="date" min={today} value={from} onChange={(e) => setFrom(e.target.value)} required {...field("from")} />
          {errorText("from")}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="time-off-to">
            Last day <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input id="time-off-to" type="date" min={from || today} value={to} onChange={(e) => setTo(e.target.value)} {...field("to")} />
          {errorText("to")}
        </div>
        <div className="grid content-start gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="time-off-reason">
            Reason <span className="font-normal text-muted-foreground">(optional, only you see it)</span>
          </Label>
          <Input id="time-off-reason" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Vacation" {...field("reason")} />
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
