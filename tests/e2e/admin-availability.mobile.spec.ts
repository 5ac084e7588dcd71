import { expect, test, type Page } from "@playwright/test";

import { bookAppointment, loginAsAdmin } from "./support/admin";
import { expectNoAxeViolations, expectToast } from "./support/booking";

// The owner's phone (375 px): the admin menu opens the list of every section, the page does not scroll sideways,
// the hours editor and its field errors fit, the conflict dialog fits the screen, and the audit
// log reads as a list. The day blocked here is opened again at the end.

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

/** The day blocked here, opened again even when a test fails half-way. */
let blockedDay: string | null = null;
test.afterAll(async ({ browser }) => {
  if (!blockedDay) return;
  const page = await browser.newPage();
  await loginAsAdmin(page);
  const { practitionerId } = await (await page.request.get("/api/admin/availability")).json();
  await page.request.delete("/api/admin/availability/time-off", { data: { practitionerId, from: blockedDay } });
  await page.close();
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectWithinScreen(page: Page, selector: ReturnType<Page["locator"]>) {
  await expect(async () => {
    const box = await selector.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }).toPass();
}

test("the admin menu and the availability page fit the phone; field errors show at their fields", async ({ page }) => {
  await page.goto("/admin/availability", { waitUntil: "networkidle" });
  const menu = page.getByRole("navigation", { name: "Admin" });
  await menu.getByText("Menu", { exact: true }).click();
  await expect(menu.getByRole("link", { name: "Availability" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Audit log" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.keyboard.press("Escape");
  await expect(menu.getByRole("link", { name: "Audit log" })).toBeHidden();

  const sunday = page.getByRole("group", { name: "Sunday" });
  await sunday.getByRole("button", { name: "Add hours on Sunday" }).click();
  await sunday.getByLabel("To (Sunday, hours 2)").fill("16:10");
  await sunday.getByLabel("From (Sunday, hours 2)").fill("16:00");
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(sunday.getByText("Make this at least 30 minutes long: shorter hours offer no time to book.")).toBeVisible();
  await expectWithinScreen(page, sunday);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Undo changes" }).click();
});

test("blocking a day with a booking: the dialog fits the screen; kept, then opened again", async ({ page, baseURL }) => {
  const booking = await bookAppointment(baseURL!, { firstName: "Phone", daysAhead: 59 });
  blockedDay = booking.date;
  await page.goto("/admin/availability", { waitUntil: "networkidle" });
  const timeOff = page.getByRole("region", { name: "Time off" });
  await timeOff.getByLabel("First day").fill(booking.date);
  await timeOff.getByRole("button", { name: "Add time off" }).click();
  const dialog = page.getByRole("dialog", { name: "Bookings on these days" });
  await expect(dialog.getByRole("radiogroup", { name: new RegExp(`${booking.firstName} ${booking.lastName}'s booking`) })).toBeVisible();
  await expectWithinScreen(page, dialog);
  await dialog.getByRole("button", { name: "Add time off and keep all" }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole("button", { name: "Add time off and keep all" })).toBeInViewport();
  await dialog.getByRole("button", { name: "Add time off and keep all" }).click();
  await expectToast(page, "Time off added");

  const row = timeOff.getByRole("list", { name: "Upcoming time off" }).getByRole("listitem").first();
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page);
  await row.getByRole("button", { name: /^Remove/ }).click();
  await page.getByRole("alertdialog", { name: "Remove this time off?" }).getByRole("button", { name: "Remove Time Off" }).click();
  await expectToast(page, "Time off removed");
});

test("the audit log reads on the phone", async ({ page }) => {
  await page.goto("/admin/audit");
  const entries = page.getByRole("list", { name: "Audit entries" });
  await expect(entries.getByRole("listitem").filter({ hasText: "Time off removed" }).first()).toBeVisible();
  await expectWithinScreen(page, entries.getByRole("listitem").first());
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
