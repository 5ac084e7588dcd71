"use client";

import { useState, type FormEvent } from "react";

import { SlotPicker } from "@/components/booking/date-step";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { FormState } from "@/lib/actions/state";
import type { AvailableSlot } from "@/lib/booking/slots";
import type { FieldErrors } from "@/lib/errors";
import { siteConfig } from "@/lib/site-config";

// The owner's choice of a time for a client's session, when she books or moves one: the wizard's
// picker (times clients can book), or any date and time she types and confirms (the override).
// The form posts date, time, timeSlotId and override as hidden fields.

type Mode = "offered" | "override";

export const OWNER_TIME_PROBLEMS = {
  pickTime: "Choose a day and a time.",
  typeTime: "Enter the date and the time.",
  confirm: "Confirm the time outside the booking rules.",
} as const;

/** The chosen time's state, what is missing before the form may post, and the guard of its submit. */
export function useOwnerTime(state: FormState<unknown>) {
  const [mode, setMode] = useState<Mode>("offered");
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<AvailableSlot | null>(null);
  const [typed, setTyped] = useState({ date: "", time: "" });
  const [confirmed, setConfirmed] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const [missing, setMissing] = useState<string | null>(null);
  // A refusal (e.g. the time was just taken): the day's times are read again.
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state.status === "error" && mode === "offered") {
      setSlot(null);
      setReloadKey((n) => n + 1);
    }
  }
  const chosen = mode === "offered" ? (slot ? { date: slot.date, time: slot.startTime } : null) : typed.date && typed.time ? typed : null;

  /** What stops the form from posting, or null. */
  function check(): string | null {
    const problem = !chosen
      ? mode === "offered"
        ? OWNER_TIME_PROBLEMS.pickTime
        : OWNER_TIME_PROBLEMS.typeTime
      : mode === "override" && !confirmed
        ? OWNER_TIME_PROBLEMS.confirm
        : null;
    setMissing(problem);
    return problem;
  }

  return {
    chosen,
    /** What to show above the submit button: what is missing, else the server's refusal. */
    problem: missing ?? (state.status === "error" ? state.message : null),
    /** The form's onSubmit, sent on only when a time is chosen (and confirmed, for an override). */
    guard: (onSubmit: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
      if (check()) return event.preventDefault();
      onSubmit(event);
    },
    fields: {
      mode,
      setMode,
      date,
      setDate,
      slot,
      setSlot,
      typed,
      setTyped,
      confirmed,
      setConfirmed,
      reloadKey,
      clear: () => setMissing(null),
    },
  };
}

type OwnerTime = ReturnType<typeof useOwnerTime>;

export function OwnerTimeFields({
  time,
  serviceId,
  inPerson,
  reschedulingId,
  errors,
}: {
  time: OwnerTime;
  serviceId: number;
  inPerson: boolean;
  reschedulingId?: number;
  errors: FieldErrors;
}) {
  const f = time.fields;
  const zone = siteConfig.timeZone.replace("_", " ");
  return (
    <div className="grid gap-5">
      <input type="hidden" name="date" value={time.chosen?.date ?? ""} />
      <input type="hidden" name="time" value={time.chosen?.time ?? ""} />
      <input type="hidden" name="timeSlotId" value={f.mode === "offered" ? (f.slot?.id ?? "") : ""} />
      <input type="hidden" name="override" value={f.mode === "override" && f.confirmed ? "true" : "false"} />
      <RadioGroup
        aria-label="Which times"
        value={f.mode}
        onValueChange={(value) => {
          f.setMode(value as Mode);
          f.clear();
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

      {f.mode === "offered" ? (
        <SlotPicker
          key={serviceId}
          serviceId={serviceId}
          inPerson={inPerson}
          date={f.date}
          timeSlotId={f.slot?.id ?? null}
          heldSlot={null}
          onDateChange={(next) => {
            f.clear();
            if (next !== f.date) f.setSlot(null);
            f.setDate(next);
          }}
          onSlotChange={(next) => {
            f.clear();
            f.setSlot(next);
          }}
          reloadKey={f.reloadKey}
          showSelected={false}
          reschedulingId={reschedulingId}
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
                  value={f.typed.date}
                  onChange={(e) => f.setTyped({ ...f.typed, date: e.target.value })}
                />
              )}
            </Field>
            <Field name="overrideTime" id="override-time" label={`Start time (${zone})`} error={errors.time}>
              {(control) => (
                <Input
                  {...control}
                  name={undefined}
                  type="time"
                  step={300}
                  value={f.typed.time}
                  onChange={(e) => f.setTyped({ ...f.typed, time: e.target.value })}
                />
              )}
            </Field>
          </div>
          <div className="flex items-start gap-3 rounded-lg border border-warning/40 bg-warning/10 p-3">
            <Checkbox
              id="override-confirm"
              checked={f.confirmed}
              onCheckedChange={(value) => {
                f.setConfirmed(value === true);
                f.clear();
              }}
              className="mt-0.5"
            />
            <Label htmlFor="override-confirm" className="font-normal leading-snug">
              I confirm this time, even outside my hours, the lead time or time off. Only another booking at that time stops it.
            </Label>
          </div>
        </div>
      )}
    </div>
  );
}
