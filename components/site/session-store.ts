"use client";

import { useSyncExternalStore } from "react";
import type { PublicUser } from "@/lib/accounts/users";
import { apiRequest } from "@/lib/api/client";
import { SESSION_HINT_COOKIE, SIGNED_IN_ATTRIBUTE } from "@/lib/auth/session-hint";

/** The signed-in user as GET /api/session (and GET /api/user) returns it. */
export type SessionUser = PublicUser;

export type SessionState = { status: "loading" } | { status: "ready"; user: SessionUser | null };

const LOGGED_OUT: SessionState = { status: "ready", user: null };

/** Whether this browser has signed in (lib/auth/session-hint.ts): without the note there is nothing to ask. */
const hasSessionHint = () =>
  typeof document !== "undefined" && document.cookie.split("; ").some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`));
const forgetSessionHint = () => {
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
};

/**
 * One shared client-side view of the session for the header's leaves (user menu and mobile
 * drawer), so the page itself stays static: one request per refresh, however many readers, and
 * none for a browser that has not signed in. The server renders the logged-out header, so for
 * those visitors nothing changes when the page hydrates.
 */
let state: SessionState = hasSessionHint() ? { status: "loading" } : LOGGED_OUT;
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  // Known now: the header shows what it renders (the page's script hid "Login" until then).
  if (next.status === "ready") document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/**
 * GET /api/session answers 200 `{ user }` (null for visitors) and never touches the cookie. An
 * answer of no user means the note outlived its session, so it goes; a failed request says
 * nothing either way, so it stays.
 */
async function fetchUser(): Promise<SessionUser | null> {
  try {
    const { user } = await apiRequest<{ user: SessionUser | null }>("/api/session");
    if (user === null) forgetSessionHint();
    return user && typeof user === "object" && "firstName" in user ? user : null;
  } catch {
    return null;
  }
}

/** Tells the header (and any other listener) that the session changed. */
export const announceAuthChange = () => window.dispatchEvent(new Event("auth-changed"));

export function refreshSession(): Promise<void> {
  if (!hasSessionHint()) {
    setState(LOGGED_OUT);
    return Promise.resolve();
  }
  inflight ??= fetchUser()
    .then((user) => setState(user ? { status: "ready", user } : LOGGED_OUT))
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

/** The server renders every visitor logged out: the pages are static, and most visitors are. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, () => LOGGED_OUT);
}

/** After a logout (./logout.ts): the header shows the visitor's, and every listener hears of it. */
export function markLoggedOut() {
  setState(LOGGED_OUT);
  announceAuthChange();
}
