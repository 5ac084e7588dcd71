import { expect, test } from "@playwright/test";
import { registerAndLogin } from "./support/auth";
import { expectNoAxeViolations, stepHeading } from "./support/booking";
import {
  continueToPayment,
  downloadedBytes,
  expectNoHorizontalScroll,
  fillBillingIn,
  logInOnAuthPage,
  losAngeles,
  POLICY,
  registeredButLoggedOut,
  screenshotFor,
  serviceByName,
  serviceCard,
} from "./support/checkout";

// Checkout (Book Now, tax, the confirmation) on a 375 px phone. Days 10 and 11 are this file's.
test.use({ viewport: { width: 375, height: 812 } });

test("Book Now on a phone: the tax note on the cards, through the login and back with the service selected", async ({ page }) => {
  const user = await registeredButLoggedOut(page);
  const service = await serviceByName(page, "Restorative Yoga & Yoga Nidra");
  await page.goto("/services");
  const card = serviceCard(page, service.name);
  await expect(card).toContainText("+ tax where applicable");
  await expectNoHorizontalScroll(page);
  await screenshotFor(page, "checkout-services-mobile");
  await card.getByRole("link", { name: /^Book Now/ }).click();
  await expect(page).toHaveURL(`/auth?callbackUrl=${encodeURIComponent(`/schedule?service=${service.id}`)}`);
  await logInOnAuthPage(page, user);
  await expect(page).toHaveURL(`/schedule?service=${service.id}`);
  await expect(page.getByRole("radio", { name: service.name })).toBeChecked();
  await expectNoHorizontalScroll(page);
  await screenshotFor(page, "checkout-wizard-preselected-mobile");
});

test("a virtual session billed in California is taxed at California's rate; the confirmation fits the phone", async ({ page }) => {
  test.slow();
  await registerAndLogin(page);
  const service = await serviceByName(page, "Restorative Yoga & Yoga Nidra"); // $65.00, virtual
  await page.goto(`/schedule?service=${service.id}`);
  await expect(page.getByRole("radio", { name: service.name })).toBeChecked();
  await continueToPayment(page, 10);

  const summary = page.getByRole("region", { name: "Booking Summary" });
  await fillBillingIn(page, losAngeles);
  // CA 7.25% of $65.00 = $4.71.
  await expect(summary.getByText("Sales tax (CA 7.25%)")).toBeVisible();
  await expect(summary.getByText("$69.71")).toBeVisible();
  await expect(summary).not.toContainText("taxed where they take place");
  await screenshotFor(page, "checkout-payment-mobile");
  await page.getByRole("button", { name: "Complete Booking" }).click();

  await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
  const payment = page.getByRole("region", { name: "Payment", exact: true });
  await expect(payment).toContainText("Subtotal");
  await expect(payment).toContainText("$65.00");
  await expect(payment).toContainText("Sales tax (CA 7.25%)");
  await expect(payment).toContainText("$4.71");
  await expect(payment).toContainText("Total paid");
  await expect(payment).toContainText("$69.71");
  const policy = page.getByRole("region", { name: "Changes and cancellations" });
  await expect(policy).toContainText(POLICY);
  await expect(policy.getByRole("link", { name: "My Appointments" })).toHaveAttribute("href", "/appointments");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await payment.scrollIntoViewIfNeeded();
  await screenshotFor(page, "checkout-confirmation-mobile");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    payment.getByRole("link", { name: "Download receipt (PDF)" }).click(),
  ]);
  expect((await downloadedBytes(download)).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  await policy.getByRole("link", { name: "My Appointments" }).click();
  await expect(page).toHaveURL("/appointments");
  await expect(page.getByRole("heading", { level: 1, name: "My Appointments" })).toBeVisible();
});
