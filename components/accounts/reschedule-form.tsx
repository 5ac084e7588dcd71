"use client";

import * as React from "react";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { CalendarCheck } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { SlotPicker } from "@/components/booking/date-step";
import { TimeChange } from "@/components/booking/time-change";
import { useTimeZone } from "@/components/booking/time-zone";
import { useActionForm } from "@/components/ui/action-form";
import { rescheduleAppointmentAction } from "@/lib/actions/appointments-client";
import { changeDeadlineWords, whenWords } from "@/lib/accounts/appointment-display";
import type { UserAppointmentDTO } from "@/lib/accounts/appointment-types";
import type { AvailableSlot } from "@/lib/booking/slots";
import { BOOKING_MESSAGES, rescheduleFormSchema } from "@/lib/validations/booking";

export const RESCHEDULE_FAILED = "Your session could not be moved. Please try again, or call or email us.";
export const RESCHEDULED_TITLE = "Appointment rescheduled";
export const RESCHEDULE_REFUSED_TITLE = "Could not reschedule";

/**
 * The wizard's date and time picker for one booked session: the current time next to the chosen
 * new one, and Confirm. A time taken meanwhile leaves the client on the picker with the day kept
 * and the times read again; success goes back to My Appointments, which shows the new time.
 */
export function RescheduleForm({ appointment }: { appointment: UserAppointmentDTO }) {
  const router = useRouter();
  const { clientZone, practiceZone } = useTimeZone();
  const [date, setDate] = React.useState<string | null>(null);
  const [slot, setSlot] = React.useState<AvailableSlot | null>(null);
  const [missingTime, setMissingTime] = React.useState(false);
  const [reloadKey, setReloadKey] = React.useState(0);
  const errorRef = React.useRef<HTMLParagraphElement>(null);
  const sending = React.useRef(false);
  const { state, pending, form } = useActionForm(rescheduleAppointmentAction, {
    schema: rescheduleFormSchema,
    failureTitle: RESCHEDULE_REFUSED_TITLE,
    onSuccess: ({ data: moved }) => {
      if (!moved) return;
      const now = whenWords(moved, clientZone, practiceZone);
      toast({ title: RESCHEDULED_TITLE, description: `${moved.serviceName} is now on ${now.date} at ${now.time}.` });
      router.push("/appointments");
    },
  });
  // Cleared when the client picks again: a refusal is about the time it named.
  const [refusalSeen, setRefusalSeen] = React.useState<number | null>(null);
  const refusal = state.status === "error" && refusalSeen !== state.at ? state.message || RESCHEDULE_FAILED : null;
  const error = missingTime ? BOOKING_MESSAGES.timeSlot : refusal;

  // A refusal (taken meanwhile, or the cutoff passed): the day stays, its times are read again.
  const [answered, setAnswered] = React.useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state.status === "error") {
      setSlot(null);
      setReloadKey((n) => n + 1);
    }
  }
  React.useEffect(() => {
    if (state.status !== "success") sending.current = false; // a success is on its way to My Appointments
  }, [state]);

  React.useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const current = whenWords(appointment, clientZone, practiceZone);
  const chosen = slot ? whenWords({ startsAt: slot.startsAt, isVirtual: appointment.isVirtual }, clientZone, practiceZone) : null;
  const clearError = () => {
    setMissingTime(false);
    if (state.status === "error") setRefusalSeen(state.at);
  };

  return (
    <div className="grid gap-8">
      <section aria-labelledby="new-time-heading" className="grid gap-5 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <div className="grid gap-1.5">
          <h2 id="new-time-heading" className="font-display text-2xl font-semibold">
            Choose a new time
          </h2>
          <p className="text-muted-foreground">
            {changeDeadlineWords(appointment, clientZone)} Moving your session is free: your payment carries over to the new time.
          </p>
        </div>
        <SlotPicker
          serviceId={appointment.serviceId}
          inPerson={!appointment.isVirtual}
          date={date}
          timeSlotId={slot?.id ?? null}
          heldSlot={null}
          onDateChange={(next) => {
            clearError();
            if (next !== date) setSlot(null);
            setDate(next);
          }}
          onSlotChange={(next) => {
            clearError();
            setSlot(next);
          }}
          reloadKey={reloadKey}
          showSelected={false}
          reschedulingId={appointment.id}
        />
      </section>

      <section aria-labelledby="change-summary-heading" className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <form
          {...form}
          onSubmit={(event) => {
            // Sent once however often Confirm is pressed; without a time, nothing is sent.
            if (sending.current || !slot) {
              event.preventDefault();
              if (!slot) setMissingTime(true);
              return;
            }
            sending.current = true;
            form.onSubmit(event);
          }}
          aria-labelledby="change-summary-heading"
          className="grid gap-5"
        >
          <input type="hidden" name="id" value={appointment.id} />
          <input type="hidden" name="date" value={slot?.date ?? ""} />
          <input type="hidden" name="time" value={slot?.startTime ?? ""} />
          <input type="hidden" name="timeSlotId" value={slot?.id ?? ""} />
          <h2 id="change-summary-heading" className="font-display text-2xl font-semibold">
            Your change
          </h2>
          <TimeChange current={current} chosen={chosen} placeholder="Choose a day and a time above." />

          {error && (
            <p ref={errorRef} tabIndex={-1} role="alert" className="text-sm font-medium text-destructive focus:outline-none">
              {error}
            </p>
          )}

          <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-between">
            <Button asChild variant="outline" size="lg">
              <Link href="/appointments">Keep Current Time</Link>
            </Button>
            <Button type="submit" size="lg" disabled={pending}>
              {pending ? (
                <Spinner size="sm" label="Moving your session..." className="[&_svg]:text-primary-foreground" />
              ) : (
                <CalendarCheck aria-hidden="true" />
              )}
              {pending ? "Moving your session..." : "Confirm New Time"}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
