import type { NextRequest } from "next/server";
import type { z } from "zod";
import { apiRoute, errorResponse } from "@/lib/api/handler";
import type { SessionUser } from "@/lib/auth/session";
import { AppError, forbidden } from "@/lib/errors";

// Every admin endpoint goes through here: apiRoute with `access: "admin"` (anonymous 401, client
// 403, checked on the server for each request), plus what an owner's data needs on top:
// - responses are never cached (`Cache-Control: no-store`), by the browser or any proxy;
// - a state-changing request must come from our own pages: a foreign Origin or a cross-site
//   Fetch Metadata header is refused (403), and a body must be JSON (415). Clients that send
//   neither header (scripts, server-to-server) are served, as DECISIONS.md "Trust boundaries" says.

type Ctx<B, Q, P> = { req: NextRequest; body: B; query: Q; params: P; ip: string; user: SessionUser };
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type Segment = { params: Promise<Record<string, string>> };

export const NO_STORE = "private, no-store";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Throws 403/415 for a state-changing request that did not come from our own pages. */
export function assertSameOriginMutation(req: Request): void {
  if (SAFE_METHODS.has(req.method)) return;
  if (req.headers.get("sec-fetch-site") === "cross-site") throw forbidden("Cross-site requests are not allowed.");
  const origin = req.headers.get("origin");
  if (origin && origin !== "null") {
    const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? new URL(req.url).host;
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      /* malformed: refused below */
    }
    if (originHost !== host) throw forbidden("Cross-site requests are not allowed.");
  } else if (origin === "null") {
    throw forbidden("Cross-site requests are not allowed.");
  }
  const type = req.headers.get("content-type");
  if (type && !/^application\/json\b/i.test(type)) throw new AppError(415, "Requests must be sent as application/json.");
}

export function withNoStore(res: Response): Response {
  res.headers.set("Cache-Control", NO_STORE);
  return res;
}

/** apiRoute for the admin area: admin only, same-origin mutations, never cached. */
export function adminRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(options: { body?: B; query?: Q; params?: P }, handler: (ctx: Ctx<Infer<B>, Infer<Q>, Infer<P>>) => Promise<unknown>) {
  const route = apiRoute({ ...options, access: "admin" }, handler as never);
  return async (req: NextRequest, segment: Segment): Promise<Response> => {
    try {
      assertSameOriginMutation(req);
    } catch (error) {
      return withNoStore(errorResponse(error));
    }
    return withNoStore(await route(req, segment));
  };
}
