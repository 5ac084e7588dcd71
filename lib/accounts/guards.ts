import { redirect } from "next/navigation";
import { currentSessionId, getSessionUser, type SessionUser } from "@/lib/auth/current-user";

// Server-side checks for pages: defence in depth behind proxy.ts, which only sees the cookie.

/** The logged-in user, or a redirect to /auth that comes back to `path` afterwards. */
export async function requireUser(path: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (user) return user;
  const callbackUrl = encodeURIComponent(path);
  // A cookie whose session has ended (logged out or a password changed on another device, or an
  // account that no longer exists): proxy.ts, which reads only the cookie, would send the visitor
  // from /auth back home, so it is cleared first.
  if (await currentSessionId()) redirect(`/api/session/reset?callbackUrl=${callbackUrl}`);
  redirect(`/auth?callbackUrl=${callbackUrl}`);
}
