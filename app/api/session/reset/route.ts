import { NextResponse } from "next/server";
import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { safeCallbackUrl } from "@/lib/accounts/callback-url";
import { logOut } from "@/lib/accounts/session";

const query = z.object({ callbackUrl: z.string().optional() });

// GET /api/session/reset?callbackUrl=/profile: clears a session cookie whose account no longer
// exists, then continues to /auth. A valid session is left alone, so the link cannot be used to
// log anyone out.
export const GET = apiRoute({ query }, async ({ user, query, req }) => {
  const callbackUrl = safeCallbackUrl(query.callbackUrl);
  if (user) return NextResponse.redirect(new URL(callbackUrl, req.nextUrl.origin));
  await logOut();
  return NextResponse.redirect(new URL(`/auth?callbackUrl=${encodeURIComponent(callbackUrl)}`, req.nextUrl.origin));
});
