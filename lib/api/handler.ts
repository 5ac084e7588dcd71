import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { AppError, badRequest, fieldErrorsOf, forbidden, unauthorized } from "@/lib/errors";
import { getSessionUser, type SessionUser } from "@/lib/auth/current-user";
import { idField } from "@/lib/validations/fields";
import { clientAddress } from "@/lib/http/client-address";
import { log } from "@/lib/ops/log";
import {
  CROSS_SITE_MESSAGE,
  JSON_ONLY_MESSAGE,
  STATE_CHANGING_METHODS,
  MAX_JSON_DEPTH,
  containsNul,
  isCrossSite,
  isNonJsonBody,
  refusedJson,
} from "@/lib/http/request-guards";
import { enforceRateLimit, type RateLimitRule } from "@/lib/rate-limit";

/**
 * public: no session is read (nothing personal; the fast path for catalogue reads);
 * optional: the session is read if there is one (user may be null); user, admin: required.
 */
type Access = "public" | "optional" | "user" | "admin";

type Context<B, Q, P, A extends Access> = {
  req: NextRequest;
  body: B;
  query: Q;
  params: P;
  ip: string;
  user: A extends "public" ? null : A extends "optional" ? SessionUser | null : SessionUser;
};

type Options<B extends z.ZodType | undefined, Q extends z.ZodType | undefined, P extends z.ZodType | undefined, A extends Access> = {
  access?: A;
  body?: B;
  query?: Q;
  params?: P;
  /** Counted per client IP before anything else runs. */
  rateLimit?: RateLimitRule;
  /**
   * Skips the same-site and JSON-only guards of state-changing requests: only for callers that
   * are other sites by design (RFC 8058 one-click unsubscribe from mail providers).
   */
  allowCrossSite?: boolean;
  /** The largest request body read, in bytes (default BODY_LIMIT); a larger one is a 413 unread. */
  bodyLimit?: number;
};

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

/**
 * The one wrapper every JSON route handler goes through: authorises, parses body, query and
 * path params with zod, runs the handler and maps every failure to `{ message, fieldErrors? }`
 * with the right status. Bad input is always a 400, never a 500.
 */
export function apiRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  A extends Access = "public",
>(options: Options<B, Q, P, A>, handler: (ctx: Context<Infer<B>, Infer<Q>, Infer<P>, A>) => Promise<unknown>) {
  const run = async (
    req: NextRequest,
    segment: { params: Promise<Record<string, string>> },
    seen: { userId?: number },
  ): Promise<Response> => {
    if (STATE_CHANGING_METHODS.has(req.method) && !options.allowCrossSite) {
      if (isCrossSite(req.headers)) throw forbidden(CROSS_SITE_MESSAGE);
      if (isNonJsonBody(req.headers)) throw new AppError(415, JSON_ONLY_MESSAGE);
    }
    const bodyLimit = options.bodyLimit ?? BODY_LIMIT;
    if (declaredLength(req.headers) > bodyLimit) throw bodyTooLarge(bodyLimit);
    const ip = clientAddress(req.headers);
    if (options.rateLimit) await enforceRateLimit(options.rateLimit, ip);

    const access = options.access ?? "public";
    const user = access === "public" ? null : access === "optional" ? await getSessionUser().catch(() => null) : await getSessionUser();
    seen.userId = user?.id;
    if ((access === "user" || access === "admin") && !user) throw unauthorized();
    if (access === "admin" && !user?.isAdmin) throw forbidden();

    const rawParams = await segment.params;
    const rawQuery = Object.fromEntries(req.nextUrl.searchParams);
    // PostgreSQL cannot store NUL: refuse it in any input, for every route, before a schema runs.
    if (containsNul(rawParams) || containsNul(rawQuery)) throw badRequest(NUL_MESSAGE);
    const params = options.params ? parse(options.params, rawParams) : undefined;
    const query = options.query ? parse(options.query, rawQuery) : undefined;
    const body = options.body ? parse(options.body, await readJson(req, bodyLimit)) : undefined;

    const result = await handler({ req, body, query, params, ip, user } as Context<Infer<B>, Infer<Q>, Infer<P>, A>);
    if (result instanceof Response) return result;
    return NextResponse.json(result ?? { success: true });
  };

  return async (req: NextRequest, segment: { params: Promise<Record<string, string>> }) => {
    const started = performance.now();
    const requestId = requestIdOf(req.headers);
    const seen: { userId?: number } = {};
    const response = await run(req, segment, seen).catch((error: unknown) => errorResponse(error, requestId));
    try {
      response.headers.set("x-request-id", requestId);
      // What a session sees, and what changes state, is never kept by a browser or a proxy.
      const personal = (options.access ?? "public") !== "public" || STATE_CHANGING_METHODS.has(req.method);
      if (personal && !response.headers.has("cache-control")) response.headers.set("cache-control", "private, no-store");
    } catch {
      // Response.redirect() has immutable headers: the id is then in the log only.
    }
    // The path only: query strings can carry tokens (unsubscribe links).
    log(response.status >= 500 ? "error" : "info", "request", {
      requestId,
      method: req.method,
      path: req.nextUrl.pathname,
      status: response.status,
      durationMs: Math.round(performance.now() - started),
      userId: seen.userId,
    });
    return response;
  };
}

/** The proxy's request id when one is trusted to set it, else a new one. */
function requestIdOf(headers: Headers): string {
  const given = headers.get("x-request-id");
  return given && /^[\w.:-]{8,128}$/.test(given) ? given : crypto.randomUUID();
}

export function errorResponse(error: unknown, requestId?: string): NextResponse {
  if (error instanceof AppError) {
    return NextResponse.json(
      {
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      },
      { status: error.status, headers: error.headers },
    );
  }
  log("error", "unhandled API error", { requestId, error });
  return NextResponse.json({ message: "Something went wrong on our side. Please try again." }, { status: 500 });
}

/** The largest JSON body a route reads unless it says otherwise (the image uploads do): 1 MB. */
export const BODY_LIMIT = 1024 * 1024;

const bodyTooLarge = (limit: number) => new AppError(413, `The request is too large (at most ${Math.floor(limit / (1024 * 1024))} MB).`);

/** The Content-Length a client declared (0 when none or unreadable). */
function declaredLength(headers: Headers): number {
  const length = Number(headers.get("content-length"));
  return Number.isFinite(length) ? length : 0;
}

/**
 * The request body as text, read up to `limit` bytes: a declared or streamed body beyond it is a
 * 413 and the rest is not read (nothing of any size goes to memory first).
 */
export async function readText(req: Request, limit = BODY_LIMIT): Promise<string> {
  if (declaredLength(req.headers) > limit) throw bodyTooLarge(limit);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.byteLength;
      if (size > limit) {
        void reader.cancel().catch(() => undefined);
        throw bodyTooLarge(limit);
      }
      chunks.push(part.value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A client that hangs up mid-body gets no answer anyway: a 400, not an "unhandled" 500 in the log.
    throw new AppError(400, "The request body could not be read.");
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The request body as JSON ({} when empty); 400 for malformed JSON, a NUL character or nesting deeper than MAX_JSON_DEPTH; 413 beyond `limit` bytes. */
export async function readJson(req: Request, limit = BODY_LIMIT): Promise<unknown> {
  const text = await readText(req, limit);
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError(400, "The request body is not valid JSON.");
  }
  const refused = refusedJson(body);
  if (refused === "nul") throw badRequest(NUL_MESSAGE);
  if (refused === "depth") throw badRequest(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
  return body;
}

/** Parses with zod; failures become a 400 whose message is the first issue's message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError(400, result.error.issues[0]?.message ?? "Invalid request.", fieldErrorsOf(result.error.issues));
}

const NUL_MESSAGE = "Text must not contain NUL characters.";

/** Path params like `{ id }`: a positive integer written in digits, nothing else. */
export const idParams = z.object({ id: idField() });

export const created = (data: unknown) => NextResponse.json(data, { status: 201 });
