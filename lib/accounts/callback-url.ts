// Where /auth sends the user after logging in. Only same-origin paths are accepted, so the
// callbackUrl parameter cannot be used to bounce someone to another site (open redirect).

/** "/profile?tab=x" yes; "//evil.com", "https://evil.com", "/\\evil", "/auth" no (-> fallback). */
export function safeCallbackUrl(value: string | string[] | undefined | null, fallback = "/"): string {
  const url = Array.isArray(value) ? value[0] : value;
  if (!url || !url.startsWith("/") || url.startsWith("//") || url.startsWith("/\\") || /[\u0000-\u001f]/.test(url)) return fallback;
  if (url === "/auth" || url.startsWith("/auth?") || url.startsWith("/auth/")) return fallback;
  return url;
}
