"use client";

import { useState } from "react";
import { CalendarX2, Trash2 } from "lucide-react";
import { z } from "zod";

import { useActionForm } from "@/components/ui/action-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast, toastError } from "@/components/ui/toast";
import { closeHolidayAction, removeTimeOffAction } from "@/lib/actions/availability";
import type { HolidayDay, TimeOffRange, TimeOffSaveResult } from "@/lib/availability/types";
import { ConfirmDialog } from "../cancel-dialog";
import { outcomeSummary, useConflictFlow } from "./conflict-flow";
import { daysLabel } from "./labels";

// Hidden fields only: the server checks them (timeOffRangeSchema, holidayCloseSchema).
const HIDDEN_FIELDS = z.object({});

/**
 * The upcoming time off, each with Remove: after a confirmation, its days can be booked again.
 * One form for the list (it stays on the page while the removed row goes, so its answer is told).
 */
export function UpcomingTimeOff({ practitionerId, ranges }: { practitionerId: number; ranges: TimeOffRange[] }) {
  const [chosen, setChosen] = useState<TimeOffRange | null>(null);
  const [open, setOpen] = useState(false);
  const { pending, form } = useActionForm(removeTimeOffAction, {
    schema: HIDDEN_FIELDS,
    failureTitle: "Time off not removed",
    onSuccess: () => {
      setOpen(false);
      if (chosen) toast({ title: "Time off removed", description: `${daysLabel(chosen.from, chosen.to)} can be booked again.` });
    },
  });

  if (!ranges.length)
    return <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">No time off planned.</p>;
  return (
    <form {...form}>
      <input type="hidden" name="practitionerId" value={practitionerId} />
      <input type="hidden" name="from" value={chosen?.from ?? ""} />
      <input type="hidden" name="to" value={chosen?.to ?? ""} />
      <ul aria-label="Upcoming time off" className="grid gap-2">
        {ranges.map((range) => (
          <li
            key={range.from}
            className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium">{daysLabel(range.from, range.to)}</p>
              <p className="break-words text-sm text-muted-foreground">
                {range.days === 1 ? "1 day" : `${range.days} days`}
                {range.reason ? ` · ${range.reason}` : ""}
              </p>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                setChosen(range);
                setOpen(true);
              }}
            >
              <Trash2 aria-hidden="true" />
              Remove<span className="sr-only"> time off {daysLabel(range.from, range.to)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        title="Remove this time off?"
        keepLabel="Keep Time Off"
        confirmLabel="Remove Time Off"
        busyLabel="Removing..."
        open={open}
        onOpenChange={setOpen}
        // The dialog needs scripts; its confirm posts the form.
        onConfirm={() => form.ref.current?.requestSubmit()}
        busy={pending}
      >
        <p>{chosen ? daysLabel(chosen.from, chosen.to) : ""} will be open for booking again within the working hours.</p>
      </ConfirmDialog>
    </form>
  );
}

/**
 * A public holiday's Closed badge, or Close: one click, the same conflict flow as time off. One
 * component for both, so it stays on the page when the day closes and its answer is told.
 */
export function HolidayClose({
  practitionerId,
  practitionerName,
  holiday: { date, name, closed, reason },
}: {
  practitionerId: number;
  practitionerName: string;
  holiday: HolidayDay;
}) {
  const flow = useConflictFlow<TimeOffSaveResult>({
    action: closeHolidayAction,
    schema: HIDDEN_FIELDS,
    failureTitle: `${name} not closed`,
    onSaved: (result) => {
      toast({ title: `Closed for ${name}`, description: `${daysLabel(date, date)}: no new bookings. ${outcomeSummary(result)}`.trim() });
      // The row turns into "Closed", so a failed cancellation is told here, until dismissed.
      if (result.failed.length) {
        toastError({
          title: `${result.failed.length} booking${result.failed.length === 1 ? "" : "s"} could not be cancelled`,
          description: result.failed.map((f) => `Booking #${f.id}: ${f.message}`).join(" "),
          duration: Infinity,
        });
      }
    },
    title: `Bookings on ${name}`,
    description: `${practitionerName} has live bookings on ${daysLabel(date, date)}. The day closes for new bookings either way; choose for each booking: keep it, or cancel it with a full refund.`,
    confirmLabel: "Close the day",
  });
  if (closed)
    return (
      <Badge variant="secondary" title={reason ?? undefined}>
        Closed
      </Badge>
    );
  return (
    <form {...flow.form}>
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
