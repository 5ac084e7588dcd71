import { minutesToRead } from "@/lib/format";

// Pure blog display rules shared by server pages and the client filter (no database here).

/** Spec: blog cards show at most 3 tags. */
export const MAX_CARD_TAGS = 3;

export const cardTags = (tags: readonly string[], max = MAX_CARD_TAGS) => tags.slice(0, max);

/** Minutes to read of a Markdown article (200 words per minute, rounded up). */
export const readingMinutes = (markdown: string) => minutesToRead(markdownToPlainText(markdown));

/** Markdown without its syntax, for word counts and search. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_`~]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The text a search box matches against: title, excerpt, tags and category name. */
export const searchText = (post: { title: string; excerpt: string; tags: readonly string[] }, categoryName = "") =>
  [post.title, post.excerpt, post.tags.join(" "), categoryName].join(" ").toLowerCase();

/** Whether a post's search text matches every word typed in the search box. */
export function matchesSearch(haystack: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((w) => haystack.includes(w));
}
