import { expect, test, type Page } from "@playwright/test";
import { registerAndLogin } from "./support/auth";
import {
  chooseDay,
  chooseServiceAndConfirmAge,
  expectNoAxeViolations,
  fillBillingAndCard,
  openSchedule,
  signConsent,
  stepHeading,
} from "./support/booking";
import { accountTimeZone, fillDayAsOtherClients, minutesOf, practiceDate, weekdayOf } from "./support/time-zone";

// Times in the client's own zone (the practice's stated where it differs; in person
// the practice's first), and a calendar that says where the free times are. Desktop Chromium.

const LA = "America/Los_Angeles";
const TIME = String.raw`\d{1,2}:\d{2} [AP]M`;

async function toDateStep(page: Page, serviceName: string) {
  await registerAndLogin(page);
  await openSchedule(page);
  await page.getByRole("checkbox", { name: "Remember my preferences for next time" }).uncheck();
  const consent = await chooseServiceAndConfirmAge(page, serviceName);
  await signConsent(page, consent, "type");
}

/** "11:30 AM PST (2:30 PM EST at the practice)" -> the two clocks, in minutes after midnight. */
function clocks(line: string) {
  const match = new RegExp(`(${TIME}) [A-Z]{3} \\((${TIME}) [A-Z]{3}`).exec(line);
  if (!match) throw new Error(`no two times in: ${line}`);
  return [minutesOf(match[1]), minutesOf(match[2])];
}

test.describe("a visitor in Los Angeles", () => {
  test.use({ timezoneId: LA });

  test("sees the times, the hold deadline and the confirmation in Pacific time, with the practice's Eastern time stated", async ({
    page,
  }) => {
    test.slow();
    await toDateStep(page, "Private Yoga (Virtual)");

    // The browser's zone is detected, offered in the select and saved to the account.
    const zone = page.getByLabel("Show times in");
    await expect(zone).toHaveValue(LA);
    await expect(zone.locator("option:checked")).toHaveText(/^Pacific Time \(P[SD]T\), this device$/);
    await expect(
      page.getByText(/^Times are shown in your time zone, Pacific Time \(P[SD]T\)\. The practice is on Eastern Time \(E[SD]T\)\.$/),
    ).toBeVisible();
    await expect.poll(() => accountTimeZone(page)).toBe(LA);

    // The day's times in Pacific time, under Morning / Afternoon headings (no evening: 8 PM Eastern is 5 PM Pacific).
    const slots = await chooseDay(page, 8);
    const labels = await slots.getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")));
    for (const label of labels) expect(label).toMatch(new RegExp(`^${TIME} P[SD]T$`));
    const headings = await slots.getByRole("heading", { level: 4 }).allTextContents();
    expect(headings[0]).toBe("Morning");
    expect(headings.every((h) => h === "Morning" || h === "Afternoon")).toBe(true);
    await expectNoAxeViolations(page);

    const first = slots.getByRole("button").first();
    await first.click();
    const selected = page.locator("p", { hasText: /^Selected:/ });
    await expect(selected).toHaveText(
      new RegExp(`^Selected: \\w+day, \\w+ \\d{1,2}, \\d{4}, ${TIME} P[SD]T \\(${TIME} E[SD]T at the practice\\)$`),
    );
    const [pacific, eastern] = clocks((await selected.textContent()) ?? "");
    expect(eastern - pacific).toBe(180);
    const chosenLine = ((await selected.textContent()) ?? "").replace(/^Selected: [^,]+, [^,]+, \d{4}, /, "");

    await page.getByRole("button", { name: "Continue to Client Information" }).click();
    await expect(stepHeading(page, "Your Information")).toBeVisible();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(stepHeading(page, "Payment Information")).toBeVisible();

    // The summary and the hold's deadline in Pacific time.
    const summary = page.getByRole("region", { name: "Booking Summary" });
    await expect(summary).toContainText(chosenLine);
    const deadline = page.getByText(/^Complete your payment by .+ to keep this time\.$/);
    await expect(deadline).toHaveText(new RegExp(`^Complete your payment by ${TIME} P[SD]T to keep this time\\.$`));
    const expected = await page.evaluate(() =>
      [29, 30, 31].map((m) => new Date(Date.now() + m * 60_000).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })),
    );
    expect(expected).toContain(/by (\d{1,2}:\d{2} [AP]M)/.exec((await deadline.textContent()) ?? "")?.[1]);

    await fillBillingAndCard(page);
    await page.getByRole("button", { name: "Complete Booking" }).click();

    // The confirmation: Pacific time first, the practice's Eastern time stated.
    await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
    const details = page.locator("dl").filter({ hasText: "Service" });
    await expect(details).toContainText(chosenLine);
    await expectNoAxeViolations(page);
  });

  test("an in-person session lists the practice's local time first, then the client's", async ({ page }) => {
    await toDateStep(page, "Private Yoga (In-Person)");
    await expect(page.getByText(/^In-person sessions are listed in the practice's local time, Eastern Time \(E[SD]T\)\./)).toBeVisible();
    const slots = await chooseDay(page, 16); // a day no other spec books, so its first time stays free
    const labels = await slots.getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")));
    for (const label of labels) expect(label).toMatch(new RegExp(`^${TIME} E[SD]T$`));
    await slots.getByRole("button").first().click();
    const selected = page.locator("p", { hasText: /^Selected:/ });
    await expect(selected).toHaveText(new RegExp(`, ${TIME} E[SD]T \\(${TIME} P[SD]T your time\\)$`));
    const [eastern, pacific] = clocks((await selected.textContent()) ?? "");
    expect(eastern - pacific).toBe(180);
    await page.getByRole("button", { name: "Continue to Client Information" }).click();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByRole("region", { name: "Booking Summary" })).toContainText(
      new RegExp(`${TIME} E[SD]T \\(${TIME} P[SD]T your time\\)`),
    );
  });

  test("the client can change the zone: times follow, the account keeps it, and a failed save says so", async ({ page }) => {
    await toDateStep(page, "Restorative Yoga & Yoga Nidra");
    await expect.poll(() => accountTimeZone(page)).toBe(LA);
    const slots = await chooseDay(page, 10);
    await page.getByLabel("Show times in").selectOption("America/Denver");
    await expect(slots.getByRole("button").first()).toHaveAttribute("aria-label", new RegExp(`^${TIME} M[SD]T$`));
    await expect(page.getByText(/^Times are shown in your time zone, Mountain Time \(M[SD]T\)\./)).toBeVisible();
    await expect.poll(() => accountTimeZone(page)).toBe("America/Denver");

    // The stored choice wins over the browser's zone after a reload (which keeps the step).
    await page.reload();
    await expect(stepHeading(page, "Select a Date")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await accountTimeZone(page)).toBe("America/Denver");
    await expect(page.getByLabel("Show times in")).toHaveValue("America/Denver");

    // A save that fails keeps the choice for this visit and says so.
    await page.route("**/api/user/time-zone", (route) => route.fulfill({ status: 500, json: { message: "Database unavailable" } }));
    await page.getByLabel("Show times in").selectOption("America/Chicago");
    await expect(page.getByText("Your time zone could not be saved to your account. Times are shown in it for this visit.")).toBeVisible();
    const again = await chooseDay(page, 10);
    await expect(again.getByRole("button").first()).toHaveAttribute("aria-label", new RegExp(`^${TIME} C[SD]T$`));
    expect(await accountTimeZone(page)).toBe("America/Denver");
  });
});

test.describe("the calendar", () => {
  test("opens on the first month with free times, marks the free days and disables a fully booked one", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.slow();
    // A Sunday at the end of the window (10 AM-3 PM) that other clients fill for this service.
    const sunday = [54, 55, 56, 57, 58, 59, 60].map((n) => practiceDate(n)).find((d) => weekdayOf(d) === 0)!;
    await fillDayAsOtherClients(playwright, baseURL!, { date: sunday, serviceName: "Clinical Hypnotherapy (Virtual)" });

    await toDateStep(page, "Clinical Hypnotherapy (Virtual)");
    const calendar = page.locator('[data-availability="ready"]');
    await expect(calendar).toBeVisible();
    await expect(page.getByText("Days with free times are marked with a dot.")).toBeVisible();

    // It opens on the month of the first free day; free days are marked and open, the others closed.
    const marked = calendar.locator('td:not([data-outside]) > button[data-marked="true"]');
    const firstFree = (await marked.first().getAttribute("data-day"))!;
    await expect(
      page.getByRole("grid", { name: new Date(`${firstFree}T12:00:00`).toLocaleDateString("en-US", { month: "long", year: "numeric" }) }),
    ).toBeVisible();
    expect(firstFree >= practiceDate(7)).toBe(true);
    await expect(marked.first()).toBeEnabled();
    await expect(marked.first()).toHaveAttribute("aria-label", /, has free times$/);
    for (const button of await calendar.locator("td:not([data-outside]) > button[data-day]").all()) {
      const isMarked = (await button.getAttribute("data-marked")) === "true";
      if (isMarked) await expect(button).toBeEnabled();
      else await expect(button).toBeDisabled();
    }

    // The filled Sunday is closed, said in words; the Saturday before is open.
    for (let i = 0; i < 3 && !(await page.locator(`button[data-day="${sunday}"]`).count()); i++)
      await page.getByRole("button", { name: /next month/i }).click();
    const full = page.locator(`td:not([data-outside]) > button[data-day="${sunday}"]`);
    await expect(full).toBeDisabled();
    await expect(full).toHaveAttribute("aria-label", /, no free times$/);
    await expect(full).not.toHaveAttribute("data-marked", "true");
    const saturday = new Date(`${sunday}T00:00:00Z`);
    saturday.setUTCDate(saturday.getUTCDate() - 1);
    const before = page.locator(`button[data-day="${saturday.toISOString().slice(0, 10)}"]`);
    await expect(before).toBeEnabled();
    await expect(before).toHaveAttribute("aria-label", /, has free times$/);
    await expectNoAxeViolations(page);
  });

  test("skips a month without free times, and still works when the marks cannot load", async ({ page }) => {
    const months = new Set<string>();
    const firstMonth = practiceDate(7).slice(0, 7);
    await page.route("**/api/availability?*", async (route) => {
      const month = new URL(route.request().url()).searchParams.get("month")!;
      months.add(month);
      if (month === firstMonth) return route.fulfill({ json: { month, dates: [] } });
      return route.continue();
    });
    await toDateStep(page, "Private Yoga (Virtual)");
    const next = new Date(`${firstMonth}-15T12:00:00`);
    next.setMonth(next.getMonth() + 1);
    await expect(page.getByRole("grid", { name: next.toLocaleDateString("en-US", { month: "long", year: "numeric" }) })).toBeVisible();
    expect(months.size).toBeGreaterThanOrEqual(2); // one read per month of the window
    await page.getByRole("button", { name: /previous month/i }).click();
    await expect(page.locator("td:not([data-outside]) > button[data-day]:not([disabled])")).toHaveCount(0);

    // The marks fail to load: every day of the window stays open and the times say the rest.
    await page.unroute("**/api/availability?*");
    await page.route("**/api/availability?*", (route) => route.fulfill({ status: 500, json: { message: "boom" } }));
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Continue to Date Selection" }).click();
    await expect(page.getByText("We could not check which days have free times. Pick a day to see its times.")).toBeVisible();
    const slots = await chooseDay(page, 0);
    await expect(slots.getByRole("button").first()).toBeVisible();
  });
});
