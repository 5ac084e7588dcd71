import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";

import { getSessionUser, type SessionUser } from "@/lib/auth/current-user";
import { AppError, badRequest, fieldErrorsOf, forbidden, unauthorized } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { containsNul } from "@/lib/http/request-guards";
import { log } from "@/lib/ops/log";
import { enforceRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { fromFormData, type EchoedValues, type FormAction, type FormState } from "./state";

/** public: no session needed (the user is read if there is one); user, admin: required. */
type Access = "public" | "user" | "admin";

type Context<I, A extends Access> = {
  input: I;
  ip: string;
  user: A extends "public" ? SessionUser | null : SessionUser;
};

/** What a handler may answer: a message for the form to show, and data for its success view. */
type Outcome<Data> = { message?: string; data?: Data } | void;

type Options<S extends z.ZodType, A extends Access> = {
  /** Names the action in the logs ("profile.save"). */
  name: string;
  schema: S;
  access?: A;
  /** Counted per client address before anything else runs. */
  rateLimit?: RateLimitRule;
  /** Fields never sent back to the page (passwords, tokens). */
  secret?: readonly string[];
};

/**
 * The one wrapper every form's server action goes through, as `apiRoute` is for the JSON API:
 * reads the posted form with the schema the JSON route uses, authorises, rate-limits, runs the
 * domain function and maps every failure to a FormState with the message and field errors. The
 * typed values go back with a refusal, so a form posted before the page hydrated loses nothing.
 * Next checks the Origin of every action against the host, so actions need no CSRF token.
 */
export function formAction<S extends z.ZodType, A extends Access = "public", Data = undefined>(
  options: Options<S, A>,
  handler: (ctx: Context<z.infer<S>, A>) => Promise<Outcome<Data>>,
): FormAction<Data> {
  return async (_previous, formData) => {
    const started = performance.now();
    const values = echo(formData, options.secret ?? []);
    let userId: number | undefined;
    let state: FormState<Data>;
    try {
      const ip = clientAddress(await headers());
      if (options.rateLimit) await enforceRateLimit(options.rateLimit, ip);
      const access = options.access ?? "public";
      const user = await getSessionUser().catch(() => null);
      userId = user?.id;
      if (access !== "public" && !user) throw unauthorized();
      if (access === "admin" && !user?.isAdmin) throw forbidden();

      const raw = fromFormData(options.schema, formData);
      if (containsNul(raw)) throw badRequest("Text must not contain NUL characters.");
      const parsed = options.schema.safeParse(raw);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error.issues);
        throw badRequest(parsed.error.issues[0]?.message ?? "Please check the form.", fieldErrors);
      }

      const outcome = await handler({ input: parsed.data, ip, user } as Context<z.infer<S>, A>);
      state = { status: "success", message: outcome?.message, data: outcome?.data, at: Date.now() };
    } catch (error) {
      unstable_rethrow(error); // redirect() and notFound() are Next's, not failures
      state = failure(error, values, options.name);
    }
    log(state.status === "success" ? "info" : "warn", "action", {
      action: options.name,
      status: state.status,
      durationMs: Math.round(performance.now() - started),
      userId,
    });
    return state;
  };
}

function failure(error: unknown, values: EchoedValues, name: string): FormState<never> {
  if (error instanceof AppError)
    return { status: "error", message: error.message, fieldErrors: error.fieldErrors, values, httpStatus: error.status, at: Date.now() };
  log("error", "unhandled action error", { action: name, error });
  return { status: "error", message: "Something went wrong on our side. Please try again.", values, at: Date.now() };
}

function echo(formData: FormData, secret: readonly string[]): EchoedValues {
  const values: EchoedValues = {};
  for (const key of new Set(formData.keys())) {
    if (key.startsWith("$ACTION") || secret.includes(key)) continue;
    const texts = formData.getAll(key).filter((v): v is string => typeof v === "string");
    if (texts.length) values[key] = texts.length === 1 ? texts[0] : texts;
  }
  return values;
}
