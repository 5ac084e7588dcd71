import { expect, test, type Page } from "@playwright/test";
import { loginAsAdmin } from "./support/admin";
import { registerAndLogin } from "./support/auth";
import { chooseDay, expectNoAxeViolations, stepHeading } from "./support/booking";
import { screenshotFor } from "./support/checkout";
import { waitForEmail } from "./support/emails";
import { cancelBookingsOf, fillDayExcept, offerLinkIn } from "./support/waitlist";

// The waitlist end to end: client A finds a full day and joins the waitlist; client B, who held the
// day's only free time, cancels; A is emailed a link that holds the time for them and books it
// through it (another client is refused the link). Day 38 is this file's.

const DAY = 38;

async function freeConsultation(page: Page) {
  const services = (await (await page.request.get("/api/services/hypnotherapy")).json()) as { id: number; name: string; price: number }[];
  const free = services.find((s) => s.price === 0);
  if (!free) throw new Error("no free service is offered");
  return free;
}

/** Step 1 of the free consultation (no consent form) to the date step. */
async function toDates(page: Page, serviceId: number) {
  await page.goto(`/schedule?service=${serviceId}`);
  await page.getByRole("button", { name: "Continue to Date Selection" }).click();
  await page.getByRole("dialog", { name: "Age Verification" }).getByRole("button", { name: "Yes, I am 18 or older" }).click();
  await expect(stepHeading(page, "Select a Date")).toBeVisible();
}

test("a client on the waitlist is offered a cancelled time by email and books it through the link", async ({ page, browser }) => {
  test.slow();
  const clientA = await registerAndLogin(page, { firstName: "Wren" });
  const service = await freeConsultation(page);

  // A picks day 38 to find out which date it is.
  await toDates(page, service.id);
  await chooseDay(page, DAY);
  const date = (await page.locator("button[data-day][aria-label$='selected']").first().getAttribute("data-day"))!;
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // B holds and books the day's first time; the rest of the day is booked out.
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  await registerAndLogin(pageB, { firstName: "Blake" });
  const slots = (await (await pageB.request.get(`/api/time-slots?date=${date}&serviceId=${service.id}`)).json()) as {
    id: number;
    practitionerId: number;
    startTime: string;
    startsAt: string;
  }[];
  const slot = slots[0];
  const hold = await pageB.request.post("/api/appointments", {
    data: {
      serviceId: service.id,
      timeSlotId: slot.id,
      practitionerId: slot.practitionerId,
      date,
      time: slot.startTime,
      notes: null,
      clientFirstName: "Blake",
      clientLastName: "Quinn",
      clientEmail: `blake.${Date.now()}@example.com`,
      clientPhone: "8285550199",
      subscribed: false,
    },
  });
  expect(hold.status(), await hold.text()).toBe(201);
  const { id: bookingB } = (await hold.json()) as { id: number };
  const booked = await pageB.request.post("/api/complete-booking", { data: { appointmentId: bookingB } });
  expect(booked.status(), await booked.text()).toBe(200);
  const startsAt = new Date(slot.startsAt);
  const removeBlockers = await fillDayExcept(date, startsAt, new Date(startsAt.getTime() + 30 * 60_000));

  try {
    // A sees the day full (the draft keeps the day chosen over a reload) and joins its waitlist.
    await page.reload();
    await expect(stepHeading(page, "Select a Date")).toBeVisible();
    await expect(page.getByText("No available time slots for this date.")).toBeVisible();
    await page.getByRole("button", { name: "Join the waitlist" }).click();
    const form = page.getByRole("form", { name: "Join the waitlist" });
    await expect(form.getByRole("checkbox").first()).toBeChecked();
    await form.getByLabel("Time of day").selectOption("");
    await expectNoAxeViolations(page);
    await screenshotFor(page, "waitlist-join-desktop");
    await form.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You are on the waitlist" })).toBeVisible();

    await page.goto("/appointments");
    const waitlist = page.getByRole("region", { name: "Waitlist" });
    await expect(waitlist).toContainText(service.name);
    await screenshotFor(page, "waitlist-my-appointments-desktop");

    // The owner sees A waiting for that day, with no free time to offer by hand yet.
    const owner = await (await browser.newContext()).newPage();
    await loginAsAdmin(owner);
    await owner.goto(`/admin/waitlist?date=${date}&service=${service.id}`);
    const entry = owner.getByRole("listitem").filter({ hasText: clientA.email });
    await expect(entry).toContainText(service.name);
    await expect(entry).toContainText("No free time for this service on");
    await expectNoAxeViolations(owner);
    await screenshotFor(owner, "waitlist-admin-desktop");
    await owner.setViewportSize({ width: 375, height: 800 });
    await screenshotFor(owner, "waitlist-admin-375");
    await owner.context().close();

    // B cancels: the time goes to A at once, held for 30 minutes, by email.
    const cancelled = await pageB.request.post(`/api/appointments/${bookingB}/cancel`, { data: {} });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    const email = await waitForEmail(clientA.email, "waitlist-offer");
    expect(email.subject).toContain(service.name);
    const link = offerLinkIn(email.text);

    // The link is A's only.
    await pageB.goto(link);
    await expect(pageB.getByRole("heading", { name: "This offer is for another client" })).toBeVisible();

    // A follows it: straight to the payment step with the time held.
    await page.goto(link);
    await expect(stepHeading(page, "Payment Information")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nothing to pay" })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotFor(page, "waitlist-offer-payment-desktop");
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshotFor(page, "waitlist-offer-payment-375");
    await page.getByRole("button", { name: "Complete Booking" }).click();
    await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();

    // Booked: the entry has ended, the link now says the offer is over.
    await expect
      .poll(async () => {
        await page.goto("/appointments");
        return page.getByRole("region", { name: "Waitlist" }).count();
      })
      .toBe(0);
    await screenshotFor(page, "waitlist-booked-375");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "This offer has expired" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book another time" })).toBeVisible();
  } finally {
    await removeBlockers();
    await cancelBookingsOf(clientA.email);
    await contextB.close();
  }
});
