import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { isPostSlug } from "@/lib/validations/admin-blog";
import { enforceRateLimit, type RateLimitRule } from "@/lib/rate-limit";

// The blog as the public site and the API show it. Posts and categories live
// in the database; a post is public once its publishedAt has passed (null: a draft; later: scheduled).
// Every read takes an optional `now` so tests can stand at any instant.

export type BlogCategoryDTO = { slug: string; name: string; color: string };

export type BlogPostDTO = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown */
  content: string;
  /** the category's slug */
  category: string;
  tags: string[];
  featuredImage: string;
  viewCount: number;
  /** ISO 8601 instant */
  publishedAt: string;
  author: { firstName: string; lastName: string };
};

/** What the site's pages show: the API's post plus the featured image's text alternative. */
export type BlogPostView = BlogPostDTO & { featuredImageAlt: string };

/** The shape GET /api/blog/posts answers: the view without the page-only fields. */
export const toPostContract = ({ featuredImageAlt: _alt, ...post }: BlogPostView): BlogPostDTO => post;

const postSelect = {
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  content: true,
  tags: true,
  featuredImage: true,
  featuredImageAlt: true,
  viewCount: true,
  publishedAt: true,
  authorFirstName: true,
  authorLastName: true,
  category: { select: { slug: true } },
} as const satisfies Prisma.BlogPostSelect;

type PostRow = Prisma.BlogPostGetPayload<{ select: typeof postSelect }>;

function toView(row: PostRow): BlogPostView {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category.slug,
    tags: row.tags,
    featuredImage: row.featuredImage,
    featuredImageAlt: row.featuredImageAlt,
    viewCount: row.viewCount,
    // Only published rows are read here, so the instant is set.
    publishedAt: row.publishedAt!.toISOString(),
    author: { firstName: row.authorFirstName, lastName: row.authorLastName },
  };
}

// Evaluated per query so a post scheduled for later appears on the first regeneration after it.
// `lte` never matches null, so drafts are never public.
export const isPublished = (now: Date = new Date()): Prisma.BlogPostWhereInput => ({ publishedAt: { lte: now } });

export type ListPostsOptions = {
  /** category slug */
  category?: string;
  /** case-insensitive match on title, excerpt or a tag */
  search?: string;
  now?: Date;
};

/** Published posts, newest first, optionally in one category and/or matching a search text. */
export async function listPosts({ category, search, now }: ListPostsOptions = {}): Promise<BlogPostView[]> {
  const term = search?.trim();
  const rows = await db.blogPost.findMany({
    where: {
      ...isPublished(now),
      ...(category ? { category: { slug: category } } : {}),
      ...(term
        ? {
            OR: [
              { title: { contains: term, mode: "insensitive" } },
              { excerpt: { contains: term, mode: "insensitive" } },
              { tags: { has: term.toLowerCase() } },
            ],
          }
        : {}),
    },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    select: postSelect,
  });
  return rows.map(toView);
}

/** Categories in name order. */
export async function listCategories(): Promise<BlogCategoryDTO[]> {
  return db.blogCategory.findMany({ orderBy: { name: "asc" }, select: { slug: true, name: true, color: true } });
}

/** One published post, or null. */
export async function getPostBySlug(slug: string, now?: Date): Promise<BlogPostView | null> {
  // The post page reads its slug straight from the address, with no proxy in front: text no post
  // can have (a NUL, which PostgreSQL refuses, capitals, spaces) is not found without a query.
  if (!isPostSlug(slug)) return null;
  const row = await db.blogPost.findFirst({ where: { slug, ...isPublished(now) }, select: postSelect });
  return row ? toView(row) : null;
}

/**
 * Counts one view atomically (a single UPDATE ... SET viewCount = viewCount + 1, so concurrent
 * views never overwrite each other). Raw SQL on purpose: Prisma's update would also bump
 * updatedAt, and a view is not a content change (the sitemap's lastModified). Returns the new
 * count, or null for an unknown slug.
 */
export async function recordView(slug: string): Promise<number | null> {
  const rows = await db.$queryRaw<{ viewCount: number }[]>`
    UPDATE "BlogPost" SET "viewCount" = "viewCount" + 1
    WHERE "slug" = ${slug} AND "publishedAt" <= now()
    RETURNING "viewCount"`;
  return rows[0]?.viewCount ?? null;
}

/**
 * Light protection of the view counter: one reader reloading a page keeps counting, but a
 * script hammering one article from one address stops being counted (silently, no error).
 */
export const viewCountLimit: RateLimitRule = { name: "blog-view", limit: 20, windowSeconds: 60 * 60 };

/** The current count without counting a view, or null for an unknown slug. */
export async function getViewCount(slug: string): Promise<number | null> {
  const row = await db.blogPost.findFirst({ where: { slug, ...isPublished() }, select: { viewCount: true } });
  return row?.viewCount ?? null;
}

/**
 * One page view from `visitor` (the client IP): counted unless that visitor already passed
 * the per-article limit. Returns the count to show, or null for an unknown slug.
 */
export type ViewCount = { viewCount: number; counted: boolean };

export async function countView(slug: string, visitor: string): Promise<ViewCount | null> {
  let counted = true;
  try {
    await enforceRateLimit(viewCountLimit, `${visitor}:${slug}`);
  } catch (error) {
    if (!(error instanceof AppError && error.status === 429)) throw error;
    counted = false;
  }
  const viewCount = counted ? await recordView(slug) : await getViewCount(slug);
  return viewCount === null ? null : { viewCount, counted };
}

/** Slugs and last changes of every published post (sitemap, static params). */
export async function listPostPaths(now?: Date): Promise<{ slug: string; updatedAt: Date; publishedAt: Date }[]> {
  const rows = await db.blogPost.findMany({
    where: isPublished(now),
    orderBy: { publishedAt: "desc" },
    select: { slug: true, updatedAt: true, publishedAt: true },
  });
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
}
