import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";

import { bookAppointment, loginAsAdmin, type BookedAppointment } from "./support/admin";
import { registerAndLogin } from "./support/auth";
import { chooseServiceAndConfirmAge, expectNoAxeViolations, expectToast, openSchedule, signConsent, stepHeading } from "./support/booking";
import { holdScripts } from "./support/network";
import { practiceDate, weekdayOf } from "./support/time-zone";

// The owner runs the practice's availability from the admin: the admin menu, weekly
// hours that change the wizard's times at once, time off on a day with a booking (kept, or
// cancelled with a refund), Christmas closed in one click, and the audit log of all of it.
// The specs share one server with the others: hours are only added on a Saturday evening (and
// taken away again), and the days blocked are the last of the booking window.

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

type Hours = { weekday: number; start: string; end: string }[];
/** What these tests change, put back after them even when a test fails half-way. */
const blocked = new Set<string>();
let originalHours: Hours | null = null;
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await loginAsAdmin(page);
  const { practitionerId } = await (await page.request.get("/api/admin/availability")).json();
  for (const from of blocked) await page.request.delete("/api/admin/availability/time-off", { data: { practitionerId, from } });
  if (originalHours) {
    const preview = await (
      await page.request.post("/api/admin/availability/hours/preview", { data: { practitionerId, hours: originalHours } })
    ).json();
    const acknowledged = (preview.conflicts as { id: number }[]).map((c) => c.id);
    await page.request.put("/api/admin/availability/hours", { data: { practitionerId, hours: originalHours, acknowledged } });
  }
  await page.close();
});

const section = (page: Page, name: string) => page.getByRole("region", { name });
const conflictDialog = (page: Page) => page.getByRole("dialog").filter({ has: page.getByRole("list", { name: "Affected bookings" }) });

/**
 * Submits a change through the conflict flow until the server has saved it (the change's server
 * action answers a success). Bookings made by other specs running alongside may appear in the
 * dialog: they are kept. A 409 (a booking appeared meanwhile) shows the list again, and it is
 * confirmed again.
 */
async function saveThroughConflicts(page: Page, submit: Locator) {
  const saved = page.waitForResponse(async (r) => {
    const request = r.request();
    if (request.method() !== "POST" || new URL(r.url()).pathname !== "/admin/availability") return false;
    // Clicked while the page was still hydrating (a busy machine): the browser posted the form
    // itself and the page comes back with the answer.
    if (request.resourceType() === "document") return r.ok();
    if (request.headers()["next-action"] === undefined) return false;
    // Chromium sometimes drops a streamed answer's body before it can be read: then the toast the
    // caller waits for next says whether it was saved.
    return r.text().then(
      (body) => body.includes('"status":"success"'),
      () => true,
    );
  });
  await submit.click();
  const dialog = conflictDialog(page);
  let next = () => dialog.waitFor();
  for (let round = 0; round < 3; round++) {
    // (A wait that loses the race ends with the page; its failure then means nothing.)
    const shown = next().then(
      () => "dialog" as const,
      () => "gone" as const,
    );
    if ((await Promise.race([saved.then(() => "saved" as const), shown])) === "saved") return;
    await dialog.getByRole("button", { name: /and (keep all|cancel \d+)$/ }).click();
    next = () => dialog.getByRole("alert").waitFor();
  }
  await saved;
}

/** The wizard of a fresh client, on the date step for `service`. */
async function wizardOnDateStep(browser: Browser, service: string) {
  const context = await browser.newContext({ timezoneId: "America/New_York" });
  const page = await context.newPage();
  await registerAndLogin(page);
  await openSchedule(page);
  await page.getByRole("checkbox", { name: "Remember my preferences for next time" }).uncheck();
  await signConsent(page, await chooseServiceAndConfirmAge(page, service), "type");
  return { page, close: () => context.close() };
}

async function showDay(page: Page, date: string) {
  for (let i = 0; i < 3 && !(await page.locator(`td:not([data-outside]) > button[data-day="${date}"]`).count()); i++) {
    await page.getByRole("button", { name: /next month/i }).click();
  }
  await page.locator(`td:not([data-outside]) > button[data-day="${date}"]`).click();
  const times = page.getByRole("list", { name: "Available times" });
  await expect(times).toBeVisible();
  return times;
}

test("the admin menu marks the page and leads to Availability and the Audit log", async ({ page }) => {
  await page.goto("/admin/dashboard");
  const menu = page.getByRole("navigation", { name: "Admin" });
  await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  // On a laptop every section is in sight, none behind a sideways scroll.
  await page.setViewportSize({ width: 1280, height: 800 });
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  for (const link of await menu.getByRole("link").all()) {
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(width);
  }
  await menu.getByRole("link", { name: "Availability" }).click();
  await expect(page).toHaveURL("/admin/availability");
  await expect(page.getByRole("heading", { level: 1, name: "Availability" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Availability" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
  await expect(page.getByRole("group", { name: "Monday" }).getByLabel("From (Monday, hours 1)")).toHaveValue("08:00");
  await expectNoAxeViolations(page);
});

test("invalid hours are refused at their fields, and nothing is saved", async ({ page }) => {
  await page.goto("/admin/availability", { waitUntil: "networkidle" });
  const tuesday = page.getByRole("group", { name: "Tuesday" });
  await tuesday.getByRole("button", { name: "Add hours on Tuesday" }).click();
  // The new interval starts an hour after the last ends (8 PM): set it to overlap instead.
  await tuesday.getByLabel("From (Tuesday, hours 2)").fill("19:00");
  await tuesday.getByLabel("To (Tuesday, hours 2)").fill("18:00");
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(tuesday.getByText("The end must be later than the start.")).toBeVisible();
  await expect(tuesday.getByLabel("To (Tuesday, hours 2)")).toHaveAttribute("aria-invalid", "true");
  await expect(tuesday.getByLabel("To (Tuesday, hours 2)")).toBeFocused();
  await tuesday.getByLabel("To (Tuesday, hours 2)").fill("21:00");
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(tuesday.getByText("This overlaps 8:00 AM-8:00 PM on the same day.")).toBeVisible();
  await expect(page.getByText("You have unsaved changes.")).toBeVisible();
  await page.getByRole("button", { name: "Undo changes" }).click();
  await expect(tuesday.getByLabel("From (Tuesday, hours 2)")).toHaveCount(0);
});

test("adding Saturday evening hours shows the new time in the wizard at once; removing them takes it away", async ({ page, browser }) => {
  // Two browsers (the owner and a client through the wizard's first steps).
  test.slow();
  // The last Saturday of the booking window (60 days ahead).
  let ahead = 60;
  while (weekdayOf(practiceDate(ahead)) !== 6) ahead--;
  const saturday = practiceDate(ahead);
  const service = "Private Yoga (Virtual)";

  originalHours = (await (await page.request.get("/api/admin/availability")).json()).hours as Hours;
  const saturdayRows = originalHours.filter((h) => h.weekday === 6).length;
  await page.goto("/admin/availability", { waitUntil: "networkidle" });
  const group = page.getByRole("group", { name: "Saturday" });
  await group.getByRole("button", { name: "Add hours on Saturday" }).click();
  const added = `Saturday, hours ${saturdayRows + 1}`;
  // The new interval starts an hour after the day's last one ends (the seed's: 5 PM).
  await expect(group.getByLabel(`From (${added})`)).toHaveValue("18:00");
  await group.getByLabel(`To (${added})`).fill("19:00");
  await saveThroughConflicts(page, page.getByRole("button", { name: "Save hours" }));
  await expectToast(page, "Working hours saved");
  await expect(page.getByText("You have unsaved changes.")).toHaveCount(0);

  // The public opening hours are the saved hours: the contact page says so at once.
  const hours = (p: Page) => p.getByRole("complementary", { name: "Contact details" }).locator("dd");
  const visitor = await browser.newPage();
  await visitor.goto("/contact");
  await expect(hours(visitor).filter({ hasText: "9am-5pm, 6pm-7pm" })).toBeVisible();

  const client = await wizardOnDateStep(browser, service);
  try {
    const times = await showDay(client.page, saturday);
    await expect(times.getByRole("button", { name: /^6:00 PM/ })).toBeVisible();

    await group.getByRole("button", { name: "Remove Saturday 6:00 PM-7:00 PM" }).click();
    await saveThroughConflicts(page, page.getByRole("button", { name: "Save hours" }));
    await expect(group.getByLabel(`From (${added})`)).toHaveCount(0);
    await visitor.goto("/contact");
    await expect(hours(visitor).filter({ hasText: /^9am-5pm$/ })).toBeVisible();
    await visitor.close();

    // A fresh look at the day: the evening time is gone, the day's other times stay.
    await client.page.reload();
    await expect(stepHeading(client.page, "Select a Date")).toBeVisible();
    const after = await showDay(client.page, saturday);
    await expect(after.getByRole("button").first()).toBeVisible();
    await expect(after.getByRole("button", { name: /^6:00 PM/ })).toHaveCount(0);
  } finally {
    await client.close();
  }
});

async function addTimeOff(page: Page, booking: BookedAppointment, choice: "keep" | RegExp) {
  await page.goto("/admin/availability", { waitUntil: "networkidle" });
  const timeOff = section(page, "Time off");
  const reason = `Workshop away (${booking.lastName})`;
  blocked.add(booking.date);
  await timeOff.getByLabel("First day").fill(booking.date);
  await timeOff.getByLabel(/^Reason/).fill(reason);
  await timeOff.getByRole("button", { name: "Add time off" }).click();
  const dialog = conflictDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Bookings on these days" })).toBeVisible();
  const name = `${booking.firstName} ${booking.lastName}`;
  const groupName = new RegExp(`What happens to ${name}'s booking`);
  const group = dialog.getByRole("radiogroup", { name: groupName });
  await expect(group.getByRole("radio", { name: "Keep this booking" })).toBeChecked();
  await expect(dialog.getByRole("listitem").filter({ has: page.getByRole("radiogroup", { name: groupName }) })).toContainText(
    booking.serviceName,
  );
  await expectNoAxeViolations(page);
  if (choice !== "keep") await group.getByRole("radio", { name: choice }).check();
  await dialog.getByRole("button", { name: choice === "keep" ? /^Add time off and keep all$/ : /^Add time off and cancel \d+$/ }).click();
  await expectToast(page, "Time off added");
  const list = timeOff.getByRole("list", { name: "Upcoming time off" });
  const row = list.getByRole("listitem").filter({ hasText: reason });
  await expect(row).toContainText(
    new Date(`${booking.date}T12:00:00Z`).toLocaleDateString("en-US", {
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    }),
  );
  await expect(row).toBeVisible();
  return row;
}

async function removeTimeOff(page: Page, row: Locator) {
  await row.getByRole("button", { name: /^Remove/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove this time off?" });
  await confirm.getByRole("button", { name: "Remove Time Off" }).click();
  await expectToast(page, "Time off removed");
  await expect(row).toHaveCount(0);
}

test("time off on a day with a booking: the booking is shown first and kept", async ({ page, baseURL }) => {
  const booking = await bookAppointment(baseURL!, { firstName: "Kept", daysAhead: 57 });
  const row = await addTimeOff(page, booking, "keep");
  // The day takes no new bookings; the kept one stands, as the dashboard shows.
  const slots = await page.request.get(`/api/time-slots?date=${booking.date}`);
  expect(await slots.json()).toEqual([]);
  expect(await (await page.request.get(`/api/admin/appointments/${booking.id}`)).json()).toMatchObject({
    status: "confirmed",
    payment: { refundStatus: "none" },
  });
  await removeTimeOff(page, row);
  expect(((await (await page.request.get(`/api/time-slots?date=${booking.date}`)).json()) as unknown[]).length).toBeGreaterThan(0);
});

test("time off on a day with a booking: cancelled with a full refund", async ({ page, baseURL }) => {
  const booking = await bookAppointment(baseURL!, { firstName: "Refunded", daysAhead: 58 });
  const row = await addTimeOff(page, booking, /^Cancel and refund \$/);
  const details = await page.request.get(`/api/admin/appointments/${booking.id}`);
  expect(await details.json()).toMatchObject({ status: "cancelled", payment: { refundStatus: "refunded" } });
  await page.goto(`/admin/dashboard?appointment=${booking.id}`);
  const dialog = page.getByRole("dialog", { name: "Appointment Details" });
  await expect(dialog.getByText("Cancelled").first()).toBeVisible();
  await expect(dialog.getByText(/Refunded/).first()).toBeVisible();
  await page.goto("/admin/availability", { waitUntil: "networkidle" });
  await removeTimeOff(page, row);
});

test("time off typed and added before the page has hydrated is saved", async ({ page }) => {
  // A day near the end of the booking window without live bookings or time off.
  const { practitionerId } = await (await page.request.get("/api/admin/availability")).json();
  let day = "";
  for (let ahead = 55; ahead > 40 && !day; ahead--) {
    const preview = await page.request.post("/api/admin/availability/time-off/preview", {
      data: { practitionerId, from: practiceDate(ahead) },
    });
    const body = await preview.json();
    if (preview.ok() && body.conflicts.length === 0 && body.days.length === 1) day = practiceDate(ahead);
  }
  expect(day).not.toBe("");
  blocked.add(day);
  const reason = `Before scripts ${Date.now().toString(36)}`;

  const scripts = await holdScripts(page);
  await page.goto("/admin/availability", { waitUntil: "domcontentloaded" });
  const timeOff = section(page, "Time off");
  await timeOff.getByLabel("First day").fill(day);
  await timeOff.getByLabel(/^Reason/).fill(reason);
  await timeOff.getByRole("button", { name: "Add time off" }).click();
  // The browser posted the form itself: the page comes back with the day in the list.
  const row = timeOff.getByRole("list", { name: "Upcoming time off" }).getByRole("listitem").filter({ hasText: reason });
  await expect(row).toBeVisible();
  scripts.release();
  await expectToast(page, "Time off added");
  await page.goto("/admin/availability", { waitUntil: "networkidle" });
  await removeTimeOff(page, row);
});

test("public holidays: Christmas Day is closed with one click", async ({ page }) => {
  await page.goto("/admin/availability", { waitUntil: "networkidle" });
  const holidays = section(page, "Public holidays").getByRole("list", { name: "Public holidays" });
  await expect(holidays.getByRole("listitem").first()).toBeVisible();
  // Christmas while it is in the booking window (until late December), else the next holiday.
  const christmas = holidays.getByRole("listitem").filter({ hasText: "Christmas Day" });
  const item = (await christmas.count())
    ? christmas
    : holidays
        .getByRole("listitem")
        .filter({ has: page.getByRole("button", { name: /^Close/ }) })
        .first();
  const name = (await item.locator("p").first().textContent())!;
  const { holidays: listed } = (await (await page.request.get("/api/admin/availability")).json()) as {
    holidays: { date: string; name: string }[];
  };
  blocked.add(listed.find((h) => h.name === name)!.date);
  await expect(item.getByRole("button", { name: `Close for ${name}` })).toBeVisible();
  await saveThroughConflicts(page, item.getByRole("button", { name: `Close for ${name}` }));
  await expectToast(page, `Closed for ${name}`);
  await expect(item.getByText("Closed", { exact: true })).toBeVisible();

  const timeOff = section(page, "Time off")
    .getByRole("list", { name: "Upcoming time off" })
    .getByRole("listitem")
    .filter({ hasText: name });

  await expect(timeOff).toBeVisible();
  if (name === "Christmas Day")
    expect(await (await page.request.get(`/api/time-slots?date=${new Date().getFullYear()}-12-25`)).json()).toEqual([]);
  // Open the day again for the other specs.
  await removeTimeOff(page, timeOff);
  await expect(item.getByRole("button", { name: `Close for ${name}` })).toBeVisible();
});

test("the audit log shows what was changed, by whom, filtered in the URL", async ({ page }) => {
  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const entries = page.getByRole("list", { name: "Audit entries" });
  for (const label of [
    "Working hours changed",
    "Time off added",
    "Time off removed",
    "Closed for a holiday",
    "Appointment cancelled",
    "Payment refunded",
  ]) {
    await expect(entries.getByRole("listitem").filter({ hasText: label }).first()).toBeVisible();
  }
  const hours = entries.getByRole("listitem").filter({ hasText: "Working hours changed" }).first();
  await expect(hours).toContainText("by admin");
  await expect(hours.getByRole("table")).toContainText("Saturday");
  await expectNoAxeViolations(page);

  await page.getByLabel("Action").selectOption({ label: "Closed for a holiday" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?action=holiday\.close/);
  await expect(entries.getByRole("listitem").first()).toContainText("Closed for a holiday");
  expect(await entries.getByRole("listitem").filter({ hasNotText: "Closed for a holiday" }).count()).toBe(0);
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL("/admin/audit");
});
