"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { ArrowRight, CalendarCheck } from "lucide-react";

import { SlotPicker } from "@/components/booking/date-step";
import type { AvailableSlot } from "@/lib/booking/slots";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { rescheduleAsOwnerAction } from "@/lib/actions/appointments";
import type { AdminAppointment } from "@/lib/admin/types";
import { formatDayKey, formatLongDate, formatTime12, formatTimeWithZone } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";
import { ownerRescheduleFormSchema } from "@/lib/validations/owner-appointments";
import { usePracticeZone } from "./zone";

type Mode = "offered" | "override";

const MESSAGES = {
  pickTime: "Choose a day and a time.",
  typeTime: "Enter the new date and time.",
  confirm: "Confirm the time outside the booking rules.",
} as const;

/**
 * The owner's reschedule: the wizard's picker (times clients can book), or with the override any
 * date and time she types and confirms. Current time beside the new one, then Move Session.
 */
export function OwnerRescheduleForm({
  appointment: a,
  serviceId,
  doneHref,
}: {
  appointment: AdminAppointment;
  serviceId: number;
  doneHref: string;
}) {
  const router = useRouter();
  const zone = usePracticeZone();
  const [mode, setMode] = useState<Mode>("offered");
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<AvailableSlot | null>(null);
  const [typed, setTyped] = useState({ date: "", time: "" });
  const [confirmed, setConfirmed] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const [missing, setMissing] = useState<string | null>(null);
  const { state, pending, errors, form } = useActionForm(rescheduleAsOwnerAction, {
    schema: ownerRescheduleFormSchema,
    failureTitle: "Could not reschedule",
    onSuccess: () => {
      toast({
        title: "Appointment rescheduled",
        description: `${a.serviceName} with ${a.clientFirstName} is moved. The client was emailed.`,
      });
      router.push(doneHref);
    },
  });
  // A refusal (e.g. the time was just taken): the day's times are read again.
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state.status === "error" && mode === "offered") {
      setSlot(null);
      setReloadKey((n) => n + 1);
    }
  }

  const chosen =
    mode === "offered"
      ? slot && { date: slot.date, time: slot.startTime }
      : typed.date && typed.time
        ? { date: typed.date, time: typed.time }
        : null;
  const refusal = state.status === "error" ? state.message : null;

  return (
    <form
      {...form}
      onSubmit={(event) => {
        const problem = !chosen
          ? mode === "offered"
            ? MESSAGES.pickTime
            : MESSAGES.typeTime
          : mode === "override" && !confirmed
            ? MESSAGES.confirm
            : null;
        setMissing(problem);
        if (problem) return event.preventDefault();
        form.onSubmit(event);
      }}
      aria-label="Move the session"
      className="grid gap-6"
    >
      <input type="hidden" name="id" value={a.id} />
      <input type="hidden" name="date" value={chosen?.date ?? ""} />
      <input type="hidden" name="time" value={chosen?.time ?? ""} />
      <input type="hidden" name="timeSlotId" value={mode === "offered" ? (slot?.id ?? "") : ""} />
      <input type="hidden" name="override" value={mode === "override" && confirmed ? "true" : "false"} />

      <section aria-labelledby="new-time-heading" className="grid gap-5 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <h2 id="new-time-heading" className="font-display text-2xl font-semibold">
          Choose the new time
        </h2>
        <RadioGroup
          aria-label="Which times"
          value={mode}
          onValueChange={(value) => {
            setMode(value as Mode);
            setMissing(null);
          }}
          className="gap-2 sm:grid-cols-2"
        >
          <div className="flex items-start gap-2">
            <RadioGroupItem id="mode-offered" value="offered" className="mt-0.5" />
            <Label htmlFor="mode-offered" className="font-normal leading-snug">
              A time clients can book (your hours, {siteConfig.booking.leadTimeDays} days ahead)
            </Label>
          </div>
          <div className="flex items-start gap-2">
            <RadioGroupItem id="mode-override" value="override" className="mt-0.5" />
            <Label htmlFor="mode-override" className="font-normal leading-snug">
              Any time (override the lead time, hours and time off)
            </Label>
          </div>
        </RadioGroup>

        {mode === "offered" ? (
          <SlotPicker
            serviceId={serviceId}
            inPerson={!a.isVirtual}
            date={date}
            timeSlotId={slot?.id ?? null}
            heldSlot={null}
            onDateChange={(next) => {
              setMissing(null);
              if (next !== date) setSlot(null);
              setDate(next);
            }}
            onSlotChange={(next) => {
              setMissing(null);
              setSlot(next);
            }}
            reloadKey={reloadKey}
            showSelected={false}
            reschedulingId={a.id}
          />
        ) : (
          <div className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field name="overrideDate" id="override-date" label="Date" error={errors.date}>
                {(control) => (
                  <Input
                    {...control}
                    name={undefined}
                    type="date"
                    value={typed.date}
                    onChange={(e) => setTyped({ ...typed, date: e.target.value })}
                  />
                )}
              </Field>
              <Field name="overrideTime" id="override-time" label={`Start time (${zone.replace("_", " ")})`} error={errors.time}>
                {(control) => (
                  <Input
                    {...control}
                    name={undefined}
                    type="time"
                    step={300}
                    value={typed.time}
                    onChange={(e) => setTyped({ ...typed, time: e.target.value })}
                  />
                )}
              </Field>
            </div>
            <div className="flex items-start gap-3 rounded-lg border border-warning/40 bg-warning/10 p-3">
              <Checkbox
                id="override-confirm"
                checked={confirmed}
                onCheckedChange={(value) => {
                  setConfirmed(value === true);
                  setMissing(null);
                }}
                className="mt-0.5"
              />
              <Label htmlFor="override-confirm" className="font-normal leading-snug">
                I confirm this time, even outside my hours, the lead time or time off. Only another booking at that time stops it.
              </Label>
            </div>
          </div>
        )}
      </section>

      <section aria-labelledby="change-heading" className="grid gap-5 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <h2 id="change-heading" className="font-display text-2xl font-semibold">
          The change
        </h2>
        <dl className="grid gap-4 text-sm sm:grid-cols-[1fr_auto_1fr] sm:items-stretch">
          <div className="grid content-start gap-1 rounded-lg border border-border p-4">
            <dt className="text-muted-foreground">Current time</dt>
            <dd className="font-medium">
              {formatLongDate(a.startsAt, zone)}
              <span className="block font-normal">{formatTimeWithZone(a.startsAt, zone)}</span>
            </dd>
          </div>
          <ArrowRight className="hidden size-5 self-center text-muted-foreground sm:block" aria-hidden="true" />
          <div className="grid content-start gap-1 rounded-lg border border-primary/40 bg-primary-soft/50 p-4" aria-live="polite">
            <dt className="text-muted-foreground">New time</dt>
            <dd className="font-medium">
              {chosen ? (
                <>
                  {formatDayKey(chosen.date)}
                  <span className="block font-normal">{formatTime12(chosen.time)}</span>
                </>
              ) : (
                <span className="font-normal text-muted-foreground">Choose a time above.</span>
              )}
            </dd>
          </div>
        </dl>
        {missing || refusal ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {missing ?? refusal}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          The client is emailed the new time with a calendar update. The payment carries over.
        </p>
        <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => router.push(doneHref)}>
            Keep Current Time
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? (
              <Spinner size="sm" label="Moving..." className="[&_svg]:text-primary-foreground" />
            ) : (
              <CalendarCheck aria-hidden="true" />
            )}
            {pending ? "Moving..." : "Move Session"}
          </Button>
        </div>
      </section>
    </form>
  );
}
