"use client";

import { AlertDialog as AlertDialogPrimitive } from "radix-ui";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** A confirmation step (an alert dialog): Escape or the first button keeps things as they are. */
export function ConfirmDialog({
  title,
  children,
  keepLabel,
  confirmLabel,
  busyLabel,
  open,
  onOpenChange,
  onConfirm,
  busy,
  tone = "destructive",
}: {
  title: string;
  children: React.ReactNode;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
  /** The confirm button's look: destructive (the default) for what cannot be undone. */
  tone?: "destructive" | "default";
}) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px] data-[state=open]:animate-overlay-in data-[state=closed]:animate-overlay-out" />
        <AlertDialogPrimitive.Content className="fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-popover p-6 text-popover-foreground shadow-xl focus:outline-none data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out">
          <AlertDialogPrimitive.Title className="font-display text-xl font-semibold leading-tight">{title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description asChild>
            <div className="grid gap-2 text-sm text-muted-foreground">{children}</div>
          </AlertDialogPrimitive.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {keepLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button
              variant={tone}
              disabled={busy}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {busy ? (
                <Spinner
                  size="sm"
                  label={busyLabel}
                  className={tone === "destructive" ? "[&_svg]:text-destructive-foreground" : "[&_svg]:text-primary-foreground"}
                />
              ) : null}
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
