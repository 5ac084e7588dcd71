import type { BookingState, PersistedBookingState } from "@/components/booking/booking-state";

// The booking draft survives a reload for the browser session (sessionStorage: this tab only, gone
// when it closes). Never card data: the card fields live only in the payment form. A drawn
// signature is kept only while small; once the consent form is stored, its id is what counts.

const STORAGE_KEY = "serenity.booking-draft";
/** Bump when the saved shape changes: older drafts are then ignored. */
const VERSION = 1;
/** A draft older than this is stale (times move out of the bookable window). */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A 550x150 signature is typically 7-40 K characters as a data URL; larger ones are not kept. */
export const MAX_SAVED_SIGNATURE_CHARS = 100_000;

type SavedDraft = { v: typeof VERSION; userId: number; savedAt: number; state: PersistedBookingState };

/** The JSON kept for this user: the state without the server's hold and without an oversized signature. */
export function serializeDraft(userId: number, state: BookingState, now: number = Date.now()): string {
  const { hold: _hold, ...rest } = state;
  const signature = rest.consent.signatureData;
  const consent = signature.length > MAX_SAVED_SIGNATURE_CHARS ? { ...rest.consent, signatureData: "" } : rest.consent;
  const saved: SavedDraft = { v: VERSION, userId, savedAt: now, state: { ...rest, consent } };
  return JSON.stringify(saved);
}

/** The saved draft if it is this user's, current, recent and for a service still offered; else null. */
export function parseSavedDraft(
  raw: string | null,
  userId: number,
  serviceIds: number[],
  now: number = Date.now(),
): PersistedBookingState | null {
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<SavedDraft>;
    if (saved?.v !== VERSION || saved.userId !== userId || typeof saved.savedAt !== "number" || !saved.state) return null;
    if (now - saved.savedAt > DRAFT_MAX_AGE_MS || saved.savedAt > now + 60_000) return null;
    const { state } = saved;
    if (typeof state.step !== "number" || !state.draft || !state.consent || !state.billing) return null;
    if (state.draft.serviceId != null && !serviceIds.includes(state.draft.serviceId)) return null;
    return state;
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy settings): the wizard works, reloads start afresh
  }
}

/** Logging out forgets the draft (name, contact details, address) in this tab. */
export function clearBookingDraft() {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

export const readSavedDraft = (): string | null => {
  try {
    return storage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
};

export function writeSavedDraft(userId: number, state: BookingState) {
  try {
    storage()?.setItem(STORAGE_KEY, serializeDraft(userId, state));
  } catch {
    // Quota exceeded: keep going without saving (a reload then starts from the last saved draft).
  }
}
