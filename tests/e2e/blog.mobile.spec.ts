import { expect, test, type Page } from "@playwright/test";

import { blogPosts } from "../../prisma/seed-data/blog";

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test("the blog list reads in one column on a phone and filters by touch", async ({ page }) => {
  await page.goto("/blog");
  const cards = page.getByTestId("post-card");
  await expect(cards).toHaveCount(blogPosts.length);
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  await expectNoHorizontalScroll(page);

  await page.getByRole("button", { name: "Mindfulness & Sleep" }).tap();
  await expect(cards).toHaveCount(blogPosts.filter((p) => p.category === "mindfulness-sleep").length);
});

test("an article fits a phone screen", async ({ page }) => {
  await page.goto(`/blog/${blogPosts[0].slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogPosts[0].title);
  await expectNoHorizontalScroll(page);
  await expect(page.getByRole("link", { name: "Explore Services" })).toBeVisible();
});
