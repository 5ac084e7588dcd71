import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { readdirSync } from "node:fs";
import { join } from "node:path";

import { blogCategories, blogPosts, readArticle } from "../../prisma/seed-data/blog";
import { matchesSearch, searchText } from "../../lib/content/blog-search";
import { readingMinutes } from "../../lib/content/blog-utils";
import { practitionerName } from "../../lib/site-config";

const EMPTY_TEXT = "No articles found matching your criteria.";
const LONG_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;
const cards = (page: Page) => page.getByTestId("post-card");
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole("heading", { name: title }) });
const post = (slug: string) => blogPosts.find((p) => p.slug === slug)!;

test.describe("blog list", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/blog");
  });

  test("shows every article as a card, the filters and the daily refresh note", async ({ page }) => {
    await expect(page).toHaveTitle(/Wellness Blog/);
    await expect(page.getByRole("heading", { level: 1, name: "Wellness Blog" })).toBeVisible();
    await expect(page.getByText("Content is refreshed daily.")).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toBeVisible();

    const filters = page.getByRole("group", { name: "Filter by category" }).getByRole("button");
    await expect(filters).toHaveText(["All", ...[...blogCategories].sort((a, b) => a.name.localeCompare(b.name)).map((c) => c.name)]);
    await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");

    await expect(cards(page)).toHaveCount(blogPosts.length);
    // Newest first.
    const newest = [...blogPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];
    await expect(cards(page).first().getByRole("heading")).toHaveText(newest.title);
  });

  test("each card shows image, category, minutes to read, title, excerpt, at most 3 tags and a long date", async ({ page }) => {
    for (const item of await cards(page).all()) {
      await expect(item.locator("img")).toHaveCount(1);
      await expect(item.locator("[data-category]")).toHaveCount(1);
      await expect(item.getByText(/^\d+ min read$/)).toBeVisible();
      expect(await item.getByTestId("post-tag").count()).toBeLessThanOrEqual(3);
      await expect(item.locator("time")).toHaveText(LONG_DATE);
    }

    // An article with five tags shows only its first three.
    const sleep = post("wind-down-routine-for-better-sleep");
    expect(sleep.tags.length).toBe(5);
    const sleepCard = card(page, sleep.title);
    await expect(sleepCard.getByTestId("post-tag")).toHaveText(sleep.tags.slice(0, 3).map((t) => `#${t}`));
    await expect(sleepCard.getByText("Mindfulness & Sleep")).toBeVisible();
    await expect(sleepCard.getByText(sleep.excerpt)).toBeAttached();
    await expect(sleepCard.locator("time")).toHaveText("October 20, 2026");
    await expect(sleepCard.getByText(`${readingMinutes(readArticle(sleep.slug))} min read`)).toBeVisible();
  });

  test("search narrows the list and is kept in the URL", async ({ page }) => {
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("smoking");
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, post("quit-smoking-with-hypnotherapy").title)).toBeVisible();
    await expect(page).toHaveURL(/\?q=smoking$/);

    // Tags and excerpts match too, whatever the case.
    await search.fill("BREATHWORK");
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, post("breathing-techniques-for-stress").title)).toBeVisible();

    await search.fill("");
    await expect(cards(page)).toHaveCount(blogPosts.length);
    await expect(page).toHaveURL(/\/blog$/);

    // Back from an article returns to the search as it was.
    await search.fill("smoking");
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole("link", { name: post("quit-smoking-with-hypnotherapy").title }).click();
    await expect(page).toHaveURL(/\/blog\/quit-smoking-with-hypnotherapy$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?q=smoking$/);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("smoking");
    await expect(cards(page)).toHaveCount(1);
  });

  test("category buttons filter the cards", async ({ page }) => {
    const yoga = page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name: "Yoga" });
    await yoga.click();
    await expect(yoga).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    const yogaCount = blogPosts.filter((p) => p.category === "yoga").length;
    await expect(cards(page)).toHaveCount(yogaCount);
    for (const item of await cards(page).all()) await expect(item.locator("[data-category]")).toHaveText("Yoga");
    await expect(page).toHaveURL(/\?category=yoga$/);

    // The filter survives a reload (shareable URL), and search combines with it.
    await page.reload();
    await expect(cards(page)).toHaveCount(yogaCount);
    await page.getByRole("searchbox", { name: "Search articles" }).fill("back pain");
    await expect(cards(page)).toHaveCount(1);

    await page.getByRole("button", { name: "All" }).click();
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole("searchbox", { name: "Search articles" }).fill("");
    await expect(cards(page)).toHaveCount(blogPosts.length);
  });

  test("says so when nothing matches, and the filters can be cleared", async ({ page }) => {
    await page.getByRole("searchbox", { name: "Search articles" }).fill("underwater basket weaving");
    await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByText(EMPTY_TEXT)).toBeHidden();
    await expect(cards(page)).toHaveCount(blogPosts.length);
  });

  test("a card opens its article", async ({ page }) => {
    const target = post("hypnotherapy-for-anxiety");
    await page.getByRole("link", { name: target.title }).click();
    await expect(page).toHaveURL(`/blog/${target.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
  });

  test("has list metadata and no accessibility violations", async ({ page }) => {
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute("content", /opengraph-image/);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe("a shared search link", () => {
  test("opens filtered at the same address, marks Blog as the current page, and filters on as the visitor types", async ({ page }) => {
    // /blog is static; a search is rendered per request (next.config.ts rewrites it).
    const response = await page.goto("/blog?q=sleep&category=mindfulness-sleep");
    expect(response?.headers()["cache-control"]).toMatch(/no-store/);
    await expect(page).toHaveURL(/\/blog\?q=sleep&category=mindfulness-sleep$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("sleep");
    await expect(page.getByRole("button", { name: "Mindfulness & Sleep" })).toHaveAttribute("aria-pressed", "true");
    const aboutSleep = blogPosts.filter((p) =>
      matchesSearch(searchText(p, blogCategories.find((c) => c.slug === p.category)!.name), "sleep"),
    );
    await expect(cards(page)).toHaveCount(aboutSleep.filter((p) => p.category === "mindfulness-sleep").length);

    await page.getByRole("button", { name: "All" }).click();
    await expect(page).toHaveURL(/\/blog\?q=sleep$/);
    await expect(cards(page)).toHaveCount(aboutSleep.length);
  });
});

test.describe("blog search without JavaScript", () => {
  // Also what a visitor gets who types before the page's JavaScript has loaded.
  test.use({ javaScriptEnabled: false });

  test("typing and Enter show the results; the category buttons and Clear filters work", async ({ page }) => {
    await page.goto("/blog");
    await expect(cards(page)).toHaveCount(blogPosts.length);
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("smoking");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/blog\?q=smoking$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, post("quit-smoking-with-hypnotherapy").title)).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("smoking");

    // A category keeps the search; here nothing matches both.
    await page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name: "Yoga" }).click();
    await expect(page).toHaveURL(/\/blog\?q=smoking&category=yoga$/);
    await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/blog\??$/);
    await expect(cards(page)).toHaveCount(blogPosts.length);

    // Enter keeps the chosen category.
    await page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name: "Yoga" }).click();
    await expect(page.getByRole("button", { name: "Yoga" })).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(blogPosts.filter((p) => p.category === "yoga").length);
    await page.getByRole("searchbox", { name: "Search articles" }).fill("back pain");
    await page.getByRole("searchbox", { name: "Search articles" }).press("Enter");
    await expect(page).toHaveURL(/\/blog\?category=yoga&q=back\+pain$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, post("yoga-for-lower-back-pain").title)).toBeVisible();
  });
});

test.describe("blog post", () => {
  const target = post("what-to-expect-first-hypnotherapy-session");

  test("shows the article with its details and calls to action", async ({ page }) => {
    await page.goto(`/blog/${target.slug}`);
    await expect(page).toHaveTitle(new RegExp(target.title));
    const article = page.getByRole("article").first();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
    await expect(article.locator("[data-category]").first()).toHaveText("Hypnotherapy");
    await expect(article.getByTestId("view-count")).toHaveText(/^\d+ views?$/);
    await expect(article.getByText(/^\d+ min read$/).first()).toBeVisible();
    await expect(article.getByText(`By ${practitionerName}`)).toBeVisible();
    await expect(article.getByText("Published June 9, 2026")).toBeVisible();
    await expect(page.getByTestId("article-excerpt")).toHaveText(target.excerpt);
    await expect(article.locator("img").first()).toBeVisible();

    const content = page.getByTestId("article-content");
    await expect(content.getByRole("heading", { level: 2, name: "The hypnosis itself" })).toBeVisible();
    await expect(content.locator("li").first()).toBeVisible();
    for (const tag of target.tags) await expect(article.getByText(`#${tag}`, { exact: true })).toBeVisible();

    await expect(page.getByRole("link", { name: "Book a Session" }).last()).toHaveAttribute("href", "/schedule");
    await expect(page.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
    await page.getByRole("link", { name: "Explore Services" }).click();
    await expect(page).toHaveURL("/services");
  });

  test("counts a view on every page load", async ({ page }) => {
    const slug = "yoga-for-lower-back-pain";
    const stored = async () => (await (await page.request.get(`/api/blog/posts/${slug}`)).json()).viewCount as number;
    const before = await stored();
    // The page's view action answers with the fresh count, which the page then shows.
    await page.goto(`/blog/${slug}`);
    await expect(page.getByTestId("view-count")).toHaveText(`${before + 1} ${before + 1 === 1 ? "view" : "views"}`);

    await page.reload();
    await expect(page.getByTestId("view-count")).toHaveText(`${before + 2} views`);
    expect(await stored()).toBe(before + 2);
  });

  test("has article metadata and BlogPosting structured data", async ({ page }) => {
    await page.goto(`/blog/${target.slug}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/${target.slug}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", target.excerpt);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", target.publishedAt);
    const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(ogImage).toContain(`/blog/${target.slug}/opengraph-image`);
    const image = await page.request.get(new URL(ogImage!).pathname + new URL(ogImage!).search);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd.map((text) => JSON.parse(text)).find((d) => d["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: target.title, datePublished: target.publishedAt, author: { name: practitionerName } });
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto(`/blog/${target.slug}`);
    await expect(page.getByTestId("view-count")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test("an unknown article says 'Article Not Found' with a way back (404)", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
    const back = page.getByRole("link", { name: "Back to Blog" });
    await expect(back).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
    await back.click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Wellness Blog" })).toBeVisible();
  });
});

test.describe("addresses of no article", () => {
  // The page cache of the server under test (tests/support/e2e-server.ts serves ./.next): Next keeps
  // pages under server/app and, since 16.4, under server/route-cache.
  const serverDir = join(process.env.NEXT_DIST_DIR ?? ".next", "server");
  const cachedFor = (tag: string) => readdirSync(serverDir, { recursive: true, encoding: "utf8" }).filter((file) => file.includes(tag));

  test("are answered 404 and leave nothing in the page cache", async ({ request }) => {
    const tag = `gone${Date.now().toString(36)}`;
    const paths = [
      ...Array.from({ length: 5 }, (_, i) => `/blog/${tag}-${i}`),
      `/blog/${tag}%0D%0Aset-cookie:x`,
      `/blog/${"a".repeat(200)}${tag}`,
      `/blog/${tag}/opengraph-image`,
    ];
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(404);
    // Next writes its cache after answering: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cachedFor(tag)).toEqual([]);
  });

  test("whose %-escapes are no text are answered 404", async ({ request }) => {
    for (const path of ["/blog/%ED%A0%80", "/blog/%E0%A4%A", "/api/services/%ED%A0%80", "/services/%FF"])
      expect((await request.get(path)).status(), path).toBe(404);
  });
});

test.describe("crawlers", () => {
  test("sitemap.xml lists the public pages and every article", async ({ request }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    const xml = await res.text();
    for (const path of ["/services", "/about", "/blog", "/contact", "/privacy", "/terms", "/cancellation-policy"])
      expect(xml).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
    for (const p of blogPosts) expect(xml).toContain(`/blog/${p.slug}</loc>`);
    expect(xml).toContain("<lastmod>");
    expect(xml).not.toMatch(/<loc>[^<]*\/(schedule|profile|admin|virtual-sessions)<\/loc>/);
  });

  test("robots.txt allows the site, blocks private areas and links the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("User-Agent: *");
    expect(text).toContain("Allow: /");
    for (const path of ["/api/", "/admin", "/profile", "/virtual-sessions", "/schedule"]) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });

  test("the default share image renders", async ({ request }) => {
    const res = await request.get("/opengraph-image");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    expect((await res.body()).length).toBeGreaterThan(5_000);
  });
});
