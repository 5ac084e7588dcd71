import { expect, test, type Page } from "@playwright/test";

import { PASSWORD_RESET_REQUESTED } from "@/lib/accounts/password-reset-links";
import { registerAndLogin } from "./support/auth";
import { expectNoAxeViolations, expectToast } from "./support/booking";
import { countEmails, resetLinkIn, waitForEmail } from "./support/emails";
import { holdScripts, uniqueClientIp } from "./support/network";

// "Forgot password?" through the browser: the login tab's link, the request form, the
// emailed link (read where the e2e server records its emails), a new password, the old sessions
// ended, and logging in with the new password by email address.

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

async function askForLink(page: Page, login: string) {
  await page.goto("/auth");
  await page.getByRole("form", { name: "Login" }).getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/auth/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  const form = page.getByRole("form", { name: "Reset your password" });
  await form.getByLabel("Email or username").fill(login);
  await form.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Check your email" })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: PASSWORD_RESET_REQUESTED })).toBeVisible();
}

test("the emailed link sets a new password once, ends every session, and the client logs in by email", async ({ page, browser }) => {
  // The client is logged in on another device.
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  const user = await registerAndLogin(otherPage);
  expect((await otherPage.request.get("/api/user")).status()).toBe(200);

  await page.goto("/auth/forgot-password");
  await expectNoAxeViolations(page);
  await askForLink(page, user.email.toUpperCase());
  await expectNoAxeViolations(page);

  const email = await waitForEmail(user.email, "password-reset");
  expect(email.subject).toBe("Reset your Serenity Wellness password");
  const link = resetLinkIn(email);

  const response = await page.goto(link);
  // The token in the address is never passed on to another page or site.
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
  await expect(page.getByText(user.username, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole("form", { name: "Set a new password" });
  await form.getByLabel("New password", { exact: true }).fill("short");
  await form.getByRole("button", { name: "Set new password" }).click();
  await expect(form.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(/Password must be at least 8 characters/);

  const newPassword = "a-fresh-start-2026";
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Your password has been changed" })).toBeFocused();
  await expectNoAxeViolations(page);

  // The other device's session has ended.
  expect((await otherPage.request.get("/api/user")).status()).toBe(401);
  await otherDevice.close();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "This link has been used" })).toBeVisible();
  await expect(page.getByText("This password reset link has already been used.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/auth/forgot-password");
  await expectNoAxeViolations(page);

  // Log in with the new password, by email address.
  await page.getByRole("link", { name: "Log in" }).click();
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Username or email").fill(user.email);
  await login.getByLabel("Password", { exact: true }).fill(user.password);
  await login.getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Login failed", "Invalid username or password");
  await login.getByLabel("Password", { exact: true }).fill(newPassword);
  await login.getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Login successful");
  await expect(page).toHaveURL("/");
});

test("an address without an account gets the same answer and no email", async ({ page }) => {
  const address = `nobody.${Date.now().toString(36)}@example.com`;
  await askForLink(page, address);
  // The email of a real account is written right after its answer: give this one the same time.
  await page.waitForTimeout(1500);
  expect(await countEmails(address, "password-reset")).toBe(0);

  await page.getByRole("button", { name: "Send another link" }).click();
  await expect(page.getByLabel("Email or username")).toBeVisible();
});

test("a link that is not ours leads to a new one", async ({ page }) => {
  await page.goto(`/auth/reset-password?token=${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL("/auth/forgot-password");
});

test("a request typed and sent before the page has hydrated still emails the link", async ({ page }) => {
  const user = await registerAndLogin(page);
  await page.context().clearCookies();
  const scripts = await holdScripts(page);
  await page.goto("/auth/forgot-password", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Reset your password" });
  // Empty first: the server's message, at the field.
  await form.getByRole("button", { name: "Send reset link" }).click();
  await expect(form.getByText("Please enter your email address or username")).toBeVisible();
  await form.getByLabel("Email or username").fill(user.username);
  await form.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: PASSWORD_RESET_REQUESTED })).toBeVisible();
  await waitForEmail(user.email, "password-reset");
  scripts.release();
});
