import { expect, test } from "@playwright/test";

import { bookAppointment, loginAsAdmin, type BookedAppointment } from "./support/admin";
import { expectNoAxeViolations } from "./support/booking";
import { expectNoHorizontalScroll, screenshotFor } from "./support/checkout";
import { attachFlaggedIntake } from "./support/database";

// The owner reads a client's intake answers: the appointment's details show the form, when it was
// answered and each answer, the flagged one marked "Flagged for review" in words; the client record
// lists the answers; both download them as a PDF. At 375 px nothing scrolls sideways.

test.describe.configure({ mode: "serial", timeout: 120_000 });

let booking: BookedAppointment;
let intake: { formName: string; userId: number };

test.beforeAll(async ({ baseURL }) => {
  booking = await bookAppointment(baseURL!, { firstName: "Iris", daysAhead: 30 });
  intake = await attachFlaggedIntake(booking.id);
});

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test("the appointment's details show the answers with the flagged one marked, and the PDF downloads", async ({ page }) => {
  await page.goto(`/admin/dashboard?appointment=${booking.id}`);
  const dialog = page.getByRole("dialog");
  const section = dialog.getByRole("region", { name: "Intake form" });
  await expect(section).toBeVisible();
  await expect(section).toContainText(intake.formName);
  await expect(section).toContainText(/Answered .* · version 1/);
  await expect(section).toContainText("Needs review: 1 flagged");
  const flagged = section.locator("[data-flagged]");
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toContainText("Have you been diagnosed with epilepsy?");
  await expect(flagged).toContainText(/Flagged for review\s*Yes/);
  await expect(section.getByText("8 of 10")).toBeVisible();

  const link = section.getByRole("link", { name: /Download answers \(PDF\)/ });
  const res = await page.request.get((await link.getAttribute("href"))!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["cache-control"]).toBe("private, no-store");

  await expectNoAxeViolations(page);
  await section.scrollIntoViewIfNeeded();
  await screenshotFor(page, "admin-intake-details-desktop", { fullPage: false });
});

test("the client record lists the answers, flagged, with their PDF", async ({ page }) => {
  await page.goto(`/admin/clients/${intake.userId}`);
  const section = page.getByRole("region", { name: "Intake answers" });
  await expect(section.getByRole("heading", { level: 3, name: intake.formName })).toBeVisible();
  await expect(section).toContainText(/Version 1 · answered/);
  await expect(section.locator("[data-flagged]")).toContainText(/Flagged for review\s*Yes/);
  const href = await section.getByRole("link", { name: /Download.*intake answers/ }).getAttribute("href");
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  await expectNoAxeViolations(page);
  await screenshotFor(page, "admin-intake-client-desktop");
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the details and the client record fit the width", async ({ page }) => {
    await page.goto(`/admin/dashboard?appointment=${booking.id}`);
    await expect(page.getByRole("dialog").getByRole("region", { name: "Intake form" })).toContainText("Flagged for review");
    await expectNoHorizontalScroll(page);
    await page.getByRole("dialog").getByRole("region", { name: "Intake form" }).scrollIntoViewIfNeeded();
    await screenshotFor(page, "admin-intake-details-mobile", { fullPage: false });
    await page.goto(`/admin/clients/${intake.userId}`);
    await expect(page.getByRole("region", { name: "Intake answers" })).toContainText("Flagged for review");
    await expectNoHorizontalScroll(page);
    await screenshotFor(page, "admin-intake-client-mobile");
  });
});
