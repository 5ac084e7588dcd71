import { expect, type Page } from "@playwright/test";
import { registerAndLogin } from "./auth";
import {
  answerIntakeQuestions,
  chooseDateAndTime,
  chooseServiceAndConfirmAge,
  expectNoAxeViolations,
  fillBillingAndCard,
  intakeDialog,
  openSchedule,
  stepHeading,
  submitConsent,
} from "./booking";
import { screenshotFor } from "./checkout";

// The intake form in the wizard, shared by the desktop and phone specs.

export const HYPNOTHERAPY = "Clinical Hypnotherapy (Virtual)";

/**
 * A new client: consent, then the seed's hypnotherapy intake form (errors named, a reload in the
 * middle keeps what was typed), then a time and the payment; ends on My Appointments.
 */
export async function newClientAnswersIntakeAndBooks(page: Page, dayIndex: number, shot: string) {
  await registerAndLogin(page);
  await openSchedule(page);
  const consent = await chooseServiceAndConfirmAge(page, HYPNOTHERAPY);
  await submitConsent(page, consent, "type");

  const intake = intakeDialog(page);
  await expect(intake).toBeVisible();
  await expect(intake.getByRole("heading", { name: "Hypnotherapy intake" })).toBeVisible();
  await expect(intake.getByRole("group", { name: /Have you been diagnosed with epilepsy or seizures\?/ })).toBeVisible();
  await expect(page.getByText(/Step 1 of 5/)).toBeAttached(); // the steps stay five
  await expectNoAxeViolations(page);
  await screenshotFor(page, `${shot}-intake-dialog`, { fullPage: false });

  // Sending with required answers missing names each one and moves focus to the first.
  await intake.getByRole("button", { name: "Send and continue" }).click();
  await expect(intake.getByText("Some answers need your attention")).toBeVisible();
  const goal = intake.getByLabel(/What would you like to change or work on\?/);
  await expect(goal).toBeFocused();
  await expect(goal).toHaveAttribute("aria-invalid", "true");
  await expect(intake.getByText("Please tick the box to go on.")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotFor(page, `${shot}-intake-errors`, { fullPage: false });

  // What is typed is saved as a draft: a reload in the middle keeps it.
  await goal.fill("Sleep through the night");
  await intake
    .getByRole("group", { name: /epilepsy/ })
    .getByRole("radio", { name: "No" })
    .check();
  await expect(intake.getByText("Your answers are saved.")).toBeVisible();
  await page.reload();
  const reopened = intakeDialog(page);
  await expect(reopened).toBeVisible();
  await expect(reopened.getByLabel(/What would you like to change or work on\?/)).toHaveValue("Sleep through the night");
  await expect(reopened.getByRole("group", { name: /epilepsy/ }).getByRole("radio", { name: "No" })).toBeChecked();

  await answerIntakeQuestions(reopened);
  await reopened.getByRole("button", { name: "Send and continue" }).click();
  await expect(reopened).toBeHidden();
  await expect(stepHeading(page, "Select a Date")).toBeVisible();

  await chooseDateAndTime(page, dayIndex);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(stepHeading(page, "Payment Information")).toBeVisible();
  await fillBillingAndCard(page);
  await page.getByRole("button", { name: "Complete Booking" }).click();
  await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();

  // My Appointments: the booking's intake is answered, with the answers to download.
  await page.goto("/appointments");
  const card = page.getByTestId("appointment-card").filter({ hasText: HYPNOTHERAPY });
  await expect(card.getByText("Intake form: answered")).toBeVisible();
  await expect(card.getByRole("link", { name: "Download my answers" })).toHaveAttribute("href", /\/api\/appointments\/\d+\/intake$/);
  await expect(card.getByRole("link", { name: /Complete your intake form/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotFor(page, `${shot}-my-appointments`);
}
