// Blog search, shared by the server render of /blog?q=&category= and the browser's instant
// filtering (it ships in the browser bundle: it imports only the import-free lib/search-params).

import { readSearchParams, type SearchParams } from "@/lib/search-params";

/** The longest search text taken from a URL. */
export const MAX_QUERY_LENGTH = 200;

/** The text a search box matches against: title, excerpt, tags and category name. */
export const searchText = (post: { title: string; excerpt: string; tags: readonly string[] }, categoryName = "") =>
  [post.title, post.excerpt, post.tags.join(" "), categoryName].join(" ").toLowerCase();

/** Whether a post's search text matches every word typed in the search box. */
export function matchesSearch(haystack: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((w) => haystack.includes(w));
}

/** The list's part of a request's query string. */
export type BlogSearchParams = Partial<Pick<SearchParams, "q" | "category">>;

/** What the list shows: posts matching every word of `query`, in `category` (null: all). */
export type BlogSearch = { query: string; category: string | null };

/** ?q= and ?category= as the list uses them: an unknown or empty category means all. */
export function parseBlogSearch(params: BlogSearchParams, categorySlugs: readonly string[]): BlogSearch {
  const q = readSearchParams(params);
  return { query: q.text("q", { max: MAX_QUERY_LENGTH }), category: q.oneOf("category", categorySlugs, null) };
}
