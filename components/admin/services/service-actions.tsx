"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { ArchiveRestore, ArrowDown, ArrowUp, Archive } from "lucide-react";

import { Button } from "@/components/ui/button";
import { toast, toastError } from "@/components/ui/toast";
import { apiRequest, messageOr } from "@/lib/api/client";
import { ConfirmDialog } from "../cancel-dialog";

type Direction = "up" | "down";

/**
 * Move up / Move down: plain buttons (keyboard and screen readers, no drag). After the move the
 * list is read again and focus comes back to the same button on the moved service.
 */
export function MoveServiceButtons({ id, name, isFirst, isLast }: { id: number; name: string; isFirst: boolean; isLast: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const refocus = useRef<Direction | null>(null);
  const buttons = { up: useRef<HTMLButtonElement>(null), down: useRef<HTMLButtonElement>(null) };

  useEffect(() => {
    if (refreshing || !refocus.current) return;
    const wanted = buttons[refocus.current].current;
    const other = buttons[refocus.current === "up" ? "down" : "up"].current;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    refocus.current = null;
  });

  async function move(direction: Direction) {
    setBusy(true);
    try {
      await apiRequest(`/api/admin/services/${id}/move`, { body: { direction } });
      refocus.current = direction;
      startRefresh(() => router.refresh());
      toast({ title: "Order saved", description: `${name} moved ${direction}.` });
    } catch (error) {
      toastError({ title: "Order not changed", description: messageOr(error, "There was a problem moving the service. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex gap-2" role="group" aria-label={`Order of ${name}`}>
      <Button ref={buttons.up} type="button" variant="outline" size="icon" disabled={isFirst || busy || refreshing} onClick={() => move("up")} aria-label={`Move ${name} up`}>
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button ref={buttons.down} type="button" variant="outline" size="icon" disabled={isLast || busy || refreshing} onClick={() => move("down")} aria-label={`Move ${name} down`}>
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );
}

/** Retire (after a confirmation: gone from the site and the wizard, bookings kept) or Restore. */
export function ServiceStatusButton({ id, name, active, appointments }: { id: number; name: string; active: boolean; appointments: number }) {
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
      toastError({ title: next ? "Service not restored" : "Service not retired", description: messageOr(error, "There was a problem saving the service. Please try again.") });
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
            Its {appointments === 1 ? "booking stays" : `${appointments} bookings stay`} as {appointments === 1 ? "it is" : "they are"}: nothing is cancelled.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
