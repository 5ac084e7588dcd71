import { createServer, type Server } from "node:http";
import { expect, test, type Browser, type Page } from "@playwright/test";

import { bookAppointment, loginAsAdmin } from "./support/admin";
import { registerAndLogin } from "./support/auth";
import { chooseDay, chooseServiceAndConfirmAge, expectNoAxeViolations, expectToast, openSchedule, signConsent } from "./support/booking";
import { expectNoHorizontalScroll, screenshotFor } from "./support/checkout";

// The owner adds one of her own calendars in Settings; its busy afternoon leaves the booking
// wizard's times for that day at once. The calendar is served by a local server this spec starts,
// on the port the test server allows (CALENDAR_FETCH_ALLOW_ORIGINS: its own port + 1000). Day 32
// of the booking window is this spec's own.

test.describe.configure({ mode: "serial" });

const DAY_INDEX = 32;
const SERVICE = "Private Yoga (Virtual)";
let calendarText = "";
let server: Server;
let origin = "";

test.beforeAll(async ({ baseURL }) => {
  const port = Number(new URL(baseURL!).port) + 1000;
  origin = `http://127.0.0.1:${port}`;
  server = createServer((req, res) => {
    if (req.url === "/personal.ics") res.writeHead(200, { "content-type": "text/calendar" }).end(calendarText);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await loginAsAdmin(page);
  await removeAllCalendars(page);
  await page.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A fresh client's wizard on day `DAY_INDEX`: the date and the times offered. */
async function wizardTimes(browser: Browser) {
  const context = await browser.newContext({ timezoneId: "America/New_York" });
  const page = await context.newPage();
  await registerAndLogin(page);
  await openSchedule(page);
  await signConsent(page, await chooseServiceAndConfirmAge(page, SERVICE), "type");
  const slots = await chooseDay(page, DAY_INDEX);
  const date = await page.locator("button[data-day][data-selected-single]").getAttribute("data-day");
  await expect(slots.getByRole("button").first()).toBeVisible();
  const times = await slots.getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? ""));
  await context.close();
  return { date: date!, times };
}

const busyAfternoon = (date: string) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Serenity e2e//EN",
    "BEGIN:VEVENT",
    "UID:school-play@e2e",
    `DTSTART;TZID=America/New_York:${date.replaceAll("-", "")}T130000`,
    `DTEND;TZID=America/New_York:${date.replaceAll("-", "")}T170000`,
    "SUMMARY:School play",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/** One busy event at these instants (UTC), named `summary`. */
const busyAt = (startsAt: Date, endsAt: Date, summary: string) => {
  const utc = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Serenity e2e//EN",
    "BEGIN:VEVENT",
    "UID:busy-over-booking@e2e",
    `DTSTART:${utc(startsAt)}`,
    `DTEND:${utc(endsAt)}`,
    `SUMMARY:${summary}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
};

const hourOf = (label: string) => {
  const [, h, m, half] = /^(\d{1,2}):(\d{2}) (AM|PM)/.exec(label)!;
  return ((Number(h) % 12) + (half === "PM" ? 12 : 0)) * 60 + Number(m);
};

/** Adds the spec's own calendar address under `name` in Settings, signed in as the owner. */
async function addCalendar(page: Page, name: string) {
  const section = await calendarsSection(page);
  await section.getByLabel("Name").fill(name);
  await section.getByLabel("Secret iCal address").fill(`${origin}/personal.ics`);
  await section.getByRole("button", { name: "Add calendar" }).click();
  await expectToast(page, "Calendar added");
  return section;
}

/** Other owner specs share this server: no calendar of this spec's outlives its test. */
async function removeAllCalendars(page: Page) {
  for (const c of (await (await page.request.get("/api/admin/calendars")).json()) as { id: number }[])
    await page.request.delete(`/api/admin/calendars/${c.id}`);
}

async function calendarsSection(page: Page) {
  await page.goto("/admin/settings");
  return page.getByRole("region", { name: "Your calendars" });
}

test("a refused address says why, and nothing is added", async ({ page }) => {
  await loginAsAdmin(page);
  const section = await calendarsSection(page);
  await section.getByLabel("Name").fill("Work");
  await section.getByLabel("Secret iCal address").fill("http://example.com/work.ics");
  await section.getByRole("button", { name: "Add calendar" }).click();
  await expect(section.getByText(/must start with https:\/\//)).toBeVisible();
  await expect(section.getByLabel("Secret iCal address")).toHaveAttribute("aria-invalid", "true");
  await section.getByLabel("Secret iCal address").fill("https://127.0.0.1/work.ics");
  await section.getByRole("button", { name: "Add calendar" }).click();
  await expect(section.getByText(/points into a private network/)).toBeVisible();
  await expect(section.getByText("No calendars yet.", { exact: false })).toBeVisible();
});

test("the owner adds her calendar and its busy afternoon leaves the wizard's times", async ({ page, browser }) => {
  // Three fresh clients walk the wizard to the day: before, with the calendar, and after removing it.
  test.setTimeout(180_000);
  const before = await wizardTimes(browser);
  const afternoon = before.times.filter((t) => hourOf(t) >= 12 * 60 && hourOf(t) < 17 * 60);
  expect(afternoon.length).toBeGreaterThan(0);
  calendarText = busyAfternoon(before.date);

  await loginAsAdmin(page);
  const section = await addCalendar(page, "Personal");
  const row = section.getByRole("list", { name: "Calendars" }).getByRole("listitem").filter({ hasText: "Personal" });
  await expect(row).toContainText("1 busy time ahead");
  await expect(row).toContainText(`${origin}/•••`);
  await expect(row).not.toContainText("personal.ics");
  await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "test-results"}/calendars-desktop.png`, fullPage: true });
  await expectNoAxeViolations(page);

  const after = await wizardTimes(browser);
  expect(after.date).toBe(before.date);
  // A 60-minute session may end at 1 PM and start again at 5 PM: nothing in between.
  expect(after.times.filter((t) => hourOf(t) > 12 * 60 && hourOf(t) < 17 * 60)).toEqual([]);
  expect(after.times).toEqual(before.times.filter((t) => hourOf(t) <= 12 * 60 || hourOf(t) >= 17 * 60));

  // Sync now reads it again; Remove gives the afternoon back.
  await row.getByRole("button", { name: "Sync now" }).click();
  await expectToast(page, "Calendar synced");
  await row.getByRole("button", { name: "Remove" }).click();
  await page.getByRole("alertdialog", { name: "Remove Personal?" }).getByRole("button", { name: "Remove" }).click();
  await expectToast(page, "Calendar removed");
  expect((await wizardTimes(browser)).times).toEqual(before.times);
});

test("a booking under new busy time waits on the dashboard until the owner keeps it", async ({ page, baseURL }) => {
  const booked = await bookAppointment(baseURL!);
  const startsAt = new Date(booked.startsAt);
  calendarText = busyAt(startsAt, new Date(startsAt.getTime() + 30 * 60_000), "Dentist");

  await loginAsAdmin(page);
  await addCalendar(page, "Personal");

  // Nothing is cancelled: the booking is listed under the busy time, with a way to open it.
  await page.goto("/admin/dashboard");
  const conflicts = page.getByRole("region", { name: "Conflicts with your calendar" });
  const client = `${booked.firstName} ${booked.lastName}`;
  const item = conflicts.getByRole("listitem").filter({ hasText: client });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole("link", { name: `${client}, ${booked.serviceName}` })).toHaveAttribute("href", new RegExp(`${booked.id}$`));
  await expect(item).toContainText(/Busy: .+ \(Dentist\)/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await conflicts.scrollIntoViewIfNeeded();
  await expectNoHorizontalScroll(page);
  await screenshotFor(page, "calendar-conflicts-375", { fullPage: false });

  await item.getByRole("button", { name: `Keep ${client}` }).click();
  await expectToast(page, "Booking kept", `${client}, ${booked.serviceName} stays as it is.`);
  await expect(conflicts).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(conflicts).toHaveCount(0);

  await removeAllCalendars(page);
});

test("Your calendars at 375 px", async ({ page }) => {
  calendarText = busyAfternoon("2030-01-07");
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAsAdmin(page);
  const section = await addCalendar(page, "Family");
  await expect(section.getByRole("listitem").filter({ hasText: "Family" })).toContainText("0 busy times ahead");
  await section.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "test-results"}/calendars-375.png`, fullPage: true });
  await expectNoAxeViolations(page);
});
