import { expect, test, type Page } from "@playwright/test";

import { bookAppointment, loginAsAdmin } from "./support/admin";
import { expectNoAxeViolations, expectToast } from "./support/booking";
import { expectNoHorizontalScroll, screenshotFor } from "./support/checkout";

// The owner's promo codes: she adds a code in the admin (the form says what a field needs first),
// sees it in the list with its discount, services, days and uses, and, marked as the intro offer,
// it shows on the home page with a link that applies it. Runs on the owner's own server: the intro
// offer changes what every visitor sees; it is unmarked at the end.

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();
const codeRow = (page: Page, code: string) => page.getByRole("listitem", { name: code, exact: true });

test("the owner adds a code and sees it in the list and its uses; as the intro offer it shows on the home page", async ({
  page,
  baseURL,
}) => {
  const code = `SPRING-${uid()}`;
  const codeField = page.getByRole("textbox", { name: "Code", exact: true });
  await page.goto("/admin/promo-codes");
  await expect(page.getByRole("heading", { level: 1, name: "Promo codes" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Promo codes" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await page.getByRole("link", { name: "Add a promo code" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a promo code" })).toBeVisible();
  // A code too short and no value: each field says what it needs, and nothing is saved.
  await codeField.fill("ab");
  await page.getByRole("button", { name: "Add code" }).click();
  await expect(page.getByText(/Enter a code of 3 to 32 letters/)).toBeVisible();
  await expect(codeField).toBeFocused();

  await codeField.fill(code.toLowerCase());
  await page.getByRole("radio", { name: "Percentage off" }).check();
  await page.getByLabel("Percentage or amount").fill("20");
  await page.getByRole("checkbox", { name: "Clinical Hypnotherapy (Virtual)" }).check();
  await page.getByLabel("Uses allowed in all").fill("10");
  await page.getByRole("checkbox", { name: /Show as the intro offer/ }).check();
  await page.getByLabel("Intro offer text").fill("New here? Your first hypnotherapy session is 20% off.");
  await expectNoAxeViolations(page);
  await screenshotFor(page, "admin-promo-code-form-desktop");
  await page.getByRole("button", { name: "Add code" }).click();

  await expectToast(page, "Code added");
  await expect(page).toHaveURL(/\/admin\/promo-codes$/);
  const row = codeRow(page, code);
  await expect(row).toContainText("20% off");
  await expect(row).toContainText("Clinical Hypnotherapy (Virtual)");
  await expect(row).toContainText("0 of 10 uses");
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Intro offer");
  await expectNoAxeViolations(page);
  await screenshotFor(page, "admin-promo-codes-desktop");

  // A client books with it: the list counts the use, and the code's page lists the booking with its discount.
  const services = (await (await page.request.get("/api/services/hypnotherapy")).json()) as { id: number; name: string }[];
  const virtual = services.find((s) => s.name === "Clinical Hypnotherapy (Virtual)")!;
  const booked = await bookAppointment(baseURL!, { serviceId: virtual.id, promoCode: code, firstName: "Robin" });
  await page.reload();
  await expect(codeRow(page, code)).toContainText("1 of 10 uses");
  await codeRow(page, code).getByRole("link", { name: /Edit/ }).click();
  const uses = page.getByRole("list", { name: `Bookings that used ${code}` });
  await expect(uses).toContainText(`${booked.firstName} ${booked.lastName}`);
  await expect(uses).toContainText("$24.00");
  await screenshotFor(page, "admin-promo-code-uses-desktop");

  // The home page shows the offer (rendered again at once after the save), its link applies it.
  await page.goto("/");
  const offer = page.getByRole("region", { name: "Intro offer: 20% off" });
  await expect(offer).toContainText("New here? Your first hypnotherapy session is 20% off.");
  const link = offer.getByRole("link", { name: `Book with code ${code}` });
  await expect(link).toHaveAttribute("href", new RegExp(`^/schedule\\?service=\\d+&code=${code}$`));
  await expectNoAxeViolations(page);
  await offer.scrollIntoViewIfNeeded();
  await screenshotFor(page, "home-intro-offer-desktop", { fullPage: false });

  // Deactivated from the list: gone from the home page.
  await page.goto("/admin/promo-codes");
  await codeRow(page, code)
    .getByRole("button", { name: `Deactivate ${code}` })
    .click();
  await expectToast(page, "Code deactivated");
  await expect(codeRow(page, code)).toContainText("Inactive");
  await page.goto("/");
  await expect(page.getByRole("region", { name: /Intro offer/ })).toHaveCount(0);
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the intro offer, the list and the form fit the screen", async ({ page }) => {
    const code = `PHONE-${uid()}`;
    const res = await page.request.post("/api/admin/promo-codes", {
      data: { code, kind: "amount", value: "15", maxUsesPerClient: 1, startsOn: "2030-01-01", endsOn: "2030-12-31", newClientsOnly: true },
    });
    expect(res.status(), await res.text()).toBe(201);
    const intro = await page.request.post("/api/admin/promo-codes", {
      data: { code: `${code}-INTRO`, kind: "amount", value: "10", isIntroOffer: true, introText: "Your first session is $10 off." },
    });
    expect(intro.status(), await intro.text()).toBe(201);

    // The services page shows the intro offer, whole, at 375 px; the link is for every service.
    await page.goto("/services");
    const offer = page.getByRole("region", { name: "Intro offer: $10.00 off" });
    await expect(offer).toContainText("Your first session is $10 off.");
    await expect(offer.getByRole("link", { name: `Book with code ${code}-INTRO` })).toHaveAttribute("href", `/schedule?code=${code}-INTRO`);
    await expectNoHorizontalScroll(page);
    await offer.scrollIntoViewIfNeeded();
    await screenshotFor(page, "services-intro-offer-375", { fullPage: false });
    expect((await page.request.patch(`/api/admin/promo-codes/${(await intro.json()).id}`, { data: { active: false } })).status()).toBe(200);

    await page.goto("/admin/promo-codes");
    const row = codeRow(page, code);
    await expect(row).toContainText("$15.00 off");
    await expect(row).toContainText("Jan 1, 2030 to Dec 31, 2030");
    await expect(row).toContainText("All services");
    await expectNoHorizontalScroll(page);
    await screenshotFor(page, "admin-promo-codes-375");

    await row.getByRole("link", { name: `Edit ${code}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${code}` })).toBeVisible();
    await expect(page.getByText("No booking has used this code yet.")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await screenshotFor(page, "admin-promo-code-edit-375");
  });
});
