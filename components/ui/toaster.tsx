"use client";

import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { requestToaster, subscribeToaster, toasterWanted } from "@/components/ui/toast";

/**
 * The notification area's placeholder in the root layout. sonner (./sonner-toaster.tsx) is loaded
 * on the visitor's first interaction or first toast, not with the page (see ./toast.ts), so the
 * area is in the page before any toast that follows an action.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToaster, toasterWanted, () => false);
  const [Area, setArea] = useState<ComponentType | null>(null);

  useEffect(() => {
    const events = ["pointerdown", "keydown", "focusin"] as const;
    const onInteraction = () => requestToaster();
    for (const type of events) window.addEventListener(type, onInteraction, { once: true, capture: true, passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, onInteraction, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (!wanted || Area) return;
    void import("@/components/ui/sonner-toaster").then((module) => setArea(() => module.default));
  }, [wanted, Area]);

  return Area ? <Area /> : null;
}
