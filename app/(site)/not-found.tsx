import type { Metadata } from "next";

import { PageNotFound } from "@/components/site/page-not-found";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

/** notFound() from a public page, and every unknown address (see [...missing]): inside the site's shell. */
export default function SiteNotFound() {
  return <PageNotFound />;
}
