import { apiRoute } from "@/lib/api/handler";
import { countView } from "@/lib/content/blog";
import { notFound } from "@/lib/errors";
import type { RateLimitRule } from "@/lib/rate-limit";
import { ARTICLE_NOT_FOUND, blogSlugParams } from "@/lib/validations/blog";

// Across all articles, per IP: stops one address from sweeping slugs (429 beyond it).
const viewRequests: RateLimitRule = { name: "blog-view-requests", limit: 300, windowSeconds: 60 * 60 };

// POST /api/blog/posts/{slug}/view: counts one page view -> { viewCount, counted }.
export const POST = apiRoute({ params: blogSlugParams, rateLimit: viewRequests }, async ({ params, ip }) => {
  const result = await countView(params.slug, ip);
  if (!result) throw notFound(ARTICLE_NOT_FOUND);
  return result;
});
