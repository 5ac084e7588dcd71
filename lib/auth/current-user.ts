// The signed-in user of this request (read from the Auth.js session cookie and the database), and
// the user fields safe to send to the browser.

import { decode } from "next-auth/jwt";
import { cookies } from "next/headers";
import { cache } from "react";
import { auth } from "@/lib/auth";
import { authConfig } from "@/lib/auth/edge-config";
import { db } from "@/lib/db";

/** Fields of a user that are safe to send to the browser. Never the password hash. */
export const publicUserSelect = {
  id: true,
  username: true,
  email: true,
  firstName: true,
  lastName: true,
  phone: true,
  isAdmin: true,
  subscribed: true,
  notificationsEnabled: true,
  notificationPreferences: true,
  preferredServiceId: true,
  preferredPractitionerId: true,
  timeZone: true,
} as const;

/**
 * The logged-in user, read fresh from the database (once per request), or null. A token whose
 * AuthSession ended (logout, password change) is no session: Auth.js's jwt callback drops it.
 */
export const getSessionUser = cache(async () => {
  const session = await auth();
  const id = Number(session?.user?.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  return db.user.findUnique({ where: { id }, select: publicUserSelect });
});

export type SessionUser = NonNullable<Awaited<ReturnType<typeof getSessionUser>>>;

// Auth.js names its cookie after the scheme: the __Secure- one over HTTPS.
const SESSION_COOKIES = ["__Secure-authjs.session-token", "authjs.session-token"];

/** The AuthSession row this request's cookie names (kept when a password change ends the others). */
export async function currentSessionId(): Promise<string | undefined> {
  const store = await cookies();
  for (const name of SESSION_COOKIES) {
    const value = store.get(name)?.value;
    if (!value || !authConfig.secret) continue;
    const token = await decode({ token: value, secret: authConfig.secret, salt: name }).catch(() => null);
    if (typeof token?.sid === "string") return token.sid;
  }
  return undefined;
}
