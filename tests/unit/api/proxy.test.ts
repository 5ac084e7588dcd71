import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
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
});
