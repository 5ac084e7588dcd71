import { apiRoute } from "@/lib/api/handler";
import { getPostBySlug, toPostContract } from "@/lib/content/blog";
import { notFound } from "@/lib/errors";
import { ARTICLE_NOT_FOUND, blogSlugParams } from "@/lib/validations/blog";

// GET /api/blog/posts/{slug}: one published post, or 404 { message }.
export const GET = apiRoute({ params: blogSlugParams }, async ({ params }) => {
  const post = await getPostBySlug(params.slug);
  if (!post) throw notFound(ARTICLE_NOT_FOUND);
  return toPostContract(post);
});
