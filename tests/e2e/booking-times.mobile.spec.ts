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

// Times in the client's zone on a 375 px phone in Los Angeles: the calendar's marks, the day's times grouped into
// short blocks, and Pacific times through to the confirmation, without horizontal scrolling.
test.use({ viewport: { width: 375, height: 812 }, timezoneId: "America/Los_Angeles" });

const TIME = String.raw`\d{1,2}:\d{2} [AP]M`;

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("books in Pacific time on a phone: marked days, grouped times, the practice's time stated", async ({ page }) => {
  test.slow();
  await registerAndLogin(page);
  await openSchedule(page);
  await page.getByRole("checkbox", { name: "Remember my preferences for next time" }).uncheck();
  const consent = await chooseServiceAndConfirmAge(page, "Clinical Hypnotherapy (Virtual)");
  await signConsent(page, consent, "type");

  await expect(page.locator('[data-availability="ready"]')).toBeVisible();
  await expect(page.getByText("Days with free times are marked with a dot.")).toBeVisible();
  await expect(page.getByLabel("Show times in")).toHaveValue("America/Los_Angeles");
  await expectNoHorizontalScroll(page);

  const slots = await chooseDay(page, 11);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // Three times to a row, in blocks per part of the day: at most 5 rows under one heading (was 12 in one list).
  const groups = slots.locator(":scope > li");
  expect(await groups.count()).toBeGreaterThanOrEqual(1);
  for (const group of await groups.all()) {
    const tops = await group.getByRole("button").evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBeLessThanOrEqual(5);
    if (tops.length >= 3) expect(tops[0]).toBe(tops[2]);
  }

  await slots.getByRole("button").first().click();
  await expect(page.locator("p", { hasText: /^Selected:/ })).toHaveText(new RegExp(`${TIME} P[SD]T \\(${TIME} E[SD]T at the practice\\)$`));
  await page.screenshot({ path: test.info().outputPath("date-step-375.png"), fullPage: true });
  await page.getByRole("button", { name: "Continue to Client Information" }).click();
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  await expect(stepHeading(page, "Payment Information")).toBeVisible();
  await expect(page.getByText(new RegExp(`^Complete your payment by ${TIME} P[SD]T to keep this time\\.$`))).toBeVisible();
  await expect(page.getByRole("region", { name: "Booking Summary" })).toContainText(
    new RegExp(`${TIME} P[SD]T \\(${TIME} E[SD]T at the practice\\)`),
  );
  await expectNoHorizontalScroll(page);
  await fillBillingAndCard(page);
  await page.getByRole("button", { name: "Complete Booking" }).click();

  await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
  await expect(page.locator("dl").filter({ hasText: "Service" })).toContainText(
    new RegExp(`${TIME} P[SD]T \\(${TIME} E[SD]T at the practice\\)`),
  );
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath("confirmation-375.png"), fullPage: true });
});
