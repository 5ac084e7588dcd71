import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { fullAddress, siteConfig } from "../../lib/site-config";
import { storedMessages } from "./support/database";
import { holdScripts, uniqueClientIp } from "./support/network";

const form = (page: Page) => page.getByRole("main").locator("form");

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
  await page.goto("/contact");
});

test.describe("contact page", () => {
  test("shows the address, phone, email, opening hours and four social links", async ({ page }) => {
    await expect(page).toHaveTitle(/Contact/);
    const details = page.getByRole("complementary", { name: "Contact details" });
    await expect(details).toContainText(fullAddress);
    await expect(details.getByRole("link", { name: siteConfig.phone })).toHaveAttribute("href", siteConfig.phoneHref);
    await expect(details.getByRole("link", { name: siteConfig.email })).toHaveAttribute("href", `mailto:${siteConfig.email}`);
    for (const [day, hours] of [
      ["Mon-Fri", "8am-8pm"],
      ["Sat", "9am-5pm"],
      ["Sun", "10am-3pm"],
    ]) {
      await expect(details.locator("dt", { hasText: day })).toBeVisible();
      await expect(details.locator("dd", { hasText: hours })).toBeVisible();
    }
    const social = details.getByRole("list").last().getByRole("link");
    await expect(social).toHaveCount(4);
    await expect(social).toHaveText(siteConfig.social.map((s) => s.name));
  });

  test("validates every field with the spec's messages", async ({ page }) => {
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Message is required and must be at least 5 characters")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("textbox", { name: "Name" }).fill("Jordan Lee");
    await page.getByRole("textbox", { name: "Email" }).fill("jordan@");
    await page.getByRole("textbox", { name: "Message" }).fill("Hi");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name is required")).toBeHidden();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Message is required and must be at least 5 characters")).toBeVisible();
  });

  test("sends a message, confirms with a toast and clears the form", async ({ page }) => {
    await page.getByRole("textbox", { name: "Name" }).fill("Jordan Lee");
    await page.getByRole("textbox", { name: "Email" }).fill(`jordan.${Date.now()}@example.com`);
    await page.getByRole("textbox", { name: "Message" }).fill("Do you offer hypnotherapy for fear of flying?");
    await form(page).getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Message sent!")).toBeVisible();
    await expect(page.getByText("Thank you for contacting us. We'll get back to you soon.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
  });

  test("tells the visitor when sending failed and keeps what they wrote", async ({ page }) => {
    // The server refuses: this address has used up its messages for the hour (the API's limit too).
    for (let i = 0; i < 5; i++)
      await page.request.post("/api/contact", {
        data: { name: "Jordan Lee", email: "jordan@example.com", message: `Earlier message ${i}` },
      });
    await page.getByRole("textbox", { name: "Name" }).fill("Jordan Lee");
    await page.getByRole("textbox", { name: "Email" }).fill("jordan@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Hello, is Saturday available?");
    await form(page).getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Failed to send message")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Hello, is Saturday available?");
  });

  test("has no accessibility violations", async ({ page }) => {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe("contact form before the page's script runs", () => {
  test("a message typed and sent before hydration is stored and confirmed", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const email = `early.${Date.now()}@example.com`;
    await page.getByRole("textbox", { name: "Name" }).fill("Early Bird");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("textbox", { name: "Message" }).fill("Sent before the page was ready.");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for contacting us." })).toBeVisible();
    expect(await storedMessages(email)).toEqual(["Sent before the page was ready."]);
    scripts.release();
  });

  test("without JavaScript: a refusal keeps what was typed, then the message is stored", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() },
    });
    const page = await context.newPage();
    await page.goto("/contact");
    const email = `nojs.${Date.now()}@example.com`;
    await page.getByRole("textbox", { name: "Name" }).fill("No Script");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("textbox", { name: "Message" }).fill("Hi");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message is required and must be at least 5 characters")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("No Script");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);

    await page.getByRole("textbox", { name: "Message" }).fill("Hello without any script at all.");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for contacting us." })).toBeVisible();
    expect(await storedMessages(email)).toEqual(["Hello without any script at all."]);
    await context.close();
  });
});
