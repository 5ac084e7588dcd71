import { expect, test, type Page } from "@playwright/test";
import { registerAndLogin } from "./support/auth";
import {
  chooseDateAndTime,
  chooseServiceAndConfirmAge,
  expectNoAxeViolations,
  expectToast,
  fillBillingAndCard,
  openSchedule,
  signConsent,
  stepHeading,
} from "./support/booking";

// The booking wizard on a 375 px phone: every step fits the screen and passes axe.
test.use({ viewport: { width: 375, height: 812 } });

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("books a session on a phone with a typed signature", async ({ page }) => {
  // The whole journey with an accessibility check on every step, as on the desktop.
  test.slow();
  // In test mode nothing is fetched from Stripe.
  const stripeRequests: string[] = [];
  page.on("request", (request) => {
    if (/stripe\.com/.test(new URL(request.url()).hostname)) stripeRequests.push(request.url());
  });
  // A long address: summaries must wrap it rather than widen the page.
  await registerAndLogin(page, { email: `a.rather.long.client.address.${Date.now().toString(36)}@wellness-example.com` });
  await openSchedule(page);
  await expect(page.getByText("Step 1 of 5: Select a Service")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  const consent = await chooseServiceAndConfirmAge(page, "Restorative Yoga & Yoga Nidra");
  await expectNoHorizontalScroll(page);
  await consent.getByRole("button", { name: "Type" }).click();
  await expectNoAxeViolations(page);
  await signConsent(page, consent, "type");
  await expectToast(page, "Preferences saved");

  await expect(page.getByText("Step 2 of 5: Select a Date")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await chooseDateAndTime(page, 6);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  await expect(stepHeading(page, "Payment Information")).toBeVisible();
  await fillBillingAndCard(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Complete Booking" }).click();

  await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add to Calendar", exact: true })).toBeVisible();
  expect(stripeRequests).toEqual([]);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test("the consent form fits the phone and the signature pad keeps its proportions", async ({ page }) => {
  await registerAndLogin(page);
  await openSchedule(page);
  const consent = await chooseServiceAndConfirmAge(page, "Private Yoga (Virtual)");
  const pad = consent.getByRole("img", { name: /Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);
  // The canvas keeps the 550x150 proportions at any width.
  expect(Math.abs(box!.width / box!.height - 550 / 150)).toBeLessThan(0.1);
  await signConsent(page, consent, "draw");
});
