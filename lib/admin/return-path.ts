// Where the admin login sends the owner afterwards: the page of the owner's area she asked for
// (an email's link to one appointment, say), so signing in on the way does not lose it. Only
// paths inside /admin are accepted, so the parameter cannot send anyone to another site.

export const ADMIN_HOME = "/admin/dashboard";

/** "/admin/dashboard?appointment=12" yes; "/admin/login", "/profile", "//evil.com", "https://evil.com" no (-> the dashboard). */
export function adminReturnPath(value: string | string[] | undefined | null): string {
  const path = Array.isArray(value) ? value[0] : value;
  if (!path || !path.startsWith("/admin/") || /[\u0000-\u001f\\]/.test(path)) return ADMIN_HOME;
  if (/^\/admin\/login(?:[/?#]|$)/.test(path)) return ADMIN_HOME;
  return path;
}

/** The admin login that comes back to `path` afterwards (the plain login for the dashboard). */
export const adminLoginHref = (path: string) => {
  const next = adminReturnPath(path);
  return next === ADMIN_HOME ? "/admin/login" : `/admin/login?next=${encodeURIComponent(next)}`;
};
