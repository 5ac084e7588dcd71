import { expect, test, type Page } from "@playwright/test";

import { bookVirtualSession } from "./support/appointments";
import { registerAndLogin } from "./support/auth";
import { expectNoAxeViolations, expectToast } from "./support/booking";

// /profile: the summary card and its three tabs, against a fresh account.

const summary = (page: Page) => page.getByRole("main").locator("[data-slot=card]").first();
const tab = (page: Page, name: string) => page.getByRole("tab", { name });

test.describe("profile summary and Account tab", () => {
  test("shows the summary card, and passes axe", async ({ page }) => {
    const user = await registerAndLogin(page, { phone: "" });
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    const card = summary(page);
    await expect(card.getByRole("heading", { name: `${user.firstName} ${user.lastName}` })).toBeVisible();
    await expect(card).toContainText("AQ"); // initials
    await expect(card).toContainText(user.email);
    await expect(card).toContainText(user.username);
    await expect(card).toContainText("Not provided");
    await expect(card).toContainText("Enabled");
    await expect(card).toContainText("Not subscribed");
    await expect(tab(page, "Account")).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);
  });

  test("updates name, email and phone with validation and toasts", async ({ page }) => {
    const user = await registerAndLogin(page);
    await page.goto("/profile");
    const form = page.getByRole("form", { name: "Personal details" });
    await expect(form.getByRole("button", { name: "Update Profile" })).toBeDisabled(); // nothing changed yet

    await form.getByLabel("Email").fill("not-an-email");
    await form.getByRole("button", { name: "Update Profile" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();

    const email = `new.${user.email}`;
    await form.getByLabel("First name").fill("Jordan");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone (optional)").fill("(828) 555-0177");
    await form.getByRole("button", { name: "Update Profile" }).click();
    await expectToast(page, "Profile Updated");
    await expect(summary(page)).toContainText("(828) 555-0177");
    await expect(summary(page)).toContainText(email);
    await expect(page.getByRole("banner").getByRole("button", { name: "Jordan account menu" })).toBeVisible();
  });

  test("changes the password only with the current one", async ({ page }) => {
    const user = await registerAndLogin(page);
    await page.goto("/profile");
    const form = page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password").fill("wrong-password-1");
    await form.getByLabel("New password", { exact: true }).fill("brand-new-pass-9");
    await form.getByLabel("Confirm new password").fill("brand-new-pass-9");
    await form.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Password Not Changed", "Your current password is incorrect");
    // The server never sends a password back: a refused form starts again empty, the error at its field.
    await expect(form.getByText("Your current password is incorrect")).toBeVisible();
    await expect(form.getByLabel("New password", { exact: true })).toHaveValue("");

    await form.getByLabel("Current password").fill(user.password);
    await form.getByLabel("New password", { exact: true }).fill("brand-new-pass-9");
    await form.getByLabel("Confirm new password").fill("something-else-1");
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(form.getByText("The passwords do not match")).toBeVisible();

    // Another device signed in to the same account.
    const otherDevice = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    expect((await otherDevice.request.post("/api/login", { data: { username: user.username, password: user.password } })).status()).toBe(
      200,
    );

    await form.getByLabel("Confirm new password").fill("brand-new-pass-9");
    await form.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Password Changed");
    await expect(form.getByLabel("Current password")).toHaveValue(""); // the form starts again

    // This browser stays logged in, on the same cookie; the other device's session has ended.
    await page.reload();
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    expect((await otherDevice.request.get("/api/user")).status()).toBe(401);
    await otherDevice.close();

    await page.request.post("/api/logout");
    expect((await page.request.post("/api/login", { data: { username: user.username, password: user.password } })).status()).toBe(401);
    expect((await page.request.post("/api/login", { data: { username: user.username, password: "brand-new-pass-9" } })).status()).toBe(200);
  });
});

test.describe("Notifications tab", () => {
  test("defaults, custom reminder validation, saving, and disabling", async ({ page }) => {
    await registerAndLogin(page);
    await page.goto("/profile?tab=notifications");
    await expect(page.getByRole("heading", { name: "Notification Preferences" })).toBeVisible();

    const checkbox = (name: string) => page.getByRole("checkbox", { name });
    await expect(checkbox("24 Hours Before")).toBeChecked();
    await expect(checkbox("1 Hour Before")).toBeChecked();
    for (const name of ["12 Hours Before", "3 Hours Before", "30 Minutes Before"]) await expect(checkbox(name)).not.toBeChecked();

    const hours = page.getByRole("spinbutton", { name: "Hours before" });
    await expect(hours).toHaveAttribute("min", "0.5");
    await expect(hours).toHaveAttribute("step", "0.5");
    const add = page.getByRole("button", { name: "Add Reminder" });

    await hours.fill("-1");
    await add.click();
    await expectToast(page, "Invalid Time", "Please enter a valid positive number of hours");

    await hours.fill("2.5");
    await add.click();
    const custom = page.getByRole("list", { name: "Custom reminders" });
    await expect(custom.getByText("2.5 Hours Before")).toBeVisible();
    await expect(hours).toHaveValue("");

    await hours.fill("2.5");
    await add.click();
    await expectToast(page, "Duplicate Time", "This time is already added");
    await hours.fill("24"); // the same moment as the chosen '24 Hours Before'
    await add.click();
    await expect(page.getByText("This time is already added").nth(0)).toBeVisible();

    await checkbox("3 Hours Before").check();
    await page.getByLabel(/personal note/).fill("Please bring a blanket.");
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expectToast(page, "Preferences Updated");
    // The form shows what was saved (the form's reset after saving must not undo the choices).
    await expect(checkbox("3 Hours Before")).toBeChecked();
    await expect(page.getByLabel(/personal note/)).toHaveValue("Please bring a blanket.");

    await page.reload();
    await expect(checkbox("3 Hours Before")).toBeChecked();
    await expect(page.getByRole("list", { name: "Custom reminders" }).getByText("2.5 Hours Before")).toBeVisible();
    await expect(page.getByLabel(/personal note/)).toHaveValue("Please bring a blanket.");
    await expectNoAxeViolations(page);

    // Off: every field but the switch is disabled; the summary says Disabled after saving.
    await page.getByRole("switch", { name: "Appointment reminders" }).click();
    await expect(checkbox("24 Hours Before")).toBeDisabled();
    await expect(hours).toBeDisabled();
    await expect(add).toBeDisabled();
    await expect(page.getByLabel(/personal note/)).toBeDisabled();
    await expect(page.getByRole("button", { name: "Remove 2.5 Hours Before" })).toBeDisabled();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expectToast(page, "Preferences Updated");
    await expect(summary(page)).toContainText("Disabled");
    await expect(page.getByRole("switch", { name: "Appointment reminders" })).not.toBeChecked();
  });

  test("a server refusal toasts 'Failed to Update Preferences' with the server message", async ({ page }) => {
    await registerAndLogin(page);
    await page.goto("/profile?tab=notifications");
    await expect(page.getByRole("heading", { name: "Notification Preferences" })).toBeVisible();
    // Logged out meanwhile (on another tab): the server refuses and says why.
    await page.context().clearCookies();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expectToast(page, "Failed to Update Preferences", "Please log in to continue.");
  });
});

test.describe("Appointment Reminders tab", () => {
  test("a new account has none: counts 0 and 'No reminders scheduled yet'", async ({ page }) => {
    await registerAndLogin(page);
    await page.goto("/profile");
    await tab(page, "Appointment Reminders").click();
    await expect(page).toHaveURL(/\/profile\?tab=reminders$/);
    await expect(page.getByRole("heading", { name: "Your Appointment Reminders" })).toBeVisible();
    await expect(page.getByText("No reminders scheduled yet")).toBeVisible();
    for (const id of ["total", "pending", "sent"]) await expect(page.getByTestId(`reminders-${id}`)).toHaveText("0");
    await expectNoAxeViolations(page);
  });

  test("lists a booking's reminders from the server; search, filter and tab live in the URL", async ({ page }) => {
    await registerAndLogin(page);
    const { serviceName } = await bookVirtualSession(page);
    const apiCalls: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/user/reminders")) apiCalls.push(req.url());
    });
    await page.goto("/profile?tab=reminders");

    // The new account's default reminders: 24 hours and 1 hour before, both pending.
    await expect(page.getByTestId("reminders-total")).toHaveText("2");
    await expect(page.getByTestId("reminders-pending")).toHaveText("2");
    await expect(page.getByTestId("reminders-sent")).toHaveText("0");
    const rows = page.getByRole("row");
    await expect(rows).toHaveCount(3); // header + 2
    await expect(page.getByRole("cell", { name: "24 Hours Before" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "1 Hour Before" })).toBeVisible();
    await expect(page.getByRole("cell", { name: serviceName }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    const search = page.getByRole("searchbox", { name: "Search reminders" });
    await search.fill("1 hour");
    await expect(rows).toHaveCount(2);
    await expect(page).toHaveURL(/[?&]q=1\+hour/);
    await page.getByRole("combobox", { name: "Filter by status" }).click();
    await page.getByRole("option", { name: "Sent Only" }).click();
    await expect(page.getByText("No reminders match your filter criteria")).toBeVisible();
    await expect(page).toHaveURL(/[?&]status=sent/);

    // A reload comes back to the same tab, search and filter.
    await page.reload();
    await expect(page.getByRole("tab", { name: "Appointment Reminders" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("searchbox", { name: "Search reminders" })).toHaveValue("1 hour");
    await expect(page.getByRole("combobox", { name: "Filter by status" })).toHaveText("Sent Only");
    await expect(page.getByText("No reminders match your filter criteria")).toBeVisible();

    await page.getByRole("combobox", { name: "Filter by status" }).click();
    await page.getByRole("option", { name: "Pending Only" }).click();
    await expect(rows).toHaveCount(2);
    await page.getByRole("searchbox", { name: "Search reminders" }).fill("");
    await expect(rows).toHaveCount(3);

    // Refresh reads them again on the server; the browser never asks the JSON API.
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
    await expect(rows).toHaveCount(3);
    expect(apiCalls).toEqual([]);
  });
});
