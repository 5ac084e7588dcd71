import { expect, test, type Page } from "@playwright/test";

import { bookAppointment, loginAsAdmin } from "./support/admin";
import { bookVirtualSession } from "./support/appointments";
import { registerAndLogin } from "./support/auth";
import {
  chooseDateAndTime,
  chooseServiceAndConfirmAge,
  fillBillingAndCard,
  openSchedule,
  signConsent,
  stepHeading,
} from "./support/booking";
import { expectNoHorizontalOverflow, expectShownWhole, longNamedUser } from "./support/layout";

// Long names: a client with a 40-character first and last name and a long email address, on a
// 375 px phone. Everywhere the client's name or address shows, it wraps: the page never scrolls
// sideways and nothing is cut off.

test.use({ viewport: { width: 375, height: 812 } });

async function expectFits(page: Page, texts: string[], scope = page.locator("body")) {
  await expectNoHorizontalOverflow(page);
  await expectShownWhole(scope, texts);
}

test("profile card, profile tabs, the drawer and My Virtual Sessions", async ({ page }) => {
  const user = await registerAndLogin(page, longNamedUser());
  await bookVirtualSession(page);
  const texts = [user.firstName, user.lastName, user.email, user.username];

  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expectFits(page, texts);
  for (const tab of ["Notifications", "Appointment Reminders", "Account"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expectFits(page, texts);
  }

  await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("link", { name: "My Profile" })).toBeVisible();
  await expectFits(page, [user.firstName], drawer);
  await page.keyboard.press("Escape");

  await page.goto("/virtual-sessions");
  await expect(page.getByRole("heading", { level: 1, name: "My Virtual Sessions" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test("the booking wizard's summary and confirmation", async ({ page }) => {
  const user = await registerAndLogin(page, longNamedUser());
  await openSchedule(page);
  const consent = await chooseServiceAndConfirmAge(page, "Restorative Yoga & Yoga Nidra");
  // The consent form is prefilled with the name and address (in its fields, which scroll).
  await expect(consent.getByLabel("Email address")).toHaveValue(user.email);
  await expectNoHorizontalOverflow(page);
  expect(await consent.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
  await signConsent(page, consent, "type");
  await chooseDateAndTime(page, 11);
  await expect(page.getByLabel("Email")).toHaveValue(user.email); // Your Information, prefilled
  await expectNoHorizontalOverflow(page);
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  await expect(stepHeading(page, "Payment Information")).toBeVisible();
  await fillBillingAndCard(page);
  await expectFits(page, [user.firstName, user.lastName, user.email]);
  await page.getByRole("button", { name: "Complete Booking" }).click();

  await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
  await expectFits(page, [user.email]);
});

test("the owner's booking list, details dialog, calendar day and payments", async ({ page, baseURL }) => {
  const client = longNamedUser();
  const booking = await bookAppointment(baseURL!, { firstName: client.firstName, lastName: client.lastName, email: client.email });
  const texts = [client.firstName, client.lastName, client.email];
  await loginAsAdmin(page);

  await page.goto(`/admin/dashboard?search=${encodeURIComponent(client.email)}`);
  const cards = page.getByRole("list", { name: "Appointments" });
  await expect(cards.getByRole("listitem")).toHaveCount(1);
  await expectFits(page, texts);

  await cards.getByRole("link", { name: `${client.firstName} ${client.lastName}` }).click();
  const details = page.getByRole("dialog", { name: "Appointment Details" });
  await expect(details.getByRole("region", { name: "Emails" }).getByRole("listitem").first()).toBeVisible();
  await expectFits(page, texts, details);
  await page.keyboard.press("Escape");

  await page.goto(`/admin/dashboard?tab=calendar&month=${booking.date.slice(0, 7)}`);
  await expectNoHorizontalOverflow(page);
  await page
    .getByRole("tabpanel")
    .getByRole("link", { name: new RegExp(` ${Number(booking.date.slice(8))}, ${booking.date.slice(0, 4)}`) })
    .click();
  const day = page.getByRole("dialog");
  await expect(day).toContainText(client.lastName);
  await expectFits(page, texts, day);
  await page.keyboard.press("Escape");

  await page.goto(`/admin/dashboard?tab=payments&paySearch=${encodeURIComponent(client.email)}`);
  // On a phone each payment is a card.
  await expect(page.getByRole("tabpanel").getByRole("list", { name: "Payments" })).toContainText(client.lastName);
  await expectFits(page, texts);
});
