import type { Metadata } from "next";

import { BlogListing } from "@/components/blog/blog-listing";
import { blogDescription as description, blogTitle as title } from "@/lib/content/blog-meta";
import { FEED_PATH, FEED_TITLE } from "@/lib/content/rss";
import { defaultOgImage } from "@/lib/seo";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = {
  title,
  description,
  alternates: { canonical: "/blog", types: { "application/rss+xml": [{ url: FEED_PATH, title: FEED_TITLE }] } },
  openGraph: { type: "website", title: `${title} | ${siteConfig.name}`, description, url: "/blog", images: [defaultOgImage] },
};

/** The whole list, static (refreshed like every public page); a search goes to ./_search. */
export default function BlogPage() {
  return <BlogListing />;
}
