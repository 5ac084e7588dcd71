import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";

import { bookAppointment, loginAsAdmin, type BookedAppointment } from "./support/admin";
import { expectNoAxeViolations, expectToast } from "./support/booking";
import { screenshotFor } from "./support/checkout";
import { moveIntoPast } from "./support/database";

// The owner's clients and reports: find a client, open their page (contact links,
// appointments, payments, consent download), keep a private note; read the reports as a chart
// and as a table, switch to weeks, download a CSV; the same pages at 375 px.

test.describe.configure({ mode: "serial" });

let booking: BookedAppointment;
/** The practice-local month (yyyy-MM) of the booking, once moved into the reports' window. */
let month: string;

test.beforeAll(async ({ baseURL }) => {
  booking = await bookAppointment(baseURL!, { firstName: "Selene", daysAhead: 40 });
  // The reports cover the last 12 months; the API books only ahead: the session becomes a past one.
  const startsAt = await moveIntoPast(booking.id);
  month = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit" })
    .format(startsAt)
    .slice(0, 7);
});

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

async function openClient(page: Page) {
  await page.goto("/admin/clients");
  await page.getByRole("searchbox", { name: "Name, email or phone" }).fill(`Selene ${booking.lastName}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/clients\\?search=Selene\\+${booking.lastName}`));
  await expect(page.getByText("Showing 1-1 of 1")).toBeVisible();
  await page
    .getByRole("link", { name: `Selene ${booking.lastName}` })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Selene ${booking.lastName}` })).toBeVisible();
}

test("search a client, open their page and add a private note", async ({ page }) => {
  await openClient(page);
  await expect(page.getByRole("link", { name: `Email ${booking.email}` })).toHaveAttribute("href", `mailto:${booking.email}`);
  const appointments = page.getByRole("list", { name: "Appointments" });
  await expect(appointments.getByRole("listitem")).toHaveCount(1);
  await expect(appointments).toContainText(booking.serviceName);
  await expect(appointments).toContainText(/\d{1,2}:\d{2} (AM|PM) E[SD]T/);
  await expect(appointments).toContainText("Confirmed");
  await expect(page.getByRole("list", { name: "Payments" })).toContainText("Paid");

  // The signed consent form downloads as its PDF.
  const consent = page.getByRole("list", { name: "Consent forms" }).getByRole("link", { name: /^Download/ });
  const pdf = await page.request.get((await consent.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  const notes = page.getByRole("region", { name: "Private notes" });
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("alert")).toHaveText("Please write the note.");
  await notes.getByLabel("New note").fill("Prefers afternoon sessions; mentioned a knee injury.");
  await notes.getByRole("button", { name: "Add note" }).click();
  await expectToast(page, "Note added");
  await expect(notes.getByRole("list", { name: "Notes" })).toContainText("Prefers afternoon sessions; mentioned a knee injury.");
  await expect(notes.getByLabel("New note")).toHaveValue("");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("client-page-desktop.png"), fullPage: true });

  // Only the owner: the client's own account data does not carry it.
  const audit = await page.request.get("/api/admin/audit?action=note.create");
  expect(JSON.stringify(await audit.json())).toContain("Prefers afternoon sessions");
});

test("reports: a chart with its table, weeks in the URL, a CSV download", async ({ page }) => {
  await page.goto("/admin/reports");
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  // Every money figure says what it is: collected (by paid date) or booked (by session date).
  const figures = page.locator("dl").first();
  await expect(figures.getByText(/^Collected in [A-Z][a-z]+ \d{4}$/)).toHaveCount(2);
  await expect(figures.getByText("Collected, 12 months")).toBeVisible();
  await expect(figures.getByText("Booked, 12 months")).toBeVisible();
  const section = page.getByRole("region", { name: "Booked and collected per month" });
  await expect(
    section
      .getByRole("img", { name: /Booked and collected per month: chart/ })
      .locator("svg.recharts-surface")
      .first(),
  ).toBeVisible();
  await section.getByText("Show as table").click();
  const table = section.getByRole("table", { name: "Booked and collected per month" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(13);
  const row = table.getByRole("row", { name: new RegExp(`^${month}`) });
  await expect(row).toBeVisible();
  expect(Number(await row.getByRole("cell").first().textContent())).toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("reports-desktop.png"), fullPage: true });

  const [download] = await Promise.all([page.waitForEvent("download"), section.getByRole("link", { name: /^Download CSV/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^report-bookings_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  expect(csv[0]).toBe(
    "Month,Sessions booked,Booked value (USD),Payments received (USD),Refunds made (USD),Collected (USD),Gross sales (USD),Discounts (USD),Net sales (USD)",
  );
  expect(csv.find((line) => line.startsWith(`${month},`))).toMatch(
    new RegExp(`^${month},[1-9]\\d*,\\d+\\.\\d\\d,\\d+\\.\\d\\d,\\d+\\.\\d\\d,-?\\d+\\.\\d\\d(,\\d+\\.\\d\\d){3}$`),
  );

  await page.getByRole("navigation", { name: "Report period" }).getByRole("link", { name: "Week" }).click();
  await expect(page).toHaveURL(/\/admin\/reports\?period=week/);
  await expect(page.getByRole("heading", { level: 2, name: "Booked and collected per week" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Report period" }).getByRole("link", { name: "Week" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("the sales-tax report: months in the URL, a table by month and state with its total, a CSV download", async ({ page }) => {
  // The booking was paid today: this month's sales tax has its row.
  const thisMonth = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date()).slice(0, 7);
  await page.goto("/admin/reports");
  const section = page.getByRole("region", { name: "Sales tax by state and month" });
  await section.getByLabel("First month").fill(thisMonth);
  await section.getByLabel("Last month").fill(thisMonth);
  await section.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`taxFrom=${thisMonth}&taxTo=${thisMonth}`));
  const table = section.getByRole("table", { name: /^Sales tax by state and month/ });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Month",
    "State",
    "Taxable amount",
    "Tax collected",
    "Refunded tax",
    "Net tax",
  ]);
  await expect(table.getByRole("row").filter({ hasText: "Total" })).toBeVisible();
  expect(await table.getByRole("row").count()).toBeGreaterThanOrEqual(3); // header, a state, the total
  await expectNoAxeViolations(page);
  await screenshotFor(page, "reports-sales-tax-desktop");

  const [download] = await Promise.all([page.waitForEvent("download"), section.getByRole("link", { name: /^Download CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe(`sales-tax_${thisMonth}_${thisMonth}.csv`);
  const csv = readFileSync((await download.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  expect(csv[0]).toBe("Month,State,Taxable amount (USD),Tax collected (USD),Refunded tax (USD),Net tax (USD)");
  expect(csv[1]).toMatch(new RegExp(`^${thisMonth},([A-Z]{2}|No state),\\d+\\.\\d\\d,`));
});

test("at 375 px: the clients list, a client page and the reports fit the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await openClient(page);
  await fits();
  await expect(page.getByRole("region", { name: "Private notes" }).getByRole("button", { name: "Add note" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("client-page-375.png"), fullPage: true });
  await page.goto(`/admin/clients?search=${booking.lastName}`);
  await expect(page.getByRole("list", { name: "Clients" }).getByRole("listitem")).toHaveCount(1);
  await fits();
  await page.goto("/admin/reports");
  await expect(page.locator("svg.recharts-surface").first()).toBeVisible();
  await fits();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("reports-375.png"), fullPage: true });
  await screenshotFor(page, "reports-375");
});
