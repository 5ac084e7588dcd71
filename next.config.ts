import type { NextConfig } from "next";
import { join } from "node:path";
import { allowedHosts } from "./lib/http/allowed-origins";

const isDev = process.env.NODE_ENV !== "production";

// Static pages cannot carry per-request nonces, so inline scripts are allowed; everything
// else is locked to our origin plus Stripe (Payment Element) when it is configured.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""} https://js.stripe.com`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' https://api.stripe.com",
  "frame-src https://js.stripe.com https://hooks.stripe.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ...(isDev ? [] : [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]),
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // No ETag on pages: `next start` hashes the whole HTML body on every request to make one; without
  // it a cached page serves 20-50% more requests per second (measured, docs/measurements.md,
  // "ETag"). The price: a returning browser downloads ~17 kB of gzip instead of a 304. A CDN or proxy
  // in front sets its own.
  generateEtags: false,
  // app/global-not-found.tsx: unknown addresses get a static 404 in the site's shell without a root
  // not-found boundary in every page's payload.
  // Server actions take forms up to 3 MB: an image upload (2 MB at most) posts the file itself.
  // Next refuses an action whose Origin is not the request's host; the site's other configured
  // origins (ALLOWED_ORIGINS, lib/http/allowed-origins.ts) are accepted as the API accepts them.
  experimental: { globalNotFound: true, serverActions: { bodySizeLimit: "3mb", allowedOrigins: allowedHosts() } },
  // Next's page cache under `next start`, without storing a "not found" page under every address
  // asked for (lib/cache/page-cache-handler.mjs). On Vercel the platform keeps the page cache.
  cacheHandler: process.env.VERCEL ? undefined : join(process.cwd(), "lib/cache/page-cache-handler.mjs"),
  // Separate build folders let several builds (e.g. parallel work, tests) coexist.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  serverExternalPackages: ["@node-rs/argon2", "@prisma/schema-engine-wasm"],
  // SVG artwork bypasses the optimizer (next/image serves .svg files as they are, straight from
  // the CDN cache); photos the owner adds later get AVIF/WebP.
  images: { formats: ["image/avif", "image/webp"] },
  // The small illustrations an eager image inlines (lib/content/inline-svg.ts) are read from disk
  // when a page renders, also where the server's files are traced (Vercel's functions).
  outputFileTracingIncludes: { "/**": ["./public/images/**/*.svg"] },
  // /blog is a static page; a search (?q= or ?category=, the search form without JavaScript or a
  // shared link) is rendered per request by /blog/_search, in the same address.
  async rewrites() {
    return {
      beforeFiles: ["q", "category"].map((key) => ({
        source: "/blog",
        has: [{ type: "query" as const, key }],
        destination: "/blog/_search",
      })),
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [
      { source: "/(.*)", headers: securityHeaders },
      // The emailed password reset link carries its token in the address: never pass it on (the
      // later rule wins for this header).
      { source: "/auth/reset-password", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
      // The brand fonts' names carry their content's hash (components/site/brand-fonts.ts).
      { source: "/fonts/:file", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
};

export default nextConfig;
