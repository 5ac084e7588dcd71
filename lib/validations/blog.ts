import { z } from "zod";

// Blog API input: the list filters and the {slug} path param. Anything that is not a known
// published slug is simply "not found" (404), so the slug rule here is only a sanity bound.

export const ARTICLE_NOT_FOUND = "Article not found";

export const blogSlugParams = z.object({
  slug: z.string().trim().min(1, ARTICLE_NOT_FOUND).max(200, ARTICLE_NOT_FOUND),
});

export const blogListQuery = z.object({
  category: z
    .string()
    .trim()
    .max(100, "Category is too long")
    .optional()
    .transform((v) => v || undefined),
  search: z
    .string()
    .trim()
    .max(200, "Search text is too long")
    .optional()
    .transform((v) => v || undefined),
});
