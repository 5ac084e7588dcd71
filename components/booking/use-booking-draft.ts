"use client";

import * as React from "react";
import type { CurrentHold } from "@/lib/appointments/hold";
import type { BookingAction, BookingState, PersistedBookingState } from "@/components/booking/booking-state";
import { parseSavedDraft, readSavedDraft, writeSavedDraft } from "@/components/booking/draft-storage";

// Restores the wizard's saved draft after a reload and keeps it saved (what is kept: draft-storage.ts).

type Options = {
  userId: number;
  serviceIds: number[];
  state: BookingState;
  dispatch: React.Dispatch<BookingAction>;
  /** The user's live hold as the page read it on the server. */
  hold: CurrentHold | null;
  /** Whether the saved draft may be used on this page view (e.g. not when the URL asks for another service). */
  accept: (saved: PersistedBookingState) => boolean;
};

/**
 * Restores the saved draft once after hydration (reconciled with the server's hold), then keeps it
 * saved as the client goes. Returns whether the restore has happened.
 */
export function useBookingDraft({ userId, serviceIds, state, dispatch, hold, accept }: Options): boolean {
  const [restored, setRestored] = React.useState(false);
  const acceptSaved = React.useEffectEvent(accept);
  const restoreOnce = React.useEffectEvent(() => {
    const saved = parseSavedDraft(readSavedDraft(), userId, serviceIds);
    dispatch({ type: "restore", saved: saved && acceptSaved(saved) ? saved : null, hold });
    setRestored(true);
  });
  // Before the first paint after hydration, so the restored step replaces the server's step 1 at once.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is read only after hydration
  React.useLayoutEffect(() => restoreOnce(), []);

  const latest = React.useRef(state);
  React.useEffect(() => {
    latest.current = state;
  });

  const save = React.useCallback(() => writeSavedDraft(userId, latest.current), [userId]);

  // Saved shortly after each change (typing is not slowed down), and at once when the page goes away.
  React.useEffect(() => {
    if (!restored) return;
    const timer = window.setTimeout(save, 150);
    return () => window.clearTimeout(timer);
  }, [state, restored, save]);
  React.useEffect(() => {
    if (!restored) return;
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, [restored, save]);

  return restored;
}
