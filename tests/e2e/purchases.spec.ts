import { expect, test } from "@playwright/test";
import { registerAndLogin } from "./support/auth";
import { expectNoAxeViolations } from "./support/booking";
import { fillBillingIn, logInOnAuthPage, registeredButLoggedOut, screenshotFor } from "./support/checkout";
import { emailsTo } from "./support/database";
import { asheville, buyGiftCardForFriend, buyProgram, PROGRAM } from "./support/purchases";

// Buying a package and a gift card on the site (no booking: no day index needed).

test("a client buys the three-session program with the test card and sees its sessions", async ({ page }) => {
  const user = await registerAndLogin(page);
  await buyProgram(page, "purchases-desktop");
  await expect.poll(async () => (await emailsTo(user.email)).map((e) => e.subject).join("\n")).toContain(`Your purchase: ${PROGRAM.name}`);
});

test("buying needs an account: logging in comes back to the package's checkout", async ({ page }) => {
  const user = await registeredButLoggedOut(page);
  await page.goto(`/packages/${PROGRAM.slug}`);
  await page.getByRole("link", { name: "Buy this package" }).click();
  await expect(page).toHaveURL(/\/auth\?callbackUrl=/);
  await logInOnAuthPage(page, user);
  await expect(page.getByRole("heading", { level: 1, name: `Buy: ${PROGRAM.name}` })).toBeVisible();
});

test("a client buys a gift card for a friend, sent on a date, and sees its code", async ({ page }) => {
  const user = await registerAndLogin(page);
  const friend = `friend_${Date.now()}@example.com`;
  await buyGiftCardForFriend(page, "purchases-desktop", friend);
  await expect
    .poll(async () => (await emailsTo(user.email)).map((e) => e.subject).join("\n"))
    .toContain("Your purchase: Gift card ($150.00)");
  // Not sent before its day.
  expect(await emailsTo(friend)).toHaveLength(0);
});

test("a wrong gift card amount and a past date are refused at their fields", async ({ page }) => {
  await registerAndLogin(page);
  await page.goto("/gift-cards");
  await page.getByRole("radio", { name: "Another amount" }).check();
  await page.getByLabel("Another amount (dollars)").fill("10");
  await page.getByLabel("Recipient's name").fill("Jordan");
  await page.getByLabel("Recipient's email").fill("not-an-email");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByText("Enter a whole number of dollars from $25 to $1,000.")).toBeVisible();
  await expect(page.getByText("Enter the recipient's email address, e.g. friend@example.com.")).toBeVisible();
});

test("a gift card pays part of the program: the card is charged the rest", async ({ page }) => {
  await registerAndLogin(page);
  // A $50 gift card sent at once; its code is on the confirmation.
  await page.goto("/gift-cards?amount=50");
  await expect(page.getByRole("radio", { name: "$50" })).toBeChecked();
  await page.getByLabel("Recipient's name").fill("Me Myself");
  await page.getByLabel("Recipient's email").fill(`self_${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await fillBillingIn(page, asheville);
  await page.getByRole("button", { name: "Pay $50.00" }).click();
  const code = (await page.getByText(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/).textContent())!.trim();

  await page.goto(`/packages/${PROGRAM.slug}/checkout`);
  await page.getByText("Have a gift card?").click();
  await page.getByLabel("Gift card code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(`…${code.slice(-4)}`).first()).toBeVisible();
  await fillBillingIn(page, asheville);
  const summary = page.getByRole("region", { name: "Summary" });
  // $345.68 less the gift card's $50.00.
  await expect(summary).toContainText("−$50.00");
  await expect(summary).toContainText("$295.68");
  await expectNoAxeViolations(page);
  await screenshotFor(page, "purchases-desktop-package-gift-card");
  await page.getByRole("button", { name: "Pay $295.68" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your purchase" })).toBeVisible();
  await expect(page.getByRole("region", { name: PROGRAM.name })).toContainText(/Paid by gift card\s*\$50\.00/);
});
