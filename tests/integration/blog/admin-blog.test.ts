import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { getPostBySlug, listPostPaths, listPosts } from "@/lib/content/blog";
import { IMAGE_NEEDED, SCHEDULE_IN_PAST, SLUG_TAKEN, schedulePost } from "@/lib/content/blog-admin";
import { auditActor } from "@/lib/audit/record";
import {
  ALT_REQUIRED,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_UNREADABLE,
  IMAGE_WRONG_TYPE,
  SLUG_MESSAGE,
} from "@/lib/validations/admin-blog";
import { siteConfig } from "@/lib/site-config";
import { deleteUnusedImages } from "@/lib/content/images";
import sharp from "sharp";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { local, tag } from "../admin/helpers";

// The owner's blog editor: every write is admin only, validated, audited, and changes what the
// public reads (list, post, sitemap, feed) at once; scheduled posts go live by the clock.

const revalidated = vi.hoisted(() => ({ paths: [] as string[], tags: [] as string[] }));
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidatePath: (path: string) => void revalidated.paths.push(path),
  revalidateTag: (name: string) => void revalidated.tags.push(name),
}));

// The editor's server action reads the request's headers (client address); outside a request, none.
vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  headers: async () => new Headers(),
}));

const { savePostAction } = await import("@/lib/actions/blog");
const postsRoute = await import("@/app/api/admin/blog/posts/route");
const postRoute = await import("@/app/api/admin/blog/posts/[id]/route");
const { POST: publishRoute } = await import("@/app/api/admin/blog/posts/[id]/publish/route");
const { POST: unpublishRoute } = await import("@/app/api/admin/blog/posts/[id]/unpublish/route");
const { POST: scheduleRoute } = await import("@/app/api/admin/blog/posts/[id]/schedule/route");
const { POST: previewRoute } = await import("@/app/api/admin/blog/preview/route");
const { POST: uploadRoute } = await import("@/app/api/admin/blog/images/route");
const { GET: imageRoute } = await import("@/app/api/blog/images/[id]/route");
const { GET: versionedImageRoute } = await import("@/app/api/blog/images/[id]/[version]/route");
const { GET: rssRoute } = await import("@/app/(site)/blog/rss.xml/route");
const { default: sitemap } = await import("@/app/sitemap");
const { metadata: blogMetadata } = await import("@/app/(site)/blog/page");

// Small real pictures of each type: an upload is decoded and stored re-encoded, so the files must be whole.
const picture = () => sharp({ create: { width: 8, height: 6, channels: 3, background: "#7a9e7e" } });
const PNG = await picture().png().toBuffer();
const JPEG = await picture().jpeg().toBuffer();
const WEBP = await picture().webp().toBuffer();
const GIF = await picture().gif().toBuffer();

let admin: { id: number; username: string };
let client: { id: number };
beforeAll(async () => {
  admin = await createUser({ isAdmin: true });
  client = await createUser();
});
afterEach(() => {
  loginAs(null);
  revalidated.paths.length = 0;
  revalidated.tags.length = 0;
});

const asAdmin = () => loginAs(admin);
const draftInput = (overrides: Record<string, unknown> = {}) => {
  const t = tag();
  return {
    title: `Morning Breath & Light ${t}`,
    slug: `morning-breath-${t}`,
    excerpt: "Five quiet minutes <before> the day starts & why they help.",
    category: "mindfulness-sleep",
    tags: ["Breathwork", "mornings", "breathwork"],
    content: "## Why mornings\n\nA **calm** start.\n\n- breathe in\n- breathe out\n\n<script>alert(1)</script>",
    featuredImage: "",
    featuredImageAlt: "",
    ...overrides,
  };
};
const create = async (overrides: Record<string, unknown> = {}) => {
  asAdmin();
  const res = await call(postsRoute.POST, { method: "POST", body: draftInput(overrides) });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { id: number; slug: string; title: string; status: string };
};
const upload = async (bytes: Buffer) => {
  asAdmin();
  return call(uploadRoute, { method: "POST", body: { data: bytes.toString("base64") } });
};
const withImage = async () => {
  const image = await upload(PNG);
  return { featuredImage: image.json.url, featuredImageAlt: "A window at sunrise over a quiet street" };
};
const act = (route: typeof publishRoute, id: number, body?: unknown) => {
  asAdmin();
  return call(route, { method: "POST", params: { id: String(id) }, body });
};
const auditOf = (id: number) => db.auditEntry.findMany({ where: { entityType: "post", entityId: String(id) }, orderBy: { id: "asc" } });
const publicSlugs = async (now?: Date) => (await listPosts({ now })).map((p) => p.slug);
const sitemapUrls = async () => (await sitemap()).map((e) => e.url);
const postUrl = (slug: string) => new URL(`/blog/${slug}`, siteConfig.url).toString();
const rss = async () => (await call(rssRoute as never, { url: "/blog/rss.xml" })).text;

describe("creating a post", () => {
  it("makes a draft (not public anywhere), normalises tags and audits post.create without the body", async () => {
    const post = await create();
    expect(post.status).toBe("draft");
    const row = await db.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(row.publishedAt).toBeNull();
    expect(row.tags).toEqual(["breathwork", "mornings"]);
    expect(row.authorFirstName).toBe(siteConfig.practitioner.firstName);

    expect(await publicSlugs()).not.toContain(post.slug);
    expect(await getPostBySlug(post.slug)).toBeNull();
    expect(await sitemapUrls()).not.toContain(postUrl(post.slug));
    expect(await rss()).not.toContain(post.slug);

    const [entry] = await auditOf(post.id);
    expect(entry).toMatchObject({ action: "post.create", actorId: admin.id, actorName: admin.username, before: null });
    expect(entry.summary).toContain(post.title);
    expect(entry.after).toMatchObject({
      Title: post.title,
      Slug: post.slug,
      Category: "Mindfulness & Sleep",
      Tags: "breathwork, mornings",
      Status: "Draft",
      "Publish date": null,
    });
    expect((entry.after as Record<string, unknown>)["Body words"]).toBeGreaterThan(5);
    expect(JSON.stringify(entry.after)).not.toContain("breathe in");
  });

  it.each([
    [{ title: "" }, "title", "Title is required"],
    [{ slug: "Not A Slug!" }, "slug", SLUG_MESSAGE],
    [{ excerpt: "   " }, "excerpt", "Excerpt is required"],
    [{ content: "" }, "content", "Content is required"],
    [{ category: "no-such-category" }, "category", "Choose a category"],
    [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, "tags", "At most 10 tags"],
    [{ featuredImage: "https://evil.example/x.png" }, "featuredImage", "Invalid featured image"],
    [{ featuredImage: "/api/blog/images/1", featuredImageAlt: "" }, "featuredImageAlt", ALT_REQUIRED],
    [{ featuredImage: "/api/blog/images/999999999", featuredImageAlt: "Gone" }, "featuredImage", "Upload the featured image again"],
  ])("refuses %j with a 400 on %s", async (overrides, field, message) => {
    asAdmin();
    const before = await db.blogPost.count();
    const res = await call(postsRoute.POST, { method: "POST", body: draftInput(overrides) });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors?.[field] ?? res.json.message).toBe(message);
    expect(await db.blogPost.count()).toBe(before);
  });

  it("refuses a slug another post uses with a 409 and writes nothing", async () => {
    const first = await create();
    asAdmin();
    const res = await call(postsRoute.POST, { method: "POST", body: draftInput({ slug: first.slug }) });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(SLUG_TAKEN);
    expect(await db.blogPost.count({ where: { slug: first.slug } })).toBe(1);
  });

  it("is for the admin only: anonymous 401, a client 403", async () => {
    expect((await call(postsRoute.POST, { method: "POST", body: draftInput() })).status).toBe(401);
    loginAs(client);
    expect((await call(postsRoute.POST, { method: "POST", body: draftInput() })).status).toBe(403);
    expect((await call(postsRoute.GET, { url: "/api/admin/blog/posts" })).status).toBe(403);
  });
});

describe("the editor's save action", () => {
  const submit = (fields: Record<string, unknown>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, Array.isArray(value) ? value.join(", ") : String(value));
    asAdmin();
    return savePostAction({ status: "idle" }, form);
  };

  it("a new post whose publish is refused leaves no draft behind, so publishing again with the image makes one post", async () => {
    const input = draftInput();
    const refused = await submit({ ...input, intent: "publish" });
    expect(refused).toMatchObject({ status: "error", message: IMAGE_NEEDED });
    expect(await db.blogPost.count({ where: { slug: input.slug } })).toBe(0);

    const published = await submit({ ...input, ...(await withImage()), intent: "publish" });
    expect(published).toMatchObject({ status: "success", data: { status: "published" } });
    expect(await db.blogPost.count({ where: { slug: input.slug } })).toBe(1);
  });

  it("a new post whose schedule is refused leaves no draft behind", async () => {
    const input = draftInput(await withImage());
    const refused = await submit({ ...input, intent: "schedule", date: "2020-01-01", time: "09:00" });
    expect(refused).toMatchObject({ status: "error" });
    expect(await db.blogPost.count({ where: { slug: input.slug } })).toBe(0);
  });
});

describe("publishing and unpublishing", () => {
  it("needs a featured image", async () => {
    const post = await create();
    const res = await act(publishRoute, post.id);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(IMAGE_NEEDED);
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).publishedAt).toBeNull();
  });

  it("publish makes the post public at once (list, page, sitemap, feed) and unpublish hides it again", async () => {
    const post = await create(await withImage());
    const published = await act(publishRoute, post.id);
    expect(published.status).toBe(200);
    expect(published.json.status).toBe("published");

    expect(await publicSlugs()).toContain(post.slug);
    const page = await getPostBySlug(post.slug);
    expect(page).toMatchObject({ title: post.title, featuredImageAlt: "A window at sunrise over a quiet street" });
    expect(await sitemapUrls()).toContain(postUrl(post.slug));
    expect(await rss()).toContain(`<link>${postUrl(post.slug)}</link>`);
    // The cached pages are told at once.
    expect(revalidated.tags).toContain("blog");
    expect(revalidated.paths).toEqual(expect.arrayContaining(["/blog", `/blog/${post.slug}`, "/sitemap.xml", "/blog/rss.xml"]));

    // Publishing again keeps the original date.
    const firstDate = published.json.publishedAt;
    expect((await act(publishRoute, post.id)).json.publishedAt).toBe(firstDate);

    revalidated.paths.length = 0;
    const unpublished = await act(unpublishRoute, post.id);
    expect(unpublished.status).toBe(200);
    expect(unpublished.json.status).toBe("draft");
    expect(await publicSlugs()).not.toContain(post.slug);
    expect(await getPostBySlug(post.slug)).toBeNull();
    expect(await sitemapUrls()).not.toContain(postUrl(post.slug));
    expect(await rss()).not.toContain(post.slug);
    expect(revalidated.paths).toEqual(expect.arrayContaining(["/blog", `/blog/${post.slug}`, "/sitemap.xml"]));

    const actions = (await auditOf(post.id)).map((e) => e.action);
    expect(actions).toEqual(["post.create", "post.publish", "post.publish", "post.unpublish"]);
    const [unpublishEntry] = (await auditOf(post.id)).slice(-1);
    expect(unpublishEntry.before).toMatchObject({ Status: "Published" });
    expect(unpublishEntry.after).toEqual({ Status: "Draft", "Publish date": null });
  });

  it("answers 404 for an unknown post and 400 for a malformed id", async () => {
    expect((await act(publishRoute, 999_999_999)).status).toBe(404);
    asAdmin();
    expect((await call(publishRoute, { method: "POST", params: { id: "abc" } })).status).toBe(400);
  });
});

describe("scheduling", () => {
  it("shows the post only from its time on (an injected now), and refuses a time in the past", async () => {
    const post = await create(await withImage());
    const past = await act(scheduleRoute, post.id, { date: "2020-01-06", time: "09:00" });
    expect(past.status).toBe(400);
    expect(past.json.message).toBe(SCHEDULE_IN_PAST);
    expect((await act(scheduleRoute, post.id, { date: "2030-13-01", time: "9am" })).status).toBe(400);

    const res = await act(scheduleRoute, post.id, { date: "2040-03-05", time: "09:30" });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("scheduled");
    const at = local("2040-03-05", "09:30");
    expect(res.json.publishedAt).toBe(at.toISOString());

    const justBefore = new Date(at.getTime() - 1000);
    expect(await publicSlugs()).not.toContain(post.slug);
    expect(await publicSlugs(justBefore)).not.toContain(post.slug);
    expect(await getPostBySlug(post.slug, justBefore)).toBeNull();
    expect((await listPostPaths(justBefore)).map((p) => p.slug)).not.toContain(post.slug);

    expect(await publicSlugs(at)).toContain(post.slug);
    expect(await getPostBySlug(post.slug, at)).not.toBeNull();
    expect((await listPostPaths(at)).map((p) => p.slug)).toContain(post.slug);

    const [entry] = (await auditOf(post.id)).slice(-1);
    expect(entry.action).toBe("post.schedule");
    expect(entry.summary).toContain("March 5, 2040");
    expect(entry.after).toMatchObject({ Status: "Scheduled" });
  });

  it("the domain takes its clock from the caller: scheduled for 10 minutes from an injected now", async () => {
    const post = await create(await withImage());
    const now = local("2041-06-01", "08:50");
    const scheduled = await schedulePost(auditActor(admin), post.id, { date: "2041-06-01", time: "09:00" }, now);
    expect(scheduled.status).toBe("scheduled");
    expect(await publicSlugs(local("2041-06-01", "09:00"))).toContain(post.slug);
    await expect(schedulePost(auditActor(admin), post.id, { date: "2041-06-01", time: "08:00" }, now)).rejects.toThrow(SCHEDULE_IN_PAST);
  });
});

describe("editing", () => {
  it("changes the fields, keeps the state, audits before and after and refreshes the old and new address", async () => {
    const post = await create(await withImage());
    await act(publishRoute, post.id);
    revalidated.paths.length = 0;
    asAdmin();
    const newSlug = `${post.slug}-v2`;
    const res = await call(postRoute.PUT, {
      method: "PUT",
      params: { id: String(post.id) },
      body: draftInput({ ...(await withImage()), title: "Evening Breath", slug: newSlug }),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ title: "Evening Breath", slug: newSlug, status: "published" });
    expect(await getPostBySlug(post.slug)).toBeNull();
    expect((await getPostBySlug(newSlug))?.title).toBe("Evening Breath");
    expect(revalidated.paths).toEqual(expect.arrayContaining([`/blog/${post.slug}`, `/blog/${newSlug}`, "/sitemap.xml"]));

    const [entry] = (await auditOf(post.id)).slice(-1);
    expect(entry.action).toBe("post.update");
    expect(entry.before).toMatchObject({ Title: post.title, Slug: post.slug });
    expect(entry.after).toMatchObject({ Title: "Evening Breath", Slug: newSlug, Status: "Published" });
  });

  it("refuses to take the image off a published post, and a slug in use", async () => {
    const other = await create();
    const post = await create(await withImage());
    await act(publishRoute, post.id);
    asAdmin();
    const noImage = await call(postRoute.PUT, { method: "PUT", params: { id: String(post.id) }, body: draftInput({ slug: post.slug }) });
    expect(noImage.status).toBe(400);
    expect(noImage.json.message).toBe(IMAGE_NEEDED);
    const taken = await call(postRoute.PUT, {
      method: "PUT",
      params: { id: String(post.id) },
      body: draftInput({ ...(await withImage()), slug: other.slug }),
    });
    expect(taken.status).toBe(409);
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).slug).toBe(post.slug);
  });

  it("GET reads one post in any state; 404 for an unknown id", async () => {
    const post = await create();
    asAdmin();
    const res = await call(postRoute.GET, { params: { id: String(post.id) } });
    expect(res.json).toMatchObject({ id: post.id, status: "draft", publishedAt: null, category: "mindfulness-sleep" });
    expect((await call(postRoute.GET, { params: { id: "999999999" } })).status).toBe(404);
  });
});

describe("the admin list", () => {
  it("filters by status and by text", async () => {
    const draft = await create();
    const live = await create(await withImage());
    await act(publishRoute, live.id);
    const later = await create(await withImage());
    await act(scheduleRoute, later.id, { date: "2045-01-02", time: "10:00" });
    asAdmin();
    const list = async (query: string) =>
      (await call(postsRoute.GET, { url: `/api/admin/blog/posts${query}` })).json.map((p: { id: number }) => p.id);
    expect(await list("?status=draft")).toContain(draft.id);
    expect(await list("?status=draft")).not.toContain(live.id);
    expect(await list("?status=published")).toContain(live.id);
    expect(await list("?status=published")).not.toContain(later.id);
    expect(await list("?status=scheduled")).toEqual(expect.arrayContaining([later.id]));
    expect(await list(`?q=${draft.slug.slice(-8)}`)).toEqual([draft.id]);
    // A seed article is published.
    expect(await list("?status=published&q=smoking")).toHaveLength(1);
  });
});

describe("featured image uploads", () => {
  it.each([
    ["PNG", PNG, "image/png"],
    ["JPEG", JPEG, "image/jpeg"],
    ["WebP", WEBP, "image/webp"],
  ])("accepts a %s, stores it re-encoded and serves it with its type", async (_name, bytes, type) => {
    const res = await upload(bytes);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ contentType: type });
    // The address names the upload (its id and a version), so it can be cached for good.
    const [, id, version] = (res.json.url as string).match(/^\/api\/blog\/images\/(\d+)\/([0-9a-z]+)$/)!;
    expect(Number(id)).toBe(res.json.id);
    asAdmin();
    const served = await call(versionedImageRoute, { params: { id, version } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(type);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const stored = (await db.blogImage.findUniqueOrThrow({ where: { id: res.json.id } })).bytes;
    expect(served.headers.get("content-length")).toBe(String(stored.byteLength));
    const decoded = await sharp(stored).metadata();
    expect({ width: decoded.width, height: decoded.height, format: `image/${decoded.format}` }).toEqual({
      width: 8,
      height: 6,
      format: type,
    });
    const [entry] = await db.auditEntry.findMany({ where: { entityType: "image", entityId: String(res.json.id) } });
    expect(entry).toMatchObject({ action: "post.image", actorId: admin.id });
  });

  it("keeps nothing of an upload but its picture: no camera metadata or location, no bytes hidden after the image", async () => {
    const withExif = await picture()
      .jpeg()
      .withExif({ IFD0: { Artist: "Jane Client", Copyright: "home address 12 Elm St" } })
      .toBuffer();
    const smuggled = Buffer.concat([withExif, Buffer.from("<script>alert(1)</script>")]);
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload(smuggled);
    expect(res.status).toBe(200);
    const stored = Buffer.from((await db.blogImage.findUniqueOrThrow({ where: { id: res.json.id } })).bytes);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes("Jane Client")).toBe(false);
    expect(stored.includes("<script>")).toBe(false);
    expect(res.json.byteSize).toBe(stored.byteLength);
  });

  it("refuses a file that starts like an image but is not one, and stores nothing", async () => {
    const before = await db.blogImage.count();
    for (const fake of [JPEG.subarray(0, 40), Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64)])]) {
      const res = await upload(fake);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(IMAGE_UNREADABLE);
      expect(res.json.fieldErrors).toEqual({ data: IMAGE_UNREADABLE });
    }
    expect(await db.blogImage.count()).toBe(before);
  });

  it("refuses a small file that decodes to a huge picture, before it takes the server's memory", async () => {
    const huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    expect(huge.byteLength).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(huge);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(IMAGE_TOO_MANY_PIXELS);
  });

  it("serves an upload to the public only while a published post or the portrait shows it; the owner sees her drafts' images", async () => {
    const image = await upload(PNG);
    const [, id, version] = (image.json.url as string).match(/^\/api\/blog\/images\/(\d+)\/([0-9a-z]+)$/)!;
    const asPublic = () => {
      loginAs(null);
      return call(versionedImageRoute, { params: { id, version } });
    };
    // Uploaded, not yet in any post: the owner's editor shows it, no one else can fetch it, and no cache keeps either answer.
    expect((await asPublic()).status).toBe(404);
    expect((await asPublic()).headers.get("cache-control")).toBe("no-store");
    loginAs(client);
    expect((await call(versionedImageRoute, { params: { id, version } })).status).toBe(404);
    asAdmin();
    const ownersView = await call(versionedImageRoute, { params: { id, version } });
    expect(ownersView.status).toBe(200);
    expect(ownersView.headers.get("cache-control")).toBe("private, no-store");

    const post = await create({ featuredImage: image.json.url, featuredImageAlt: "A quiet room" });
    expect((await asPublic()).status).toBe(404);
    expect((await act(publishRoute, post.id)).status).toBe(200);
    const live = await asPublic();
    expect(live.status).toBe(200);
    expect(live.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // The bare address of older posts follows the same rule.
    loginAs(null);
    expect((await call(imageRoute, { params: { id } })).status).toBe(200);
    expect((await act(unpublishRoute, post.id)).status).toBe(200);
    expect((await asPublic()).status).toBe(404);
    expect((await call(imageRoute, { params: { id } })).status).toBe(404);
  });

  it("never serves other bytes under an address cached for good: another version of the id is a 404, the bare id is not kept", async () => {
    // After a restore or a reset the same id can be another picture: the version tells them apart.
    const res = await upload(PNG);
    const post = await create({ featuredImage: res.json.url, featuredImageAlt: "A quiet room" });
    expect((await act(publishRoute, post.id)).status).toBe(200);
    loginAs(null);
    const [, id, version] = (res.json.url as string).match(/^\/api\/blog\/images\/(\d+)\/([0-9a-z]+)$/)!;
    expect((await call(versionedImageRoute, { params: { id, version } })).status).toBe(200);
    expect((await call(versionedImageRoute, { params: { id, version: `${version}0` } })).status).toBe(404);
    // Addresses stored before versions (posts written earlier) still work, checked again each time.
    const bare = await call(imageRoute, { params: { id } });
    expect(bare.status).toBe(200);
    expect(bare.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it.each([
    ["a GIF", GIF],
    ["text pretending to be an image", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>")],
    ["an HTML page", Buffer.from("<!doctype html><title>x</title>")],
  ])("refuses %s by its bytes", async (_name, bytes) => {
    const before = await db.blogImage.count();
    const res = await upload(bytes);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(IMAGE_WRONG_TYPE);
    expect(await db.blogImage.count()).toBe(before);
  });

  it("refuses an image over 2 MB", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(big);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(IMAGE_TOO_LARGE);
    // Just under the limit after decoding still passes.
    expect((await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.byteLength)]))).status).toBe(200);
  });

  it("refuses a body that is not base64, and answers 404 for an unknown image", async () => {
    asAdmin();
    expect((await call(uploadRoute, { method: "POST", body: { data: "not base64!" } })).status).toBe(400);
    expect((await call(imageRoute, { params: { id: "999999999" } })).status).toBe(404);
  });
});

describe("uploads nothing shows", () => {
  const aDayAgo = () => new Date(Date.now() - 25 * 60 * 60 * 1000);
  const oldUpload = async () => {
    const res = await upload(PNG);
    await db.blogImage.update({ where: { id: res.json.id }, data: { createdAt: aDayAgo() } });
    return res.json as { id: number; url: string };
  };
  const exists = async (id: number) => (await db.blogImage.count({ where: { id } })) === 1;

  it("are deleted a day after upload; images of any post (by either address, drafts too) and the portrait are kept", async () => {
    const [orphan, ofDraft, ofOlderPost, ofPortrait] = [await oldUpload(), await oldUpload(), await oldUpload(), await oldUpload()];
    const fresh = (await upload(PNG)).json as { id: number };
    await create({ featuredImage: ofDraft.url, featuredImageAlt: "A quiet room" });
    await create({ featuredImage: `/api/blog/images/${ofOlderPost.id}`, featuredImageAlt: "A quiet room" });
    const practitioner = await db.practitioner.findFirstOrThrow({ select: { id: true, portraitImageId: true } });
    await db.practitioner.update({ where: { id: practitioner.id }, data: { portraitImageId: ofPortrait.id } });
    try {
      expect(await deleteUnusedImages()).toBeGreaterThanOrEqual(1);
      expect(await exists(orphan.id)).toBe(false);
      for (const kept of [ofDraft, ofOlderPost, ofPortrait, fresh]) expect(await exists(kept.id)).toBe(true);
      const [entry] = await db.auditEntry.findMany({ where: { entityType: "image", entityId: String(orphan.id), action: "image.delete" } });
      expect(entry).toMatchObject({ actorId: null, actorName: "system" });
    } finally {
      await db.practitioner.update({ where: { id: practitioner.id }, data: { portraitImageId: practitioner.portraitImageId } });
    }
  });

  it("never deletes the image a post is being saved with at that moment: the post keeps it, or is refused", async () => {
    for (let round = 0; round < 6; round++) {
      const image = await oldUpload();
      asAdmin();
      const [saved] = await Promise.all([
        call(postsRoute.POST, { method: "POST", body: draftInput({ featuredImage: image.url, featuredImageAlt: "A quiet room" }) }),
        deleteUnusedImages(),
      ]);
      if (saved.status === 200) expect(await exists(image.id)).toBe(true);
      else {
        expect(saved.json.message).toBe("Upload the featured image again");
        expect(await exists(image.id)).toBe(false);
      }
    }
  });
});

describe("preview", () => {
  it("renders with the public page's function, sanitised", async () => {
    asAdmin();
    const res = await call(previewRoute, {
      method: "POST",
      body: { content: "## Heading\n\n[x](javascript:alert(1)) <iframe src=https://evil.example></iframe>\n\n```js\nconst a = 1;\n```" },
    });
    expect(res.status).toBe(200);
    expect(res.json.html).toContain('<h2 id="heading">Heading</h2>');
    expect(res.json.html).toContain('<code class="language-js">');
    expect(res.json.html).not.toContain("javascript:");
    expect(res.json.html).not.toContain("<iframe");
  });
});

describe("RSS feed", () => {
  it("is RSS 2.0 of the published posts, newest first, with RFC 822 dates and escaped text", async () => {
    const post = await create({ ...(await withImage()), title: `Tea & <Quiet> "Evenings" ${tag()}` });
    await act(publishRoute, post.id);
    const res = await call(rssRoute as never, { url: "/blog/rss.xml" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = res.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain(`<atom:link href="${new URL("/blog/rss.xml", siteConfig.url)}" rel="self" type="application/rss+xml"/>`);

    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
    const published = await listPosts();
    expect(items).toHaveLength(published.length);
    const field = (item: string, name: string) => item.match(new RegExp(`<${name}[^>]*>([\\s\\S]*?)</${name}>`))?.[1];
    expect(items.map((i) => field(i, "guid"))).toEqual(published.map((p) => postUrl(p.slug)));
    for (const item of items) {
      expect(field(item, "pubDate")).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
      for (const name of ["title", "link", "description"]) expect(field(item, name)).toBeTruthy();
    }
    const mine = items.find((i) => i.includes(post.slug))!;
    expect(field(mine, "title")).toBe(post.title.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace(/"/g, "&quot;"));
    expect(field(mine, "description")).toBe("Five quiet minutes &lt;before&gt; the day starts &amp; why they help.");
    // No raw markup from the post leaks into the document.
    expect(xml).not.toMatch(/<Quiet>|<before>/);
  });

  it("is linked from the blog page's head", () => {
    expect(blogMetadata.alternates?.types).toEqual({ "application/rss+xml": [{ url: "/blog/rss.xml", title: `${siteConfig.name} Blog` }] });
  });
});
