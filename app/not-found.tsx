import type { Metadata } from "next";

import { PageNotFound } from "@/components/site/page-not-found";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

/**
 * notFound() from a page outside the (site) and admin areas (there is none today). Unknown addresses
 * get app/global-not-found.tsx, public pages (site)/not-found.tsx inside the shell, the owner's area
 * its own. Bare, because a boundary's content is part of every page's hydration payload.
 */
export default function NotFound() {
  return (
    <main id="main-content" className="flex min-h-dvh flex-col">
      <PageNotFound />
    </main>
  );
}
