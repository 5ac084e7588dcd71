import type { Metadata } from "next";

import { PageNotFound } from "@/components/site/page-not-found";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

/**
 * The last-resort 404, above every layout. Public addresses get theirs inside the site's shell
 * ((site)/not-found.tsx via (site)/[...missing]) and the owner's area inside its own; this one
 * stays bare because its content is part of every page's hydration payload.
 */
export default function NotFound() {
  return (
    <main id="main-content" className="flex min-h-dvh flex-col">
      <PageNotFound />
    </main>
  );
}
