import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

type Service = { id: number; name: string; duration: number; isVirtual: boolean; price: number; description: string };

const sections = [
  { id: "hypnotherapy", title: "Hypnotherapy Sessions" },
  { id: "yoga", title: "Yoga Sessions" },
] as const;

async function servicesOf(page: Page, category: string): Promise<Service[]> {
  const res = await page.request.get(`/api/services/${category}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

test.describe("services page", () => {
  test("has the title, both sections with their anchors, and a card per service", async ({ page }) => {
    await page.goto("/services");
    await expect(page).toHaveTitle(/Our Services/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");

    for (const section of sections) {
      const region = page.locator(`section#${section.id}`);
      await expect(region.getByRole("heading", { level: 2 })).toHaveText(section.title);

      const services = await servicesOf(page, section.id);
      expect(services.length).toBeGreaterThan(0);
      const cards = region.getByTestId("service-card");
      await expect(cards).toHaveCount(services.length);

      for (const [i, service] of services.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.name);
        await expect(card).toContainText(`${service.duration}-minute ${service.isVirtual ? "virtual" : "in-person"} session`);
        // A free service says so; others show dollars and cents.
        await expect(card).toContainText(service.price === 0 ? "Free" : `$${(service.price / 100).toFixed(2)}`);
        await expect(card).toContainText(service.description);
        await expect(card.getByRole("link", { name: /^Book Now/ })).toHaveAttribute("href", `/schedule?service=${service.id}`);
      }
    }
  });

  test("shows prices with two decimals and both session kinds", async ({ page }) => {
    await page.goto("/services");
    const main = page.getByRole("main");
    await expect(main).toContainText(/\$\d+\.\d{2}/);
    await expect(main).toContainText(/\d+-minute virtual session/);
    await expect(main).toContainText(/\d+-minute in-person session/);
  });

  test("lays the cards out in three columns on a desktop", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/services");
    const cards = page.locator("section#hypnotherapy").getByTestId("service-card");
    const boxes = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
    expect(new Set(boxes.map((b) => Math.round(b!.y))).size).toBe(1);
    expect(new Set(boxes.map((b) => Math.round(b!.x))).size).toBe(3);
  });

  test("the section anchors jump to their section", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { name: "Yoga Sessions" })).not.toBeInViewport();
    await page.evaluate(() => (window.location.hash = "yoga"));
    await expect(page.getByRole("heading", { name: "Yoga Sessions" })).toBeInViewport();
  });

  test("Book Now leads to the booking flow", async ({ page }) => {
    await page.goto("/services");
    await page
      .locator("section#yoga")
      .getByRole("link", { name: /^Book Now/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/(schedule|auth)/); // logged-out visitors log in first
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/services");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
