"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { CalendarX2, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { toast, toastError } from "@/components/ui/toast";
import { apiRequest, messageOr } from "@/lib/api/client";
import type { TimeOffPreview, TimeOffSaveResult } from "@/lib/availability/types";
import { ConfirmDialog } from "../cancel-dialog";
import { outcomeSummary, useConflictFlow } from "./conflict-flow";
import { daysLabel } from "./labels";

/** Remove on an upcoming time off: after a confirmation, its days can be booked again. */
export function RemoveTimeOffButton({ practitionerId, from, to }: { practitionerId: number; from: string; to: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = daysLabel(from, to);

  async function remove() {
    setBusy(true);
    try {
      await apiRequest("/api/admin/availability/time-off", { method: "DELETE", body: { practitionerId, from, to } });
      setOpen(false);
      toast({ title: "Time off removed", description: `${label} can be booked again.` });
      router.refresh();
    } catch (error) {
      toastError({
        title: "Time off not removed",
        description: messageOr(error, "There was a problem removing the time off. Please try again."),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
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
        onConfirm={remove}
        busy={busy}
      >
        <p>{label} will be open for booking again within the working hours.</p>
      </ConfirmDialog>
    </>
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
  const router = useRouter();
  const flow = useConflictFlow<TimeOffSaveResult>({
    preview: async () =>
      (await apiRequest<TimeOffPreview>("/api/admin/availability/time-off/preview", { body: { practitionerId, from: date } })).conflicts,
    commit: (choice) =>
      apiRequest<TimeOffSaveResult>("/api/admin/availability/holidays/close", { body: { practitionerId, date, ...choice } }),
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
      router.refresh();
    },
    onError: (error) =>
      toastError({ title: `${name} not closed`, description: messageOr(error, "There was a problem closing the day. Please try again.") }),
    title: `Bookings on ${name}`,
    description: `${practitionerName} has live bookings on ${daysLabel(date, date)}. The day closes for new bookings either way; choose for each booking: keep it, or cancel it with a full refund.`,
    confirmLabel: "Close the day",
  });
  return (
    <>
      <Button type="button" variant="outline" size="sm" disabled={flow.busy} onClick={() => flow.start()}>
        <CalendarX2 aria-hidden="true" />
        {flow.busy ? "Closing..." : "Close"}
        <span className="sr-only"> for {name}</span>
      </Button>
      {flow.dialog}
    </>
  );
}
