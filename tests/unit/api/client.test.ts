import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, isAbort, messageOr } from "@/lib/api/client";

const respond = (status: number, body: string, statusText = "") =>
  vi.fn(async (_url: string, _init: RequestInit) => new Response(body || null, { status, statusText }));

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends cookies, and a JSON content type only with a body", async () => {
    const fetch = respond(200, '{"ok":1}');
    vi.stubGlobal("fetch", fetch);
    await apiRequest("/api/user");
    await apiRequest("/api/contact", { body: { name: "A" } });
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: "GET", credentials: "same-origin", headers: undefined, body: undefined });
    expect(fetch.mock.calls[1][1]).toMatchObject({ method: "POST", headers: { "Content-Type": "application/json" }, body: '{"name":"A"}' });
  });

  it("returns the parsed body on success", async () => {
    vi.stubGlobal("fetch", respond(200, '{"id":7}'));
    await expect(apiRequest<{ id: number }>("/api/x")).resolves.toEqual({ id: 7 });
  });

  it("throws the spec's '{status}: {body}' with the server's message, code and field errors", async () => {
    vi.stubGlobal("fetch", respond(400, '{"message":"Name is required","code":"bad","fieldErrors":{"name":"Name is required"}}'));
    const error = (await apiRequest("/api/contact", { body: {} }).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('400: {"message":"Name is required","code":"bad","fieldErrors":{"name":"Name is required"}}');
    expect(error).toMatchObject({ status: 400, serverMessage: "Name is required", code: "bad", fieldErrors: { name: "Name is required" } });
    expect(messageOr(error, "fallback")).toBe("Name is required");
  });

  it("uses the status text when the body is empty, and the fallback when the server sent no message", async () => {
    vi.stubGlobal("fetch", respond(502, "", "Bad Gateway"));
    const error = (await apiRequest("/api/x").catch((e) => e)) as ApiError;
    expect(error.message).toBe("502: Bad Gateway");
    expect(messageOr(error, "Please try again.")).toBe("Please try again.");
  });

  it("turns a network failure into status 0 without a server message", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = (await apiRequest("/api/x").catch((e) => e)) as ApiError;
    expect(error).toMatchObject({ status: 0, serverMessage: undefined });
    expect(messageOr(error, "fallback")).toBe("fallback");
  });

  it("lets the caller's own abort through untouched", async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        controller.abort();
        throw new DOMException("The operation was aborted.", "AbortError");
      }),
    );
    const error = await apiRequest("/api/x", { signal: controller.signal }).catch((e) => e);
    expect(isAbort(error)).toBe(true);
  });
});
