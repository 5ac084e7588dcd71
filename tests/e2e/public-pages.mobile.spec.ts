import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const pages = [
  { path: "/", heading: "Find your Inner Balance with Yoga & Hypnotherapy" },
  { path: "/services", heading: "Our Services" },
  { path: "/about", heading: /^Meet / },
  { path: "/contact", heading: "Contact Us" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms of Service" },
  { path: "/cancellation-policy", heading: "Cancellation Policy" },
];

for (const { path, heading } of pages) {
  test(`${path} fits a phone screen without horizontal scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    // Scroll through so lazy images load and any late layout shows up.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(innerWidth).toBeLessThan(500);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
}

test("the services cards stack in one column on a phone", async ({ page }) => {
  await page.goto("/services");
  const cards = page.locator("section#hypnotherapy").getByTestId("service-card");
  await expect(cards.nth(1)).toBeVisible();
  const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
  expect(Math.round(a!.x)).toBe(Math.round(b!.x));
  expect(b!.y).toBeGreaterThan(a!.y);
});

test("the newsletter form works on a phone", async ({ page }) => {
  await page.goto("/");
  const block = page.getByRole("region", { name: "Join Our Wellness Community" });
  await block.getByRole("textbox", { name: "Email address" }).fill("nope");
  await block.getByRole("button", { name: "Subscribe" }).click();
  await expect(block.getByText("Please enter a valid email address")).toBeVisible();
});
