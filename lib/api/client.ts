// The one way components call the JSON API. Every call sends the session cookie and sets a JSON
// content type only when there is a body. A non-OK answer throws an ApiError
// whose message is "{status}: {body or status text}", as the spec's errors read; the server's own
// `message`, `code` and `fieldErrors` ride along for friendlier display.

import type { FieldErrors } from "@/lib/errors";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type ApiRequestOptions = {
  /** Defaults to POST when there is a body, else GET. */
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
};

const NETWORK_ERROR_MESSAGE = "Network error. Please check your connection and try again.";

export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    /** The HTTP status; 0 when the request never got an answer (offline, DNS, CORS). */
    readonly status: number,
    message: string,
    /** The server's `message`, when it sent one: safe to show as is. */
    readonly serverMessage?: string,
    readonly code?: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

export async function apiRequest<T>(path: string, { method, body, signal }: ApiRequestOptions = {}): Promise<T> {
  const hasBody = body !== undefined;
  let res: Response;
  try {
    res = await fetch(path, {
      method: method ?? (hasBody ? "POST" : "GET"),
      credentials: "same-origin",
      cache: "no-store",
      headers: hasBody ? { "Content-Type": "application/json" } : undefined,
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (error) {
    // An abort is the caller's own doing: let it through untouched so it can be ignored.
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const text = await res.text().catch(() => "");
  const json = parseJson(text);
  if (res.ok) return json as T;

  const payload = (json && typeof json === "object" ? json : {}) as { message?: unknown; code?: unknown; fieldErrors?: unknown };
  const serverMessage = typeof payload.message === "string" && payload.message.trim() ? payload.message : undefined;
  return Promise.reject(
    new ApiError(
      res.status,
      `${res.status}: ${text || res.statusText}`,
      serverMessage,
      typeof payload.code === "string" ? payload.code : undefined,
      payload.fieldErrors && typeof payload.fieldErrors === "object" ? (payload.fieldErrors as FieldErrors) : undefined,
    ),
  );
}

/** The server's message when the error carries one, else the given fallback (the spec's texts). */
export function messageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** True for an abort the caller asked for (a newer request replaced this one). */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
