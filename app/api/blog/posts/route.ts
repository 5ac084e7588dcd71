import { apiRoute } from "@/lib/api/handler";
import { listPosts, toPostContract } from "@/lib/content/blog";
import { blogListQuery } from "@/lib/validations/blog";

// GET /api/blog/posts[?category=slug&search=text]: published posts, newest first.
export const GET = apiRoute({ query: blogListQuery }, async ({ query }) => (await listPosts(query)).map(toPostContract));
