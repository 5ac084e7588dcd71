import type { Metadata } from "next";

import { PageNotFound } from "@/components/site/page-not-found";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

/** notFound() from a public page (e.g. another client's booking): inside the site's shell. */
export default function SiteNotFound() {
  return <PageNotFound />;
}
