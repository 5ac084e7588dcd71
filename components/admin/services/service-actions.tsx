"use client";

import { useState } from "react";
import { ArchiveRestore, Archive } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { setServiceStatusAction } from "@/lib/actions/services";
import { serviceStatusSchema } from "@/lib/validations/service";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** Retire (after a confirmation: gone from the site and the wizard, bookings kept) or Restore: a form each. */
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
  const [open, setOpen] = useState(false);
  const { pending, form } = useActionForm(setServiceStatusAction, {
    schema: serviceStatusSchema,
    failureTitle: active ? "Service not retired" : "Service not restored",
    // What was saved, not the prop: the list comes back with the answer.
    onSuccess: ({ data }) => {
      setOpen(false);
      toast(
        !data?.active
          ? { title: "Service retired", description: `${name} is no longer offered. Its bookings are kept.` }
          : { title: "Service restored", description: `${name} is offered again on the site and in the booking wizard.` },
      );
    },
  });

  const fields = (
    <>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="active" value={String(!active)} />
    </>
  );
  if (!active) {
    return (
      <form {...form} aria-label={`Restore ${name}`}>
        {fields}
        <Button type="submit" variant="outline" size="sm" disabled={pending}>
          <ArchiveRestore aria-hidden="true" />
          {pending ? "Restoring..." : "Restore"}
          <span className="sr-only"> {name}</span>
        </Button>
      </form>
    );
  }
  return (
    <form {...form} aria-label={`Retire ${name}`}>
      {fields}
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
        onConfirm={() => form.ref.current?.requestSubmit()}
        busy={pending}
      >
        <p>It disappears from the services page and the booking wizard at once. You can restore it later.</p>
        {appointments > 0 ? (
          <p>
            Its {appointments === 1 ? "booking stays" : `${appointments} bookings stay`} as {appointments === 1 ? "it is" : "they are"}:
            nothing is cancelled.
          </p>
        ) : null}
      </ConfirmDialog>
    </form>
  );
}
