"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { CalendarPlus } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fieldClasses, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeRadio } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { bookForClientAction } from "@/lib/actions/appointments";
import { formatDayKey, formatPrice, formatServicePrice, formatTime12 } from "@/lib/format";
import { cn } from "@/lib/utils";
import { ownerBookingSchema, type OwnerPaymentMode } from "@/lib/validations/owner-appointments";
import { OwnerTimeFields, useOwnerTime } from "./owner-time-fields";
import { dashboardHref, DEFAULT_STATE } from "./url-state";

export type BookableService = { id: number; name: string; priceCents: number; duration: number; isVirtual: boolean };
export type ClientPrefill = { firstName: string; lastName: string; email: string; phone: string };

const PAYMENT_CHOICES: { value: OwnerPaymentMode; label: (price: string) => string; hint: string }[] = [
  { value: "later", label: () => "To be paid later", hint: "Confirmed now; the payment shows as pending until it is paid." },
  {
    value: "in_person",
    label: (price) => `Paid in person (${price} plus sales tax)`,
    hint: "Recorded as paid today, taxed at the practice.",
  },
  { value: "free", label: () => "Free", hint: "No charge: the price is waived." },
];

/** The owner books a session for a client: who, which service, when, and how it is paid. */
export function OwnerBookingForm({ services, client }: { services: BookableService[]; client: ClientPrefill | null }) {
  const router = useRouter();
  const id = useId();
  const { state, pending, errors, value, form } = useActionForm(bookForClientAction, {
    schema: ownerBookingSchema,
    failureTitle: "Could not book",
    onSuccess: ({ data }) => {
      toast({ title: "Session booked", description: "The client was emailed the confirmation." });
      if (data) router.push(dashboardHref(DEFAULT_STATE, { appointment: data.id }));
    },
  });
  // The select is uncontrolled (React resets the form after each answer): this follows it for the picker.
  // A paid service first: most sessions she books for a client are paid, the free consultation rarely.
  const firstChoice = services.find((s) => s.priceCents > 0) ?? services[0];
  const [serviceId, setServiceId] = useState(() => Number(value("serviceId", String(firstChoice?.id ?? 0))));
  const time = useOwnerTime(state);
  const service = services.find((s) => s.id === serviceId) ?? firstChoice;

  return (
    <form {...form} onSubmit={time.guard(form.onSubmit)} aria-label="Book a session for a client" className="grid gap-6">
      <section aria-labelledby={`${id}-client`} className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <h2 id={`${id}-client`} className="font-display text-2xl font-semibold">
          Client
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="firstName" id={`${id}-first`} label="First name" error={errors.firstName}>
            {(control) => <Input {...control} defaultValue={value("firstName", client?.firstName)} autoComplete="off" />}
          </Field>
          <Field name="lastName" id={`${id}-last`} label="Last name" error={errors.lastName}>
            {(control) => <Input {...control} defaultValue={value("lastName", client?.lastName)} autoComplete="off" />}
          </Field>
          <Field
            name="email"
            id={`${id}-email`}
            label="Email"
            hint="A client with an account under this email sees the booking in My Appointments."
            error={errors.email}
          >
            {(control) => <Input {...control} type="email" defaultValue={value("email", client?.email)} autoComplete="off" />}
          </Field>
          <Field name="phone" id={`${id}-phone`} label="Phone (optional)" error={errors.phone}>
            {(control) => <Input {...control} type="tel" defaultValue={value("phone", client?.phone)} autoComplete="off" />}
          </Field>
        </div>
        <Field
          name="notes"
          id={`${id}-notes`}
          label="Notes (optional)"
          hint="Shown with the booking, as a client's own notes are."
          error={errors.notes}
        >
          {(control) => <Textarea {...control} defaultValue={value("notes")} rows={2} maxLength={1000} />}
        </Field>
      </section>

      <section aria-labelledby={`${id}-session`} className="grid gap-5 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <h2 id={`${id}-session`} className="font-display text-2xl font-semibold">
          Session
        </h2>
        <Field name="serviceId" id={`${id}-service`} label="Service" error={errors.serviceId}>
          {(control) => (
            <select
              {...control}
              className={cn(fieldClasses, "h-11 appearance-auto px-3")}
              // Keyed by the echoed choice: React sets a select's default only when it mounts.
              key={value("serviceId")}
              defaultValue={value("serviceId", String(serviceId))}
              onChange={(event) => {
                setServiceId(Number(event.target.value));
                time.fields.setSlot(null);
              }}
            >
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.duration} min, {formatServicePrice(s.priceCents)})
                </option>
              ))}
            </select>
          )}
        </Field>
        {service ? <OwnerTimeFields time={time} serviceId={service.id} inPerson={!service.isVirtual} errors={errors} /> : null}
      </section>

      <section aria-labelledby={`${id}-payment`} className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <h2 id={`${id}-payment`} className="font-display text-2xl font-semibold">
          Payment
        </h2>
        {service && service.priceCents === 0 ? (
          // A free service: nothing to pay, so no way of paying to choose.
          <p className="text-sm">
            <input type="hidden" name="payment" value="free" />
            Free: there is nothing to pay.
          </p>
        ) : (
          <fieldset className="grid gap-3">
            <legend className="sr-only">How the session is paid</legend>
            {PAYMENT_CHOICES.map((choice) => (
              <div key={choice.value} className="flex items-start gap-2">
                <NativeRadio
                  id={`${id}-pay-${choice.value}`}
                  name="payment"
                  value={choice.value}
                  defaultChecked={value("payment", "later") === choice.value}
                  aria-describedby={`${id}-pay-${choice.value}-hint`}
                />
                <div className="grid gap-0.5">
                  <Label htmlFor={`${id}-pay-${choice.value}`} className="font-normal leading-snug">
                    {choice.label(formatPrice(service?.priceCents ?? 0))}
                  </Label>
                  <p id={`${id}-pay-${choice.value}-hint`} className="text-sm text-muted-foreground">
                    {choice.hint}
                  </p>
                </div>
              </div>
            ))}
          </fieldset>
        )}

        <p className="text-sm" aria-live="polite">
          {time.chosen && service ? (
            <>
              <span className="font-medium">{service.name}</span> on {formatDayKey(time.chosen.date)} at {formatTime12(time.chosen.time)}.
            </>
          ) : (
            <span className="text-muted-foreground">Choose a time above.</span>
          )}
        </p>
        {time.problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {time.problem}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          The client is emailed the confirmation, with the calendar file and reminders as when they book online.
        </p>
        <div className="flex justify-end border-t border-border pt-5">
          <Button type="submit" disabled={pending || !service}>
            {pending ? (
              <Spinner size="sm" label="Booking..." className="[&_svg]:text-primary-foreground" />
            ) : (
              <CalendarPlus aria-hidden="true" />
            )}
            {pending ? "Booking..." : "Book Session"}
          </Button>
        </div>
      </section>
    </form>
  );
}
