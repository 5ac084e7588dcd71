import { countView, type ViewCount } from "@/lib/content/blog";
import { notFound } from "@/lib/errors";
import type { RateLimitRule } from "@/lib/rate-limit";
import { ARTICLE_NOT_FOUND } from "@/lib/validations/blog";

// A post page's view beacon (POST /api/blog/posts/{slug}/view and the post page's action).

/** Across all articles, per address: stops one address from sweeping slugs. */
export const blogViewRequests: RateLimitRule = { name: "blog-view-requests", limit: 300, windowSeconds: 60 * 60 };

/** Counts one view of a published post by this address (once a day); 404 for any other slug. */
export async function countPageView(slug: string, ip: string): Promise<ViewCount> {
  const result = await countView(slug, ip);
  if (!result) throw notFound(ARTICLE_NOT_FOUND);
  return result;
}
