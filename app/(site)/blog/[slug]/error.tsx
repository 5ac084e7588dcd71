"use client";

import dynamic from "next/dynamic";

// An error boundary's module ships with every visit to the page; its view (the UI kit's button,
// icons) loads only when an error is shown, so visitors do not download it.
const ArticleNotFound = dynamic(() => import("@/components/blog/article-not-found").then((m) => m.ArticleNotFound));

/** The post could not be loaded (spec: same screen as a missing post), with a retry. */
export default function BlogPostError({ reset }: { error: Error; reset: () => void }) {
  return <ArticleNotFound onRetry={reset} />;
}
