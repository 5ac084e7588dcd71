import NextAuth from "next-auth";
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { authConfig } from "@/lib/auth/edge-config";
import { SESSION_HINT_COOKIE, SESSION_HINT_OPTIONS } from "@/lib/auth/session-hint";

// Next 16's middleware. It only reads the session cookie (no database), so it is a fast first
// gate: protected pages also check the session on the server (lib/accounts/guards.ts).
const { auth } = NextAuth(authConfig);

const PROTECTED = ["/schedule", "/virtual-sessions", "/profile", "/appointments", "/my-packages", "/waitlist"];
// A session's join page answers for itself: the same 404 (with a way to log in and come back) to
// anyone but its client and the owner, signed out or not, so it tells nothing about the session.
const isJoinPage = (pathname: string) => /^\/appointments\/[^/]+\/join\/?$/.test(pathname);
const isProtected = (pathname: string) => !isJoinPage(pathname) && PROTECTED.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** A browser navigation (or a client without Fetch Metadata, such as curl). */
function isDocumentRequest(headers: Headers): boolean {
  const mode = headers.get("sec-fetch-mode");
  return mode === null || mode === "navigate";
}

const withSession = auth((req) => {
  const loggedIn = Boolean(req.auth?.user?.id);
  return withSessionHint(gate(req, loggedIn), req, loggedIn);
});

function gate(req: NextRequest, loggedIn: boolean): NextResponse {
  const { pathname, search } = req.nextUrl;
  // Only full page loads are redirected here. The client router's own fetches (prefetches and
  // refreshes, sec-fetch-mode "cors") pass: a redirect prefetched while logged out would be kept
  // and replayed after login. The pages check the session themselves for those.
  if (!isDocumentRequest(req.headers)) return NextResponse.next();

  if (isProtected(pathname) && !loggedIn) {
    const url = new URL("/auth", req.nextUrl.origin);
    url.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(url);
  }
  if (pathname === "/auth" && loggedIn) return NextResponse.redirect(new URL("/", req.nextUrl.origin));
  return NextResponse.next();
}

/**
 * Brings the header's "signed in" note (lib/auth/session-hint.ts) in line with the session where
 * the proxy reads one: a session from before the note existed gets it on its next gated page (or
 * its way through /auth), and a note without a session goes.
 */
function withSessionHint(res: NextResponse, req: NextRequest, loggedIn: boolean): NextResponse {
  const hinted = req.cookies.has(SESSION_HINT_COOKIE);
  if (loggedIn && !hinted) res.cookies.set(SESSION_HINT_COOKIE, "1", SESSION_HINT_OPTIONS);
  if (!loggedIn && hinted) res.cookies.delete(SESSION_HINT_COOKIE);
  return res;
}

/** PostgreSQL cannot store or compare NUL: a URL that carries one is a bad request. */
const hasNul = (url: URL) => /%00/.test(url.pathname + url.search) || (url.pathname + url.search).includes("\u0000");

/** A path whose %-escapes are no UTF-8 text ("/blog/%ED%A0%80"): Next cannot read its params (a 500). */
function isUndecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export default function proxy(req: NextRequest, event: NextFetchEvent) {
  if (isUndecodable(req.nextUrl.pathname)) return new NextResponse("Not found: the address is not valid.", { status: 404 });
  if (hasNul(req.nextUrl)) return new NextResponse("Bad request: the address must not contain NUL characters.", { status: 400 });
  const { pathname } = req.nextUrl;
  if (isProtected(pathname) || pathname === "/auth") return withSession(req, event as never);
  return NextResponse.next();
}

// The proxy costs about a millisecond of server time per request (measured: a static file went
// from 490 to 1,070 requests/s without it), so it runs only where it has work: the session gates
// and the pages that put URL text into a database query. API routes refuse NUL themselves
// (lib/api/handler.ts); static pages read nothing from the URL, and a post's page reads its slug
// only after checking it is one (getPostBySlug).
export const config = {
  matcher: [
    "/schedule/:path*",
    "/virtual-sessions/:path*",
    "/profile/:path*",
    "/appointments/:path*",
    "/my-packages",
    "/waitlist/:path*",
    "/auth",
    "/auth/reset-password",
    "/admin/:path*",
    "/unsubscribe",
    "/api/auth/:path*",
    // Any address with a %-escape (rare in links of this site), for the check above.
    "/(.*%.*)",
  ],
};
