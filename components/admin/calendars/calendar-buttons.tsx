"use client";

import { Check, RefreshCw } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { toast, toastError } from "@/components/ui/toast";
import { keepConflictAction, syncCalendarAction } from "@/lib/actions/calendars";
import type { FormState } from "@/lib/actions/state";
import { calendarConflictKeepSchema, ownerCalendarIdSchema } from "@/lib/validations/owner-calendar";

/** "Sync now": reads the calendar at once; a failure keeps the last good busy times and says why. */
export function SyncNowButton({ id, name }: { id: number; name: string }) {
  const { pending, form } = useActionForm(syncCalendarAction, {
    schema: ownerCalendarIdSchema,
    failureTitle: "Not synced",
    onSuccess: ({ data }) => {
      if (!data) return;
      if (data.ok)
        toast({
          title: "Calendar synced",
          description: `${name}: ${data.eventCount} busy ${data.eventCount === 1 ? "time" : "times"} ahead.`,
        });
      else toastError({ title: `${name} could not be read`, description: `${data.error} Its last good busy times still block bookings.` });
    },
  });
  return (
    <form {...form} aria-label={`Sync ${name} now`}>
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="outline" size="sm" disabled={pending}>
        <RefreshCw aria-hidden="true" className={pending ? "animate-spin" : undefined} />
        {pending ? "Syncing..." : "Sync now"}
        <span className="sr-only"> {name}</span>
      </Button>
    </form>
  );
}

/** "Keep" on a conflict: the booking stays as it is and leaves the list until something changes. */
export function KeepConflictButton({ appointmentId, label }: { appointmentId: number; label: string }) {
  // The conflict leaves the list in the same update that brings the answer: toast as it arrives.
  const { pending, form } = useActionForm(
    async (previous: FormState<undefined>, formData: FormData) => {
      const state = await keepConflictAction(previous, formData);
      if (state.status === "success") toast({ title: "Booking kept", description: `${label} stays as it is.` });
      return state;
    },
    { schema: calendarConflictKeepSchema, failureTitle: "Not kept" },
  );
  return (
    <form {...form} aria-label={`Keep ${label}`}>
      <input type="hidden" name="appointmentId" value={appointmentId} />
      <Button type="submit" variant="outline" size="sm" disabled={pending}>
        <Check aria-hidden="true" />
        {pending ? "Keeping..." : "Keep"}
        <span className="sr-only"> {label}</span>
      </Button>
    </form>
  );
}
