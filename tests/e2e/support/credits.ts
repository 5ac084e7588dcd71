import { expect, type Page } from "@playwright/test";
import { registerAndLogin } from "./auth";
import { expectNoAxeViolations, expectToast, stepHeading, chooseDay } from "./booking";
import { continueToPayment, expectNoHorizontalScroll, fillBillingIn, screenshotFor, serviceByName } from "./checkout";
import { grantGiftCard, grantPackage } from "./database";

// The stories of paying with a package's session and with a gift card, on one screen size each
// (credits.spec.ts, credits.mobile.spec.ts). Day indices 19 to 22 are these specs'.

const PROGRAM = "Hypnotherapy Program: 3 Sessions";
const SERVICE = "Clinical Hypnotherapy (Virtual)";

const remaining = (page: Page) =>
  page.getByRole("article").or(page.locator("li")).filter({ hasText: PROGRAM }).getByTestId("package-remaining");

async function expectRemaining(page: Page, n: number) {
  await page.goto("/my-packages");
  await expect(page.getByRole("heading", { level: 1, name: "My Packages & Gift Cards" })).toBeVisible();
  await expect(remaining(page)).toHaveText(`${n} of 3 remaining`);
}

/** No axe violations once earlier toasts (the sign-up's) are gone: a toast's nested text fades at its own pace. */
async function expectAccessible(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);
}

/** Book with a credit, see 2 remaining, move the session (still 2), cancel it and see 3 again. */
export async function bookMoveAndCancelWithCredit(page: Page, { screen, day }: { screen: "desktop" | "mobile"; day: number }) {
  const user = await registerAndLogin(page);
  await grantPackage(user.email, "hypnotherapy-three-session-program");
  await expectRemaining(page, 3);

  const service = await serviceByName(page, SERVICE);
  await page.goto(`/schedule?service=${service.id}`);
  await continueToPayment(page, day);
  await expect(page.getByRole("heading", { name: "Use 1 of your 3 remaining sessions" })).toBeVisible();
  await expect(page.getByText(PROGRAM).first()).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  const summary = page.getByRole("region", { name: "Booking Summary" });
  await expect(summary).toContainText(new RegExp(`To pay\\s*1 session of ${PROGRAM}`));
  await expectAccessible(page);
  if (screen === "mobile") await expectNoHorizontalScroll(page);
  await screenshotFor(page, `credits-checkout-${screen}`);
  await page.getByRole("button", { name: "Complete Booking with 1 Session" }).click();
  await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
  await expect(page.getByText(`Paid with 1 session of ${PROGRAM}`)).toBeVisible();
  await screenshotFor(page, `credits-confirmed-${screen}`);

  await expectRemaining(page, 2);
  await expect(page.getByText("Used", { exact: true })).toBeVisible();
  await expectAccessible(page);
  if (screen === "mobile") await expectNoHorizontalScroll(page);
  await screenshotFor(page, `my-packages-${screen}`);

  // My Appointments says how it was paid; a move keeps the credit.
  await page.goto("/appointments");
  const card = page.getByRole("region", { name: "Upcoming", exact: true }).getByRole("article", { name: SERVICE });
  await expect(card).toContainText(`Paid with 1 session of ${PROGRAM}`);
  await card.getByRole("link", { name: /^Reschedule / }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reschedule Your Session" })).toBeVisible();
  await expect(page.locator("[data-availability=ready]")).toBeVisible();
  const times = await chooseDay(page, day + 1);
  await times.getByRole("button").last().click();
  await page.getByRole("button", { name: "Confirm New Time" }).click();
  await expect(page).toHaveURL("/appointments");
  await expectToast(page, "Appointment rescheduled");
  await expectRemaining(page, 2);

  // A cancel within the policy gives the session back.
  await page.goto("/appointments");
  const moved = page.getByRole("region", { name: "Upcoming", exact: true }).getByRole("article", { name: SERVICE });
  await moved.getByRole("button", { name: /^Cancel / }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this appointment?" });
  await expect(dialog).toContainText(`The session goes back to your ${PROGRAM}.`);
  await dialog.getByRole("button", { name: "Cancel Appointment" }).click();
  await expectToast(page, "Appointment cancelled");
  await expectRemaining(page, 3);
  await expect(page.getByText("Returned", { exact: true })).toBeVisible();
}

/** A $50 gift card pays part of a $125.70 booking; the card pays the rest. */
export async function payPartWithGiftCard(page: Page, { screen, day }: { screen: "desktop" | "mobile"; day: number }) {
  const { printedCode: code } = await grantGiftCard(5000);
  await registerAndLogin(page);
  const service = await serviceByName(page, SERVICE);
  await page.goto(`/schedule?service=${service.id}`);
  await continueToPayment(page, day);

  await page.getByText("Have a gift card?").click();
  const field = page.getByLabel("Gift card code");
  await field.fill("AAAA-AAAA-AAAA-AAAA");
  await page.getByRole("button", { name: "Apply" }).last().click();
  await expect(page.getByRole("alert").filter({ hasText: "This gift card code is not valid." })).toBeVisible();
  await field.fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).last().click();
  const last4 = code.slice(-4);
  await expect(page.getByText(`…${last4}`).first()).toBeVisible();
  await expect(page.getByText("Balance $50.00")).toBeVisible();

  await fillBillingIn(page, { line1: "12 Main Street", city: "Asheville", state: "NC", postal: "28801" });
  const summary = page.getByRole("region", { name: "Booking Summary" });
  await expect(summary).toContainText(/Total\s*\$125\.70/);
  await expect(summary).toContainText(new RegExp(`Gift card \\(…${last4}\\)\\s*−\\$50\\.00`));
  await expect(summary).toContainText(/To pay by card\s*\$75\.70/);
  await expectAccessible(page);
  if (screen === "mobile") await expectNoHorizontalScroll(page);
  await screenshotFor(page, `gift-card-checkout-${screen}`);
  await page.getByRole("button", { name: "Complete Booking" }).click();
  await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment).toContainText(/Paid by card\s*\$75\.70/);
  await expect(payment).toContainText(new RegExp(`Gift card \\(…${last4}\\)\\s*−\\$50\\.00`));
  await screenshotFor(page, `gift-card-confirmed-${screen}`);

  // The balance check says the card is spent.
  await page.goto("/my-packages");
  await page.getByLabel("Gift card code").fill(code);
  await page.getByRole("button", { name: "Check balance" }).click();
  await expect(page.getByText("Balance $0.00")).toBeVisible();
}
