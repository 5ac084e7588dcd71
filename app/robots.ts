import type { MetadataRoute } from "next";

import { siteConfig } from "@/lib/site-config";

// Public pages are crawlable. The JSON API, the admin area and pages that need a login (they
// only redirect to /auth for a crawler) are not; /auth itself has nothing worth indexing.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/api/", "/admin", "/appointments", "/auth", "/profile", "/schedule", "/virtual-sessions", "/my-packages"],
      },
    ],
    sitemap: new URL("/sitemap.xml", siteConfig.url).toString(),
  };
}
