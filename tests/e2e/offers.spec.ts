import { expect, test, type Page } from "@playwright/test";
import { registerAndLogin } from "./support/auth";
import { chooseDateAndTime, expectNoAxeViolations, stepHeading } from "./support/booking";
import { continueToPayment, fillBillingIn, screenshotFor, serviceByName } from "./support/checkout";
import { createPromoCode, emailsTo } from "./support/database";

// A free consultation booked without a card (and refused the second time), and a promo code that
// lowers the price and its tax. Days 3 and 7 are this file's.

/** The seeded free consultation: the one service priced at $0. */
async function freeConsultation(page: Page) {
  const services = (await (await page.request.get("/api/services/hypnotherapy")).json()) as { id: number; name: string; price: number }[];
  const free = services.find((s) => s.price === 0);
  if (!free) throw new Error("no free service is offered");
  return free;
}

test("a new client books the free consultation without consent form or card; a second one is refused", async ({ page }) => {
  const user = await registerAndLogin(page);
  const service = await freeConsultation(page);
  await page.goto(`/schedule?service=${service.id}`);
  await expect(page.getByRole("radio", { name: service.name })).toBeChecked();
  await page.getByRole("button", { name: "Continue to Date Selection" }).click();
  await page.getByRole("dialog", { name: "Age Verification" }).getByRole("button", { name: "Yes, I am 18 or older" }).click();
  // No consent form for a consultation: straight to the dates.
  await expect(stepHeading(page, "Select a Date")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Consent and Liability Form" })).toHaveCount(0);
  await chooseDateAndTime(page, 3);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(stepHeading(page, "Payment Information")).toBeVisible();

  await expect(page.getByRole("heading", { name: "Nothing to pay" })).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await expect(page.getByText("Have a code?")).toHaveCount(0);
  const summary = page.getByRole("region", { name: "Booking Summary" });
  await expect(summary).toContainText("Free");
  await expectNoAxeViolations(page);
  await screenshotFor(page, "offers-free-checkout-desktop");
  await page.getByRole("button", { name: "Complete Booking" }).click();
  await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
  await expect.poll(async () => (await emailsTo(user.email)).map((e) => e.text).join("\n")).toContain("Free");

  // Once per client, for new clients: the wizard says so on the card and when the client continues.
  await page.getByRole("button", { name: "Book another session" }).click();
  await expect(stepHeading(page, "Select a Service")).toBeVisible();
  const card = page.locator("label", { has: page.getByRole("radio", { name: service.name }) });
  await expect(card).toContainText("Please choose another service.");
  await page.getByRole("radio", { name: service.name }).check();
  await page.getByRole("button", { name: "Continue to Date Selection" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please choose another service." })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Age Verification" })).toHaveCount(0);
  await screenshotFor(page, "offers-free-refused-desktop");
});

test("a code lowers the price and the tax; a wrong code says why", async ({ page }) => {
  const code = await createPromoCode(25);
  await registerAndLogin(page);
  const service = await serviceByName(page, "Clinical Hypnotherapy (Virtual)");
  await page.goto(`/schedule?service=${service.id}`);
  await continueToPayment(page, 7);

  await page.getByText("Have a code?").click();
  const field = page.getByLabel("Promo code");
  await field.fill("not-a-code");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This code is not valid. Check it and try again." })).toBeVisible();
  await expect(field).toHaveValue("not-a-code");

  await field.fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(`Code ${code} applied: $30.00 off`)).toBeVisible();
  const summary = page.getByRole("region", { name: "Booking Summary" });
  await expect(summary).toContainText(new RegExp(`Discount \\(${code}\\)\\s*−\\$30\\.00`));

  // $120 less 25% is $90, taxed at North Carolina's 4.75%: $4.28.
  await fillBillingIn(page, { line1: "12 Main Street", city: "Asheville", state: "NC", postal: "28801" });
  await expect(summary).toContainText(/Sales tax \(NC 4\.75%\)\s*\$4\.28/);
  await expect(summary).toContainText(/Total\s*\$94\.28/);
  await expectNoAxeViolations(page);
  await screenshotFor(page, "offers-code-applied-desktop");
  await page.getByRole("button", { name: "Complete Booking" }).click();
  await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
  await expect(page.getByText("$94.28").first()).toBeVisible();
});
