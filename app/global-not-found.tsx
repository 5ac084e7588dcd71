import type { Metadata } from "next";
import { SiteDocument, siteViewport } from "@/components/site/document";
import { PageNotFound } from "@/components/site/page-not-found";
import { SiteShell } from "@/components/site/site-shell";
import { siteConfig } from "@/lib/site-config";
import "./globals.css";

export const viewport = siteViewport;
export const metadata: Metadata = { title: `Page Not Found | ${siteConfig.name}`, robots: { index: false } };

/**
 * Every address no route matches (experimental.globalNotFound): a static page of its own, in the
 * site's shell. Boundaries (not-found.tsx) are serialised into the hydration payload of every page
 * below them, so they stay bare or inside a layout: a root not-found.tsx that drew the shell put the
 * header and footer into every page's payload twice more.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteShell>
        <PageNotFound />
      </SiteShell>
    </SiteDocument>
  );
}
