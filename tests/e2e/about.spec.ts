import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { certifications, yogaPoses } from "../../lib/content/about";
import { practitionerName, siteConfig } from "../../lib/site-config";

test.describe("about page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/about");
  });

  test("introduces the practitioner with a biography", async ({ page }) => {
    await expect(page).toHaveTitle(new RegExp(`About ${practitionerName}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Meet ${practitionerName}`);
    await expect(page.getByRole("img", { name: `Illustrated portrait of ${practitionerName}` })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(siteConfig.practitioner.title);
    await expect(page.getByRole("main")).toContainText(`${siteConfig.practitioner.firstName} came to yoga`);
  });

  test("shows six certification images", async ({ page }) => {
    const region = page.getByRole("region", { name: "Certifications & Training" });
    const images = region.getByRole("img");
    await expect(images).toHaveCount(6);
    for (const certification of certifications) {
      await expect(region.getByRole("img", { name: `${certification.title} certificate` })).toBeVisible();
      await expect(region.getByText(certification.title, { exact: true })).toBeVisible();
    }
    await expectAllLoaded(images);
  });

  test("states the mission", async ({ page }) => {
    const mission = page.getByRole("region", { name: "Our Mission" });
    await expect(mission).toContainText("To help every client find their inner balance");
  });

  test("shows eight named yoga poses with descriptive alt texts", async ({ page }) => {
    const region = page.getByRole("region", { name: "Poses We Practice" });
    const images = region.getByRole("img");
    await expect(images).toHaveCount(8);
    for (const pose of yogaPoses) {
      await expect(region.getByRole("img", { name: pose.alt })).toBeVisible();
      await expect(region.getByText(pose.name, { exact: true })).toBeVisible();
      await expect(region.getByText(pose.sanskrit, { exact: true })).toBeVisible();
    }
    await expectAllLoaded(images);
  });

  test("has no accessibility violations", async ({ page }) => {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

async function expectAllLoaded(images: import("@playwright/test").Locator) {
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
}
