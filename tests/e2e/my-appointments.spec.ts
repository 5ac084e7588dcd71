import { expect, test } from "@playwright/test";

import { bookAppointment } from "./support/admin";
import { registerAndLogin } from "./support/auth";
import { expectNoAxeViolations } from "./support/booking";
import { logInOnAuthPage, registeredButLoggedOut } from "./support/checkout";
import { findRescheduleAndCancel, pastCutoff } from "./support/my-appointments";

// My Appointments (/appointments) on a desktop screen. The 375 px run of the same story
// is my-appointments.mobile.spec.ts; the server's rules (owner only, cutoff, the atomic swap,
// refunds once, emails) are proven in tests/integration.

test("a client finds an in-person booking, moves it to another day, then cancels it and sees the refund", async ({ page }) => {
  test.slow();
  await findRescheduleAndCancel(page, { screen: "desktop" });
});

test("inside the cutoff: the policy and the practice's phone and email replace Reschedule and Cancel", async ({ page }) => {
  await pastCutoff(page, { screen: "desktop" });
});

test("a new client sees a friendly empty state that leads to booking, and the page passes axe", async ({ page }) => {
  await registerAndLogin(page);
  await page.goto("/appointments");
  await expect(page.getByRole("heading", { level: 1, name: "My Appointments" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "No appointments yet" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Book a Session" })).toHaveAttribute("href", "/schedule");
  await expectNoAxeViolations(page);
});

test("another client's appointment is not found: not listed, its reschedule page 404, its cancel refused", async ({ page, baseURL }) => {
  const someoneElse = await bookAppointment(baseURL!, { serviceId: 1 });
  await registerAndLogin(page);
  await page.goto("/appointments");
  await expect(page.getByRole("heading", { level: 2, name: "No appointments yet" })).toBeVisible();

  for (const id of [String(someoneElse.id), "999999999", "abc", "99999999999"]) {
    const response = await page.goto(`/appointments/${id}/reschedule`);
    expect(response?.status(), id).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  }
  expect((await page.request.post(`/api/appointments/${someoneElse.id}/cancel`, { data: {} })).status()).toBe(404);
});

test("logged out: My Appointments asks to log in, then comes back to it", async ({ page }) => {
  const user = await registeredButLoggedOut(page);
  await page.goto("/appointments");
  await expect(page).toHaveURL("/auth?callbackUrl=%2Fappointments");
  await logInOnAuthPage(page, user);
  await expect(page).toHaveURL("/appointments");
  await expect(page.getByRole("heading", { level: 1, name: "My Appointments" })).toBeVisible();

  // The account menu and the profile lead there too.
  await page.goto("/profile");
  await page.getByRole("main").getByRole("link", { name: "My Appointments" }).click();
  await expect(page).toHaveURL("/appointments");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /account menu/ })
    .click();
  await expect(page.getByRole("menuitem", { name: "My Appointments" })).toHaveAttribute("href", "/appointments");
});
