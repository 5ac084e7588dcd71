// A readable note, beside Auth.js's HttpOnly session cookie, that this browser has signed in. The
// public pages are static and their header asks GET /api/session for the account area; most of
// their visitors have never signed in, so without the note they would ask on every page and route
// change for nothing. It is set and cleared with the session (lib/auth/index.ts, proxy.ts) and
// carries no secret: it grants nothing, and the session itself is still checked where it counts.
// A note that outlives its session costs one request, after which the header forgets it.

export const SESSION_HINT_COOKIE = "signed-in";

/** As long as a session lasts (SESSION_MAX_AGE_SECONDS); readable by the header's script on purpose. */
export const SESSION_HINT_OPTIONS = { path: "/", sameSite: "lax", maxAge: 30 * 24 * 60 * 60, httpOnly: false } as const;

/**
 * Set on <html> by an inline script before the first paint when the note is there, so a member's
 * header does not show "Login" while the page hydrates (the server renders it logged out). The
 * session store removes it once it knows the answer.
 */
export const SIGNED_IN_ATTRIBUTE = "data-signed-in";

export const signedInScript = `document.cookie.split("; ").some(function (c) { return c.indexOf(${JSON.stringify(`${SESSION_HINT_COOKIE}=`)}) === 0 }) && document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)}, "")`;
