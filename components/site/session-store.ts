"use client";

import { useSyncExternalStore } from "react";
import type { PublicUser } from "@/lib/accounts/users";
import { apiRequest } from "@/lib/api/client";
import { logOutAction } from "@/lib/actions/accounts";
import { IDLE } from "@/lib/actions/state";
import { clearBookingDraft } from "@/components/booking/draft-storage";

/** The signed-in user as GET /api/session (and GET /api/user) returns it. */
export type SessionUser = PublicUser;

export type SessionState = { status: "loading" } | { status: "ready"; user: SessionUser | null };

/**
 * One shared client-side view of the session for the header's leaves (user menu and mobile
 * drawer), so the page itself stays static: one request per refresh, however many readers.
 */
let state: SessionState = { status: "loading" };
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** GET /api/session answers 200 `{ user }` (null for visitors) and never touches the cookie. */
async function fetchUser(): Promise<SessionUser | null> {
  try {
    const { user } = await apiRequest<{ user: SessionUser | null }>("/api/session");
    return user && typeof user === "object" && "firstName" in user ? user : null;
  } catch {
    return null;
  }
}

/** Tells the header (and any other listener) that the session changed. */
export const announceAuthChange = () => window.dispatchEvent(new Event("auth-changed"));

export function refreshSession(): Promise<void> {
  inflight ??= fetchUser()
    .then((user) => setState({ status: "ready", user }))
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

function onAuthChanged() {
  void refreshSession();
}

/** The current snapshot (what useSession returns). */
export function getSession(): SessionState {
  return state;
}

/** Notifies on every change; also listens for "auth-changed" while anyone is subscribed. */
export function subscribeSession(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("auth-changed", onAuthChanged);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("auth-changed", onAuthChanged);
  };
}

const loadingState: SessionState = { status: "loading" };

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, () => loadingState);
}

const LOGOUT_FAILED = "Could not log out. Please check your connection and try again.";

/** Ends the session (the logout action, as POST /api/logout). Resolves to null on success, else the message to show. */
export async function logout(): Promise<string | null> {
  try {
    const answer = await logOutAction(IDLE, new FormData());
    if (answer.status === "error") return answer.message;
  } catch {
    return LOGOUT_FAILED; // the network, not the server
  }
  clearBookingDraft();
  setState({ status: "ready", user: null });
  announceAuthChange();
  return null;
}
