import { expect, test } from "@playwright/test";

import { bookAppointment, loginAsAdmin } from "./support/admin";
import { registerAndLogin } from "./support/auth";
import { expectNoHorizontalOverflow, expectShownWhole, longNamedUser } from "./support/layout";

// Long names on a desktop screen: a 40-character name and a long email address wrap in the header's
// account menu, the profile card and the owner's tables and dialogs (the phone: long-names.mobile).

test("the header's account menu and the profile card", async ({ page }) => {
  const user = await registerAndLogin(page, longNamedUser());
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectShownWhole(page.locator("main"), [user.firstName, user.lastName, user.email, user.username]);

  // The menu button keeps to one line (the first name is shortened there); the menu shows it all.
  await page
    .getByRole("banner")
    .getByRole("button", { name: `${user.firstName} account menu` })
    .click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "My Profile" })).toBeVisible();
  await expectShownWhole(menu, [user.firstName, user.lastName, user.email]);
});

test("the owner's booking list, details dialog and payments table", async ({ page, baseURL }) => {
  const client = longNamedUser();
  const booking = await bookAppointment(baseURL!, { firstName: client.firstName, lastName: client.lastName, email: client.email });
  const texts = [client.firstName, client.lastName, client.email];
  await loginAsAdmin(page);

  await page.goto(`/admin/dashboard?search=${encodeURIComponent(client.email)}`);
  const table = page.getByRole("tabpanel").getByRole("table");
  await expect(table).toContainText(booking.serviceName);
  await expectNoHorizontalOverflow(page);
  await expectShownWhole(table, texts);
  // The table fits its box: a long address wraps instead of making the list scroll sideways.
  expect(await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)).toBeLessThanOrEqual(0);

  await table.getByRole("link", { name: `${client.firstName} ${client.lastName}` }).click();
  const details = page.getByRole("dialog", { name: "Appointment Details" });
  await expect(details.getByRole("region", { name: "Emails" }).getByRole("listitem").first()).toBeVisible();
  await expectShownWhole(details, texts);
  await page.keyboard.press("Escape");

  await page.goto(`/admin/dashboard?tab=payments&paySearch=${encodeURIComponent(client.email)}`);
  const payments = page.getByRole("tabpanel").getByRole("table");
  await expect(payments).toContainText(client.lastName);
  await expectShownWhole(payments, texts);
  expect(await payments.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
});
