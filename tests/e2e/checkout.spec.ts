import { expect, test } from "@playwright/test";
import { registerAndLogin } from "./support/auth";
import { expectNoAxeViolations, stepHeading } from "./support/booking";
import {
  continueToPayment,
  downloadedBytes,
  fillBillingIn,
  logInOnAuthPage,
  losAngeles,
  POLICY,
  registeredButLoggedOut,
  screenshotFor,
  serviceByName,
  serviceCard,
} from "./support/checkout";

// Checkout: Book Now books that service, no tax surprise, a confirmation worth keeping.
// Days 8 and 9 are this file's (the booking specs book days 0 to 6).

test.describe("Book Now", () => {
  test("every paid card says '+ tax where applicable', and every card books its own service", async ({ page }) => {
    await page.goto("/services");
    const cards = page.getByTestId("service-card");
    const offered = (
      await Promise.all(
        ["hypnotherapy", "yoga"].map(async (c) => (await (await page.request.get(`/api/services/${c}`)).json()) as unknown[]),
      )
    ).flat();
    expect(offered.length).toBeGreaterThan(0);
    await expect(cards).toHaveCount(offered.length);
    for (let i = 0; i < offered.length; i++) {
      const card = cards.nth(i);
      // A free service says Free, with no tax to mention.
      if ((await card.textContent())!.includes("$")) await expect(card).toContainText(/\$\d+\.\d{2}\s*\+ tax where applicable/);
      else await expect(card).not.toContainText("tax");
      const name = (await card.getByRole("heading", { level: 3 }).textContent())!;
      const { id } = await serviceByName(page, name);
      await expect(card.getByRole("link", { name: `Book Now: ${name}` })).toHaveAttribute("href", `/schedule?service=${id}`);
    }
  });

  test("lands on the wizard with that service selected; Continue still asks age and consent", async ({ page }) => {
    await registerAndLogin(page);
    const service = await serviceByName(page, "Private Yoga (In-Person)");
    await page.goto("/services");
    await serviceCard(page, service.name)
      .getByRole("link", { name: /^Book Now/ })
      .click();
    await expect(page).toHaveURL(`/schedule?service=${service.id}`);
    await expect(stepHeading(page, "Select a Service")).toBeVisible();
    await expect(page.getByRole("radio", { name: service.name })).toBeChecked();
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(1);
    // The wizard's cards say it too.
    await expect(page.locator("label", { has: page.getByRole("radio", { name: service.name }) })).toContainText(
      "$105.00 + tax where applicable",
    );
    await screenshotFor(page, "checkout-wizard-preselected-desktop");
    await page.getByRole("button", { name: "Continue to Date Selection" }).click();
    await expect(page.getByRole("dialog", { name: "Age Verification" })).toBeVisible();
  });

  test("logged out: through the login and back to the same service", async ({ page }) => {
    const user = await registeredButLoggedOut(page);
    const service = await serviceByName(page, "Clinical Hypnotherapy (In-Person)");
    await page.goto("/services");
    await serviceCard(page, service.name)
      .getByRole("link", { name: /^Book Now/ })
      .click();
    await expect(page).toHaveURL(`/auth?callbackUrl=${encodeURIComponent(`/schedule?service=${service.id}`)}`);
    await logInOnAuthPage(page, user);
    await expect(page).toHaveURL(`/schedule?service=${service.id}`);
    await expect(page.getByRole("radio", { name: service.name })).toBeChecked();

    // A full page load of the link, logged out, keeps the service too (proxy.ts).
    await page.context().clearCookies();
    await page.goto(`/schedule?service=${service.id}`);
    await expect(page).toHaveURL(`/auth?callbackUrl=${encodeURIComponent(`/schedule?service=${service.id}`)}`);
  });

  test("an unknown or malformed service id starts the wizard without a selection and without an error", async ({ page }) => {
    await registerAndLogin(page);
    for (const hint of ["999999", "abc", "-1"]) {
      await page.goto(`/schedule?service=${hint}`);
      await expect(stepHeading(page, "Select a Service")).toBeVisible();
      await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
      await expect(page.getByText("Please select a service")).toHaveCount(0);
      await expect(page.getByText("Unable to load services")).toHaveCount(0);
    }
  });
});

test.describe("checkout and confirmation", () => {
  test("an in-person session billed in California is taxed at the practice's rate; the confirmation itemises it with receipt, policy and manage link", async ({
    page,
  }) => {
    test.slow();
    await registerAndLogin(page);
    const service = await serviceByName(page, "Private Yoga (In-Person)"); // $105.00
    await page.goto(`/schedule?service=${service.id}`);
    await continueToPayment(page, 8);

    const summary = page.getByRole("region", { name: "Booking Summary" });
    await expect(summary).toContainText("In-person sessions are taxed where they take place: at our studio in Asheville, NC.");
    await fillBillingIn(page, losAngeles);
    // NC 4.75% of $105.00 = $4.99 (California's 7.25% would be $7.61).
    await expect(summary.getByText("Sales tax (NC 4.75%)")).toBeVisible();
    await expect(summary.getByText("$4.99")).toBeVisible();
    await expect(summary.getByText("$109.99")).toBeVisible();
    await screenshotFor(page, "checkout-payment-desktop");
    await page.getByRole("button", { name: "Complete Booking" }).click();

    await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
    const payment = page.getByRole("region", { name: "Payment", exact: true });
    await expect(payment.getByRole("definition").nth(0)).toHaveText("$105.00");
    await expect(payment.getByRole("term").nth(1)).toHaveText("Sales tax (NC 4.75%)");
    await expect(payment.getByRole("definition").nth(1)).toHaveText("$4.99");
    await expect(payment.getByRole("term").nth(2)).toHaveText("Total paid");
    await expect(payment.getByRole("definition").nth(2)).toHaveText("$109.99");

    const policy = page.getByRole("region", { name: "Changes and cancellations" });
    await expect(policy).toContainText(POLICY);
    await expect(policy.getByRole("link", { name: "My Appointments" })).toHaveAttribute("href", "/appointments");
    await expectNoAxeViolations(page);
    await screenshotFor(page, "checkout-confirmation-desktop");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      payment.getByRole("link", { name: "Download receipt (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^payment-receipt-\d+\.pdf$/);
    expect((await downloadedBytes(download)).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // Another client cannot fetch it, nor learn that it exists.
    const receiptUrl = await payment.getByRole("link", { name: "Download receipt (PDF)" }).getAttribute("href");
    expect(receiptUrl).toMatch(/^\/api\/appointments\/\d+\/receipt$/);
    await page.context().clearCookies();
    await registerAndLogin(page);
    expect((await page.request.get(receiptUrl!)).status()).toBe(404);
  });
});
