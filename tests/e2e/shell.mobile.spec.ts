import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { markSignedIn } from "./support/auth";
import { holdPageData } from "./support/network";

const labels = ["Home", "Services", "Schedule", "Virtual Sessions", "About", "Blog", "Contact"];

async function openDrawer(page: Page) {
  const drawer = page.getByRole("dialog");
  // A tap that lands before the header has hydrated does nothing (as for a real visitor, who taps
  // again): tap until the drawer opens.
  await expect(async () => {
    if (!(await drawer.isVisible())) await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    await expect(drawer).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return drawer;
}

test.describe("mobile drawer", () => {
  test("hides the desktop links and opens a drawer with every link", async ({ page }) => {
    await page.goto("/this-page-does-not-exist");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    const drawer = await openDrawer(page);
    const nav = drawer.getByRole("navigation", { name: "Mobile" });
    for (const label of labels) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Book Session" })).toHaveAttribute("href", "/schedule");
    await expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth");
  });

  test("navigates and closes", async ({ page }) => {
    await page.goto("/this-page-does-not-exist");
    const drawer = await openDrawer(page);
    await drawer.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("dialog")).toBeHidden();

    // The current section is marked in the drawer too.
    const again = await openDrawer(page);
    await expect(again.getByRole("link", { name: "Services", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("a tap on a slow page closes the drawer and shows a bar along the top until the page arrives", async ({ page }) => {
    await page.goto("/");
    const { release } = await holdPageData(page, /\/about(\?|$)/);
    const drawer = await openDrawer(page);
    await drawer.getByRole("link", { name: "About", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    // The drawer's link is gone by now: the mark stays until the page is in.
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-navigating", "");
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body, "::before").height)).toBe("3px");
    await page.screenshot({ path: test.info().outputPath("navigating-375.png") });

    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Meet/);
    await expect(html).not.toHaveAttribute("data-navigating");
  });

  test("a tap on the page already shown, on a slow link, leaves no bar behind", async ({ page }) => {
    await page.goto("/services");
    const { release } = await holdPageData(page, /\/services(\?|$)/);
    const pageData = page.waitForResponse((response) => /\/services\?_rsc=/.test(response.url()));
    const drawer = await openDrawer(page);
    await drawer.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeHidden();

    release();
    await pageData;
    await expect(page.locator("html")).not.toHaveAttribute("data-navigating");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Escape closes it and gives focus back to the menu button", async ({ page }) => {
    await page.goto("/this-page-does-not-exist");
    await openDrawer(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("shows the account links when logged in", async ({ page }) => {
    await markSignedIn(page);
    await page.route("**/api/session", (route) =>
      route.fulfill({
        json: {
          user: { id: 3, username: "sam", email: "sam@example.com", firstName: "Sam", lastName: "Lee", phone: null, isAdmin: false },
        },
      }),
    );
    await page.goto("/this-page-does-not-exist");
    const drawer = await openDrawer(page);
    await expect(drawer.getByText("Signed in as")).toContainText("Sam");
    await expect(drawer.getByRole("link", { name: "My Profile" })).toHaveAttribute("href", "/profile");
    await expect(drawer.getByRole("link", { name: "My Appointments" })).toHaveAttribute("href", "/appointments");
    await expect(drawer.getByRole("link", { name: "My Packages & Gift Cards" })).toHaveAttribute("href", "/my-packages");
    await expect(drawer.getByRole("link", { name: "My Sessions" })).toHaveAttribute("href", "/virtual-sessions");
    await expect(drawer.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Login" })).toHaveCount(0);
  });

  test("the 404 page and the open drawer pass axe", async ({ page }) => {
    await page.goto("/this-page-does-not-exist");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await openDrawer(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
