import { expect, test } from "@playwright/test";

import { registerAndLogin } from "./support/auth";
import { expectNoAxeViolations } from "./support/booking";

// Phone layout of the account pages with a real session.

test("the drawer shows the account links when logged in, and Logout works from there", async ({ page }) => {
  const user = await registerAndLogin(page);
  await page.goto("/profile");
  await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByText(user.firstName).first()).toBeVisible();
  await expect(drawer.getByRole("link", { name: "My Profile" })).toHaveAttribute("href", "/profile");
  await expect(drawer.getByRole("link", { name: "My Appointments" })).toHaveAttribute("href", "/appointments");
  await expect(drawer.getByRole("link", { name: "My Sessions" })).toHaveAttribute("href", "/virtual-sessions");
  await drawer.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Logged out", { exact: true })).toBeVisible();
  expect((await page.request.get("/api/user")).status()).toBe(401);
});

for (const path of ["/auth", "/profile", "/virtual-sessions", "/appointments"]) {
  test(`${path} fits a phone screen and passes axe`, async ({ page }) => {
    if (path !== "/auth") await registerAndLogin(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
}
