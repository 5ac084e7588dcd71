"use client";

import { useEffect, useSyncExternalStore } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { toasterReady } from "@/components/ui/toast";

// On a phone a toast at the bottom covers the step's Continue button and the card fields for its
// 5 s: there it shows at the top (the header is what it covers), from medium screens up bottom right.
const PHONE = "(max-width: 767px)";
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
const usePhone = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );

// One toast at a time, 5000 ms by default, swipe right to dismiss,
// F8 focuses the notification area, 420 px wide at most on medium screens and up.
// Loaded and mounted by ./toaster.tsx; once sonner listens (its effects run before this one), the
// toasts asked for meanwhile are shown.
export default function SonnerToaster() {
  const phone = usePhone();
  useEffect(() => {
    toasterReady(toast);
    return () => toasterReady(null);
  }, []);
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      position={phone ? "top-center" : "bottom-right"}
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
