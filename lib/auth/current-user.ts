// The signed-in user of this request (read from the Auth.js session cookie and the database), and
// the user fields safe to send to the browser.

import { cache } from "react";
import { auth } from "@/lib/auth";
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
