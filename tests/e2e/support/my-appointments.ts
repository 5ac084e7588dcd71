import { expect, type Locator, type Page } from "@playwright/test";

import { bookSession, type BookedSession } from "./appointments";
import { registerAndLogin } from "./auth";
import { chooseDay, expectNoAxeViolations, expectToast } from "./booking";
import { downloadedBytes, expectNoHorizontalScroll, POLICY, screenshotFor } from "./checkout";
import { moveInsideCutoff } from "./database";

// My Appointments, shared by the desktop and 375 px specs: a client books an in-person
// session, finds it, moves it to another day, then cancels it and sees the refund; a booking
// inside the cutoff shows the policy and the practice's contacts instead of the buttons.

export const IN_PERSON = "Private Yoga (In-Person)";
const ZONE = "America/New_York"; // the practice's; the browser's too (playwright.config.ts)

/** "Monday, March 4, 2030" in the practice's zone. */
export const longDate = (instant: string | Date) =>
  new Intl.DateTimeFormat("en-US", { timeZone: ZONE, weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(
    new Date(instant),
  );
/** "2:30 PM" in the practice's zone. */
export const clockTime = (instant: string | Date) =>
  new Intl.DateTimeFormat("en-US", { timeZone: ZONE, hour: "numeric", minute: "2-digit" }).format(new Date(instant));
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

type Mine = {
  id: number;
  startsAt: string;
  amountCents: number;
  status: string;
  refund: { amountCents: number } | null;
  rescheduledFrom: string | null;
};

export async function myAppointment(page: Page, id: number): Promise<Mine> {
  const res = await page.request.get("/api/user/appointments");
  expect(res.status()).toBe(200);
  const found = ((await res.json()) as Mine[]).find((a) => a.id === id);
  if (!found) throw new Error(`appointment ${id} is not in the client's list`);
  return found;
}

export const section = (page: Page, name: "Upcoming" | "Past and cancelled") => page.getByRole("region", { name, exact: true });
export const cardIn = (region: Locator, serviceName: string) => region.getByRole("article", { name: serviceName });
const detail = (card: Locator, index: number) => card.getByRole("definition").nth(index); // 0 date, 1 time, 2 location, 3 payment

/** A fresh client with a paid in-person booking (consent signed), on My Appointments. */
export async function clientWithInPersonBooking(page: Page): Promise<BookedSession> {
  await registerAndLogin(page);
  const booked = await bookSession(page, { serviceName: IN_PERSON });
  await page.goto("/appointments");
  await expect(page.getByRole("heading", { level: 1, name: "My Appointments" })).toBeVisible();
  return booked;
}

/** The whole story on one screen size: find, reschedule, cancel with the refund. */
export async function findRescheduleAndCancel(page: Page, { screen }: { screen: "desktop" | "mobile" }) {
  const booked = await clientWithInPersonBooking(page);
  const paid = (await myAppointment(page, booked.appointmentId)).amountCents;

  // Found under Upcoming, with everything a client needs.
  let card = cardIn(section(page, "Upcoming"), IN_PERSON);
  await expect(card).toBeVisible();
  await expect(card.getByText("Status: Confirmed", { exact: true })).toBeVisible();
  await expect(detail(card, 0)).toHaveText(longDate(booked.startsAt));
  await expect(detail(card, 1)).toContainText(`${clockTime(booked.startsAt)} E`); // EST or EDT
  await expect(detail(card, 1)).toContainText("minutes");
  await expect(detail(card, 2)).toContainText("In-Person");
  await expect(detail(card, 2)).toContainText("1420 Willow Creek Road");
  await expect(detail(card, 3)).toHaveText(`${dollars(paid)} paid`);
  await expect(card.getByRole("link", { name: "Add to Calendar" })).toHaveAttribute(
    "href",
    `/api/appointments/${booked.appointmentId}/calendar`,
  );
  await expect(card.getByRole("link", { name: /Add to Google Calendar/ })).toHaveAttribute(
    "href",
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );
  await expect(card).toContainText("You can reschedule or cancel until");
  await expectNoAxeViolations(page);
  if (screen === "mobile") await expectNoHorizontalScroll(page);
  await screenshotFor(page, `my-appointments-${screen}`);

  // Their own documents download.
  for (const name of ["Receipt (PDF)", "Signed consent form (PDF)"]) {
    const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("link", { name }).click()]);
    expect((await downloadedBytes(download)).subarray(0, 5).toString("latin1"), name).toBe("%PDF-");
  }
  const [ics] = await Promise.all([page.waitForEvent("download"), card.getByRole("link", { name: "Add to Calendar" }).click()]);
  expect((await downloadedBytes(ics)).toString("utf8")).toContain("BEGIN:VCALENDAR");

  // Reschedule to another day: the wizard's picker, the current time next to the new one.
  await card.getByRole("link", { name: /^Reschedule / }).click();
  await expect(page).toHaveURL(`/appointments/${booked.appointmentId}/reschedule`);
  await expect(page.getByRole("heading", { level: 1, name: "Reschedule Your Session" })).toBeVisible();
  const change = page.getByRole("region", { name: "Your change" });
  const [currentTime, newTime] = [change.getByRole("definition").nth(0), change.getByRole("definition").nth(1)];
  await expect(currentTime).toContainText(longDate(booked.startsAt));
  await expect(currentTime).toContainText(clockTime(booked.startsAt));
  await expect(newTime).toHaveText("Choose a day and a time above.");
  await expect(page.locator("[data-availability=ready]")).toBeVisible();
  await expectNoAxeViolations(page);
  if (screen === "mobile") await expectNoHorizontalScroll(page);

  // An early day (the booking is 25+ days out), its last time: the booking specs take first times.
  const times = await chooseDay(page, 2 + Math.floor(Math.random() * 6));
  const last = times.getByRole("button").last();
  await last.click();
  await expect(last).toHaveAttribute("aria-pressed", "true");
  const heading = (await page.getByRole("heading", { name: /^Available times on / }).textContent()) ?? "";
  const newDate = heading.replace("Available times on ", "");
  expect(newDate).not.toBe(longDate(booked.startsAt));
  await expect(newTime).toContainText(newDate);
  await screenshotFor(page, `reschedule-${screen}`);
  await page.getByRole("button", { name: "Confirm New Time" }).click();

  await expect(page).toHaveURL("/appointments");
  await expectToast(page, "Appointment rescheduled");
  const moved = await myAppointment(page, booked.appointmentId);
  expect(moved.rescheduledFrom).toBe(new Date(booked.startsAt).toISOString());
  card = cardIn(section(page, "Upcoming"), IN_PERSON);
  await expect(detail(card, 0)).toHaveText(newDate);
  await expect(detail(card, 1)).toContainText(clockTime(moved.startsAt));
  await expect(card).toContainText(`Rescheduled from ${longDate(booked.startsAt)} at ${clockTime(booked.startsAt)}`);
  // The old time is gone: it appears only as where the session was moved from.
  await expect(card.getByText(longDate(booked.startsAt))).toHaveCount(1);
  expect(moved.amountCents).toBe(paid); // no new payment

  // Cancel: the confirmation states the refund; a double click cancels (and refunds) once.
  const cancelRequests: string[] = [];
  page.on("request", (req) => {
    // The cancel action posts to the page itself.
    if (req.method() === "POST" && req.headers()["next-action"] && new URL(req.url()).pathname === "/appointments")
      cancelRequests.push(req.url());
  });
  await card.getByRole("button", { name: /^Cancel / }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this appointment?" });
  await expect(dialog).toContainText(`You will get a full refund of ${dollars(paid)} to your card.`);
  await expect(dialog).toContainText(newDate);
  await expectNoAxeViolations(page);
  await screenshotFor(page, `cancel-dialog-${screen}`, { fullPage: false });
  await dialog.getByRole("button", { name: "Cancel Appointment" }).dblclick();

  await expectToast(page, "Appointment cancelled");
  await expect(dialog).toBeHidden();
  const cancelled = cardIn(section(page, "Past and cancelled"), IN_PERSON);
  await expect(cancelled.getByText("Status: Cancelled", { exact: true })).toBeVisible();
  await expect(cancelled).toContainText("Cancelled by you on");
  await expect(cancelled).toContainText(`${dollars(paid)} refunded to your card on`);
  await expect(cardIn(section(page, "Upcoming"), IN_PERSON)).toHaveCount(0);
  await expect(section(page, "Upcoming")).toContainText("You have no upcoming sessions.");
  // Past and cancelled: documents stay, actions go.
  await expect(cancelled.getByRole("link", { name: "Receipt (PDF)" })).toBeVisible();
  for (const name of [/^Reschedule /, "Add to Calendar", /Add to Google Calendar/])
    await expect(cancelled.getByRole("link", { name })).toHaveCount(0);
  await expect(cancelled.getByRole("button")).toHaveCount(0);
  expect(cancelRequests).toHaveLength(1);
  const after = await myAppointment(page, booked.appointmentId);
  expect(after.status).toBe("cancelled");
  expect(after.refund?.amountCents).toBe(paid);
  await expectNoAxeViolations(page);
  if (screen === "mobile") await expectNoHorizontalScroll(page);
  await screenshotFor(page, `my-appointments-cancelled-${screen}`);
}

/** A booking inside the cutoff: the policy and the practice's phone and email, no buttons. */
export async function pastCutoff(page: Page, { screen }: { screen: "desktop" | "mobile" }) {
  const booked = await clientWithInPersonBooking(page);
  const startsAt = await moveInsideCutoff(booked.appointmentId);
  await page.reload();

  const card = cardIn(section(page, "Upcoming"), IN_PERSON);
  await expect(card.getByText("Status: Confirmed", { exact: true })).toBeVisible();
  await expect(card.getByRole("definition").first()).toHaveText(longDate(startsAt));
  const note = card.getByTestId("change-policy-note");
  await expect(note).toContainText(POLICY);
  await expect(note.getByRole("link", { name: /\(828\) 555-0142/ })).toHaveAttribute("href", "tel:+18285550142");
  await expect(note.getByRole("link", { name: /info@serenitywellness\.example/ })).toHaveAttribute(
    "href",
    "mailto:info@serenitywellness.example",
  );
  await expect(note.getByRole("link", { name: "Read the cancellation policy" })).toHaveAttribute("href", "/cancellation-policy");
  await expect(card.getByRole("link", { name: /^Reschedule / })).toHaveCount(0);
  await expect(card.getByRole("button", { name: /^Cancel / })).toHaveCount(0);
  // Still booked: the calendar and the receipt stay.
  await expect(card.getByRole("link", { name: "Add to Calendar" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Receipt (PDF)" })).toBeVisible();
  await expectNoAxeViolations(page);
  if (screen === "mobile") await expectNoHorizontalScroll(page);
  await screenshotFor(page, `my-appointments-cutoff-${screen}`);

  // A bookmarked reschedule link says why, with the same contacts; the server refuses too.
  await page.goto(`/appointments/${booked.appointmentId}/reschedule`);
  await expect(page.getByRole("heading", { level: 2, name: "This session can no longer be rescheduled online" })).toBeVisible();
  await expect(page.getByTestId("change-policy-note")).toContainText(POLICY);
  await expect(page.getByRole("button", { name: "Confirm New Time" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  if (screen === "mobile") await expectNoHorizontalScroll(page);
  expect((await page.request.post(`/api/appointments/${booked.appointmentId}/cancel`, { data: {} })).status()).toBe(409);
}
