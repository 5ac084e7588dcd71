import { expect, test } from "@playwright/test";

import { bookVirtualSession } from "./support/appointments";
import { registerAndLogin } from "./support/auth";
import { expectNoAxeViolations } from "./support/booking";
import { practitionerName } from "../../lib/site-config";

// /virtual-sessions for the logged-in user, rendered on the server. The list's data rules
// (confirmed, virtual, not over, own only) are covered by tests/integration/accounts; the error
// state and the missing-link toast by tests/unit/accounts/client-area.test.tsx.

test("a new client sees 'No Upcoming Virtual Sessions' with 'Book a Session', and the page passes axe", async ({ page }) => {
  await registerAndLogin(page);
  const apiCalls: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/virtual-appointments")) apiCalls.push(req.url());
  });
  await page.goto("/virtual-sessions");
  await expect(page.getByRole("heading", { level: 1, name: "My Virtual Sessions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Upcoming Virtual Sessions" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book a Session" }).last()).toHaveAttribute("href", "/schedule");
  await expectNoAxeViolations(page);
  // The sessions come with the page: the browser asks no API for them.
  expect(apiCalls).toEqual([]);
  expect(await (await page.request.get("/virtual-sessions")).text()).toContain("No Upcoming Virtual Sessions");

  // The JSON API stays for other clients, and another user's sessions are not readable.
  const me = (await (await page.request.get("/api/user")).json()) as { id: number };
  expect((await page.request.get(`/api/user/${me.id}/virtual-appointments`)).status()).toBe(200);
  expect((await page.request.get(`/api/user/${me.id + 1000}/virtual-appointments`)).status()).toBe(403);
});

test("a booked virtual session shows as a card whose Join Session opens the video room", async ({ page }) => {
  await registerAndLogin(page);
  const { serviceName } = await bookVirtualSession(page);
  await page.goto("/virtual-sessions");
  const cards = page.getByRole("list", { name: "Upcoming virtual sessions" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole("heading", { name: serviceName })).toBeVisible();
  await expect(cards.first()).toContainText(`with ${practitionerName}`);
  await expect(cards.first()).toContainText(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d{1,2}, \d{4}/);
  await expect(cards.first()).toContainText(/\d{1,2}:\d{2} (AM|PM) E[SD]T/);
  const join = cards.first().getByRole("link", { name: /Join Session/ });
  await expect(join).toHaveAttribute("href", /^\/appointments\/\d+\/join$/);
  await expect(join).toHaveAttribute("target", "_blank");
  await expectNoAxeViolations(page);
});
