import { apiRoute } from "@/lib/api/handler";
import { blogViewRequests, countPageView } from "@/lib/content/blog-views";
import { blogSlugParams } from "@/lib/validations/blog";

// POST /api/blog/posts/{slug}/view: counts one page view -> { viewCount, counted } (429 beyond the
// per-address limit, 404 for a slug that is not a published post).
export const POST = apiRoute({ params: blogSlugParams, rateLimit: blogViewRequests }, async ({ params, ip }) =>
  countPageView(params.slug, ip),
);
