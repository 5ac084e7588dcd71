"use client";

import { useSyncExternalStore } from "react";

// The signed-in user as GET /api/session (and GET /api/user) returns it.
export type SessionUser = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  isAdmin: boolean;
};

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
    const res = await fetch("/api/session", { credentials: "same-origin", cache: "no-store" });
    if (!res.ok) return null;
    const { user } = (await res.json()) as { user: SessionUser | null };
    return user && typeof user === "object" && "firstName" in user ? user : null;
  } catch {
    return null;
  }
}

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

/** POST /api/logout. Resolves to null on success, else the message to show. */
export async function logout(): Promise<string | null> {
  try {
    const res = await fetch("/api/logout", { method: "POST", credentials: "same-origin" });
    if (res.ok) {
      setState({ status: "ready", user: null });
      window.dispatchEvent(new Event("auth-changed"));
      return null;
    }
    return await errorMessage(res);
  } catch {
    return "Network error. Please check your connection and try again.";
  }
}

/** The server's `message`, else the spec's "{status}: {body or status text}". */
async function errorMessage(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  try {
    const json = JSON.parse(text) as { message?: unknown };
    if (typeof json.message === "string" && json.message) return json.message;
  } catch {
    // not JSON: fall through
  }
  return `${res.status}: ${text || res.statusText}`;
}
