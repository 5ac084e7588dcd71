"use client";

import { useState } from "react";
import { CalendarX2, Trash2 } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { toast, toastError } from "@/components/ui/toast";
import { closeHolidayAction, removeTimeOffAction } from "@/lib/actions/availability";
import type { FormState } from "@/lib/actions/state";
import { apiRequest } from "@/lib/api/client";
import type { TimeOffDeleteResult, TimeOffPreview, TimeOffSaveResult } from "@/lib/availability/types";
import { timeOffRangeSchema } from "@/lib/availability/validation";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { outcomeSummary, useConflictFlow } from "./conflict-flow";
import { daysLabel } from "./labels";

/** Remove on an upcoming time off: after a confirmation, its days can be booked again. */
export function RemoveTimeOffButton({ practitionerId, from, to }: { practitionerId: number; from: string; to: string }) {
  const [open, setOpen] = useState(false);
  const label = daysLabel(from, to);
  // A tiny form posting the range, submitted by the dialog. The row, this button with it, leaves
  // the page in the same update that brings the answer: the toast is shown as the answer arrives.
  const { pending, form } = useActionForm(
    async (previous: FormState<TimeOffDeleteResult>, formData: FormData) => {
      const state = await removeTimeOffAction(previous, formData);
      if (state.status === "success") toast({ title: "Time off removed", description: `${label} can be booked again.` });
      return state;
    },
    { schema: timeOffRangeSchema, failureTitle: "Time off not removed", onSuccess: () => setOpen(false) },
  );

  return (
    // `contents`: the button stays the row's own item, as it was without the form.
    <form {...form} className="contents">
      <input type="hidden" name="practitionerId" value={practitionerId} />
      <input type="hidden" name="from" value={from} />
      <input type="hidden" name="to" value={to} />
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Remove<span className="sr-only"> time off {label}</span>
      </Button>
      <ConfirmDialog
        title="Remove this time off?"
        keepLabel="Keep Time Off"
        confirmLabel="Remove Time Off"
        busyLabel="Removing..."
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => form.ref.current?.requestSubmit()}
        busy={pending}
      >
        <p>{label} will be open for booking again within the working hours.</p>
      </ConfirmDialog>
    </form>
  );
}

/** Close on a public holiday: one click, the same conflict flow as time off. */
export function CloseHolidayButton({
  practitionerId,
  practitionerName,
  date,
  name,
}: {
  practitionerId: number;
  practitionerName: string;
  date: string;
  name: string;
}) {
  const flow = useConflictFlow<TimeOffSaveResult>({
    preview: async () =>
      (await apiRequest<TimeOffPreview>("/api/admin/availability/time-off/preview", { body: { practitionerId, from: date } })).conflicts,
    action: closeHolidayAction,
    onDone: (result) => {
      toast({ title: `Closed for ${name}`, description: `${daysLabel(date, date)}: no new bookings. ${outcomeSummary(result)}`.trim() });
      // The row turns into "Closed" on refresh, so a failed cancellation is told here, until dismissed.
      if (result.failed.length) {
        toastError({
          title: `${result.failed.length} booking${result.failed.length === 1 ? "" : "s"} could not be cancelled`,
          description: result.failed.map((f) => `Booking #${f.id}: ${f.message}`).join(" "),
          duration: Infinity,
        });
      }
    },
    onError: ({ message }) =>
      toastError({ title: `${name} not closed`, description: message ?? "There was a problem closing the day. Please try again." }),
    title: `Bookings on ${name}`,
    description: `${practitionerName} has live bookings on ${daysLabel(date, date)}. The day closes for new bookings either way; choose for each booking: keep it, or cancel it with a full refund.`,
    confirmLabel: "Close the day",
  });
  // A form of the day: before the page has hydrated it posts to the action (closed unless a
  // booking is in the way); after, the conflict flow runs first.
  return (
    <form
      className="contents"
      action={flow.action}
      onSubmit={(event) => {
        event.preventDefault();
        flow.start(new FormData(event.currentTarget));
      }}
    >
      <input type="hidden" name="practitionerId" value={practitionerId} />
      <input type="hidden" name="date" value={date} />
      <Button type="submit" variant="outline" size="sm" disabled={flow.busy}>
        <CalendarX2 aria-hidden="true" />
        {flow.busy ? "Closing..." : "Close"}
        <span className="sr-only"> for {name}</span>
      </Button>
      {flow.dialog}
    </form>
  );
}
