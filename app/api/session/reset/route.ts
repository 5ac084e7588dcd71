import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { safeCallbackUrl } from "@/lib/accounts/callback-url";
import { logOut } from "@/lib/accounts/sign-in";

const query = z.object({ callbackUrl: z.string().optional() });

// GET /api/session/reset?callbackUrl=/profile: clears a session cookie whose account no longer
// exists, then continues to /auth. A valid session is left alone, so the link cannot be used to
// log anyone out.
export const GET = apiRoute({ access: "optional", query }, async ({ user, query }) => {
  const callbackUrl = safeCallbackUrl(query.callbackUrl);
  if (user) return redirectTo(callbackUrl);
  await logOut();
  return redirectTo(`/auth?callbackUrl=${encodeURIComponent(callbackUrl)}`);
});

// A relative Location: the browser resolves it against the address it used, so behind a proxy
// the redirect stays on the public origin (the server's own idea of its host is the internal one).
const redirectTo = (path: string) => new Response(null, { status: 307, headers: { location: path, "cache-control": "no-store" } });
