import { readFileSync } from "node:fs";
import { screenshotFor } from "./support/checkout";
import { expect, test, type Page } from "@playwright/test";

import { ADMIN, bookAppointment, loginAsAdmin, type BookedAppointment } from "./support/admin";
import { registerAndLogin } from "./support/auth";
import { expectNoAxeViolations, expectToast } from "./support/booking";
import { headerContrastOverDarkContent } from "./support/layout";
import { holdScripts, uniqueClientIp } from "./support/network";

// The owner's admin area in Chromium: sign-in, the dashboard's three tabs, the details dialog
// (documents, emails, reminder, calendar file, status changes with refund), the calendar's day dialog,
// the payments CSV and accessibility. Bookings are made through the public API first.

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

const tabPanel = (page: Page) => page.getByRole("tabpanel");
const detailsDialog = (page: Page) => page.getByRole("dialog", { name: "Appointment Details" });

/** The Booking List filtered to one client (the search matches the unique last name). */
async function openBookingList(page: Page, booking: BookedAppointment) {
  await page.goto(`/admin/dashboard?search=${encodeURIComponent(booking.lastName)}`);
  await expect(tabPanel(page).getByRole("link", { name: `${booking.firstName} ${booking.lastName}` })).toBeVisible();
}

test.describe("sign-in", () => {
  test("/admin goes to the login, the dashboard needs an admin, and the login page passes axe", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL("/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL("/admin/login");

    // A client account is not an admin: the dashboard sends it to the login too.
    await registerAndLogin(page);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL("/admin/login");
  });

  test("empty fields are refused in the form; a wrong password shows the spec's toast", async ({ page }) => {
    await page.goto("/admin/login", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    await page.getByLabel("Username").fill(`  ${ADMIN.username}  `);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Authentication failed", "Invalid username or password");
    await expect(page).toHaveURL("/admin/login");
  });

  test("signing in shows the toast, opens the dashboard, and the login page then forwards there", async ({ page }) => {
    await page.goto("/admin/login", { waitUntil: "networkidle" });
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    const submit = page.getByRole("button", { name: /Sign In|Signing in/ });
    await submit.click();
    await expectToast(page, "Login successful", "Redirecting to admin dashboard...");
    await expect(page).toHaveURL("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    for (const card of ["Total Appointments", "Upcoming", "Today", "Revenue"]) {
      // Upcoming and Today are links to the agenda ("Today (open the agenda)"), Revenue to this month's payments.
      await expect(
        page
          .getByRole("region", { name: "Summary" })
          .getByRole("heading", { name: new RegExp(`^${card}( \\(open the agenda\\)| \\(open this month's payments\\))?$`) }),
      ).toBeVisible();
    }
    // Revenue is labelled as what it is: the money collected this month.
    await expect(page.getByRole("region", { name: "Summary" })).toContainText(
      /Collected in [A-Z][a-z]+ \d{4}: payments \$[\d,.]+ − refunds \$[\d,.]+/,
    );

    await page.goto("/admin/login");
    await expect(page).toHaveURL("/admin/dashboard");

    await page.getByRole("button", { name: "Logout" }).click();
    await expectToast(page, "Logged out", "You have been logged out successfully.");
    await expect(page).toHaveURL("/admin/login");
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL("/admin/login");
  });
});

test("the owner's header keeps its text's contrast whatever scrolls beneath it", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto("/admin/dashboard");
  expect(await headerContrastOverDarkContent(page)).toEqual([]);
});

test("a link to one appointment while signed out: the login comes back to it, before and after hydration", async ({ page, baseURL }) => {
  const booking = await bookAppointment(baseURL!, { firstName: "Linda", pay: false, serviceId: 4 });
  const link = `/admin/dashboard?appointment=${booking.id}`;
  await page.goto(link, { waitUntil: "networkidle" });
  await expect(page).toHaveURL(`/admin/login?next=${encodeURIComponent(link)}`);
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(link);
  await expect(detailsDialog(page)).toContainText(`${booking.firstName} ${booking.lastName}`);

  // Posted before the page hydrated: the action's redirect goes there too.
  await page.context().clearCookies();
  const scripts = await holdScripts(page);
  await page.goto(link, { waitUntil: "domcontentloaded" });
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(link);
  scripts.release();
  await expect(detailsDialog(page)).toContainText(`${booking.firstName} ${booking.lastName}`);
});

test("the owner signs in before the login page has hydrated and lands on the dashboard", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/admin/login", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  // Refused: the server's message at the form's place, and the username as typed.
  await expect(page.getByLabel("Username")).toHaveValue(ADMIN.username);
  await expect(page).toHaveURL("/admin/login");
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  scripts.release();
});

test("an unknown record in the owner's area is a 404 there, with the way back to the dashboard", async ({ page }) => {
  await loginAsAdmin(page);
  const response = await page.goto("/admin/services/999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0); // not the public site's header
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL("/admin/dashboard");
});

test.describe("dashboard", () => {
  let paid: BookedAppointment;
  let unpaid: BookedAppointment;

  test.beforeAll(async ({ baseURL }) => {
    paid = await bookAppointment(baseURL!, { firstName: "Harper", pay: true });
    unpaid = await bookAppointment(baseURL!, { firstName: "Rowan", pay: false, serviceId: 4 });
  });

  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
  });

  test("Booking List: search, status filter and empty state live in the URL; axe passes", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("tab", { name: "Booking List" })).toHaveAttribute("aria-selected", "true");
    const table = tabPanel(page).getByRole("table");
    for (const column of ["Client", "Service", "Date & Time", "Status", "Payment"])
      await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Search appointments").fill(paid.lastName);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`search=${paid.lastName}`));
    const row = table.getByRole("row").filter({ hasText: paid.lastName });
    await expect(row).toHaveCount(1);
    await expect(table.getByRole("row")).toHaveCount(2); // header + the one match
    await expect(row).toContainText(paid.serviceName);
    await expect(row).toContainText("Virtual");
    await expect(row).toContainText(/\d{1,2}:\d{2} (AM|PM) E[SD]T/);
    await expect(row).toContainText("Confirmed");
    await expect(row).toContainText("Paid");

    await page.getByLabel("Status").selectOption("pending");
    await expect(page).toHaveURL(/status=pending/);
    await expect(tabPanel(page).getByText("No appointments found")).toBeVisible();

    // Reload keeps the filters (they are in the URL), Back returns to the previous filter.
    await page.reload();
    await expect(page.getByLabel("Status")).toHaveValue("pending");
    await expect(page.getByLabel("Search appointments")).toHaveValue(paid.lastName);
    await page.goBack();
    await expect(page.getByLabel("Status")).toHaveValue("all");
    await expect(table.getByRole("row").filter({ hasText: paid.lastName })).toHaveCount(1);

    await page.goto(`/admin/dashboard?search=${unpaid.lastName}&status=pending`);
    const pendingRow = tabPanel(page).getByRole("row").filter({ hasText: unpaid.lastName });
    await expect(pendingRow).toContainText("Pending");
    await expect(pendingRow).toContainText("Private Yoga (Virtual)");
  });

  test("typing searches after a pause and keeps the focus and the typed text", async ({ page }) => {
    await page.goto("/admin/dashboard", { waitUntil: "networkidle" });
    const input = page.getByLabel("Search appointments");
    await input.pressSequentially(paid.lastName, { delay: 40 });
    await expect(page).toHaveURL(new RegExp(`search=${paid.lastName}`));
    await expect(tabPanel(page).getByRole("table").getByRole("row")).toHaveCount(2);
    await expect(input).toBeFocused();
    await expect(input).toHaveValue(paid.lastName);
  });

  test("a status chosen while a typed search waits keeps both; two quick dates keep both", async ({ page }) => {
    await page.goto("/admin/dashboard", { waitUntil: "networkidle" });
    await page.getByLabel("Search appointments").fill(unpaid.lastName);
    await page.getByLabel("Status").selectOption("pending");
    await expect(page).toHaveURL(new RegExp(`search=${unpaid.lastName}&status=pending`));
    await page.waitForTimeout(600); // past the search's pause: nothing else is sent
    await expect(page).toHaveURL(new RegExp(`search=${unpaid.lastName}&status=pending`));
    await expect(page.getByLabel("Status")).toHaveValue("pending");
    await expect(tabPanel(page).getByRole("row").filter({ hasText: unpaid.lastName })).toHaveCount(1);

    await page.goto("/admin/dashboard?tab=payments", { waitUntil: "networkidle" });
    await page.getByLabel("From").fill("2026-01-01");
    await page.getByLabel("To").fill("2026-01-31");
    await expect(page).toHaveURL(/from=2026-01-01&to=2026-01-31/);
  });

  test("details dialog: client, appointment, payment, documents (download), emails, reminder, calendar file; axe passes", async ({
    page,
  }) => {
    await openBookingList(page, paid);
    // A click on the row (not on the name link) opens the dialog and puts it in the URL.
    await tabPanel(page).getByRole("row").filter({ hasText: paid.lastName }).getByText(paid.serviceName).click();
    const dialog = detailsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`appointment=${paid.id}`));

    await expect(dialog.getByRole("link", { name: paid.email })).toHaveAttribute("href", `mailto:${paid.email}`);
    await expect(dialog.getByRole("link", { name: paid.phone })).toHaveAttribute("href", `tel:${paid.phone}`);
    await expect(dialog).toContainText("Prefers a quiet start; first session.");
    // The session's own room (Jitsi here): its id, and Start / Join through the join page.
    await expect(dialog).toContainText(/Jitsi room SerenityWellness-[A-Za-z0-9_-]{27}/);
    await expect(dialog.getByRole("link", { name: "Start / Join the video room (opens in a new tab)" })).toHaveAttribute(
      "href",
      `/appointments/${paid.id}/join`,
    );
    await screenshotFor(page, "admin-details-room", { fullPage: false });
    await expect(dialog).toContainText(/Payment ID\s*test_pi_/);
    await expect(dialog).toContainText("Paid");

    const documents = dialog.getByRole("region", { name: "Post-Checkout Documents" });
    await expect(documents.getByRole("listitem")).toHaveCount(3);
    await expect(documents).toContainText(/consent-agreement-\d+\.pdf/);
    await expect(documents).toContainText(/\d+\.\d KB/);

    // No email provider in e2e: the outbox records the emails (status Recorded).
    const emails = dialog.getByRole("region", { name: "Emails" });
    const confirmation = emails.getByRole("listitem").filter({ hasText: "Booking Confirmation" });
    await expect(confirmation).toContainText(`To ${paid.email}`);
    await expect(confirmation).toContainText(/\d{1,2}:\d{2} (AM|PM) E[SD]T/);
    await expect(confirmation).toContainText("Status: Recorded");
    await expectNoAxeViolations(page);

    const download = page.waitForEvent("download");
    await documents.getByRole("link", { name: /Download consent-agreement/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^consent-agreement-\d+\.pdf$/);

    // The owner's copy of the calendar file names the client.
    const ics = page.waitForEvent("download");
    await dialog.getByRole("link", { name: "Add to Calendar" }).click();
    const icsFile = await ics;
    expect(icsFile.suggestedFilename()).toBe(`appointment-${paid.id}-owner.ics`);
    const icsText = readFileSync((await icsFile.path())!, "utf8").replace(/\r\n[ \t]/g, "");
    expect(icsText).toContain(`SUMMARY:${paid.serviceName} with ${paid.firstName} ${paid.lastName}`);

    // A failing download shows the spec's toast.
    await page.route("**/api/admin/artifacts/*/download", (route) => route.fulfill({ status: 500, body: "boom" }));
    await documents.getByRole("link", { name: /Download payment-receipt/ }).click();
    await expectToast(page, "Download Failed", "There was a problem downloading the file.");
    await page.unroute("**/api/admin/artifacts/*/download");

    await dialog.getByRole("button", { name: "Send Reminder" }).click();
    await expectToast(page, "Reminder Sent", "A reminder email has been sent to the client.");
    await expect(emails.getByRole("listitem").first()).toContainText("Reminder (Sent by You)");
    await expect(emails.getByRole("listitem").first()).toContainText("Status: Recorded");

    // Reload keeps the dialog open (the URL holds it); closing takes it out of the URL.
    await page.reload();
    await expect(detailsDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(detailsDialog(page)).toBeHidden();
    await expect(page).not.toHaveURL(/appointment=/);
  });

  test("the owner's private notes on the client show on the appointment, with a link to the client's record", async ({ page }) => {
    const name = `${paid.firstName} ${paid.lastName}`;
    const details = `/admin/dashboard?search=${paid.lastName}&appointment=${paid.id}`;
    await page.goto(details);
    const notes = detailsDialog(page).getByRole("region", { name: "Private Notes" });
    await expect(notes).toContainText(`No notes about ${name} yet.`);
    await notes.getByRole("link", { name: `Open ${name}'s record` }).click();
    await expect(page).toHaveURL(/\/admin\/clients\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);

    const record = page.getByRole("region", { name: "Private notes" });
    await record.getByLabel("New note").fill("Prefers the lights low; nervous about the first session.");
    await record.getByRole("button", { name: "Add note" }).click();
    await expectToast(page, "Note added");

    await page.goto(details);
    await expect(notes.getByRole("listitem")).toHaveCount(1);
    await expect(notes).toContainText("Prefers the lights low; nervous about the first session.");
    await expect(notes).toContainText("Private: only you see these, never the client.");
    await expectNoAxeViolations(page);
    await screenshotFor(page, "admin-details-notes", { fullPage: false });
  });

  test("an appointment without documents says so; a failed reminder shows the spec's toast", async ({ page }) => {
    await page.goto(`/admin/dashboard?search=${unpaid.lastName}&appointment=${unpaid.id}`);
    const dialog = detailsDialog(page);
    await expect(dialog.getByText("No documents available for this appointment")).toBeVisible();
    await expect(dialog.getByText("No emails for this appointment yet")).toBeVisible();
    // The reminder's server action gets no answer.
    await page.route(/\/admin\/dashboard/, (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
    await dialog.getByRole("button", { name: "Send Reminder" }).click();
    await expectToast(page, "Sending Failed", "There was a problem sending the reminder email.");
  });

  test("status changes: Mark Completed from the menu, Cancel with the refund stated, buttons follow the rules", async ({
    page,
    baseURL,
  }) => {
    const toComplete = await bookAppointment(baseURL!, { firstName: "Quinn", pay: true });
    const toCancel = await bookAppointment(baseURL!, { firstName: "Sage", pay: true });

    await openBookingList(page, toComplete);
    await tabPanel(page)
      .getByRole("button", { name: new RegExp(`Actions for ${toComplete.firstName} ${toComplete.lastName}`) })
      .click();
    await page.getByRole("menuitem", { name: "Mark Completed" }).click();
    await expectToast(page, "Status Updated", "Appointment status has been updated to completed");
    const row = tabPanel(page).getByRole("row").filter({ hasText: toComplete.lastName });
    await expect(row).toContainText("Completed");
    await tabPanel(page)
      .getByRole("button", { name: new RegExp(`Actions for ${toComplete.firstName} ${toComplete.lastName}`) })
      .click();
    await expect(page.getByRole("menuitem", { name: "Mark Completed" })).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Escape");

    await page.goto(`/admin/dashboard?search=${toCancel.lastName}&appointment=${toCancel.id}`);
    const dialog = detailsDialog(page);
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel this appointment?" });
    await expect(confirm).toContainText(/Refund \(paid \$\d+\.\d{2}\)/);
    // A full refund unless she chooses otherwise.
    await expect(confirm.getByRole("radio", { name: /^Full refund \(\$\d+\.\d{2}\)$/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Cancel and Refund" }).click();
    await expectToast(page, "Status Updated", "Appointment status has been updated to cancelled");
    await expect(confirm).toBeHidden();
    await expect(dialog).toContainText("Cancelled");
    await expect(dialog).toContainText("Refunded");
    await expect(dialog.getByRole("region", { name: "Emails" }).getByRole("listitem").filter({ hasText: "Cancellation" })).toHaveCount(1);
    await expect(dialog.getByRole("button", { name: "Cancel", exact: true })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Mark Completed" })).toBeEnabled();
    await expect(dialog.getByRole("button", { name: "Add to Calendar" })).toBeDisabled();
  });

  test("a refused status change shows the server's reason", async ({ page, baseURL }) => {
    const stale = await bookAppointment(baseURL!, { firstName: "Stale", pay: false, serviceId: 4 });
    await page.goto(`/admin/dashboard?search=${stale.lastName}&appointment=${stale.id}`);
    await expect(detailsDialog(page).getByRole("button", { name: "Mark Completed" })).toBeEnabled();
    // Completed meanwhile (another tab): this page still offers it, and the server refuses.
    await page.request.patch(`/api/admin/appointments/${stale.id}/status`, { data: { status: "completed" } });
    await detailsDialog(page).getByRole("button", { name: "Mark Completed" }).click();
    await expectToast(page, "Update Failed", "This appointment is already completed.");
    // No answer at all (the network failed): the spec's own words.
    await page.route(/\/admin\/dashboard/, (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
    await page.goto(`/admin/dashboard?search=${unpaid.lastName}&appointment=${unpaid.id}`);
    await detailsDialog(page).getByRole("button", { name: "Mark Completed" }).click();
    await expectToast(page, "Update Failed", "There was a problem updating the appointment status.");
  });

  test("Calendar: month in the URL, coloured days, the day dialog; axe passes", async ({ page }) => {
    const month = paid.date.slice(0, 7);
    await page.goto("/admin/dashboard");
    await page.getByRole("tab", { name: "Calendar" }).click();
    await expect(page).toHaveURL(/tab=calendar/);
    await expect(tabPanel(page).getByRole("table")).toBeVisible();
    for (const label of ["Confirmed", "Pending", "No Appointments"])
      await expect(tabPanel(page).getByRole("list", { name: "Legend" })).toContainText(label);
    await expectNoAxeViolations(page);

    // Next month by link, then straight to the booking's month.
    await tabPanel(page).getByRole("link", { name: "Next month" }).click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
    await page.goto(`/admin/dashboard?tab=calendar&month=${month}`);
    const day = tabPanel(page).getByRole("link", {
      name: new RegExp(` ${Number(paid.date.slice(8))}, ${paid.date.slice(0, 4)}.*appointment`),
    });
    await expect(day).toBeVisible();
    await day.click();
    await expect(page).toHaveURL(new RegExp(`day=${paid.date}`));
    const dialog = page.getByRole("dialog");
    // Other tests may book the same day: look at this client's entry.
    const entry = dialog.getByRole("listitem").filter({ hasText: `${paid.firstName} ${paid.lastName}` });
    await expect(entry).toBeVisible();
    await expect(entry.getByRole("link", { name: paid.email })).toBeVisible();
    await expect(entry.getByRole("link", { name: paid.phone })).toHaveAttribute("href", `tel:${paid.phone}`);
    await expect(entry).toContainText("Virtual");
    await expect(entry).toContainText("Paid");
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(day).toBeFocused();
    await day.press("Enter");
    await expect(dialog).toBeVisible();

    // From the day to the appointment's details.
    await dialog.getByRole("link", { name: new RegExp(`View details of ${paid.firstName} ${paid.lastName}`) }).click();
    await expect(detailsDialog(page)).toBeVisible();
  });

  test("Payments: search, totals collected on paid days, the CSV export with the current filters and its columns; axe passes", async ({
    page,
  }) => {
    // The booking was paid today: From/To are paid days in the practice's zone.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
    await page.goto("/admin/dashboard?tab=payments");
    await expect(page.getByRole("tab", { name: "Payments" })).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);

    await page.getByLabel("Search payments").fill(paid.lastName);
    await page.getByLabel("Search payments").press("Enter");
    await expect(page).toHaveURL(new RegExp(`paySearch=${paid.lastName}`));
    const table = tabPanel(page).getByRole("table");
    const row = table.getByRole("row").filter({ hasText: paid.lastName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Paid");
    const amount = (await row.locator("[data-amount]").innerText()).trim();
    const total = table.getByRole("row").filter({ hasText: "Total Revenue" });
    await expect(total).toContainText(amount);
    await expect(total).toContainText(`Collected all time: payments ${amount}`);

    await page.getByLabel("From").fill(today);
    await expect(page).toHaveURL(new RegExp(`from=${today}`));
    await expect(row).toHaveCount(1);
    await expect(total).toContainText(/Collected since \w{3} \d{1,2}, \d{4}: payments/);
    await screenshotFor(page, "payments-desktop");
    const exportLink = tabPanel(page).getByRole("link", { name: "Export CSV" });
    await expect(exportLink).toHaveAttribute("href", `/api/admin/payments/export?search=${paid.lastName}&from=${today}`);
    const download = page.waitForEvent("download");
    await exportLink.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^payments_\d{4}-\d{2}-\d{2}\.csv$/);
    const fs = await import("node:fs/promises");
    const csv = await fs.readFile((await file.path())!, "utf8");
    const [header, line] = csv.replace(/^\uFEFF/, "").split(/\r?\n/);
    // The spec's columns in its order, then the bookkeeper's: paid date, subtotal, tax with state and rate, refund and its date, discount and promo code, then kind, gift card part and total.
    expect(header).toBe(
      "Date,Time,Service,Client Name,Client Email,Amount,Payment ID,Status,Paid Date,Subtotal,Sales Tax,Tax State,Tax Rate,Refunded,Refund Date,Discount,Promo Code,Kind,Gift Card,Total",
    );
    expect(line).toContain(paid.email);
    expect(line.split(",").slice(7, 9)).toEqual(["Paid", today]);

    await page.getByLabel("Search payments").fill("no-such-payment-anywhere");
    await page.getByLabel("Search payments").press("Enter");
    await expect(tabPanel(page).getByText("No payment records found")).toBeVisible();
  });

  test("tabs and dialogs work from the keyboard, focus comes back, Refresh keeps the place", async ({ page }) => {
    await page.goto(`/admin/dashboard?search=${paid.lastName}`, { waitUntil: "networkidle" });
    const link = tabPanel(page).getByRole("link", { name: `${paid.firstName} ${paid.lastName}` });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(detailsDialog(page)).toBeVisible();
    await expect(detailsDialog(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(detailsDialog(page)).toBeHidden();
    await expect(link).toBeFocused();

    await page.getByRole("tab", { name: "Booking List" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Calendar" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/tab=calendar/);
    await expect(page).toHaveURL(new RegExp(`search=${paid.lastName}`));
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByRole("tab", { name: "Calendar" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/tab=calendar/);
  });
});
