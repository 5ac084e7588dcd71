import { redirect } from "next/navigation";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";

// Server-side checks for pages: defence in depth behind proxy.ts, which only sees the cookie
// (a deleted account's cookie still looks valid there).

/** The logged-in user, or a redirect to /auth that comes back to `path` afterwards. */
export async function requireUser(path: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(`/auth?callbackUrl=${encodeURIComponent(path)}`);
  return user;
}
