import { encode } from "next-auth/jwt";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { authConfig } from "@/lib/auth/edge-config";

// The browser's own session is read off its Auth.js cookie, under either of the names Auth.js
// gives it, and only when the token is ours.
const jar = new Map<string, string>();
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { value: jar.get(name) } : undefined) }),
}));
vi.mock("@/lib/auth", () => ({ auth: async () => null }));
vi.mock("@/lib/db", () => ({ db: {} }));
const { currentSessionId } = await import("@/lib/auth/current-user");

const token = (salt: string, secret = authConfig.secret!) => encode({ token: { sub: "7", sid: "row-42" }, secret, salt });

beforeEach(() => jar.clear());

describe("currentSessionId", () => {
  it("reads the session row from the cookie over HTTP and over HTTPS", async () => {
    jar.set("authjs.session-token", await token("authjs.session-token"));
    expect(await currentSessionId()).toBe("row-42");
    jar.clear();
    jar.set("__Secure-authjs.session-token", await token("__Secure-authjs.session-token"));
    expect(await currentSessionId()).toBe("row-42");
  });

  it("is undefined without a cookie, or with one not sealed with our secret", async () => {
    expect(await currentSessionId()).toBeUndefined();
    jar.set("authjs.session-token", await token("authjs.session-token", "someone-else-s-secret-of-32-characters!"));
    expect(await currentSessionId()).toBeUndefined();
  });
});
