import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { GET as listPostsRoute } from "@/app/api/blog/posts/route";
import { GET as getPostRoute } from "@/app/api/blog/posts/[slug]/route";
import { POST as viewRoute } from "@/app/api/blog/posts/[slug]/view/route";
import { GET as listCategoriesRoute } from "@/app/api/blog/categories/route";
import { viewCountLimit } from "@/lib/content/blog";
import { call } from "../../support/api";

const postShape = {
  id: expect.any(Number),
  slug: expect.any(String),
  title: expect.any(String),
  excerpt: expect.any(String),
  content: expect.any(String),
  category: expect.any(String),
  tags: expect.any(Array),
  featuredImage: expect.any(String),
  viewCount: expect.any(Number),
  publishedAt: expect.any(String),
  author: { firstName: expect.any(String), lastName: expect.any(String) },
};

const SLUG = "hypnotherapy-for-anxiety";
const viewCountOf = async (slug: string) => (await db.blogPost.findUniqueOrThrow({ where: { slug } })).viewCount;
const view = (slug: string, ip = "203.0.113.7") =>
  call(viewRoute, { method: "POST", params: { slug }, headers: { "x-forwarded-for": ip } });

describe("GET /api/blog/posts", () => {
  it("lists published posts, newest first, with exactly the contract's fields", async () => {
    const res = await call(listPostsRoute, { url: "/api/blog/posts" });
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThanOrEqual(6);
    for (const post of res.json) {
      expect(Object.keys(post).sort()).toEqual(Object.keys(postShape).sort());
      expect(post).toEqual(postShape);
      expect(Object.keys(post.author).sort()).toEqual(["firstName", "lastName"]);
      expect(new Date(post.publishedAt).toISOString()).toBe(post.publishedAt);
    }
    const dates = res.json.map((p: { publishedAt: string }) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("filters by category slug and by search text", async () => {
    const yoga = await call(listPostsRoute, { url: "/api/blog/posts?category=yoga" });
    expect(yoga.status).toBe(200);
    expect(yoga.json.length).toBeGreaterThan(0);
    expect(yoga.json.every((p: { category: string }) => p.category === "yoga")).toBe(true);

    const search = await call(listPostsRoute, { url: "/api/blog/posts?search=SMOKING" });
    expect(search.json.map((p: { slug: string }) => p.slug)).toContain("quit-smoking-with-hypnotherapy");
    expect(
      search.json.every((p: { title: string; excerpt: string; tags: string[] }) =>
        `${p.title} ${p.excerpt} ${p.tags.join(" ")}`.toLowerCase().includes("smoking"),
      ),
    ).toBe(true);

    const none = await call(listPostsRoute, { url: "/api/blog/posts?category=no-such-category" });
    expect(none.json).toEqual([]);
  });

  it("rejects absurd filter input with a 400 message", async () => {
    const res = await call(listPostsRoute, { url: `/api/blog/posts?search=${"x".repeat(300)}` });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Search text is too long");
  });
});

describe("GET /api/blog/categories", () => {
  it("lists { slug, name, color } for every category", async () => {
    const res = await call(listCategoriesRoute, { url: "/api/blog/categories" });
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThanOrEqual(3);
    for (const category of res.json) {
      expect(Object.keys(category).sort()).toEqual(["color", "name", "slug"]);
      expect(category.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(res.json.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(["Hypnotherapy", "Yoga", "Mindfulness & Sleep"]));
  });
});

describe("GET /api/blog/posts/{slug}", () => {
  it("returns one post in the list's shape", async () => {
    const res = await call(getPostRoute, { params: { slug: SLUG } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(postShape);
    expect(res.json.slug).toBe(SLUG);
    expect(res.json.category).toBe("hypnotherapy");
    expect(res.json.author).toEqual({ firstName: "Maya", lastName: "Reyes" });
  });

  it("answers 404 { message } for an unknown slug", async () => {
    const res = await call(getPostRoute, { params: { slug: "no-such-article" } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: "Article not found" });
  });

  describe("a post scheduled for later", () => {
    const slug = "scheduled-future-article";
    afterAll(() => db.blogPost.deleteMany({ where: { slug } }));

    it("is not public yet: not listed, 404, views not counted", async () => {
      const category = await db.blogCategory.findFirstOrThrow();
      await db.blogPost.create({
        data: {
          slug,
          title: "Coming later",
          excerpt: "Later.",
          content: "Later.",
          categoryId: category.id,
          tags: [],
          featuredImage: "/images/blog/hypnotherapy-for-anxiety.svg",
          authorFirstName: "Maya",
          authorLastName: "Reyes",
          publishedAt: new Date(Date.now() + 86_400_000),
        },
      });
      const list = await call(listPostsRoute, { url: "/api/blog/posts" });
      expect(list.json.map((p: { slug: string }) => p.slug)).not.toContain(slug);
      expect((await call(getPostRoute, { params: { slug } })).status).toBe(404);
      expect((await view(slug)).status).toBe(404);
      expect(await viewCountOf(slug)).toBe(0);
    });
  });
});

describe("POST /api/blog/posts/{slug}/view", () => {
  it("counts one view per call and returns the new count", async () => {
    const before = await viewCountOf(SLUG);
    const first = await view(SLUG);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ viewCount: before + 1, counted: true });
    const second = await view(SLUG);
    expect(second.json.viewCount).toBe(before + 2);
    expect(await viewCountOf(SLUG)).toBe(before + 2);

    const page = await call(getPostRoute, { params: { slug: SLUG } });
    expect(page.json.viewCount).toBe(before + 2);
  });

  it("is atomic: concurrent views are all counted", async () => {
    const slug = "breathing-techniques-for-stress";
    const before = await viewCountOf(slug);
    const results = await Promise.all(Array.from({ length: 12 }, () => view(slug)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await viewCountOf(slug)).toBe(before + 12);
    expect(new Set(results.map((r) => r.json.viewCount)).size).toBe(12);
  });

  it("does not touch the post's updatedAt (a view is not an edit)", async () => {
    const slug = "virtual-yoga-class-setup";
    const { updatedAt } = await db.blogPost.findUniqueOrThrow({ where: { slug } });
    await view(slug);
    expect((await db.blogPost.findUniqueOrThrow({ where: { slug } })).updatedAt).toEqual(updatedAt);
  });

  it("answers 404 { message } for an unknown slug and only accepts POST", async () => {
    const res = await view("no-such-article");
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: "Article not found" });
    const routes = await import("@/app/api/blog/posts/[slug]/view/route");
    expect(Object.keys(routes)).toEqual(["POST"]);
  });

  it("stops counting one visitor hammering one article, without failing the page", async () => {
    const slug = "gentle-yoga-poses-for-beginners";
    const previous = process.env.RATE_LIMIT_DISABLED;
    process.env.RATE_LIMIT_DISABLED = "0";
    try {
      const before = await viewCountOf(slug);
      for (let i = 0; i < viewCountLimit.limit; i++) expect((await view(slug, "198.51.100.20")).json.counted).toBe(true);
      const over = await view(slug, "198.51.100.20");
      expect(over.status).toBe(200);
      expect(over.json).toEqual({ viewCount: before + viewCountLimit.limit, counted: false });
      // Another reader is still counted.
      const other = await view(slug, "198.51.100.21");
      expect(other.json).toEqual({ viewCount: before + viewCountLimit.limit + 1, counted: true });
    } finally {
      process.env.RATE_LIMIT_DISABLED = previous;
    }
  });
});

describe("post pages read no URL text they cannot store", () => {
  // The post page is a cached static page without the proxy in front (its NUL gate costs a
  // millisecond per request): the read itself turns away what no saved slug can be.
  it("an address that cannot be a slug is simply not found: NUL, capitals, spaces, over-long", async () => {
    const { getPostBySlug } = await import("@/lib/content/blog");
    for (const slug of ["a\u0000b", "Hypnotherapy-For-Anxiety", "two words", "x".repeat(81), ""]) {
      await expect(getPostBySlug(slug), JSON.stringify(slug)).resolves.toBeNull();
    }
    await expect(getPostBySlug(SLUG)).resolves.toMatchObject({ slug: SLUG });
  });
});
