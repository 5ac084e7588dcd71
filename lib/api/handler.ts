import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { AppError, type FieldErrors, forbidden, unauthorized } from "@/lib/errors";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import { clientIp, enforceRateLimit, type RateLimitRule } from "@/lib/rate-limit";

type Access = "public" | "user" | "admin";

type Context<B, Q, P, A extends Access> = {
  req: NextRequest;
  body: B;
  query: Q;
  params: P;
  ip: string;
  user: A extends "public" ? SessionUser | null : SessionUser;
};

type Options<B extends z.ZodType | undefined, Q extends z.ZodType | undefined, P extends z.ZodType | undefined, A extends Access> = {
  access?: A;
  body?: B;
  query?: Q;
  params?: P;
  /** Counted per client IP before anything else runs. */
  rateLimit?: RateLimitRule;
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
>(
  options: Options<B, Q, P, A>,
  handler: (ctx: Context<Infer<B>, Infer<Q>, Infer<P>, A>) => Promise<unknown>,
) {
  return async (req: NextRequest, segment: { params: Promise<Record<string, string>> }) => {
    try {
      const ip = clientIp(req);
      if (options.rateLimit) await enforceRateLimit(options.rateLimit, ip);

      const access = options.access ?? "public";
      const user = access === "public" ? await getSessionUser().catch(() => null) : await getSessionUser();
      if (access !== "public" && !user) throw unauthorized();
      if (access === "admin" && !user?.isAdmin) throw forbidden();

      const params = options.params ? parse(options.params, await segment.params) : undefined;
      const query = options.query ? parse(options.query, Object.fromEntries(req.nextUrl.searchParams)) : undefined;
      const body = options.body ? parse(options.body, await readJson(req)) : undefined;

      const result = await handler({ req, body, query, params, ip, user } as Context<Infer<B>, Infer<Q>, Infer<P>, A>);
      if (result instanceof Response) return result;
      return NextResponse.json(result ?? { success: true });
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export function errorResponse(error: unknown): NextResponse {
  if (error instanceof AppError) {
    return NextResponse.json(
      { message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) },
      { status: error.status, headers: error.headers },
    );
  }
  console.error("Unhandled API error", error);
  return NextResponse.json({ message: "Something went wrong on our side. Please try again." }, { status: 500 });
}

async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, "The request body is not valid JSON.");
  }
}

/** Parses with zod; failures become a 400 whose message is the first issue's message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    fieldErrors[key] ??= issue.message;
  }
  throw new AppError(400, result.error.issues[0]?.message ?? "Invalid request.", fieldErrors);
}

/** Path params like `{ id }` as a positive integer; anything else is a 404 (no such resource). */
export const idParams = z.object({ id: z.coerce.number().int().positive() });

export const created = (data: unknown) => NextResponse.json(data, { status: 201 });
