import { expect, test, type Locator, type Page } from "@playwright/test";
import { registerAndLogin } from "./support/auth";
import {
  answerIntakeIfAsked,
  chooseDay,
  chooseServiceAndConfirmAge,
  expectNoAxeViolations,
  expectToast,
  openSchedule,
  stepHeading,
} from "./support/booking";
import { fillBilling, fillCard, myAppointments, reachPayment, reloadOn, signConsentThroughApi } from "./support/booking-resume";

// Booking resume on a 375 px phone: reload and Back, a reused consent, a declined card, and the reasons
// beside disabled buttons.
test.use({ viewport: { width: 375, height: 812 } });

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The hint sits right under (or beside) its button: no more than a line's gap between them. */
async function expectBeside(button: Locator, hint: Locator) {
  await hint.scrollIntoViewIfNeeded();
  const a = await button.boundingBox();
  const b = await hint.boundingBox();
  if (!a || !b) throw new Error("button or hint not visible");
  const gap = b.y >= a.y + a.height ? b.y - (a.y + a.height) : a.y - (b.y + b.height);
  expect(gap).toBeLessThanOrEqual(24);
  expect(b.x + b.width).toBeLessThanOrEqual(375);
}

test("reload on the payment step keeps everything and Back goes to the previous step", async ({ page }) => {
  await registerAndLogin(page);
  const time = await reachPayment(page, "Restorative Yoga & Yoga Nidra", 14);
  await fillBilling(page);
  await reloadOn(page, "Payment Information");
  await expect(page.getByLabel("City")).toHaveValue("Asheville");
  await expect(page.getByRole("region", { name: "Booking Summary" })).toContainText(time);
  await expectNoHorizontalScroll(page);
  await page.goBack();
  await expect(stepHeading(page, "Your Information")).toBeVisible();
  await page.goBack();
  await expect(stepHeading(page, "Select a Date")).toBeVisible();
  await expect(page.getByRole("button", { name: time })).toHaveAttribute("aria-pressed", "true");
  expect((await myAppointments(page)).map((a) => a.status)).toEqual(["pending"]);
});

test("a returning client continues with the signed consent on a phone", async ({ page }) => {
  await registerAndLogin(page);
  await signConsentThroughApi(page, "Private Yoga (Virtual)");
  await openSchedule(page);
  const dialog = await chooseServiceAndConfirmAge(page, "Private Yoga (Virtual)");
  await expect(dialog.getByText(/^Signed on /)).toBeVisible();
  await dialog.getByRole("button", { name: "View signed form" }).click();
  await expect(dialog.getByRole("img", { name: "Signature of Avery Quinn" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Continue with my signed form" }).click();
  await expect(stepHeading(page, "Select a Date")).toBeVisible();
});

test("a declined card stays on screen and disabled buttons say why, on a phone", async ({ page }) => {
  await registerAndLogin(page);
  await openSchedule(page);
  const dialog = await chooseServiceAndConfirmAge(page, "Smoking Cessation Program");
  const submit = dialog.getByRole("button", { name: "Submit Form" });
  await expect(submit).toBeDisabled();
  await expectBeside(submit, dialog.locator("#consent-submit-hint"));
  await dialog.getByRole("button", { name: "Type" }).click();
  await dialog.getByLabel("Type your signature").fill("Avery Quinn");
  await dialog.getByRole("checkbox", { name: /I have read and agree/ }).check();
  await submit.click();
  await answerIntakeIfAsked(page);

  await chooseDay(page, 15);
  await page.getByRole("list", { name: "Available times" }).getByRole("button").first().click();
  await page.getByRole("button", { name: "Continue to Client Information" }).click();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  const complete = page.getByRole("button", { name: "Complete Booking" });
  await expect(complete).toBeDisabled();
  await expectBeside(complete, page.locator("#complete-hint"));
  await expectNoHorizontalScroll(page);

  await fillBilling(page);
  await fillCard(page, "4000000000000002");
  await complete.click();
  await expectToast(page, "Card Declined");
  await page.waitForTimeout(10_500);
  const inline = page.locator("#payment-error");
  await expect(inline).toBeVisible();
  await expect(inline).toContainText("Your card was declined. Please try a different payment method or contact your bank.");
  await expect(inline).toBeFocused();
  await expect(inline).toBeInViewport();
  await expectNoHorizontalScroll(page);
});
