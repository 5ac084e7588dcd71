import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { yogaPoses } from "../../lib/content/about";
import { sampleCredentials, sampleTestimonials } from "../../prisma/seed-data/profile";
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

  test("lists the credentials with their issuing body and year, and the seed's testimonials", async ({ page }) => {
    const region = page.getByRole("region", { name: "Credentials & Training" });
    await expect(region.getByRole("listitem")).toHaveCount(sampleCredentials.length);
    await expect(region.getByRole("img")).toHaveCount(0);
    for (const credential of sampleCredentials) {
      await expect(region.getByText(credential.title, { exact: true })).toBeVisible();
      await expect(region.getByText(`${credential.issuer}, ${credential.year}`, { exact: true })).toBeVisible();
    }
    const testimonials = page.getByRole("region", { name: "What Clients Say" });
    await expect(testimonials.getByTestId("testimonial")).toHaveCount(sampleTestimonials.length);
    await expect(testimonials.getByTestId("testimonial").first()).toContainText(sampleTestimonials[0].quote);
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
