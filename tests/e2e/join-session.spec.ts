import { expect, test } from "@playwright/test";

import { bookVirtualSession } from "./support/appointments";
import { registerAndLogin } from "./support/auth";
import { expectNoAxeViolations } from "./support/booking";
import { screenshotFor } from "./support/checkout";
import { moveIntoJoinWindow } from "./support/database";

// A session's video room is reached only through its join page: its client inside the window
// (15 minutes before the start to the end) is sent on to the room; before, the page says when it
// opens; after a cancel, that it was cancelled; anyone else gets a 404 that tells nothing.

const joinPath = (id: number) => `/appointments/${id}/join`;

test("the client's own session: says when it opens, then opens the room in the window; nobody else can", async ({ page, browser }) => {
  await registerAndLogin(page);
  const { appointmentId, serviceName } = await bookVirtualSession(page);

  // The Join Session buttons lead to the join page, never to the room itself.
  await page.goto("/virtual-sessions");
  await expect(page.getByRole("link", { name: `Join Session: ${serviceName} (opens in a new tab)` })).toHaveAttribute(
    "href",
    joinPath(appointmentId),
  );

  // A week ahead: the page says when the room opens.
  const early = await page.goto(joinPath(appointmentId));
  expect(early?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Your session opens soon" })).toBeVisible();
  await expect(page.getByText(/The video room opens at \d{1,2}:\d{2} (AM|PM) E[SD]T, 15 minutes before the start\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotFor(page, "join-early-desktop");

  // Another client, and a visitor who is not logged in: the same 404 as for no session at all.
  const stranger = await browser.newPage();
  const signedOut = await stranger.goto(joinPath(appointmentId));
  expect(signedOut?.status()).toBe(404);
  await expect(stranger.getByRole("heading", { level: 1, name: "Session not available" })).toBeVisible();
  await screenshotFor(stranger, "join-not-found-desktop");
  await registerAndLogin(stranger);
  expect((await stranger.goto(joinPath(appointmentId)))?.status()).toBe(404);
  await expect(stranger.getByRole("heading", { level: 1, name: "Session not available" })).toBeVisible();
  expect((await stranger.goto(joinPath(2_000_000_000)))?.status()).toBe(404);
  await stranger.close();

  // Minutes before the start: straight on to the room (its own, on Jitsi Meet here; not followed,
  // as this machine has no internet).
  await moveIntoJoinWindow(appointmentId);
  const open = await page.request.get(joinPath(appointmentId), { maxRedirects: 0 });
  expect(open.status()).toBe(307);
  expect(open.headers().location).toMatch(/^https:\/\/meet\.jit\.si\/SerenityWellness-[A-Za-z0-9_-]{27}$/);
  // The other client still gets nothing, in the window too.
  const other = await browser.newPage();
  await registerAndLogin(other);
  expect((await other.request.get(joinPath(appointmentId), { maxRedirects: 0 })).status()).toBe(404);
  await other.close();
});

test("a cancelled session's join page says it was cancelled", async ({ page }) => {
  await registerAndLogin(page);
  const { appointmentId, serviceName } = await bookVirtualSession(page);
  const cancelled = await page.request.post(`/api/appointments/${appointmentId}/cancel`, { data: {} });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.goto(joinPath(appointmentId));
  await expect(page.getByRole("heading", { level: 1, name: "This session was cancelled" })).toBeVisible();
  await expect(page.getByText(`${serviceName} on `)).toContainText("was cancelled, so its video room is closed.");
  await expectNoAxeViolations(page);
  await screenshotFor(page, "join-cancelled-desktop");
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the join page fits the screen", async ({ page }) => {
    await registerAndLogin(page);
    const { appointmentId } = await bookVirtualSession(page);
    await page.goto(joinPath(appointmentId));
    await expect(page.getByRole("heading", { level: 1, name: "Your session opens soon" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshotFor(page, "join-early-375");
  });
});
