// Client-side search over blog cards (kept free of imports: it ships in the browser bundle).

/** The text a search box matches against: title, excerpt, tags and category name. */
export const searchText = (post: { title: string; excerpt: string; tags: readonly string[] }, categoryName = "") =>
  [post.title, post.excerpt, post.tags.join(" "), categoryName].join(" ").toLowerCase();

/** Whether a post's search text matches every word typed in the search box. */
export function matchesSearch(haystack: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((w) => haystack.includes(w));
}
