"use client";

import { CalendarPlus } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { addCalendarAction } from "@/lib/actions/calendars";
import { OWNER_CALENDAR_LIMITS, ownerCalendarInputSchema } from "@/lib/validations/owner-calendar";

/** Adds one of the owner's calendars by its secret iCal address; the server reads it before keeping it. */
export function CalendarForm() {
  const { state, pending, errors, value, form } = useActionForm(addCalendarAction, {
    schema: ownerCalendarInputSchema,
    failureTitle: "Calendar not added",
    onSuccess: ({ message }) => toast({ title: "Calendar added", description: message }),
  });
  // A new form after each success (the fields empty again).
  const key = state.status === "success" ? state.at : 0;
  return (
    <form key={key} {...form} aria-label="Add a calendar" className="grid gap-4">
      <Field name="name" id="calendar-name" label="Name" hint="For you, e.g. Personal or Family." error={errors.name}>
        {(control) => <Input {...control} defaultValue={value("name")} maxLength={OWNER_CALENDAR_LIMITS.nameMax} autoComplete="off" />}
      </Field>
      <Field
        name="url"
        id="calendar-url"
        label="Secret iCal address"
        hint="Google: Settings › your calendar › “Secret address in iCal format”. iCloud: share the calendar as Public and copy its link. Outlook: publish the calendar and copy the ICS link."
        error={errors.url}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            defaultValue={value("url")}
            maxLength={OWNER_CALENDAR_LIMITS.urlMax}
            autoComplete="off"
            spellCheck={false}
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
          />
        )}
      </Field>
      <Button type="submit" disabled={pending} className="w-full sm:w-fit">
        <CalendarPlus aria-hidden="true" />
        {pending ? "Reading the calendar..." : "Add calendar"}
      </Button>
    </form>
  );
}
