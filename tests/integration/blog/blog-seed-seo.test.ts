import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { blogPosts, seedBlog } from "@/prisma/seed-data/blog";
import { markdownToPlainText } from "@/lib/content/blog-utils";
import { siteConfig } from "@/lib/site-config";
import sitemap from "@/app/sitemap";
import robots from "@/app/robots";

const wordCount = (markdown: string) => markdownToPlainText(markdown).split(/\s+/).filter(Boolean).length;

describe("blog seed", () => {
  it("writes at least 6 real articles of 300+ words in at least 3 categories", async () => {
    const posts = await db.blogPost.findMany({ include: { category: true } });
    const seeded = posts.filter((p) => blogPosts.some((s) => s.slug === p.slug));
    expect(seeded.length).toBeGreaterThanOrEqual(6);
    expect(new Set(seeded.map((p) => p.category.slug)).size).toBeGreaterThanOrEqual(3);
    for (const post of seeded) {
      expect(wordCount(post.content), post.slug).toBeGreaterThanOrEqual(300);
      expect(post.tags.length, post.slug).toBeGreaterThanOrEqual(3);
      expect(post.tags.length, post.slug).toBeLessThanOrEqual(5);
      expect(post.excerpt.length).toBeGreaterThan(40);
      expect(`${post.authorFirstName} ${post.authorLastName}`).toBe(
        `${siteConfig.practitioner.firstName} ${siteConfig.practitioner.lastName}`,
      );
      expect(post.publishedAt!.getTime()).toBeLessThan(Date.now());
    }
  });

  it("has a small featured image file for every article", () => {
    for (const post of blogPosts) {
      const file = join(process.cwd(), "public", "images", "blog", `${post.slug}.svg`);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(8 * 1024);
    }
  });

  it("is idempotent and never resets view counts or touches unchanged rows", async () => {
    const slug = blogPosts[0].slug;
    await db.blogPost.update({ where: { slug }, data: { viewCount: { increment: 42 } } });
    const before = await db.blogPost.findMany({ orderBy: { slug: "asc" } });
    const categoriesBefore = await db.blogCategory.count();

    await seedBlog(db);
    await seedBlog(db);

    const after = await db.blogPost.findMany({ orderBy: { slug: "asc" } });
    expect(after.length).toBe(before.length);
    expect(await db.blogCategory.count()).toBe(categoriesBefore);
    expect(after.map((p) => [p.slug, p.viewCount, p.updatedAt.getTime()])).toEqual(
      before.map((p) => [p.slug, p.viewCount, p.updatedAt.getTime()]),
    );
  });

  it("keeps the owner's edits: a post edited in the admin is not overwritten by the next seed", async () => {
    const slug = blogPosts[1].slug;
    const original = await db.blogPost.findUniqueOrThrow({ where: { slug } });
    await db.blogPost.update({ where: { slug }, data: { title: "Changed by the owner" } });
    await seedBlog(db);
    const kept = await db.blogPost.findUniqueOrThrow({ where: { slug } });
    expect(kept.title).toBe("Changed by the owner");
    expect(kept.viewCount).toBe(original.viewCount);
    await db.blogPost.update({ where: { slug }, data: { title: original.title } });
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every public page and every published article with lastModified", async () => {
    const entries = await sitemap();
    const urls = entries.map((e) => e.url);
    for (const path of ["/", "/services", "/about", "/blog", "/contact", "/privacy", "/terms", "/cancellation-policy"]) {
      expect(urls).toContain(new URL(path, siteConfig.url).toString());
    }
    for (const path of ["/schedule", "/profile", "/virtual-sessions", "/appointments", "/auth", "/admin"]) {
      expect(urls).not.toContain(new URL(path, siteConfig.url).toString());
    }
    const posts = await db.blogPost.findMany({ where: { publishedAt: { lte: new Date() } } });
    for (const post of posts) {
      const entry = entries.find((e) => e.url === new URL(`/blog/${post.slug}`, siteConfig.url).toString());
      expect(entry, post.slug).toBeDefined();
      expect(entry!.lastModified).toEqual(post.updatedAt);
    }
  });

  it("lets crawlers in, keeps them out of the API, admin and private pages, and points at the sitemap", () => {
    const rules = robots();
    const rule = Array.isArray(rules.rules) ? rules.rules[0] : rules.rules;
    expect(rule.userAgent).toBe("*");
    expect(rule.allow).toBe("/");
    expect(rule.disallow).toEqual(
      expect.arrayContaining(["/api/", "/admin", "/profile", "/virtual-sessions", "/appointments", "/schedule"]),
    );
    expect(rules.sitemap).toBe(new URL("/sitemap.xml", siteConfig.url).toString());
  });
});
