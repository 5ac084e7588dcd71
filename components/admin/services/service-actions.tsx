"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { ArchiveRestore, Archive } from "lucide-react";

import { Button } from "@/components/ui/button";
import { toast, toastError } from "@/components/ui/toast";
import { apiRequest, messageOr } from "@/lib/api/client";
import { ConfirmDialog } from "../cancel-dialog";

/** Retire (after a confirmation: gone from the site and the wizard, bookings kept) or Restore. */
export function ServiceStatusButton({
  id,
  name,
  active,
  appointments,
}: {
  id: number;
  name: string;
  active: boolean;
  appointments: number;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(next: boolean) {
    setBusy(true);
    try {
      await apiRequest(`/api/admin/services/${id}/status`, { body: { active: next } });
      setOpen(false);
      toast(
        next
          ? { title: "Service restored", description: `${name} is offered again on the site and in the booking wizard.` }
          : { title: "Service retired", description: `${name} is no longer offered. Its bookings are kept.` },
      );
      router.refresh();
    } catch (error) {
      toastError({
        title: next ? "Service not restored" : "Service not retired",
        description: messageOr(error, "There was a problem saving the service. Please try again."),
      });
    } finally {
      setBusy(false);
    }
  }

  if (!active) {
    return (
      <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => save(true)}>
        <ArchiveRestore aria-hidden="true" />
        {busy ? "Restoring..." : "Restore"}
        <span className="sr-only"> {name}</span>
      </Button>
    );
  }
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Archive aria-hidden="true" />
        Retire<span className="sr-only"> {name}</span>
      </Button>
      <ConfirmDialog
        title={`Retire ${name}?`}
        keepLabel="Keep Offering"
        confirmLabel="Retire Service"
        busyLabel="Retiring..."
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => save(false)}
        busy={busy}
      >
        <p>It disappears from the services page and the booking wizard at once. You can restore it later.</p>
        {appointments > 0 ? (
          <p>
            Its {appointments === 1 ? "booking stays" : `${appointments} bookings stay`} as {appointments === 1 ? "it is" : "they are"}:
            nothing is cancelled.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
