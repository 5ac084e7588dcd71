import { afterEach, describe, expect, it, vi } from "vitest";
import { isCrossSite } from "@/lib/http/request-guards";

// A site served under a second name (www and the bare domain) or a port refused every form with
// "Cross-site requests are not allowed": the configured origins are this site.

afterEach(() => vi.unstubAllEnvs());

/** What nginx with `proxy_set_header Host $host;` passes on: the name without the port. */
const behindProxy = (origin: string, host: string) => new Headers({ origin, host });

describe("the origins a state-changing request may come from", () => {
  it("are the public URL's and those in ALLOWED_ORIGINS, whatever Host the proxy passes", () => {
    vi.stubEnv("ALLOWED_ORIGINS", " https://www.example.com , https://example.com:8443");
    expect(isCrossSite(behindProxy("https://www.example.com", "example.com"))).toBe(false);
    expect(isCrossSite(behindProxy("https://example.com:8443", "example.com"))).toBe(false);
    expect(isCrossSite(behindProxy("http://localhost:3000", "app.internal"))).toBe(false); // NEXT_PUBLIC_SITE_URL's default
    // Not listed: another scheme, port or name.
    expect(isCrossSite(behindProxy("http://www.example.com", "example.com"))).toBe(true);
    expect(isCrossSite(behindProxy("https://example.com:9000", "example.com"))).toBe(true);
    expect(isCrossSite(behindProxy("https://evil.example", "example.com"))).toBe(true);
    // A listed origin on another registrable domain is one the owner named: Sec-Fetch-Site says cross-site.
    vi.stubEnv("ALLOWED_ORIGINS", "https://serenity-wellness.example");
    expect(
      isCrossSite(new Headers({ origin: "https://serenity-wellness.example", host: "example.com", "sec-fetch-site": "cross-site" })),
    ).toBe(false);
    expect(isCrossSite(new Headers({ origin: "https://evil.example", host: "example.com", "sec-fetch-site": "cross-site" }))).toBe(true);
  });

  it("include the request's own host when nothing is configured", () => {
    expect(isCrossSite(behindProxy("https://shop.example:8443", "shop.example:8443"))).toBe(false);
    expect(isCrossSite(behindProxy("https://www.example.com", "example.com"))).toBe(true);
  });

  it("are the server actions' allowed origins too (Next checks a form's Origin against Host)", async () => {
    vi.stubEnv("ALLOWED_ORIGINS", "https://www.example.com,https://example.com:8443");
    vi.resetModules();
    const { default: config } = await import("@/next.config");
    expect(config.experimental?.serverActions?.allowedOrigins).toEqual(["localhost:3000", "www.example.com", "example.com:8443"]);
  });
});

describe("the public URL", () => {
  const urlWith = async (env: Record<string, string>) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.resetModules();
    return (await import("@/lib/site-config")).siteConfig.url;
  };

  it("is NEXT_PUBLIC_SITE_URL; on a Vercel preview without one, the branch's address, so its emails link to the preview", async () => {
    expect(await urlWith({ NEXT_PUBLIC_SITE_URL: "https://serenity.example", NEXT_PUBLIC_VERCEL_BRANCH_URL: "x.vercel.app" })).toBe(
      "https://serenity.example",
    );
    expect(
      await urlWith({
        NEXT_PUBLIC_SITE_URL: "",
        NEXT_PUBLIC_VERCEL_BRANCH_URL: "wellness-git-intake-forms.vercel.app",
        NEXT_PUBLIC_VERCEL_URL: "wellness-a1b2c3.vercel.app",
      }),
    ).toBe("https://wellness-git-intake-forms.vercel.app");
    expect(
      await urlWith({ NEXT_PUBLIC_SITE_URL: "", NEXT_PUBLIC_VERCEL_BRANCH_URL: "", NEXT_PUBLIC_VERCEL_URL: "wellness-a1b2c3.vercel.app" }),
    ).toBe("https://wellness-a1b2c3.vercel.app");
    expect(await urlWith({ NEXT_PUBLIC_SITE_URL: "", NEXT_PUBLIC_VERCEL_BRANCH_URL: "", NEXT_PUBLIC_VERCEL_URL: "" })).toBe(
      "http://localhost:3000",
    );
  });
});
