import { expect, test, type Page } from "@playwright/test";

import { loginAsAdmin } from "./support/admin";
import { expectNoAxeViolations, expectToast } from "./support/booking";
import { expectNoHorizontalScroll, screenshotFor } from "./support/checkout";
import { grantGiftCard, grantPackage } from "./support/database";

// The owner's packages and gift cards: she adds a package (the form says what a field needs
// first), sees it in the list and on the public services page, and retires it; she opens a gift
// card, reads its whole code and history, and voids it with a note after a confirmation. Runs on
// the owner's own server: a package on sale changes what every visitor sees; it is retired at the end.

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const packageRow = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });

/** The public Packages section on /services, read by a visitor (a page of its own, signed out). */
async function publicServicesText(page: Page): Promise<string | null> {
  const visitor = await page.context().browser()!.newPage();
  try {
    await visitor.goto(new URL("/services", page.url()).toString());
    const section = visitor.getByRole("heading", { name: /^Packages/ });
    // The public section arrives with the purchase flow; without it there is nothing to check.
    if ((await section.count()) === 0) return null;
    return await visitor.locator("main").innerText();
  } finally {
    await visitor.close();
  }
}

test("the owner adds a package, sees it for sale, and retires it", async ({ page }) => {
  const name = `Calm Mind Program ${uid()}`;
  await page.goto("/admin/packages");
  await expect(page.getByRole("heading", { level: 1, name: "Packages" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Packages" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Add a package" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a package" })).toBeVisible();
  // Nothing ticked and no price: each field says what it needs, and nothing is saved.
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add package" }).click();
  await expect(page.getByText("Enter the number of sessions: a whole number from 1 to 50.")).toBeVisible();
  await expect(page.getByText("Tick at least one service the package covers.")).toBeVisible();

  await page.getByLabel("Number of sessions").fill("3");
  await page.getByLabel("Price (dollars)").fill("330");
  await page.getByLabel("Valid for", { exact: true }).fill("6");
  await page.getByRole("radio", { name: "Months" }).check();
  await page.getByLabel("Description").fill("Three hypnotherapy sessions to quiet an anxious mind, with a booster.");
  await page.getByRole("checkbox", { name: "Clinical Hypnotherapy (Virtual)" }).check();
  await page.getByRole("checkbox", { name: "Clinical Hypnotherapy (In-Person)" }).check();
  await expectNoAxeViolations(page);
  await screenshotFor(page, "admin-package-form-desktop");
  await page.getByRole("button", { name: "Add package" }).click();

  await expectToast(page, "Package added");
  await expect(page).toHaveURL(/\/admin\/packages$/);
  const row = packageRow(page, name);
  await expect(row).toContainText("$330.00");
  await expect(row).toContainText("3 sessions");
  await expect(row).toContainText("Valid 6 months");
  await expect(row).toContainText("0 sold");
  await expect(row).toContainText("Active");
  await expectNoAxeViolations(page);
  await screenshotFor(page, "admin-packages-desktop");

  const forSale = await publicServicesText(page);
  if (forSale !== null) expect(forSale).toContain(name);

  // The edit page keeps what was saved.
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByLabel("Price (dollars)")).toHaveValue("330.00");
  await expect(page.getByRole("checkbox", { name: "Clinical Hypnotherapy (In-Person)" })).toBeChecked();
  await expectNoAxeViolations(page);

  await page.goto("/admin/packages");
  await packageRow(page, name)
    .getByRole("button", { name: `Retire ${name}` })
    .click();
  await expectToast(page, "Package retired");
  await expect(packageRow(page, name)).toContainText("Retired");
  const afterRetire = await publicServicesText(page);
  if (afterRetire !== null) expect(afterRetire).not.toContain(name);
});

test("the owner opens a gift card, reads its history and voids it with a note", async ({ page }) => {
  const recipient = `Avery ${uid()}`;
  const card = await grantGiftCard(7_500, recipient);
  const masked = `••••-••••-••••-${card.code.slice(-4)}`;
  await page.goto(`/admin/gift-cards?q=${card.code.slice(-4)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Gift cards" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Code, buyer or recipient" })).toHaveValue(card.code.slice(-4));
  const link = page.getByRole("link", { name: `Card ending ${card.code.slice(-4)} for ${recipient}` });
  await expect(link).toContainText(masked);
  await expect(page.getByRole("main")).not.toContainText(card.code.slice(0, 4) + card.code.slice(4, 8));
  await expectNoAxeViolations(page);
  await screenshotFor(page, "admin-gift-cards-desktop");

  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: `Gift card ending ${card.code.slice(-4)}` })).toBeVisible();
  await expect(page.getByText(card.code.replace(/(.{4})(?=.)/g, "$1-"))).toBeVisible();
  const history = page.getByRole("list", { name: `History of the card ending ${card.code.slice(-4)}` });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history).toContainText("Bought");
  await expect(history).toContainText("+$75.00");
  await expectNoAxeViolations(page);

  // A note is required before the confirmation.
  await page.getByRole("button", { name: "Void gift card" }).click();
  await expect(page.getByText(/Write why you void it/)).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.getByLabel("Why void it?").fill("Refunded to the buyer by check.");
  await page.getByRole("button", { name: "Void gift card" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Void the card ending ${card.code.slice(-4)}?` });
  await expect(confirm).toContainText("The $75.00 left on it is taken off");
  await screenshotFor(page, "admin-gift-card-void-confirm-desktop", { fullPage: false });
  await confirm.getByRole("button", { name: "Void gift card" }).click();

  await expectToast(page, "Gift card voided");
  await expect(page.getByRole("heading", { level: 2, name: /The card/ })).toContainText("Voided");
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history).toContainText("Voided (by you)");
  await expect(history).toContainText("−$75.00");
  await expect(history).toContainText("Note: Refunded to the buyer by check.");
  await expect(page.getByRole("button", { name: "Void gift card" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotFor(page, "admin-gift-card-desktop");
});

test("the owner takes a credit off a client's package and gives it back, with notes, and sees the liability", async ({ page }) => {
  const { buyer } = await grantGiftCard(5_000);
  const { name } = await grantPackage(buyer.id, "hypnotherapy-three-session-program");
  await page.goto(`/admin/clients/${buyer.id}`);
  const section = page.getByRole("region", { name: "Packages and gift cards" });
  await expect(section).toContainText("Gift card balance: $50.00");
  const pkg = section.getByTestId("client-package");
  await expect(pkg).toContainText(`${name}`);
  await expect(pkg).toContainText(/3 of 3\s*sessions left/);
  const form = pkg.getByRole("form", { name: `Change the credits of ${name}` });
  await form.getByRole("radio", { name: "Remove a credit (−1)" }).check();
  await form.getByLabel("Note").fill("Sold twice by mistake.");
  await form.getByRole("button", { name: "Save the change" }).click();
  await expectToast(page, "Credits changed", "Credit removed: 2 sessions left.");
  await expect(pkg).toContainText(/2 of 3\s*sessions left/);
  await form.getByRole("radio", { name: "Give a credit back (+1)" }).check();
  await form.getByLabel("Note").fill("Not a mistake after all.");
  await form.getByRole("button", { name: "Save the change" }).click();
  await expectToast(page, "Credits changed", "Credit given back: 3 sessions left.");
  await expect(pkg).toContainText(/3 of 3\s*sessions left/);
  const history = pkg.getByRole("list", { name: `History of ${name}` });
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await expect(history).toContainText("Note: Sold twice by mistake.");
  await expect(history).toContainText("Note: Not a mistake after all.");
  await expectNoAxeViolations(page);
  await section.scrollIntoViewIfNeeded();
  await screenshotFor(page, "admin-client-packages-desktop");

  // The payments list has both purchases, the buyer linked to the client record.
  await page.goto(`/admin/dashboard?tab=payments&paySearch=${buyer.name.split(" ")[1]}`);
  const payments = page.getByRole("tabpanel").getByRole("table");
  await expect(payments.getByRole("row")).toHaveCount(4);
  await expect(payments).toContainText(`Package: ${name}`);
  await expect(payments).toContainText("Gift card purchase");
  await expect(payments.getByRole("link", { name: buyer.name }).first()).toHaveAttribute("href", `/admin/clients/${buyer.id}`);
  await screenshotFor(page, "admin-payments-purchases-desktop", { fullPage: false });

  await page.goto("/admin/reports");
  const liability = page.getByRole("region", { name: "Packages and gift cards" });
  await expect(liability).toContainText("Outstanding liability, now");
  await expect(liability).toContainText(/Gift cards \$[\d,]+\.\d\d \(\d+ cards?\) \+ package credits \$[\d,]+\.\d\d/);
  await expectNoAxeViolations(page);
  await liability.scrollIntoViewIfNeeded();
  await screenshotFor(page, "admin-reports-liability-desktop", { fullPage: false });
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the packages, the package form, the gift cards and a card fit the screen", async ({ page }) => {
    const card = await grantGiftCard(2_000);
    await page.goto("/admin/packages");
    await expect(page.getByRole("heading", { level: 1, name: "Packages" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshotFor(page, "admin-packages-375");

    await page.goto("/admin/packages/new");
    await expect(page.getByRole("heading", { level: 1, name: "Add a package" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshotFor(page, "admin-package-form-375");

    await page.goto("/admin/gift-cards");
    await expect(page.getByRole("list", { name: "Gift cards" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await screenshotFor(page, "admin-gift-cards-375");

    await page.goto(`/admin/gift-cards/${card.id}`);
    await expect(page.getByRole("heading", { level: 2, name: "History" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await screenshotFor(page, "admin-gift-card-375");

    await grantPackage(card.buyer.id, "yoga-5-pack");
    await page.goto(`/admin/clients/${card.buyer.id}`);
    await expect(page.getByRole("heading", { level: 2, name: "Packages and gift cards" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole("heading", { level: 2, name: "Packages and gift cards" }).scrollIntoViewIfNeeded();
    await screenshotFor(page, "admin-client-packages-375");
  });
});
