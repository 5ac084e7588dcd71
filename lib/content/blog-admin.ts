import { revalidatePath, revalidateTag } from "next/cache";
import { db, type Prisma } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import type { AuditValues } from "@/lib/audit/types";
import type { AuditAction } from "@/lib/audit/actions";
import { zonedInstant } from "@/lib/booking/dates";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { formatLongDate, formatTimeWithZone } from "@/lib/format";
import { log } from "@/lib/ops/log";
import { siteConfig } from "@/lib/site-config";
import { markdownToPlainText } from "@/lib/content/blog-utils";
import { imageIdOf, lockImageForPost } from "@/lib/content/images";
import type { AdminPostListQuery, PostInput, PostStatus, ScheduleInput } from "@/lib/validations/admin-blog";

// The owner's blog: drafts, edits, publishing and scheduling. A post's state is its publishedAt
// (null: draft; future: scheduled; past: published), so the public reads (lib/content/blog.ts)
// need no status column and a scheduled post goes live by the clock alone. Every write commits
// with its audit entry, then refreshes the cached public pages (list, post, sitemap, feed).

export const BLOG_TAG = "blog";
export const POST_NOT_FOUND = "Post not found";
export const SLUG_TAKEN = "Another post already uses this slug";
export const UNKNOWN_CATEGORY = "Choose a category";
export const IMAGE_NEEDED = "Add a featured image before publishing";
export const SCHEDULE_IN_PAST = "Choose a time in the future";

export const postStatus = (publishedAt: Date | null, now: Date = new Date()): PostStatus =>
  publishedAt === null ? "draft" : publishedAt > now ? "scheduled" : "published";

export type AdminPostSummary = {
  id: number;
  slug: string;
  title: string;
  categoryName: string;
  status: PostStatus;
  /** ISO instant, null for a draft */
  publishedAt: string | null;
  updatedAt: string;
};

export type AdminPost = AdminPostSummary & {
  excerpt: string;
  category: string;
  tags: string[];
  content: string;
  featuredImage: string;
  featuredImageAlt: string;
};

const adminSelect = {
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  content: true,
  tags: true,
  featuredImage: true,
  featuredImageAlt: true,
  publishedAt: true,
  updatedAt: true,
  category: { select: { slug: true, name: true } },
} as const satisfies Prisma.BlogPostSelect;

type AdminRow = Prisma.BlogPostGetPayload<{ select: typeof adminSelect }>;

function toAdminPost(row: AdminRow, now: Date): AdminPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    categoryName: row.category.name,
    category: row.category.slug,
    status: postStatus(row.publishedAt, now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    excerpt: row.excerpt,
    tags: row.tags,
    content: row.content,
    featuredImage: row.featuredImage,
    featuredImageAlt: row.featuredImageAlt,
  };
}

const statusWhere = (status: PostStatus, now: Date): Prisma.BlogPostWhereInput =>
  status === "draft" ? { publishedAt: null } : status === "scheduled" ? { publishedAt: { gt: now } } : { publishedAt: { lte: now } };

/** Every post for the admin list: drafts first, then by date, newest first; filtered by status and text. */
export async function listAdminPosts({ status, q }: AdminPostListQuery = {}, now: Date = new Date()): Promise<AdminPostSummary[]> {
  const rows = await db.blogPost.findMany({
    where: {
      ...(status ? statusWhere(status, now) : {}),
      ...(q
        ? {
            OR: [
              { title: { contains: q, mode: "insensitive" } },
              { slug: { contains: q, mode: "insensitive" } },
              { excerpt: { contains: q, mode: "insensitive" } },
              { tags: { has: q.toLowerCase() } },
            ],
          }
        : {}),
    },
    orderBy: [{ publishedAt: { sort: "desc", nulls: "first" } }, { updatedAt: "desc" }],
    select: adminSelect,
  });
  return rows.map((row) => {
    const { id, slug, title, categoryName, status, publishedAt, updatedAt } = toAdminPost(row, now);
    return { id, slug, title, categoryName, status, publishedAt, updatedAt };
  });
}

export async function getAdminPost(id: number, now: Date = new Date()): Promise<AdminPost> {
  const row = await db.blogPost.findUnique({ where: { id }, select: adminSelect });
  if (!row) throw notFound(POST_NOT_FOUND);
  return toAdminPost(row, now);
}

const STATUS_LABEL: Record<PostStatus, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published" };

/** A post's state as the audit log shows it: "Published", with the date when it has one. */
function stateValues(post: AdminPost): AuditValues {
  const at = post.publishedAt ? `${formatLongDate(post.publishedAt)}, ${formatTimeWithZone(post.publishedAt)}` : null;
  return { Status: STATUS_LABEL[post.status], "Publish date": at };
}

/** What the audit log keeps of a post: the fields that matter, the body only as a word count. */
function auditValues(post: AdminPost): AuditValues {
  return {
    Title: post.title,
    Slug: post.slug,
    Category: post.categoryName,
    Tags: post.tags.join(", ") || null,
    Excerpt: post.excerpt,
    "Body words": markdownToPlainText(post.content).split(/\s+/).filter(Boolean).length,
    "Featured image": post.featuredImage || null,
    "Alt text": post.featuredImageAlt || null,
    ...stateValues(post),
  };
}

async function categoryIdOf(tx: Prisma.TransactionClient, slug: string): Promise<number> {
  const category = await tx.blogCategory.findUnique({ where: { slug }, select: { id: true } });
  if (!category) throw badRequest(UNKNOWN_CATEGORY, { category: UNKNOWN_CATEGORY });
  return category.id;
}

async function uploadedImageExists(tx: Prisma.TransactionClient, featuredImage: string): Promise<void> {
  const id = imageIdOf(featuredImage);
  if (id && !(await lockImageForPost(tx, id))) {
    throw badRequest("Upload the featured image again", { featuredImage: "Upload the featured image again" });
  }
}

const slugTaken = (error: unknown) => {
  if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN);
  throw error;
};

/** Writes a post's fields (not its state) from the editor. */
async function postData(tx: Prisma.TransactionClient, input: PostInput) {
  await uploadedImageExists(tx, input.featuredImage);
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    content: input.content,
    tags: input.tags,
    featuredImage: input.featuredImage,
    featuredImageAlt: input.featuredImageAlt,
    categoryId: await categoryIdOf(tx, input.category),
  };
}

/**
 * A new draft, by the practitioner (the site's author). With `then` (the editor's Publish or
 * Schedule on a new post) it is published or scheduled in the same transaction: a refusal leaves
 * no draft behind, so trying again makes one post, not a second one with the same slug.
 */
export async function createPost(
  actor: AuditActor,
  input: PostInput,
  now: Date = new Date(),
  then?: { publish: true } | { schedule: ScheduleInput },
): Promise<AdminPost> {
  const change = then && ("publish" in then ? publishChange(now) : scheduleChange(then.schedule, now));
  const post = await db
    .$transaction(async (tx) => {
      const row = await tx.blogPost.create({
        data: {
          ...(await postData(tx, input)),
          authorFirstName: siteConfig.practitioner.firstName,
          authorLastName: siteConfig.practitioner.lastName,
          publishedAt: null,
        },
        select: adminSelect,
      });
      const created = toAdminPost(row, now);
      await recordAudit(tx, {
        actor,
        action: "post.create",
        entity: { type: "post", id: created.id },
        summary: `Draft “${created.title}” created`,
        before: null,
        after: auditValues(created),
      });
      return change ? changeStateIn(tx, actor, created.id, now, change) : created;
    })
    .catch(slugTaken);
  revalidateBlog([]);
  return post;
}

/** The editor's fields of an existing post; its state (draft, scheduled, published) is kept. */
export async function updatePost(actor: AuditActor, id: number, input: PostInput, now: Date = new Date()): Promise<AdminPost> {
  const { before, after } = await db
    .$transaction(async (tx) => {
      const before = await lockedPost(tx, id, now);
      if (before.status !== "draft" && !input.featuredImage) throw badRequest(IMAGE_NEEDED, { featuredImage: IMAGE_NEEDED });
      const row = await tx.blogPost.update({ where: { id }, data: await postData(tx, input), select: adminSelect });
      const after = toAdminPost(row, now);
      await recordAudit(tx, {
        actor,
        action: "post.update",
        entity: { type: "post", id },
        summary: `Post “${after.title}” edited`,
        before: auditValues(before),
        after: auditValues(after),
      });
      return { before, after };
    })
    .catch(slugTaken);
  revalidateBlog([before.slug, after.slug]);
  return after;
}

type StateChange = { action: AuditAction; publishedAt: (before: AdminPost) => Date | null; summary: (post: AdminPost) => string };

async function changeState(actor: AuditActor, id: number, now: Date, change: StateChange): Promise<AdminPost> {
  const post = await db.$transaction((tx) => changeStateIn(tx, actor, id, now, change));
  revalidateBlog([post.slug]);
  return post;
}

async function changeStateIn(tx: Prisma.TransactionClient, actor: AuditActor, id: number, now: Date, change: StateChange) {
  const before = await lockedPost(tx, id, now);
  const publishedAt = change.publishedAt(before);
  if (publishedAt && !before.featuredImage) throw badRequest(IMAGE_NEEDED, { featuredImage: IMAGE_NEEDED });
  const row = await tx.blogPost.update({ where: { id }, data: { publishedAt }, select: adminSelect });
  const after = toAdminPost(row, now);
  await recordAudit(tx, {
    actor,
    action: change.action,
    entity: { type: "post", id },
    summary: change.summary(after),
    before: stateValues(before),
    after: stateValues(after),
  });
  return after;
}

const publishChange = (now: Date): StateChange => ({
  action: "post.publish",
  publishedAt: (before) => (before.status === "published" ? new Date(before.publishedAt!) : now),
  summary: (post) => `Post “${post.title}” published`,
});

/** Live now. A post already published keeps its original date. */
export const publishPost = (actor: AuditActor, id: number, now: Date = new Date()) => changeState(actor, id, now, publishChange(now));

/** Back to a draft: gone from the blog, the sitemap and the feed at once. */
export const unpublishPost = (actor: AuditActor, id: number, now: Date = new Date()) =>
  changeState(actor, id, now, {
    action: "post.unpublish",
    publishedAt: () => null,
    summary: (post) => `Post “${post.title}” unpublished`,
  });

/** Published by the clock at a future wall-clock time in the practice's zone. */
export async function schedulePost(actor: AuditActor, id: number, when: ScheduleInput, now: Date = new Date()) {
  return changeState(actor, id, now, scheduleChange(when, now));
}

function scheduleChange({ date, time }: ScheduleInput, now: Date): StateChange {
  const at = zonedInstant(date, time);
  if (!at) throw badRequest("That time does not exist in the practice's time zone (the clocks change)", { time: "Choose another time" });
  if (at <= now) throw badRequest(SCHEDULE_IN_PAST, { date: SCHEDULE_IN_PAST });
  return {
    action: "post.schedule",
    publishedAt: () => at,
    summary: (post) => `Post “${post.title}” scheduled for ${formatLongDate(at)} at ${formatTimeWithZone(at)}`,
  };
}

/** The post, locked for the rest of the transaction so two saves of one post apply one after the other. */
async function lockedPost(tx: Prisma.TransactionClient, id: number, now: Date): Promise<AdminPost> {
  await tx.$queryRaw`SELECT id FROM "BlogPost" WHERE id = ${id} FOR UPDATE`;
  const row = await tx.blogPost.findUnique({ where: { id }, select: adminSelect });
  if (!row) throw notFound(POST_NOT_FOUND);
  return toAdminPost(row, now);
}

/**
 * After a change: the blog list's cached data, the post's page (old and new slug), the sitemap and
 * the feed are rendered again on their next request. Scheduled posts need no call: the pages'
 * own revalidate interval (a minute; the feed and sitemap 15 minutes) picks them up once their
 * time has come.
 */
export function revalidateBlog(slugs: string[]): void {
  try {
    revalidateTag(BLOG_TAG, { expire: 0 });
    for (const path of ["/blog", "/sitemap.xml", "/blog/rss.xml", ...new Set(slugs.map((s) => `/blog/${s}`))]) revalidatePath(path);
  } catch (error) {
    // Outside a Next.js request (scripts, tests) nothing is cached, so there is nothing to refresh.
    if (error instanceof Error && /store missing/.test(error.message)) return;
    log("error", "revalidating the blog failed", { error });
  }
}
