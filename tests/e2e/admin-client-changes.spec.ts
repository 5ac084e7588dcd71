import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";

import { bookAppointment, loginAsAdmin, type BookedAppointment } from "./support/admin";
import { expectNoAxeViolations } from "./support/booking";
import { uniqueClientIp } from "./support/network";

// A client moves and then cancels their own booking through the API, over HTTP
// against the production build; the owner then reads in the details dialog what happened: the
// previous time, who cancelled and the refund. (The client's My Appointments page has its own specs.)

const detailsDialog = (page: Page) => page.getByRole("dialog", { name: "Appointment Details" });

/** The client's own session, as their browser would have it. */
async function clientSession(baseURL: string, booking: BookedAppointment): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() } });
  const res = await api.post("/api/login", { data: { username: booking.username, password: booking.password } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A free time of the same service a few days after the booking. */
async function laterSlot(api: APIRequestContext, booking: BookedAppointment) {
  for (let days = 2; days < 12; days++) {
    const slots = (await (await api.get(`/api/time-slots?date=${addDays(booking.date, days)}&serviceId=1`)).json()) as {
      id: number;
      date: string;
      startTime: string;
      startsAt: string;
    }[];
    if (slots.length) return slots[Math.floor(slots.length / 2)];
  }
  throw new Error("no later free time");
}

async function openDialog(page: Page, booking: BookedAppointment) {
  await page.goto(`/admin/dashboard?appointment=${booking.id}`);
  await expect(detailsDialog(page)).toBeVisible();
}

const historyOf = (page: Page) =>
  detailsDialog(page)
    .locator("dt", { hasText: /^History$/ })
    .locator("xpath=following-sibling::dd[1]");

test("the owner sees a client's reschedule (previous time) and cancellation (who, when, refund)", async ({ page, baseURL }) => {
  const booking = await bookAppointment(baseURL!, { lastName: `Mover${Date.now().toString(36).slice(-4)}` });
  const client = await clientSession(baseURL!, booking);
  try {
    const target = await laterSlot(client, booking);
    const moved = await client.post(`/api/appointments/${booking.id}/reschedule`, {
      data: { date: target.date, time: target.startTime, timeSlotId: target.id },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    const { appointment } = (await moved.json()) as {
      appointment: { startsAt: string; rescheduledFrom: string; change: { canChange: boolean } };
    };
    expect(appointment).toMatchObject({ startsAt: target.startsAt, rescheduledFrom: booking.startsAt, change: { canChange: true } });

    // Another visitor (here: the owner's browser, not the booking's client) cannot touch it.
    await loginAsAdmin(page);
    expect((await page.request.post(`/api/appointments/${booking.id}/cancel`, { data: {} })).status()).toBe(404);

    await openDialog(page, booking);
    const previous = new Date(booking.startsAt);
    const longDate = previous.toLocaleDateString("en-US", {
      timeZone: "America/New_York",
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
    });
    const time = previous.toLocaleTimeString("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit" });
    await expect(historyOf(page)).toHaveText(
      new RegExp(`^Rescheduled from ${longDate}, ${time} E[SD]T \\(by the client on \\w{3} \\d{1,2}, \\d{4}\\)$`),
    );
    await expect(detailsDialog(page).getByRole("region", { name: "Emails" })).toContainText("Reschedule Confirmation");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "test-results/admin-client-rescheduled.png", fullPage: true });

    const cancelled = await client.post(`/api/appointments/${booking.id}/cancel`, { data: {} });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    expect(((await cancelled.json()) as { appointment: { status: string; refund: unknown } }).appointment).toMatchObject({
      status: "cancelled",
      refund: { amountCents: expect.any(Number) },
    });
    // A double click: the second answers 409 and nothing is refunded twice.
    expect((await client.post(`/api/appointments/${booking.id}/cancel`, { data: {} })).status()).toBe(409);

    await openDialog(page, booking);
    await expect(historyOf(page)).toContainText(/Rescheduled from .*Cancelled by the client on \w{3} \d{1,2}, \d{4}/);
    const refund = detailsDialog(page)
      .locator("dt", { hasText: /^Refund$/ })
      .locator("xpath=following-sibling::dd[1]");
    await expect(refund).toContainText(/\$\d+\.\d\d refunded on \w{3} \d{1,2}, \d{4}/);
    await expect(refund).toContainText("The client cancelled the appointment.");
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await historyOf(page).scrollIntoViewIfNeeded();
    await expect(historyOf(page)).toBeInViewport();
    await page.screenshot({ path: "test-results/admin-client-cancelled-375.png" });
  } finally {
    await client.dispose();
  }
});
