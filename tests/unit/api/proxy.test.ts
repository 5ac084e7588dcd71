import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { authConfig } from "@/lib/auth/edge-config";
import proxy, { config } from "@/proxy";

const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe("proxy.ts", () => {
  it("runs where there is a session gate or a page that queries with URL text", () => {
    for (const path of [
      "/schedule",
      "/schedule?service=3",
      "/virtual-sessions",
      "/profile",
      "/auth",
      "/admin",
      "/admin/dashboard",
      "/unsubscribe",
      "/auth/reset-password",
      "/api/auth/session",
      "/api/auth/callback/credentials",
    ]) {
      expect(matches(path), path).toBe(true);
    }
  });

  it("stays off the hot paths: API routes (they refuse NUL themselves), static pages, posts and files", () => {
    for (const path of [
      "/api/time-slots",
      "/api/appointments",
      "/api/health",
      "/",
      "/services",
      "/about",
      "/blog",
      "/blog/some-post",
      "/contact",
      "/robots.txt",
      "/_next/static/chunk.js",
    ]) {
      expect(matches(path), path).toBe(false);
    }
  });

  it("sends a logged-out visitor to log in and back to the same booking link, service included", async () => {
    const response = await proxy(
      new NextRequest("http://localhost/schedule?service=3", { headers: { "sec-fetch-mode": "navigate" } }),
      {} as never,
    );
    expect(response?.status).toBe(307);
    const location = new URL(response!.headers.get("location")!);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("callbackUrl")).toBe("/schedule?service=3");
  });

  it("answers 400 to a NUL character in a page address", async () => {
    for (const url of [
      "http://localhost/admin/dashboard?q=%00",
      "http://localhost/unsubscribe?token=x%00",
      "http://localhost/auth/reset-password?token=x%00",
    ]) {
      const response = await proxy(new NextRequest(url), {} as never);
      expect(response?.status, url).toBe(400);
    }
  });

  it("answers 404 to an address whose %-escapes are no UTF-8 text (Next cannot read its params: a 500)", async () => {
    for (const path of ["/blog/%ED%A0%80", "/blog/%E0%A4%A", "/api/services/%FF", "/services/%C3%28"]) {
      expect(matches(path), path).toBe(true);
      const response = await proxy(new NextRequest(`http://localhost${path}`), {} as never);
      expect(response?.status, path).toBe(404);
    }
    const text = await proxy(new NextRequest("http://localhost/blog/caf%C3%A9"), {} as never);
    expect(text?.headers.get("x-middleware-next")).toBe("1");
  });

  it("runs on My Appointments and its reschedule pages, and sends a logged-out visitor to log in and back there", async () => {
    for (const path of ["/appointments", "/appointments/12/reschedule"]) {
      expect(matches(path), path).toBe(true);
      const response = await proxy(new NextRequest(`http://localhost${path}`, { headers: { "sec-fetch-mode": "navigate" } }), {} as never);
      expect(response?.status, path).toBe(307);
      const location = new URL(response!.headers.get("location")!);
      expect(location.pathname).toBe("/auth");
      expect(location.searchParams.get("callbackUrl")).toBe(path);
    }
    expect(matches("/api/appointments/12/cancel")).toBe(false);
  });

  describe("the header's signed-in note (lib/auth/session-hint.ts)", () => {
    const SESSION = "authjs.session-token";
    const sessionToken = () => encode({ token: { sub: "7", sid: "s1" }, secret: authConfig.secret!, salt: SESSION });
    // As Next's server passes a request to the proxy: Auth.js reads the origin from these headers.
    const headers = { host: "localhost", "x-forwarded-proto": "http", "sec-fetch-mode": "navigate" };
    const page = (path: string, cookie: string) =>
      proxy(new NextRequest(`http://localhost${path}`, { headers: { ...headers, cookie } }), {} as never);
    const hintCookie = (response: Response | null | void) =>
      response?.headers
        .getSetCookie()
        .find((line) => line.startsWith("signed-in="))
        ?.split("; ")
        .map((part) => part.toLowerCase());

    it("gives it to a session from before it existed, on a gated page or on the way through /auth", async () => {
      const cookie = `${SESSION}=${await sessionToken()}`;
      const profile = await page("/profile", cookie);
      expect(profile?.headers.get("x-middleware-next")).toBe("1");
      expect(hintCookie(profile)).toEqual(expect.arrayContaining(["signed-in=1", "path=/", "samesite=lax", `max-age=${30 * 24 * 3600}`]));
      expect(hintCookie(profile)).not.toContain("httponly"); // the header's script reads it

      const auth = await page("/auth", cookie);
      expect(auth?.status).toBe(307);
      expect(hintCookie(auth)).toContain("signed-in=1");
    });

    it("leaves a session that has it alone, and takes it from a browser without a session", async () => {
      expect(hintCookie(await page("/profile", `${SESSION}=${await sessionToken()}; signed-in=1`))).toBeUndefined();

      const loggedOut = await page("/profile", "signed-in=1");
      expect(loggedOut?.status).toBe(307);
      expect(hintCookie(loggedOut)).toEqual(expect.arrayContaining(["signed-in=", "path=/"]));
      expect(hintCookie(await page("/auth", "theme=light"))).toBeUndefined();
    });
  });
});
