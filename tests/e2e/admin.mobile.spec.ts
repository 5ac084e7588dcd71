import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";

import { bookAppointment, loginAsAdmin, type BookedAppointment } from "./support/admin";
import { expectNoAxeViolations } from "./support/booking";
import { screenshotFor } from "./support/checkout";

// The owner's phone (375 px): the admin menu opens every section, every tab is usable without the
// page scrolling sideways, the booking list becomes cards, dialogs fit the screen (the client's
// private notes in them) and the calendar stays readable.

test.use({ viewport: { width: 375, height: 812 } });

let booking: BookedAppointment;

/** Every section of the owner's area, in menu order. */
const SECTIONS = [
  { href: "/admin/dashboard", label: "Dashboard" },
  { href: "/admin/agenda", label: "Agenda" },
  { href: "/admin/availability", label: "Availability" },
  { href: "/admin/waitlist", label: "Waitlist" },
  { href: "/admin/services", label: "Services" },
  { href: "/admin/promo-codes", label: "Promo codes" },
  { href: "/admin/packages", label: "Packages" },
  { href: "/admin/intake-forms", label: "Intake forms" },
  { href: "/admin/gift-cards", label: "Gift cards" },
  { href: "/admin/clients", label: "Clients" },
  { href: "/admin/blog", label: "Blog" },
  { href: "/admin/profile", label: "Profile" },
  { href: "/admin/reports", label: "Reports" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/audit", label: "Audit log" },
];

test.beforeAll(async ({ baseURL }) => {
  booking = await bookAppointment(baseURL!, { firstName: "Ellis", pay: true });
});

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("login page fits the phone", async ({ page }) => {
  await page.context().clearCookies();
  await page.goto("/admin/login");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test("Booking List as cards and the details dialog within the screen", async ({ page }) => {
  await page.goto(`/admin/dashboard?search=${booking.lastName}`);
  const cards = page.getByRole("list", { name: "Appointments" });
  await expect(cards.getByRole("listitem")).toHaveCount(1);
  await expect(cards).toContainText(booking.serviceName);
  await expect(page.getByRole("tabpanel").getByRole("table")).toBeHidden();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await cards.getByRole("link", { name: `${booking.firstName} ${booking.lastName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Appointment Details" });
  await expect(dialog).toBeVisible();
  // The dialog may be re-rendered once its server data streams in: measure it when it has settled.
  await expect(async () => {
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(box!.height).toBeLessThanOrEqual(812);
  }).toPass();
  await expect(dialog.getByRole("region", { name: "Post-Checkout Documents" }).getByRole("listitem")).toHaveCount(3);
  // The Emails section wraps its addresses: nothing in it is wider than the dialog.
  const emails = dialog.getByRole("region", { name: "Emails" });
  await expect(emails.getByRole("listitem").filter({ hasText: "Booking Confirmation" })).toContainText(booking.email);
  expect(
    await emails.evaluate((el) => Math.max(...[el, ...el.querySelectorAll("*")].map((n) => n.getBoundingClientRect().right))),
  ).toBeLessThanOrEqual(375);
  const notes = dialog.getByRole("region", { name: "Private Notes" });
  await expect(notes.getByRole("link", { name: `Open ${booking.firstName} ${booking.lastName}'s record` })).toBeVisible();
  await screenshotFor(page, "admin-details-notes-375", { fullPage: false });
  await dialog.getByRole("button", { name: "Send Reminder" }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole("button", { name: "Send Reminder" })).toBeInViewport();
  await expectNoAxeViolations(page);
});

test("the admin menu: a Menu button opens every section, the current one marked; each one is reachable", async ({ page }) => {
  await page.goto("/admin/dashboard");
  const nav = page.getByRole("navigation", { name: "Admin" });
  const toggle = nav.locator("summary");
  await expect(toggle).toHaveText(/Menu.*Dashboard/);
  await expect(nav.getByRole("link")).toHaveCount(0); // closed: no sideways strip of links either
  await screenshotFor(page, "admin-menu-closed-375", { fullPage: false });

  // By keyboard: Enter opens it, Tab walks the sections, Escape closes it and returns to the button.
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(nav.getByRole("link")).toHaveCount(SECTIONS.length);
  // Fifteen sections are taller than a phone: the open menu scrolls with the page.
  for (const { label } of SECTIONS) await expect(nav.getByRole("link", { name: label })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await screenshotFor(page, "admin-menu-open-375", { fullPage: false });
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link")).toHaveCount(0);
  await expect(toggle).toBeFocused();

  // Every section, by tapping through the menu; the menu closes on arrival and marks the new page.
  for (const { href, label } of SECTIONS.slice(1)) {
    await toggle.click();
    await nav.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(nav.getByRole("link")).toHaveCount(0);
    await expect(toggle).toHaveText(new RegExp(`Menu.*${label}`));
    await toggle.click();
    await expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
  }
});

test("Calendar and Payments are readable at 375 px", async ({ page }) => {
  await page.goto(`/admin/dashboard?tab=calendar&month=${booking.date.slice(0, 7)}`);
  const grid = page.getByRole("tabpanel").getByRole("table");
  await expect(grid).toBeVisible();
  const box = (await grid.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page
    .getByRole("tabpanel")
    .getByRole("link", { name: new RegExp(` ${Number(booking.date.slice(8))}, ${booking.date.slice(0, 4)}`) })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`${booking.firstName} ${booking.lastName}`);
  const dialogBox = (await dialog.boundingBox())!;
  expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(375);
  await page.keyboard.press("Escape");

  await page.getByRole("tab", { name: "Payments" }).click();
  await expect(page).toHaveURL(/tab=payments/);
  await expect(page.getByRole("link", { name: "Export CSV" })).toBeVisible();
  // On a phone the payments are cards (the table is for wider screens); the page does not scroll sideways.
  await expect(page.getByRole("tabpanel").getByRole("list", { name: "Payments" })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("table")).toBeHidden();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // This month's payments, from the Revenue card: the total says what it is, the key columns come first.
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: /^Revenue/ }).click();
  await expect(page).toHaveURL(/tab=payments&from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
  await page.getByLabel("Search payments").fill(booking.lastName);
  await page.getByLabel("Search payments").press("Enter");
  const card = page.getByRole("list", { name: "Payments" }).getByRole("listitem");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(booking.serviceName);
  await expect(card).toContainText(/Paid \w{3} \d{1,2}, \d{4}/);
  await expect(page.getByRole("tabpanel")).toContainText(/Total Revenue\s*Collected \w{3} 1, \d{4} to \w{3} \d{1,2}, \d{4}: payments/);
  // The card and its amount are within the screen's width, not behind a sideways scroll.
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(375);
  const amountBox = (await card.locator("[data-amount]").boundingBox())!;
  expect(amountBox.x).toBeGreaterThanOrEqual(0);
  expect(amountBox.x + amountBox.width).toBeLessThanOrEqual(375);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await screenshotFor(page, "payments-375");

  // The CSV carries every column, the spec's first.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  const csv = readFileSync((await download.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  expect(csv[0]).toBe(
    "Date,Time,Service,Client Name,Client Email,Amount,Payment ID,Status,Paid Date,Subtotal,Sales Tax,Tax State,Tax Rate,Refunded,Refund Date,Discount,Promo Code,Kind,Gift Card,Total",
  );
  expect(csv.filter((line) => line.includes(booking.email))).toHaveLength(1);
});
