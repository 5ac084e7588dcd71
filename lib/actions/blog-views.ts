"use server";

import { blogViewRequests, countPageView } from "@/lib/content/blog-views";
import { blogSlugParams } from "@/lib/validations/blog";
import { formAction } from "./define";

// The post page's view beacon, sent from an effect (as POST /api/blog/posts/{slug}/view).
export const countViewAction = formAction(
  { name: "blog.view", schema: blogSlugParams, rateLimit: blogViewRequests },
  async ({ input, ip }) => ({ data: await countPageView(input.slug, ip) }),
);
