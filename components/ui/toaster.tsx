"use client";

import { Toaster as Sonner } from "sonner";

// Spec section 9: one toast at a time, 5000 ms by default, swipe right to dismiss,
// F8 focuses the notification area, 420 px wide at most on medium screens and up.
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      position="bottom-right"
      swipeDirections={["right"]}
      closeButton
      customAriaLabel="Notifications (F8)"
      toastOptions={{
        classNames: {
          toast: "group w-full md:max-w-[420px] rounded-lg border border-border bg-card text-foreground shadow-lg",
          title: "font-semibold",
          description: "text-muted-foreground [overflow-wrap:anywhere]",
          error: "!bg-destructive !text-destructive-foreground !border-destructive [&_[data-description]]:!text-destructive-foreground",
        },
      }}
    />
  );
}
