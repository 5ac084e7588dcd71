"use client";

import * as React from "react";
import type { Step } from "@/components/booking/booking-state";

// The browser's Back and Forward move between the wizard's steps. The step stays out of the URL
// (spec): each step the client reaches gets its own history entry with the same URL, whose state
// holds the trail of steps up to it (e.g. [1, 2, 3]). The entries survive a reload, so Back still
// walks the steps afterwards. Next.js keeps its own keys in the same history state; ours sits
// beside them (its patched pushState copies its keys into ours).

const KEY = "bookingSteps";

const isStep = (value: unknown): value is Step => value === 1 || value === 2 || value === 3 || value === 4 || value === 5;

function trailOf(historyState: unknown): Step[] | null {
  const trail = (historyState as Record<string, unknown> | null)?.[KEY];
  return Array.isArray(trail) && trail.length > 0 && trail.every(isStep) ? trail : null;
}

/** Whether this history entry is one of the wizard's (a reload or Back/Forward), not a fresh visit. */
export const isWizardHistoryEntry = () => trailOf(window.history.state) !== null;

function write(mode: "push" | "replace", trail: Step[]) {
  const data = { ...(window.history.state ?? {}), [KEY]: trail };
  if (mode === "push") window.history.pushState(data, "");
  else window.history.replaceState(data, "");
}

/**
 * Keeps history entries in step with `step`: moving forward pushes one entry per step, moving back
 * (the wizard's own Back buttons, a hold that ran out) goes back through the existing entries, so
 * the browser's Back and the page's Back agree. `onPop` receives the step of the entry the browser
 * moved to (the wizard decides what it can show; the entry is corrected to match).
 */
export function useWizardHistory({ step, enabled, onPop }: { step: Step; enabled: boolean; onPop: (step: Step) => void }) {
  const [pops, setPops] = React.useState(0);
  const lastTrail = React.useRef<Step[] | null>(null);
  const goingBack = React.useRef(false);
  const popped = React.useEffectEvent(onPop);

  React.useEffect(() => {
    if (!enabled) return;
    const listener = (event: PopStateEvent) => {
      goingBack.current = false;
      const trail = trailOf(event.state);
      if (!trail) return;
      lastTrail.current = trail;
      popped(trail[trail.length - 1]);
      setPops((n) => n + 1);
    };
    window.addEventListener("popstate", listener);
    return () => window.removeEventListener("popstate", listener);
  }, [enabled]);

  React.useEffect(() => {
    if (!enabled || goingBack.current) return;
    let trail = trailOf(window.history.state);
    if (!trail) {
      // A fresh visit starts the trail at step 1 (a restored later step gets the entries before it);
      // an entry whose state Next.js replaced (router.replace) gets its trail back, unless the wizard
      // started afresh there (a link to /schedule followed on the confirmation).
      trail = step === 1 ? [1] : (lastTrail.current ?? [1]);
      write("replace", trail);
    }
    const current = trail[trail.length - 1];
    if (step > current) {
      for (let next = current + 1; next <= step; next++) {
        trail = [...trail, next as Step];
        write("push", trail);
      }
    } else if (step < current) {
      const index = trail.lastIndexOf(step);
      if (index >= 0) {
        // Back through the entries; the popstate that follows confirms the step.
        goingBack.current = true;
        window.history.go(index - (trail.length - 1));
        window.setTimeout(() => {
          goingBack.current = false; // never stuck if the browser did not move
        }, 1000);
        return;
      }
      trail = [...trail.slice(0, -1), step];
      write("replace", trail);
    }
    lastTrail.current = trail;
  }, [step, enabled, pops]);
}
