// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import type { AdminEmail, AdminText } from "@/lib/admin/types";
import { jsonResponse, stubFetchPerTest } from "../support/dom";

// The details dialog's Emails and Text messages sections in a DOM: each status as text, empty,
// error with Try again, Resend's success and failure. fetch is stubbed for the list (apiRequest is the real one); Resend's
// server action is mocked.

const toasts = vi.hoisted(() => ({ toast: vi.fn(), toastError: vi.fn() }));
vi.mock("@/components/ui/toast", () => toasts);
const actions = vi.hoisted(() => ({ resendEmailAction: vi.fn(), resendTextAction: vi.fn() }));
vi.mock("@/lib/actions/appointments", () => actions);
const refused = (message: string) => ({ status: "error", message, at: Date.now() });

const { AppointmentEmails, AppointmentTexts } = await import("@/components/admin/appointment-messages");
const { AdminZoneProvider } = await import("@/components/admin/zone");

const email = (over: Partial<AdminEmail>): AdminEmail => ({
  id: 1,
  template: "booking-confirmation",
  label: "Booking Confirmation",
  to: "harper.quinn@example.com",
  subject: "Your booking is confirmed",
  status: "sent",
  attempts: 1,
  error: null,
  nextAttemptAt: null,
  createdAt: "2030-03-04T19:30:00.000Z",
  updatedAt: "2030-03-04T19:30:00.000Z",
  ...over,
});
const failed = email({
  id: 5,
  template: "appointment-reminder",
  label: "Reminder (24 Hours Before)",
  status: "failed",
  attempts: 5,
  error: "Mailbox unavailable",
});

const json = jsonResponse;
const fetchMock = stubFetchPerTest();

function show(version = 0) {
  return render(
    <AdminZoneProvider timeZone="America/New_York">
      <AppointmentEmails appointmentId={7} version={version} />
    </AdminZoneProvider>,
  );
}
const section = () => screen.getByRole("region", { name: "Emails" });

describe("Emails section", () => {
  it("lists every email with its label, recipient, time in the practice's zone and status as text", async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, [
        email({ id: 1 }),
        email({ id: 2, label: "New Booking Notice (to You)", to: "owner@example.com", status: "recorded" }),
        email({ id: 3, label: "Cancellation", status: "sending", attempts: 0 }),
        email({
          id: 4,
          label: "Reminder (1 Hour Before)",
          status: "retrying",
          attempts: 2,
          error: "Rate limited",
          nextAttemptAt: "2030-03-04T20:05:00.000Z",
        }),
        failed,
        email({
          id: 6,
          label: "Reminder (2 Hours Before)",
          status: "cancelled",
          error: "Not sent: the session was cancelled or has started.",
        }),
      ]),
    );
    show();
    expect(screen.getByRole("status")).toHaveProperty("textContent", "Loading emails...");
    const items = await within(section()).findAllByRole("listitem");
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/appointments/7/emails", expect.objectContaining({ credentials: "same-origin" }));
    expect(items.map((li) => li.querySelector("[data-slot=badge]")?.textContent)).toEqual([
      "Status: Sent",
      "Status: Recorded",
      "Status: Sending",
      "Status: Retrying",
      "Status: Failed",
      "Status: Cancelled",
    ]);
    expect(items[0].textContent).toContain("Booking Confirmation");
    expect(items[0].textContent).toContain("To harper.quinn@example.com · Mar 4, 2030, 2:30 PM EST");
    expect(items[1].textContent).toContain("To owner@example.com");
    expect(items[3].textContent).toContain("2 attempts so far; next attempt Mar 4, 2030, 3:05 PM EST. Last error: Rate limited");
    expect(items[4].textContent).toContain("Gave up after 5 attempts. Last error: Mailbox unavailable");
    expect(items[5].textContent).toContain("Not sent: the session was cancelled or has started.");
    // Only the failed email can be resent; the button says which email.
    expect(
      within(section())
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Resend Reminder (24 Hours Before)"]);
  });

  it("says so when the appointment has no emails", async () => {
    fetchMock.mockResolvedValueOnce(json(200, []));
    show();
    expect(await screen.findByText("No emails for this appointment yet")).toBeTruthy();
  });

  it("shows an alert with Try again when the list cannot be loaded, and loads it again", async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: "database down" })).mockResolvedValueOnce(json(200, [email({})]));
    show();
    expect((await screen.findByRole("alert")).textContent).toBe("The emails could not be loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await within(section()).findByText("Booking Confirmation")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("loads again when the dialog's version changes, keeping the list meanwhile", async () => {
    fetchMock.mockResolvedValueOnce(json(200, [email({})]));
    const view = show();
    await within(section()).findByText("Booking Confirmation");
    fetchMock.mockResolvedValueOnce(
      json(200, [email({ id: 9, template: "appointment-reminder-admin", label: "Reminder (Sent by You)", status: "recorded" }), email({})]),
    );
    view.rerender(
      <AdminZoneProvider timeZone="America/New_York">
        <AppointmentEmails appointmentId={7} version={1} />
      </AdminZoneProvider>,
    );
    expect(screen.queryByText("Loading emails...")).toBeNull();
    expect(await within(section()).findByText("Reminder (Sent by You)")).toBeTruthy();
    expect(within(section()).getAllByRole("listitem")).toHaveLength(2);
  });

  it("Resend: busy while it runs, then the row shows the answer", async () => {
    fetchMock.mockResolvedValueOnce(json(200, [failed]));
    show();
    const button = await screen.findByRole("button", { name: "Resend Reminder (24 Hours Before)" });
    let answer!: (state: unknown) => void;
    actions.resendEmailAction.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    fireEvent.click(button);
    const posted = actions.resendEmailAction.mock.lastCall![1] as FormData;
    expect(posted.get("id")).toBe("5");
    expect(button).toHaveProperty("disabled", true);
    expect(within(button).getByRole("status").textContent).toBe("Resending...");

    answer({ status: "success", data: { ...failed, status: "sent", attempts: 1, error: null }, at: Date.now() });
    expect(await within(section()).findByText("Sent")).toBeTruthy();
    expect(within(section()).queryByRole("button")).toBeNull();
    expect(section().textContent).not.toContain("Mailbox unavailable");
    expect(toasts.toast).toHaveBeenCalledWith({
      title: "Email Resent",
      description: "Reminder (24 Hours Before) to harper.quinn@example.com: Sent.",
    });
  });

  it("Resend refused: a toast with the server's message, then the list is read again", async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, [failed]))
      .mockResolvedValueOnce(json(200, [{ ...failed, status: "retrying", attempts: 1, nextAttemptAt: "2030-03-04T20:05:00.000Z" }]));
    actions.resendEmailAction.mockResolvedValueOnce(refused("Only an email that failed can be sent again."));
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Resend Reminder (24 Hours Before)" }));
    expect(await within(section()).findByText("Retrying")).toBeTruthy();
    expect(toasts.toastError).toHaveBeenCalledWith({ title: "Resend Failed", description: "Only an email that failed can be sent again." });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("Resend failing without an answer: the fallback text, the row stays failed", async () => {
    fetchMock.mockResolvedValueOnce(json(200, [failed])).mockResolvedValue(json(200, [failed]));
    actions.resendEmailAction.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    show();
    const button = await screen.findByRole("button", { name: "Resend Reminder (24 Hours Before)" });
    fireEvent.click(button);
    await vi.waitFor(() =>
      expect(toasts.toastError).toHaveBeenCalledWith({ title: "Resend Failed", description: "There was a problem resending the email." }),
    );
    await vi.waitFor(() => expect(button).toHaveProperty("disabled", false));
    expect(await within(section()).findByText("Failed")).toBeTruthy();
  });
});

describe("Text messages section", () => {
  const text = (over: Partial<AdminText>): AdminText => ({
    id: 1,
    label: "Reminder text (24 Hours Before)",
    to: "(212) 555-1234",
    body: "Serenity Wellness: your session is Tue, Mar 5 at 2:30 PM EST. Reply STOP to opt out.",
    status: "sent",
    attempts: 1,
    error: null,
    nextAttemptAt: null,
    createdAt: "2030-03-04T19:30:00.000Z",
    ...over,
  });

  it("lists each text with its words, says why a failed one was not delivered, and resends it", async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, [
        text({}),
        text({ id: 2, status: "failed", attempts: 3, error: "Unreachable" }),
        text({ id: 3, label: "Waitlist offer text", status: "failed", attempts: 0, error: "The number cannot receive texts." }),
      ]),
    );
    render(
      <AdminZoneProvider timeZone="America/New_York">
        <AppointmentTexts appointmentId={7} />
      </AdminZoneProvider>,
    );
    const region = screen.getByRole("region", { name: "Text messages" });
    const items = await within(region).findAllByRole("listitem");
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/appointments/7/texts", expect.objectContaining({ credentials: "same-origin" }));
    expect(items[0].textContent).toContain("your session is Tue, Mar 5 at 2:30 PM EST");
    expect(items[1].textContent).toContain("Not delivered after 3 attempts. Last error: Unreachable");
    expect(items[2].textContent).toContain("The number cannot receive texts.");

    actions.resendTextAction.mockResolvedValueOnce({
      status: "success",
      data: text({ id: 2, status: "sent", attempts: 4 }),
      at: Date.now(),
    });
    fireEvent.click(within(region).getAllByRole("button", { name: "Resend Reminder text (24 Hours Before)" })[0]);
    expect(await within(items[1]).findByText("Sent")).toBeTruthy();
    expect(toasts.toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Text Resent" }));
  });
});
