import { siteConfig } from "@/lib/site-config";

// Shared SEO values for page metadata.

/**
 * The site-wide share image (app/opengraph-image.tsx). A page that sets its own `openGraph`
 * replaces the inherited one entirely, so it must list this image again.
 */
export const defaultOgImage = {
  url: "/opengraph-image",
  width: 1200,
  height: 630,
  alt: `${siteConfig.name}: yoga and hypnotherapy, virtual and in person`,
};
