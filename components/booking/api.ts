// The wizard's calls to the JSON API. Every call sends the session cookie; a JSON content type
// only when there is a body (spec section 7). Failures come back as values, never as throws,
// except for network errors, which the caller treats as "exception" (spec section 8).

export type ApiFailure = {
  ok: false;
  status: number;
  /** The server's `message`, else the spec's "{status}: {body or status text}". */
  message: string;
  /** True when the server itself sent a message (so it can be shown as is). */
  serverMessage: boolean;
  code?: string;
  fieldErrors?: Record<string, string>;
};

export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export async function apiRequest<T>(path: string, init: { method?: "GET" | "POST"; body?: unknown; signal?: AbortSignal } = {}): Promise<ApiResult<T>> {
  const hasBody = init.body !== undefined;
  const res = await fetch(path, {
    method: init.method ?? (hasBody ? "POST" : "GET"),
    credentials: "same-origin",
    cache: "no-store",
    headers: hasBody ? { "Content-Type": "application/json" } : undefined,
    body: hasBody ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
  });
  const text = await res.text().catch(() => "");
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  if (res.ok) return { ok: true, status: res.status, data: json as T };

  const body = (json && typeof json === "object" ? json : {}) as { message?: unknown; code?: unknown; fieldErrors?: unknown };
  const hasMessage = typeof body.message === "string" && body.message.trim() !== "";
  return {
    ok: false,
    status: res.status,
    message: hasMessage ? (body.message as string) : `${res.status}: ${text || res.statusText}`,
    serverMessage: hasMessage,
    code: typeof body.code === "string" ? body.code : undefined,
    fieldErrors: body.fieldErrors && typeof body.fieldErrors === "object" ? (body.fieldErrors as Record<string, string>) : undefined,
  };
}

/** The server's message when it sent one, else the given fallback (the spec's default texts). */
export const messageOr = (failure: ApiFailure, fallback: string) => (failure.serverMessage ? failure.message : fallback);
