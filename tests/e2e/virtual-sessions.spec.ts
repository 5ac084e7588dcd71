import { expect, test } from "@playwright/test";

import { registerAndLogin } from "./support/auth";
import { expectNoAxeViolations, expectToast } from "./support/booking";

// /virtual-sessions for the logged-in user. The list's data rules (confirmed, virtual, not over,
// own only) are covered by tests/integration/accounts; here the page's states.

test("a new client sees 'No Upcoming Virtual Sessions' with 'Book a Session', and the page passes axe", async ({ page }) => {
  const user = await registerAndLogin(page);
  const request = page.waitForRequest((req) => req.url().endsWith("/virtual-appointments"));
  await page.goto("/virtual-sessions");
  // The page asks for the logged-in user's own sessions (not a fixed id).
  const me = (await (await page.request.get("/api/user")).json()) as { id: number; username: string };
  expect(me.username).toBe(user.username);
  expect((await request).url()).toContain(`/api/user/${me.id}/virtual-appointments`);

  await expect(page.getByRole("heading", { level: 1, name: "My Virtual Sessions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Upcoming Virtual Sessions" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book a Session" })).toHaveAttribute("href", "/schedule");
  await expectNoAxeViolations(page);

  // Another user's sessions are not readable.
  expect((await page.request.get(`/api/user/${me.id + 1000}/virtual-appointments`)).status()).toBe(403);
});

test("shows session cards; Join Session opens the link or says it is missing", async ({ page }) => {
  await registerAndLogin(page);
  await page.route("**/virtual-appointments", (route) =>
    route.fulfill({
      json: [
        {
          id: 41,
          serviceName: "Clinical Hypnotherapy (Virtual)",
          practitionerName: "Maya Reyes",
          formattedDate: "Monday, March 4, 2030",
          time: "2:30 PM EST",
          startsAt: "2030-03-04T19:30:00.000Z",
          zoomLink: "https://zoom.us/j/5550142000",
        },
        {
          id: 42,
          serviceName: "Virtual Yoga Flow",
          practitionerName: "Maya Reyes",
          formattedDate: "Friday, March 8, 2030",
          time: "9:00 AM EST",
          startsAt: "2030-03-08T14:00:00.000Z",
          zoomLink: null,
        },
      ],
    }),
  );
  await page.goto("/virtual-sessions");
  const cards = page.getByRole("list", { name: "Upcoming virtual sessions" }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText("Monday, March 4, 2030");
  await expect(cards.nth(0)).toContainText("2:30 PM EST");
  await expect(cards.nth(0)).toContainText("Maya Reyes");
  await expect(cards.nth(0).getByRole("link", { name: /Join Session/ })).toHaveAttribute("href", "https://zoom.us/j/5550142000");
  await expect(cards.nth(0).getByRole("link", { name: /Join Session/ })).toHaveAttribute("target", "_blank");
  await expectNoAxeViolations(page);

  await cards.nth(1).getByRole("button", { name: "Join Session" }).click();
  await expectToast(page, "Session Link Missing", "The Zoom link for this session is unavailable. Please contact support.");
});

test("shows 'Error Loading Sessions' when loading fails", async ({ page }) => {
  await registerAndLogin(page);
  await page.route("**/virtual-appointments", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/virtual-sessions");
  await expect(page.getByRole("heading", { name: "Error Loading Sessions" })).toBeVisible();
  await page.unroute("**/virtual-appointments");
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { name: "No Upcoming Virtual Sessions" })).toBeVisible();
});
