"use client";

import { useMemo } from "react";
import { CalendarOff } from "lucide-react";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { addTimeOffAction } from "@/lib/actions/availability";
import type { TimeOffSaveResult } from "@/lib/availability/types";
import { outcomeSummary, useConflictFlow } from "./conflict-flow";
import { FailedCancellations } from "./failed-cancellations";
import { daysLabel } from "./labels";

/** The browser's first check; the server parses with timeOffCreateSchema. */
function timeOffFields(today: string) {
  return z
    .object({
      from: z
        .string()
        .trim()
        .min(1, "Choose the first day.")
        .refine((from) => from >= today, "Time off must start today or later."),
      to: z.string().trim(),
      reason: z.string().trim().max(200, "The reason must be at most 200 characters."),
    })
    .refine(({ from, to }) => !to || to >= from, { path: ["to"], message: "The last day must be on or after the first day." });
}

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
  const schema = useMemo(() => timeOffFields(today), [today]);
  const flow = useConflictFlow<TimeOffSaveResult>({
    action: addTimeOffAction,
    schema,
    failureTitle: "Time off not added",
    onSaved: (result) => {
      flow.form.ref.current?.reset(); // a post from the dialog is not the form's own, which React resets
      const { timeOff } = result;
      toast({
        title: "Time off added",
        description: `${daysLabel(timeOff.from, timeOff.to)}: no new bookings. ${outcomeSummary(result)}`.trim(),
      });
    },
    title: "Bookings on these days",
    description: `${practitionerName} has live bookings on these days. The days close for new bookings either way; choose for each booking: keep it, or cancel it with a full refund.`,
    confirmLabel: "Add time off",
  });
  const { errors, form, posted } = flow;
  const value = (name: string) => posted(name) ?? flow.value(name);

  return (
    <form {...form} aria-label="Add time off" className="grid gap-4">
      <input type="hidden" name="practitionerId" value={practitionerId} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_12rem_1fr]">
        <div className="grid content-start">
          <Field id="time-off-from" name="from" label="First day" error={errors.from}>
            {(control) => <Input {...control} type="date" min={today} required defaultValue={value("from")} />}
          </Field>
        </div>
        <div className="grid content-start">
          <Field
            id="time-off-to"
            name="to"
            label={
              <>
                Last day <span className="font-normal text-muted-foreground">(optional)</span>
              </>
            }
            error={errors.to}
          >
            {(control) => <Input {...control} type="date" min={today} defaultValue={value("to")} />}
          </Field>
        </div>
        <div className="grid content-start sm:col-span-2 lg:col-span-1">
          <Field
            id="time-off-reason"
            name="reason"
            label={
              <>
                Reason <span className="font-normal text-muted-foreground">(optional, only you see it)</span>
              </>
            }
            error={errors.reason}
          >
            {(control) => <Input {...control} maxLength={200} placeholder="e.g. Vacation" defaultValue={value("reason")} />}
          </Field>
        </div>
      </div>
      <FailedCancellations failed={flow.saved?.failed ?? []} />
      <Button type="submit" className="w-full sm:w-fit" disabled={flow.busy}>
        <CalendarOff aria-hidden="true" />
        {flow.busy ? "Adding..." : "Add time off"}
      </Button>
      {flow.dialog}
    </form>
  );
}
