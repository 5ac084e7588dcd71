import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./booking";
import { fillBillingIn, screenshotFor, type Address } from "./checkout";

// Buying the seeded three-session program and a gift card: shared by the desktop and 375 px specs.

export const PROGRAM = { slug: "hypnotherapy-three-session-program", name: "Hypnotherapy Program: 3 Sessions" };
export const asheville: Address = { line1: "12 Main Street", city: "Asheville", state: "NC", postal: "28801" };

/** From /services to the program's page, its checkout (logged in) and the confirmation. */
export async function buyProgram(page: Page, shot: string) {
  await page.goto("/services");
  const packages = page.getByRole("region", { name: "Packages" });
  await expect(packages.getByRole("heading", { level: 3, name: PROGRAM.name })).toBeVisible();
  await expectNoAxeViolations(page);
  await packages.getByRole("link", { name: `See the package: ${PROGRAM.name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: PROGRAM.name })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotFor(page, `${shot}-package-page`);
  await page.getByRole("link", { name: "Buy this package" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Buy: ${PROGRAM.name}` })).toBeVisible();
  await fillBillingIn(page, asheville);
  const summary = page.getByRole("region", { name: "Summary" });
  // NC 4.75% on $330.00.
  await expect(summary).toContainText("$15.68");
  await expect(summary).toContainText("$345.68");
  await expectNoAxeViolations(page);
  await screenshotFor(page, `${shot}-package-checkout`);
  await page.getByRole("button", { name: "Pay $345.68" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your purchase" })).toBeVisible();
  const bought = page.getByRole("region", { name: PROGRAM.name });
  await expect(bought.getByRole("definition").first()).toHaveText(/^\s*3\s*$/);
  await expect(bought).toContainText("Valid until");
  await expect(page.getByRole("link", { name: "Book a session" })).toHaveAttribute("href", /\/schedule\?service=\d+/);
  await expectNoAxeViolations(page);
  await screenshotFor(page, `${shot}-package-confirmation`);
}

/** A $150 gift card for a friend, sent on a date a week ahead (practice time). */
export async function buyGiftCardForFriend(page: Page, shot: string, friendEmail: string) {
  await page.goto("/gift-cards");
  await expect(page.getByRole("heading", { level: 1, name: "Give the gift of calm" })).toBeVisible();
  await page.getByRole("radio", { name: "$150" }).check();
  await page.getByLabel("Recipient's name").fill("Jordan Friend");
  await page.getByLabel("Recipient's email").fill(friendEmail);
  await page.getByLabel("Message (optional)").fill("Happy birthday! Enjoy some calm.");
  await page.getByRole("radio", { name: "On a date" }).check();
  const day = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/New_York" });
  await page.getByLabel("Date to send").fill(day);
  await expectNoAxeViolations(page);
  await screenshotFor(page, `${shot}-gift-card-form`);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout: Gift card ($150.00)" })).toBeVisible();
  await fillBillingIn(page, asheville);
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("$150.00");
  await expectNoAxeViolations(page);
  await screenshotFor(page, `${shot}-gift-card-checkout`);
  await page.getByRole("button", { name: "Pay $150.00" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your purchase" })).toBeVisible();
  const bought = page.getByRole("region", { name: "Gift card ($150.00)" });
  await expect(bought).toContainText(`Jordan Friend (${friendEmail})`);
  await expect(bought).toContainText("9:00 AM");
  await expect(bought.getByText(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotFor(page, `${shot}-gift-card-confirmation`);
}
