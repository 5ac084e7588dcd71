import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { enforceRateLimit } from "@/lib/rate-limit";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";

const echo = apiRoute({ body: z.object({ email: z.email("Please enter a valid email address") }) }, async ({ body }) => ({
  received: body.email,
}));
const privateRoute = apiRoute({ access: "user" }, async ({ user }) => ({ id: user.id }));
const adminRoute = apiRoute({ access: "admin" }, async () => ({ ok: true }));

describe("apiRoute", () => {
  it("answers malformed JSON with a 400 and a clear message", async () => {
    const res = await call(echo, { method: "POST", body: "{not json" });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("The request body is not valid JSON.");
  });

  it("maps validation failures to 400 with field errors", async () => {
    const res = await call(echo, { method: "POST", body: { email: "nope" } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: "Please enter a valid email address",
      fieldErrors: { email: "Please enter a valid email address" },
    });
  });

  it("passes valid input through", async () => {
    const res = await call(echo, { method: "POST", body: { email: "a@b.co" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: "a@b.co" });
  });

  it("enforces access levels", async () => {
    loginAs(null);
    expect((await call(privateRoute)).status).toBe(401);
    const client = await createUser();
    loginAs(client);
    expect((await call(privateRoute)).json).toEqual({ id: client.id });
    expect((await call(adminRoute)).status).toBe(403);
    loginAs(await createUser({ isAdmin: true }));
    expect((await call(adminRoute)).status).toBe(200);
    loginAs(null);
  });
});

describe("request bodies", () => {
  const nested = (depth: number) => `{"email":"a@b.co","x":${"[".repeat(depth)}${"]".repeat(depth)}}`;
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    echo(
      new NextRequest("http://localhost/api", {
        method: "POST",
        body,
        headers: { "content-type": "application/json", ...headers },
        duplex: "half",
      } as never),
      {
        params: Promise.resolve({}),
      },
    );

  it("nest 32 levels deep at most: deeper is a 400, however deep", async () => {
    expect((await call(echo, { method: "POST", body: nested(31) })).status).toBe(200);
    const res = await call(echo, { method: "POST", body: nested(32) });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("The request body is nested too deeply (at most 32 levels).");
    expect((await call(echo, { method: "POST", body: nested(100_000) })).status).toBe(400);
  });

  it("of more than 1 MB are a 413, unread when the client says its length", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
    });
    const res = await post(endless);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("The request is too large (at most 1 MB).");
    expect(pulled).toBeLessThan(40); // 1 MB and a little, not the 100 MB a client may send

    const said = await post(new ReadableStream({ pull: () => void pulled++ }), { "content-length": String(100 * 1024 * 1024) });
    expect(said.status).toBe(413);
  });
});

describe("rate limits", () => {
  it("allows the limit then answers 429 with Retry-After, per key", async () => {
    const previous = process.env.RATE_LIMIT_DISABLED;
    process.env.RATE_LIMIT_DISABLED = "0";
    const rule = { name: `t${Date.now()}`, limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) await enforceRateLimit(rule, "1.2.3.4");
    await expect(enforceRateLimit(rule, "1.2.3.4")).rejects.toMatchObject({ status: 429 });
    await expect(enforceRateLimit(rule, "5.6.7.8")).resolves.toBeUndefined();
    process.env.RATE_LIMIT_DISABLED = previous;
  });
});

describe("request logs", () => {
  it("write one JSON line per request with id, status and duration, and nothing the client sent", async () => {
    const { vi } = await import("vitest");
    process.env.LOG_REQUESTS = "1";
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      const res = await call(echo, {
        method: "POST",
        url: "http://localhost/api/echo?token=secret-token",
        body: { email: "a@b.co", password: "hunter2-secret" },
      });
      const line = write.mock.calls.map(([chunk]) => String(chunk)).find((text) => text.includes('"msg":"request"'));
      expect(line).toBeDefined();
      const entry = JSON.parse(line!);
      expect(entry).toMatchObject({
        level: "info",
        method: "POST",
        path: "/api/echo",
        status: 200,
        requestId: res.headers.get("x-request-id"),
      });
      expect(entry.durationMs).toEqual(expect.any(Number));
      expect(line).not.toMatch(/hunter2|secret-token|a@b\.co/);
    } finally {
      write.mockRestore();
      delete process.env.LOG_REQUESTS;
    }
  });
});
