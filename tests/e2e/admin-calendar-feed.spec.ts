import { expect, test, type Page } from "@playwright/test";

import { bookAppointment, loginAsAdmin } from "./support/admin";
import { expectNoAxeViolations, expectToast } from "./support/booking";
import { expectNoHorizontalScroll, screenshotFor } from "./support/checkout";

// The owner's calendar feed: she turns it on in Settings, copies its address, and the address
// serves her booking as an event (no client name until she turns names on); a new address ends the
// old one at once, and turning the feed off ends the new one. Runs on the owner's own server (the
// feed is practice-wide); it ends with the feed off, and starts from there if an earlier attempt did not.

test.describe.configure({ mode: "serial", timeout: 120_000 });

const section = (page: Page) => page.getByRole("region", { name: "Calendar feed" });
const httpsAddress = (page: Page) => section(page).getByRole("textbox", { name: "Same address over https" });
/** A failed earlier attempt (before a retry) can leave the feed on with names shown: turn both off. */
async function startWithTheFeedOff(page: Page) {
  if (await section(page).getByRole("button", { name: "Turn off" }).isVisible()) {
    const names = section(page).getByRole("switch", { name: "Show client names" });
    if ((await names.getAttribute("aria-checked")) === "true") {
      await names.click();
      await section(page).getByRole("button", { name: "Save", exact: true }).click();
      await expectToast(page, "Calendar feed saved");
    }
    await section(page).getByRole("button", { name: "Turn off" }).click();
    await expectToast(page, "Calendar feed off");
  }
  await expect(section(page).getByText("The feed is off.")).toBeVisible();
}
/** The feed's text with folded lines joined again (RFC 5545 folds at 75 octets). */
async function fetchFeed(page: Page, address: string) {
  const res = await page.request.get(new URL(address).pathname);
  return { status: res.status(), type: res.headers()["content-type"], text: (await res.text()).replace(/\r\n[ \t]/g, "") };
}

test("the owner subscribes to her appointments, chooses whether they name the client, and replaces the address", async ({
  page,
  baseURL,
  context,
}) => {
  const booking = await bookAppointment(baseURL!, { daysAhead: 43, firstName: "Juniper" });
  await loginAsAdmin(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  await page.goto("/admin/settings");
  await expect(section(page).getByRole("heading", { level: 2, name: "Calendar feed" })).toBeVisible();
  await startWithTheFeedOff(page);
  await section(page).getByRole("button", { name: "Turn on" }).click();
  await expectToast(page, "Calendar feed on");

  const address = await httpsAddress(page).inputValue();
  expect(address).toMatch(/^https?:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(section(page).getByRole("textbox", { name: "Subscription address (webcal)" })).toHaveValue(
    address.replace(/^https?:/, "webcal:"),
  );
  await section(page).getByRole("button", { name: "Copy the https address" }).click();
  await expect(section(page).getByRole("button", { name: "Copied the https address" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // Her booking is an event; the client is not named.
  const feed = await fetchFeed(page, address);
  expect(feed.status).toBe(200);
  expect(feed.type).toBe("text/calendar; charset=utf-8");
  expect(feed.text).toMatch(new RegExp(`\\r\\nUID:feed-appointment-${booking.id}@`));
  expect(feed.text).toContain(`SUMMARY:Session · ${booking.serviceName}\r\n`);
  expect(feed.text).not.toContain(booking.lastName);
  expect(feed.text).not.toContain("quiet start"); // the client's note

  await expectNoAxeViolations(page);
  await section(page).scrollIntoViewIfNeeded();
  await screenshotFor(page, "admin-calendar-feed-desktop");

  // Names on: the event names the client from the next fetch.
  await section(page).getByRole("switch", { name: "Show client names" }).click();
  await section(page).getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Calendar feed saved");
  expect((await fetchFeed(page, address)).text).toContain(`SUMMARY:Juniper ${booking.lastName} · ${booking.serviceName}\r\n`);

  // At 375 px everything fits and is reachable.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expectNoHorizontalScroll(page);
  await expect(section(page).getByRole("button", { name: "Regenerate address" })).toBeVisible();
  await section(page).scrollIntoViewIfNeeded();
  await screenshotFor(page, "admin-calendar-feed-375");
  await page.setViewportSize({ width: 1280, height: 800 });

  // A new address: after the confirmation, the old one is a bare 404 and the new one works.
  await section(page).getByRole("button", { name: "Regenerate address" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Make a new address?" });
  await expect(dialog).toBeVisible();
  await screenshotFor(page, "admin-calendar-feed-regenerate", { fullPage: false });
  await dialog.getByRole("button", { name: "Make a new address" }).click();
  await expectToast(page, "New calendar feed address");
  await expect(httpsAddress(page)).not.toHaveValue(address);
  const renewed = await httpsAddress(page).inputValue();
  expect((await fetchFeed(page, address)).status).toBe(404);
  expect((await fetchFeed(page, renewed)).text).toContain(`UID:feed-appointment-${booking.id}@`);

  // Names off again, and the feed off: its address stops working.
  await section(page).getByRole("switch", { name: "Show client names" }).click();
  await section(page).getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Calendar feed saved");
  await section(page).getByRole("button", { name: "Turn off" }).click();
  await expectToast(page, "Calendar feed off");
  await expect(section(page).getByText("The feed is off.")).toBeVisible();
  expect((await fetchFeed(page, renewed)).status).toBe(404);
});
