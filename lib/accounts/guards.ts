import { redirect } from "next/navigation";
import { auth } from "@/lib/auth";
import { getSessionUser, type SessionUser } from "@/lib/auth/current-user";

// Server-side checks for pages: defence in depth behind proxy.ts, which only sees the cookie.

/** The logged-in user, or a redirect to /auth that comes back to `path` afterwards. */
export async function requireUser(path: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (user) return user;
  const callbackUrl = encodeURIComponent(path);
  // A valid cookie for an account that no longer exists (e.g. a reset database): clear it first,
  // or proxy.ts would keep sending the visitor from /auth back home.
  if ((await auth())?.user?.id) redirect(`/api/session/reset?callbackUrl=${callbackUrl}`);
  redirect(`/auth?callbackUrl=${callbackUrl}`);
}
