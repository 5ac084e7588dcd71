import { expect, test } from "@playwright/test";
import { registerAndLogin } from "./support/auth";
import {
  chooseDateAndTime,
  chooseServiceAndConfirmAge,
  fillBillingAndCard,
  intakeDialog,
  openSchedule,
  stepHeading,
} from "./support/booking";
import { signConsentThroughApi } from "./support/booking-resume";
import { HYPNOTHERAPY, newClientAnswersIntakeAndBooks } from "./support/intake";

// The intake form a service asks, answered once before the first session.

test("a new client answers the hypnotherapy intake form in the wizard, reloads in the middle, and books", async ({ page }) => {
  test.slow();
  await newClientAnswersIntakeAndBooks(page, 27, "intake-desktop");
});

test("a returning client whose answers cover the service is not asked again, and the booking gets their answers", async ({ page }) => {
  test.slow();
  await registerAndLogin(page);
  await signConsentThroughApi(page, HYPNOTHERAPY); // the consent form and the intake form, answered before
  await openSchedule(page);
  const consent = await chooseServiceAndConfirmAge(page, HYPNOTHERAPY);
  await consent.getByRole("button", { name: "Continue with my signed form" }).click();
  await expect(stepHeading(page, "Select a Date")).toBeVisible();
  await expect(intakeDialog(page)).toHaveCount(0);

  await chooseDateAndTime(page, 28);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await fillBillingAndCard(page);
  await page.getByRole("button", { name: "Complete Booking" }).click();
  await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
  await page.goto("/appointments");
  const card = page.getByTestId("appointment-card").filter({ hasText: HYPNOTHERAPY });
  await expect(card.getByText("Intake form: answered")).toBeVisible();
});
