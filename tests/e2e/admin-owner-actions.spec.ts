import { expect, test, type Page } from "@playwright/test";

import { bookAppointment, loginAsAdmin } from "./support/admin";
import { chooseDay, expectNoAxeViolations, expectToast } from "./support/booking";
import { expectNoHorizontalScroll, logInOnAuthPage, screenshotFor } from "./support/checkout";
import { emailsTo, moveIntoPast } from "./support/database";

// The owner acting for her clients: a phone call handled (the session moved to a time outside her
// hours, which she confirms), a cancel with a partial refund and a note, a no-show after the
// start, and a booking made for a client; on a laptop and on a phone.

/** A practice-local date `days` from today (yyyy-MM-dd). */
const daysFromNow = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(Date.now() + days * 86_400_000));
/** A time before any working hours, different per run (parallel projects must not pick the same one). */
const earlyTime = () => `0${5 + Math.floor(Math.random() * 2)}:${String(Math.floor(Math.random() * 12) * 5).padStart(2, "0")}`;

async function openDetails(page: Page, id: number) {
  await page.goto(`/admin/dashboard?appointment=${id}`);
  const dialog = page.getByRole("dialog", { name: "Appointment Details" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a client phones to move their session: the owner moves it outside her hours, confirming the override", async ({ page, baseURL }) => {
  const booked = await bookAppointment(baseURL!, { firstName: "Hannah", pay: true });
  await loginAsAdmin(page);
  const dialog = await openDetails(page, booked.id);
  await dialog.getByRole("link", { name: "Reschedule" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Reschedule Hannah ${booked.lastName}'s session` })).toBeVisible();

  await page.getByRole("radio", { name: /Any time/ }).click();
  const date = daysFromNow(2);
  const time = earlyTime();
  await page.getByLabel("Date").fill(date);
  await page.getByLabel(/Start time/).fill(time);
  // Without the confirmation nothing is sent.
  await page.getByRole("button", { name: "Move Session" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Confirm the time outside the booking rules." })).toBeVisible();
  await page.getByRole("checkbox", { name: /I confirm this time/ }).check();
  // A time that has passed: the server refuses, and the form keeps every choice to correct.
  await page.getByLabel("Date").fill(daysFromNow(-1));
  await page.getByRole("button", { name: "Move Session" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /has not passed/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Any time/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /I confirm this time/ })).toBeChecked();
  await expect(page.getByLabel(/Start time/)).toHaveValue(time);
  await page.getByLabel("Date").fill(date);
  await screenshotFor(page, "owner-reschedule-override-desktop");
  await page.getByRole("button", { name: "Move Session" }).click();

  await expectToast(page, "Appointment rescheduled");
  const details = page.getByRole("dialog", { name: "Appointment Details" });
  await expect(details).toContainText(/Rescheduled from .* \(by you on /);
  const [h, m] = time.split(":").map(Number);
  await expect(details).toContainText(`${h}:${String(m).padStart(2, "0")} AM`);
  await expect.poll(async () => (await emailsTo(booked.email)).map((e) => e.subject).join("\n")).toMatch(/^Rescheduled: /m);
});

test("a cancel with a partial refund and a note: the client's email says both", async ({ page, baseURL }) => {
  const booked = await bookAppointment(baseURL!, { firstName: "Priya", pay: true });
  await loginAsAdmin(page);
  const dialog = await openDetails(page, booked.id);
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();

  const cancel = page.getByRole("dialog", { name: "Cancel this appointment?" });
  await cancel.getByRole("radio", { name: "Partial refund" }).click();
  const amount = cancel.getByLabel("Amount to refund (USD)");
  await amount.fill("9999");
  await cancel.getByLabel("Message to the client (optional)").fill("Half of the fee is refunded, as we agreed on the phone.");
  await cancel.getByRole("button", { name: "Cancel and Refund" }).click();
  // More than was paid: refused on the field, nothing changed, nothing typed is lost.
  await expect(cancel.getByText(/A partial refund must be less than \$/)).toBeVisible();
  await expect(cancel.getByLabel("Message to the client (optional)")).toHaveValue(
    "Half of the fee is refunded, as we agreed on the phone.",
  );
  await amount.fill("50");
  await expectNoAxeViolations(page);
  await screenshotFor(page, "owner-cancel-partial-desktop");
  await cancel.getByRole("button", { name: "Cancel and Refund" }).click();

  await expectToast(page, "Status Updated", "Appointment status has been updated to cancelled");
  await expect(dialog).toContainText("$50.00 refunded");
  await expect
    .poll(async () => (await emailsTo(booked.email)).find((e) => e.subject.startsWith("Cancelled:"))?.text ?? "")
    .toContain("We have refunded $50.00 of the");
  expect((await emailsTo(booked.email)).find((e) => e.subject.startsWith("Cancelled:"))!.text).toContain(
    "Half of the fee is refunded, as we agreed on the phone.",
  );
});

test("No-show is offered once the session has started, and the client reads Missed", async ({ page, baseURL, browser }) => {
  const booked = await bookAppointment(baseURL!, { firstName: "Jordan", pay: true });
  await loginAsAdmin(page);
  let dialog = await openDetails(page, booked.id);
  await expect(dialog.getByRole("button", { name: "Mark No-show" })).toHaveCount(0);

  await moveIntoPast(booked.id, 1);
  dialog = await openDetails(page, booked.id);
  await dialog.getByRole("button", { name: "Mark No-show" }).click();
  await expectToast(page, "Status Updated", "Appointment status has been updated to no-show");
  await expect(dialog.getByText("Status: No-show")).toBeVisible();

  const client = await browser.newPage();
  await client.goto("/auth");
  await logInOnAuthPage(client, { ...booked, firstName: booked.firstName } as Parameters<typeof logInOnAuthPage>[1]);
  await client.waitForURL((url) => !url.pathname.startsWith("/auth"));
  await client.goto("/appointments");
  await expect(client.getByRole("region", { name: "Past and cancelled" }).getByText("Missed")).toBeVisible();
  await client.close();
});

test("a session booked to be paid later is marked paid when the client pays at the practice", async ({ page }) => {
  await loginAsAdmin(page);
  const res = await page.request.post("/api/admin/appointments", {
    data: {
      serviceId: 1,
      date: daysFromNow(3),
      time: earlyTime(),
      override: true,
      firstName: "Robin",
      lastName: `Later${Math.floor(Math.random() * 1e6)}`,
      email: `robin.${Date.now()}@example.com`,
      payment: "later",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const dialog = await openDetails(page, id);
  await expect(dialog.getByText("Payment: Pending")).toBeVisible();
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Record the payment?" });
  await expect(confirm).toContainText("plus sales tax, paid at the practice today");
  await confirm.getByRole("button", { name: "Record Payment" }).click();
  await expectToast(page, "Payment Recorded");
  await expect(dialog.getByText("Payment: Paid")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Record Payment" })).toHaveCount(0);
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the owner books a session for a new client, paid in person", async ({ page }) => {
    const lastName = `Lee${Math.floor(Math.random() * 1e6)}`;
    const email = `hannah.${lastName.toLowerCase()}@example.com`;
    await loginAsAdmin(page);
    await page.goto("/admin/agenda");
    await page.getByRole("link", { name: "Book for a client" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Book for a client" })).toBeVisible();

    // Booking with nothing filled in: each field says what is missing.
    await page.getByRole("button", { name: "Book Session" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Choose a day and a time." })).toBeVisible();

    await page.getByLabel("First name").fill("Hannah");
    await page.getByLabel("Last name").fill(lastName);
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    const slots = await chooseDay(page, 18);
    await slots.getByRole("button").last().click();
    await page.getByRole("radio", { name: /Paid in person/ }).click();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await screenshotFor(page, "owner-book-for-client-375");
    await page.getByRole("button", { name: "Book Session" }).click();

    await expectToast(page, "Session booked");
    const details = page.getByRole("dialog", { name: "Appointment Details" });
    await expect(details).toContainText(`Hannah ${lastName}`);
    await expect(details.getByText("Payment: Paid")).toBeVisible();
    await expect.poll(async () => (await emailsTo(email)).length).toBeGreaterThan(0);
    await screenshotFor(page, "owner-booked-details-375");
  });
});
