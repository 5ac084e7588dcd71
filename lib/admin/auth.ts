import { redirect } from "next/navigation";
import { getSessionUser, type SessionUser } from "@/lib/auth/current-user";
import { adminLoginHref } from "@/lib/admin/return-path";

// The admin check for pages: every admin page calls it on the server (not only a layout or
// proxy.ts). Anonymous visitors and client accounts are sent to the admin login.

export const ADMIN_LOGIN_PATH = "/admin/login";

/** The logged-in admin, or null (anonymous, a client account, or a session that ended). */
export async function getAdminUser(): Promise<SessionUser | null> {
  const user = await getSessionUser().catch(() => null);
  return user?.isAdmin ? user : null;
}

/** The logged-in admin, or a redirect to /admin/login (which comes back to `returnTo` afterwards, when given). */
export async function requireAdminPage(returnTo?: string): Promise<SessionUser> {
  const user = await getAdminUser();
  if (!user) redirect(returnTo ? adminLoginHref(returnTo) : ADMIN_LOGIN_PATH);
  return user;
}
