import { expect, test, type Browser, type Page } from "@playwright/test";

import { loginAsAdmin } from "./support/admin";
import { registerAndLogin } from "./support/auth";
import { expectNoAxeViolations, expectToast, openSchedule } from "./support/booking";
import { expectNoHorizontalOverflow } from "./support/layout";
import { holdScripts } from "./support/network";

// The owner's services and practice settings: a new service with its price shows on
// /services and in the wizard at once, a retired one is gone from both; closing in-person sessions
// marks in-person services "Not yet bookable" and takes them out of the wizard. The services made
// here have their own names; in-person sessions are opened again at the end (other specs book them).

// Long journeys (admin, public pages and a client's wizard) on a shared, busy machine.
test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** The wizard's service step of a fresh client, in its own browser context. */
async function clientWizard(browser: Browser) {
  const context = await browser.newContext({ timezoneId: "America/New_York" });
  const page = await context.newPage();
  await registerAndLogin(page);
  await openSchedule(page);
  return { page, close: () => context.close() };
}

const serviceCard = (page: Page, name: string) =>
  page.getByTestId("service-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
const adminRow = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });

async function setInPersonOpen(page: Page, open: boolean) {
  const res = await page.request.put("/api/admin/settings", {
    data: { bannerText: "We are officially open! For now we are taking virtual sessions only.", inPersonOpen: open },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("add a service with its price: it shows on /services and in the wizard; retired, it is gone from both", async ({
  page,
  browser,
}, testInfo) => {
  const name = `Sound Bath ${uid()}`;
  await page.goto("/admin/services");
  await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Services" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("admin-services-desktop.png"), fullPage: true });

  await page.getByRole("link", { name: "Add a service" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a service" })).toBeVisible();
  // Empty: every field says what it needs, and focus goes to the first.
  await page.getByLabel("Name").fill("");
  await page.getByRole("button", { name: "Add service" }).click();
  await expect(page.getByLabel("Name")).toBeFocused();
  await expect(page.getByText("Enter the service's name (up to 100 characters).")).toBeVisible();
  await expect(page.getByText("Choose a category: yoga or hypnotherapy.")).toBeVisible();
  await expect(page.getByText(/^Enter a price in dollars, \$0 for a free service/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("admin-service-form-errors-desktop.png"), fullPage: true });

  await page.getByLabel("Name").fill(name);
  await expect(page.getByLabel("Slug")).toHaveValue(name.toLowerCase().replace(/ /g, "-"));
  await page.getByLabel("Category").selectOption("yoga");
  await page.getByRole("radio", { name: "Virtual (video call)" }).check();
  await page.getByLabel("Price (US dollars)").fill("77.50");
  await page.getByLabel("Duration (minutes)").fill("45");
  await page.getByLabel("Description").fill("Resonant bowls and gongs to rest the mind, by video call.");
  await expect(page.getByRole("checkbox", { name: /Consent form required/ })).toBeChecked();
  await page.getByRole("checkbox", { name: /One per client/ }).check();
  await page.getByRole("button", { name: "Add service" }).click();
  await expect(page.getByText("Enter a duration in minutes: a multiple of 30, from 30 to 240.")).toBeVisible();
  await page.getByLabel("Duration (minutes)").fill("60");
  await page.getByRole("button", { name: "Add service" }).click();
  await expectToast(page, "Service added");
  await expect(page).toHaveURL(/\/admin\/services$/);
  await expect(adminRow(page, name)).toContainText("$77.50");
  await expect(adminRow(page, name)).toContainText("One per client");

  await page.goto("/services");
  const card = serviceCard(page, name);
  await expect(card).toContainText("$77.50");
  await expect(card).toContainText("60-minute virtual session");
  await expect(card.getByRole("link", { name: `Book Now: ${name}` })).toBeVisible();

  const client = await clientWizard(browser);
  try {
    await expect(client.page.getByRole("radio", { name })).toBeVisible();

    await page.goto("/admin/services");
    await adminRow(page, name)
      .getByRole("button", { name: `Retire ${name}` })
      .click();
    const dialog = page.getByRole("alertdialog", { name: `Retire ${name}?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Retire Service" }).click();
    await expectToast(page, "Service retired");
    await expect(adminRow(page, name)).toContainText("Retired");
    await expect(adminRow(page, name).getByRole("button", { name: `Restore ${name}` })).toBeVisible();

    await page.goto("/services");
    await expect(page.getByRole("heading", { name: "Yoga Sessions" })).toBeVisible();
    await expect(serviceCard(page, name)).toHaveCount(0);
    await openSchedule(client.page);
    await expect(client.page.getByRole("radio", { name: "Private Yoga (Virtual)" })).toBeVisible();
    await expect(client.page.getByRole("radio", { name })).toHaveCount(0);
  } finally {
    await client.close();
  }

  await page.goto("/admin/audit?action=service.retire");
  await expect(page.getByText(`Retired the service "${name}"`)).toBeVisible();
});

test("closing in-person sessions: in-person services show as not yet bookable and the wizard does not offer them", async ({
  page,
  browser,
}, testInfo) => {
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByLabel("Home page banner")).toHaveValue("We are officially open! For now we are taking virtual sessions only.");
  const toggle = page.getByRole("switch", { name: "In-person sessions open for booking" });
  await expect(toggle).toBeChecked(); // the test setup opens them: the other specs book them
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("admin-settings-desktop.png"), fullPage: true });

  const client = await clientWizard(browser);
  try {
    await toggle.click();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expectToast(page, "Settings saved", "In-person sessions are closed: they show as not yet bookable.");

    await page.goto("/services");
    const inPerson = serviceCard(page, "Private Yoga (In-Person)");
    await expect(inPerson.getByText("Not yet bookable")).toBeVisible();
    await expect(inPerson.getByRole("link", { name: /Book Now/ })).toHaveCount(0);
    await expect(serviceCard(page, "Private Yoga (Virtual)").getByRole("link", { name: "Book Now: Private Yoga (Virtual)" })).toBeVisible();
    await expectNoAxeViolations(page);
    await inPerson.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("services-in-person-closed-desktop.png") });

    await openSchedule(client.page);
    await expect(client.page.getByRole("radio", { name: "Private Yoga (Virtual)" })).toBeVisible();
    await expect(client.page.getByRole("radio", { name: "Private Yoga (In-Person)" })).toHaveCount(0);
    await expect(client.page.getByRole("radio", { name: "Clinical Hypnotherapy (In-Person)" })).toHaveCount(0);

    await page.goto("/admin/settings");
    await page.getByRole("switch", { name: "In-person sessions open for booking" }).click();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expectToast(page, "Settings saved", "In-person sessions are open for booking.");
    await page.goto("/services");
    await expect(
      serviceCard(page, "Private Yoga (In-Person)").getByRole("link", { name: "Book Now: Private Yoga (In-Person)" }),
    ).toBeVisible();
    await openSchedule(client.page);
    await expect(client.page.getByRole("radio", { name: "Private Yoga (In-Person)" })).toBeVisible();
  } finally {
    await setInPersonOpen(page, true);
    await client.close();
  }
  await page.goto("/");
  await expect(page.getByText("We are officially open!")).toBeVisible();
});

test("a service edit sent before the page has hydrated is saved", async ({ page }) => {
  const name = `Early Edit ${uid()}`;
  const res = await page.request.post("/api/admin/services", {
    data: {
      name,
      slug: name.toLowerCase().replace(/ /g, "-"),
      category: "yoga",
      price: "40",
      duration: 30,
      isVirtual: true,
      description: "A short stretch by video call, before the day starts.",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = await res.json();

  const scripts = await holdScripts(page);
  await page.goto(`/admin/services/${id}`, { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: `Edit ${name}` });
  // A refusal first: the server's message at the field, what was typed kept.
  await form.getByLabel("Price (US dollars)").fill("-5");
  await form.getByRole("button", { name: "Save service" }).click();
  await expect(form.getByText(/^Enter a price in dollars, \$0 for a free service/)).toBeVisible();
  await expect(form.getByLabel("Price (US dollars)")).toHaveValue("-5");
  await form.getByLabel("Price (US dollars)").fill("45.50");
  await form.getByRole("radio", { name: "In person (studio)" }).check();
  await form.getByRole("button", { name: "Save service" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Service saved: ${name} is updated on the site.` })).toBeVisible();
  scripts.release();

  const saved = (await (await page.request.get("/api/admin/services")).json()).find((s: { id: number }) => s.id === id);
  expect(saved).toMatchObject({ price: 4550, isVirtual: false, active: true });
  // Tidy: retired, it leaves the site.
  expect((await page.request.post(`/api/admin/services/${id}/status`, { data: { active: false } })).status()).toBe(200);
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the services list fits, and Move up / Move down work from the keyboard with focus kept", async ({ page }, testInfo) => {
    const names = [`Mobile A ${uid()}`, `Mobile B ${uid()}`];
    for (const name of names) {
      const res = await page.request.post("/api/admin/services", {
        data: {
          name,
          slug: name.toLowerCase().replace(/ /g, "-"),
          category: "hypnotherapy",
          price: "50",
          duration: 30,
          isVirtual: true,
          description: "A short check-in session by video call.",
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.goto("/admin/services");
    await expect(adminRow(page, names[1])).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("admin-services-375.png"), fullPage: true });

    const hypnotherapy = page.getByRole("list", { name: "Hypnotherapy Sessions" });
    const order = () => hypnotherapy.getByTestId("admin-service").evaluateAll((rows) => rows.map((row) => row.getAttribute("aria-label")));
    const before = await order();
    expect(before.slice(-2)).toEqual(names);
    await expect(adminRow(page, names[1]).getByRole("button", { name: `Move ${names[1]} down` })).toBeDisabled();

    const up = adminRow(page, names[1]).getByRole("button", { name: `Move ${names[1]} up` });
    await up.focus();
    await page.keyboard.press("Enter");
    await expectToast(page, "Order saved");
    await expect.poll(async () => (await order()).slice(-2)).toEqual([names[1], names[0]]);
    await expect(page.getByRole("button", { name: `Move ${names[1]} up` })).toBeFocused();

    await page.goto("/admin/services/new");
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath("admin-service-form-375.png"), fullPage: true });
    await page.goto("/admin/settings");
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("admin-settings-375.png"), fullPage: true });

    // Tidy: the services made here are retired (and so leave the site).
    await page.goto("/admin/services");
    for (const name of names) {
      const res = await page.request.get("/api/admin/services");
      const id = (await res.json()).find((s: { name: string }) => s.name === name).id;
      expect((await page.request.post(`/api/admin/services/${id}/status`, { data: { active: false } })).status()).toBe(200);
    }
  });
});
