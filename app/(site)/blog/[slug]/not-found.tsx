import type { Metadata } from "next";

import { ArticleNotFound } from "@/components/blog/article-not-found";

export const metadata: Metadata = { title: "Article Not Found", robots: { index: false } };

/** notFound() from the post page: an unknown or unpublished slug (HTTP 404). */
export default function BlogPostNotFound() {
  return <ArticleNotFound />;
}
