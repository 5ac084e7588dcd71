import { listPosts } from "@/lib/content/blog";
import { renderRss } from "@/lib/content/rss";
import { blogDescription } from "@/lib/content/blog-meta";

// GET /blog/rss.xml: the RSS 2.0 feed of the published posts. Cached like the blog pages: rendered
// again when the owner publishes, edits or unpublishes (revalidateBlog) and every 15 minutes, which
// is when a scheduled post whose time has come appears.
export const revalidate = 900;

export async function GET() {
  const posts = await listPosts();
  return new Response(renderRss(posts, blogDescription), {
    headers: { "content-type": "application/rss+xml; charset=utf-8" },
  });
}
