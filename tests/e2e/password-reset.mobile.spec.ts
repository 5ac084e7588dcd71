import { expect, test } from "@playwright/test";
import pg from "pg";

import { registerAndLogin } from "./support/auth";
import { expectNoAxeViolations, expectToast } from "./support/booking";
import { resetLinkIn, waitForEmail } from "./support/emails";
import { expectNoHorizontalOverflow } from "./support/layout";
import { uniqueClientIp } from "./support/network";
import { e2eDatabaseUrl } from "./support/database-url";

// "Forgot password?" on a 375 px phone: an expired link, a new one, a new password, and logging in
// with the email address. Every page fits the screen and passes axe.

test.use({ viewport: { width: 375, height: 812 } });

/** Ages the account's reset links past their hour, as if the client came back the next day. */
async function expireLinksOf(email: string) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `UPDATE "PasswordResetToken" SET "expiresAt" = now() - interval '1 minute' WHERE "userId" = (SELECT "id" FROM "User" WHERE "email" = $1)`,
      [email],
    );
  } finally {
    await client.end();
  }
}

test("an expired link, a new one, a new password and logging in by email on a phone", async ({ page }) => {
  const user = await registerAndLogin(page);
  await page.request.post("/api/logout");
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });

  const ask = async () => {
    await page.goto("/auth/forgot-password");
    await expectNoHorizontalOverflow(page);
    await page.getByLabel("Email or username").fill(user.username);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  };

  await ask();
  await expectNoAxeViolations(page);
  const first = resetLinkIn(await waitForEmail(user.email, "password-reset", 1));
  await expireLinksOf(user.email);
  await page.goto(first);
  await expect(page.getByRole("heading", { level: 1, name: "This link has expired" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL("/auth/forgot-password");
  await ask();
  const second = resetLinkIn(await waitForEmail(user.email, "password-reset", 2));
  expect(second).not.toBe(first);

  await page.goto(second);
  await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.getByLabel("New password", { exact: true }).fill("phone-reset-password-9");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("heading", { name: "Your password has been changed" })).toBeVisible();
  await expectNoHorizontalOverflow(page);

  await page.getByRole("link", { name: "Log in" }).click();
  await page.getByLabel("Username or email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("phone-reset-password-9");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expectToast(page, "Login successful");
  await expect(page).toHaveURL("/");
});
