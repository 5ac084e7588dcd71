"use client";

import { ArticleNotFound } from "@/components/blog/article-not-found";

/** The post could not be loaded (spec: same screen as a missing post), with a retry. */
export default function BlogPostError({ reset }: { error: Error; reset: () => void }) {
  return <ArticleNotFound onRetry={reset} />;
}
