import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { features, hypnotherapyBenefits, hypnotherapyTopics } from "../../lib/content/home";
import { uniqueClientIp } from "./support/network";

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
  await page.goto("/");
});

test.describe("home page", () => {
  test("has a yoga and hypnotherapy title, the opening banner and the hero", async ({ page }) => {
    await expect(page).toHaveTitle(/Yoga & Hypnotherapy/);
    await expect(page.getByText("We are officially open!")).toBeVisible();
    await expect(page.getByText("For now we are taking virtual sessions only.")).toBeVisible();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your Inner Balance with Yoga & Hypnotherapy");
    await expect(page.getByText(/A hypnotherapy session with \w+ helps you:/)).toBeVisible();
    for (const benefit of hypnotherapyBenefits) {
      await expect(page.getByRole("listitem").filter({ hasText: new RegExp(`^${benefit}$`) })).toBeVisible();
    }

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Book a Session" })).toHaveAttribute("href", "/schedule");
    await expect(main.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
  });

  test("shows the hero image, 500 px high, with its caption", async ({ page }) => {
    const image = page.getByRole("img", { name: /meditating/ });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await image.boundingBox())?.height).toBe(500);
    await expect(page.locator("figcaption", { hasText: "Virtual & In-Person Sessions" })).toBeVisible();
  });

  test("explains why to choose the practice, with the three feature cards", async ({ page }) => {
    const why = page.getByRole("region", { name: /Why Choose/ });
    await expect(why.getByRole("heading", { level: 2 })).toContainText("Why Choose");
    await expect(why).toContainText("yoga and hypnotherapy");
    for (const topic of hypnotherapyTopics) {
      await expect(why.getByRole("listitem").filter({ hasText: new RegExp(`^${topic}$`) })).toBeVisible();
    }
    await expect(why).toContainText("Transparent pricing");
    await expect(why).toContainText("local and online options");

    for (const feature of features) {
      const card = why.getByRole("listitem").filter({ has: page.getByRole("heading", { name: feature.title, level: 3 }) });
      await expect(card).toBeVisible();
      await expect(card).toContainText(feature.description);
    }
    await expect(why.getByRole("heading", { level: 3 })).toHaveText([
      "Personalized Approach",
      "Certified Practitioners",
      "Flexible Sessions",
    ]);
  });

  test("publishes the business as structured data", async ({ page }) => {
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const business = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "HealthAndBeautyBusiness");
    expect(business?.address?.addressLocality).toBeTruthy();
  });

  test("Explore Services leads to the services page", async ({ page }) => {
    await page.getByRole("main").getByRole("link", { name: "Explore Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  });

  test("has no accessibility violations", async ({ page }) => {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe("newsletter signup", () => {
  test("shows the heading and privacy note, validates the email, subscribes and resets", async ({ page }) => {
    const block = page.getByRole("region", { name: "Join Our Wellness Community" });
    await expect(block).toBeVisible();
    await expect(block.getByText("We respect your privacy. Unsubscribe at any time.")).toBeVisible();

    const email = block.getByRole("textbox", { name: "Email address" });
    await email.fill("not-an-email");
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(block.getByText("Please enter a valid email address")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");

    await email.fill(`reader.${Date.now()}@example.com`);
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Successfully subscribed!")).toBeVisible();
    await expect(page.getByText("Thank you for joining our wellness community.")).toBeVisible();
    await expect(email).toHaveValue("");
    await expect(block.getByText("Please enter a valid email address")).toBeHidden();
  });

  test("tells the visitor when the subscription failed", async ({ page }) => {
    // The server refuses: this address has used up its signups for the hour (the API's limit too).
    const ip = `172.31.${Math.floor(Math.random() * 254) + 1}.${Math.floor(Math.random() * 254) + 1}`;
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": ip });
    for (let i = 0; i < 10; i++) await page.request.post("/api/subscribe", { data: { email: `limit.${i}.${Date.now()}@example.com` } });
    const block = page.getByRole("region", { name: "Join Our Wellness Community" });
    await block.getByRole("textbox", { name: "Email address" }).fill("reader@example.com");
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Subscription failed")).toBeVisible();
    await expect(page.getByText("There was a problem subscribing you to our newsletter. Please try again.")).toBeVisible();
    await expect(block.getByRole("textbox", { name: "Email address" })).toHaveValue("reader@example.com");
  });
});

test.describe("unsubscribe page", () => {
  test("explains when a link is not valid", async ({ page }) => {
    await page.goto("/unsubscribe?token=this-token-does-not-exist-anywhere");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link not valid");
    await expect(page.getByText("This unsubscribe link is not valid.", { exact: false })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
