import { expect, test } from "@playwright/test";

import { bookAppointment, loginAsAdmin } from "./support/admin";
import { expectNoAxeViolations } from "./support/booking";
import { screenshotFor } from "./support/checkout";
import { moveIntoJoinWindow } from "./support/database";

// The owner's agenda: from the dashboard's Today card to the day's sessions, each with what she
// needs; a week and a month by links (state in the URL); on a phone it fits the screen.

/** The practice's calendar day of an instant. */
const practiceDay = (instant: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(instant);

test("the Today card opens the agenda; a day lists each session with client, service, payment, consent and Start / Join", async ({
  page,
  baseURL,
}) => {
  const booked = await bookAppointment(baseURL!, { firstName: "Hannah", pay: true });
  await loginAsAdmin(page);
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Today (open the agenda)" }).click();
  await expect(page).toHaveURL(/\/admin\/agenda\?view=day$/);
  await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
  const views = page.getByRole("navigation", { name: "Agenda view" });
  await expect(views.getByRole("link", { name: "Day", exact: true })).toHaveAttribute("aria-current", "page");

  await page.goto(`/admin/agenda?view=day&date=${booked.date}`);
  const session = page.getByRole("listitem").filter({ hasText: `${booked.firstName} ${booked.lastName}` });
  await expect(session).toContainText(booked.serviceName);
  await expect(session).toContainText("Virtual");
  await expect(session).toContainText("Paid");
  await expect(session).toContainText("Consent signed");
  await expect(session.getByRole("link", { name: new RegExp(`Start / Join the video room of ${booked.firstName}`) })).toHaveAttribute(
    "href",
    `/appointments/${booked.id}/join`,
  );
  await expect(session.getByRole("link", { name: `${booked.firstName} ${booked.lastName}`, exact: true })).toHaveAttribute(
    "href",
    /^\/admin\/clients\//,
  );
  await expectNoAxeViolations(page);
  await screenshotFor(page, "agenda-day-desktop");

  // The week holds the same session; Next and Previous move by a week, kept in the URL.
  await views.getByRole("link", { name: "Week", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`view=week&date=${booked.date}`));
  await expect(page.getByRole("listitem").filter({ hasText: `${booked.firstName} ${booked.lastName}` })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(7);
  await page.getByRole("link", { name: "Next week" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: `${booked.firstName} ${booked.lastName}` })).toHaveCount(0);
  await page.getByRole("link", { name: "Previous week" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: `${booked.firstName} ${booked.lastName}` })).toHaveCount(1);
  await screenshotFor(page, "agenda-week-desktop");
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("today's session is on the day, and the agenda fits the screen", async ({ page, baseURL }) => {
    const booked = await bookAppointment(baseURL!, { firstName: "Morgan", pay: true });
    const startsAt = await moveIntoJoinWindow(booked.id);
    await loginAsAdmin(page);
    await page.goto(`/admin/agenda?view=day&date=${practiceDay(startsAt)}`);
    await expect(page.getByRole("listitem").filter({ hasText: `${booked.firstName} ${booked.lastName}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await screenshotFor(page, "agenda-day-375");
  });
});
