import { expect, test } from "@playwright/test";
import { registerAndLogin } from "./support/auth";
import { stepHeading } from "./support/booking";
import { continueToPayment, expectNoHorizontalScroll, screenshotFor, serviceByName } from "./support/checkout";
import { createPromoCode } from "./support/database";

// A link that carries a code, on a 375 px phone. Day 12 is this file's.
test.use({ viewport: { width: 375, height: 812 } });

test("a link's code is applied on the payment step; one that covers the price books without a card", async ({ page }) => {
  const code = await createPromoCode(100);
  await registerAndLogin(page);
  const service = await serviceByName(page, "Clinical Hypnotherapy (Virtual)");
  await page.goto(`/schedule?service=${service.id}&code=${code}`);
  await continueToPayment(page, 12);

  await expect(page.getByText(`Code ${code} applied: $120.00 off`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nothing to pay" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Booking Summary" })).toContainText(/Total\s*\$0\.00/);
  await expectNoHorizontalScroll(page);
  await screenshotFor(page, "offers-code-free-mobile");
  await page.getByRole("button", { name: "Complete Booking" }).click();
  await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
  await expectNoHorizontalScroll(page);
});
