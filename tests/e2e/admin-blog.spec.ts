import { expect, test, type Page } from "@playwright/test";

import { loginAsAdmin } from "./support/admin";
import { expectNoAxeViolations, expectToast } from "./support/booking";

// The owner writes a post in Markdown, previews it exactly as readers will see it, publishes it
// (the blog list and the post page show it at once), and unpublishes it again (gone at once). The
// post is left as a draft, which no public page lists, so the public blog specs are unaffected.

test.describe.configure({ mode: "serial" });

// A real 1x1 PNG: the server checks the bytes, not the name.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const run = Date.now().toString(36);
const TITLE = `Steady Mornings ${run}`;
const SLUG = `steady-mornings-${run}`;
const EXCERPT = "A five-minute morning practice to start the day calm & clear.";
const BODY = [
  "## Why five minutes",
  "A short, **steady** routine beats a long one you skip.",
  "- Sit tall\n- Breathe out slowly\n- Notice three sounds",
  "Ready for more? [See our services](/services).",
  "<script>window.__hacked = true</script>",
].join("\n\n");

let postUrl = "";

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test("write a post in Markdown, preview it, publish it, see it on /blog, unpublish it", async ({ page }) => {
  // A long walk through the editor and four public pages, each rendered afresh after a change.
  test.setTimeout(180_000);
  await loginAsAdmin(page);
  await page.goto("/admin/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: /admin/i }).getByRole("link", { name: "Blog" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByTestId("admin-post").first()).toBeVisible();
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();

  const form = page.getByRole("form", { name: "Post" });
  // Publishing an empty post shows what is missing, next to each field.
  await form.getByRole("button", { name: "Publish now" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await expect(form.getByText("Slug is required")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Title" })).toHaveAttribute("aria-invalid", "true");

  await form.getByRole("textbox", { name: "Title" }).fill(TITLE);
  await expect(form.getByText("Title is required")).toHaveCount(0);
  await expect(form.getByRole("textbox", { name: "Slug" })).toHaveValue(SLUG);
  // The slug filled itself from the title: its error goes too.
  await expect(form.getByText("Slug is required")).toHaveCount(0);
  await form.getByRole("textbox", { name: "Excerpt" }).fill(EXCERPT);
  await form.getByRole("combobox", { name: "Category" }).selectOption({ label: "Mindfulness & Sleep" });
  await form.getByRole("textbox", { name: "Tags" }).fill("mornings, breathwork");
  await form.getByRole("textbox", { name: /Body/ }).fill(BODY);

  // A file that is not an image is refused before it is sent; a PNG is uploaded.
  const file = form.getByLabel("Upload an image");
  await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(form.getByText("Upload a PNG, JPEG or WebP image")).toBeVisible();
  // The upload is a server action: a POST to the editor's page.
  const uploaded = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/admin/blog/new" && r.request().method() === "POST" && r.status() === 200,
  );
  await file.setInputFiles({ name: "sunrise.png", mimeType: "image/png", buffer: PNG });
  await uploaded;
  await expect(form.getByRole("img", { name: "Featured image (no description yet)" })).toBeVisible();
  await form.getByRole("textbox", { name: "Alt text" }).fill("Morning light through a window");

  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("editor-desktop.png"), fullPage: true });

  // The preview is the public renderer's output: Markdown rendered, the script gone.
  await form.getByRole("tab", { name: "Preview" }).click();
  const preview = form.getByTestId("preview-content");
  await expect(preview.getByRole("heading", { level: 2, name: "Why five minutes" })).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveText(["Sit tall", "Breathe out slowly", "Notice three sounds"]);
  await expect(preview.getByRole("link", { name: "See our services" })).toHaveAttribute("href", "/services");
  await expect(preview.locator("script")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("editor-preview-desktop.png"), fullPage: true });

  await form.getByRole("button", { name: "Publish now" }).click();
  await expectToast(page, "Post published");
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
  postUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId("post-status")).toHaveText("Published");
  await expect(page.getByTestId("post-when")).toContainText(/^Published \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/);

  // Public at once: the list, the post page (Markdown rendered, image with its alt), the feed.
  await page.goto("/blog");
  const card = page.getByTestId("post-card").filter({ has: page.getByRole("heading", { name: TITLE }) });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("post-tag")).toHaveText(["#mornings", "#breathwork"]);
  await card.getByRole("link", { name: TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${SLUG}$`));
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole("img", { name: "Morning light through a window" })).toBeVisible();
  const article = page.getByTestId("article-content");
  await expect(article.getByRole("heading", { level: 2, name: "Why five minutes" })).toBeVisible();
  await expect(article.getByRole("listitem")).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath("post-page-desktop.png"), fullPage: true });
  const feed = await page.request.get("/blog/rss.xml");
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  expect(await feed.text()).toContain(`<title>${TITLE}</title>`);

  // Unpublished: gone from the list and the page at once.
  await page.goto(postUrl);
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expectToast(page, "Post unpublished: it is a draft again");
  await expect(page.getByTestId("post-status")).toHaveText("Draft");
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Wellness Blog" })).toBeVisible();
  await expect(page.getByRole("heading", { name: TITLE })).toHaveCount(0);
  await page.goto(`/blog/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
  expect(await (await page.request.get("/blog/rss.xml")).text()).not.toContain(TITLE);

  // The admin list finds it among the drafts; the audit log has every step.
  await page.goto(`/admin/blog?status=draft&q=${run}`);
  await expect(page.getByRole("navigation", { name: "Filter by status" }).getByRole("link", { name: "Draft" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByTestId("admin-post")).toHaveCount(1);
  await expect(page.getByRole("link", { name: TITLE, exact: true })).toBeVisible();
  await page.goto("/admin/audit");
  await expect(page.getByText(`Post “${TITLE}” unpublished`)).toBeVisible();
  await expect(page.getByText(`Post “${TITLE}” published`)).toBeVisible();
});

/** A phone photo: a 4032x3024 JPEG of noise, well over 2 MB, drawn by the browser itself. */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 4032;
    canvas.height = 3024;
    const context = canvas.getContext("2d")!;
    const pixels = context.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : (Math.random() * 256) | 0;
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = "";
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return Buffer.from(base64, "base64");
}

test("publishing a new post without a picture, then with a phone photo, makes one post", async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Evening Wind-Down ${run}`;
  await loginAsAdmin(page);
  await page.goto("/admin/blog/new");
  const form = page.getByRole("form", { name: "Post" });
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("textbox", { name: "Excerpt" }).fill(EXCERPT);
  await form.getByRole("combobox", { name: "Category" }).selectOption({ label: "Mindfulness & Sleep" });
  await form.getByRole("textbox", { name: /Body/ }).fill(BODY);

  // Refused: a post needs a picture to go live.
  await form.getByRole("button", { name: "Publish now" }).click();
  await expect(form.getByText("Add a featured image before publishing").first()).toBeVisible();

  // A phone's photo (about 6 MB) is made smaller before upload and accepted.
  const photo = await phonePhoto(page);
  expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
  await form.getByLabel("Upload an image").setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(form.getByRole("img", { name: "Featured image (no description yet)" })).toBeVisible();
  await form.getByRole("textbox", { name: "Alt text" }).fill("A lamp beside a made bed");

  await form.getByRole("button", { name: "Publish now" }).click();
  await expectToast(page, "Post published");
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);

  // One post, no hidden draft beside it.
  await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
  await expect(page.getByTestId("admin-post")).toHaveCount(1);
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the list and the editor fit the screen", async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto(`/admin/blog?q=${run}`);
    await expect(page.getByRole("link", { name: TITLE, exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath("list-375.png"), fullPage: true });
    await page.getByRole("link", { name: `Edit ${TITLE}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(TITLE);
    await expect(page.getByRole("button", { name: "Publish now" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath("editor-375.png"), fullPage: true });
  });
});
