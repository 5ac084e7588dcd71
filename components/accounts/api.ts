"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

// Small JSON client for the account pages. Errors carry the server's message (and field
// errors) when it sent one, else the spec's "{status}: {body or status text}".

export type ApiFailure = { ok: false; status: number; message: string; fieldErrors?: Record<string, string> };
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

export async function apiRequest<T>(method: "GET" | "POST" | "PUT" | "PATCH", url: string, body?: unknown): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      // A JSON content type only when there is a body (spec section 7).
      ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, status: 0, message: "Network error. Please check your connection and try again." };
  }
  const text = await res.text().catch(() => "");
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (res.ok) return { ok: true, data: json as T };
  const error = (json ?? {}) as { message?: unknown; fieldErrors?: Record<string, string> };
  const message = typeof error.message === "string" && error.message ? error.message : `${res.status}: ${text || res.statusText}`;
  return { ok: false, status: res.status, message, fieldErrors: error.fieldErrors };
}

/** Tells the header (and any other listener) that the session changed. */
export const announceAuthChange = () => window.dispatchEvent(new Event("auth-changed"));

/** Field errors the server sent (400/409) shown on the matching inputs of a form. */
export function applyFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, failure: ApiFailure) {
  for (const [name, message] of Object.entries(failure.fieldErrors ?? {})) {
    if (name in form.getValues()) form.setError(name as Path<T>, { message }, { shouldFocus: true });
  }
}
