// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { format } from "date-fns";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { UserAppointmentDTO } from "@/lib/accounts/appointment-types";
import { jsonResponse, stubFetchPerTest } from "../support/dom";
import { userAppointment } from "./fixtures";

// The two interactive parts of My Appointments in a DOM: the cancel step (the refund stated, one
// request however often Confirm is clicked, the card read again) and the reschedule form (the
// wizard's picker; a taken time keeps the client on the picker with the day kept). The server
// actions are mocked (they answer a FormState); the picker's reads go through a stubbed fetch.

const toasts = vi.hoisted(() => ({ toast: vi.fn(), toastError: vi.fn() }));
vi.mock("@/components/ui/toast", () => toasts);
const router = vi.hoisted(() => ({ refresh: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
type Answer = (previous: unknown, formData: FormData) => Promise<unknown>;
const actions = vi.hoisted(() => ({ cancel: vi.fn<Answer>(), reschedule: vi.fn<Answer>() }));
vi.mock("@/lib/actions/appointments-client", () => ({
  cancelAppointmentAction: (previous: unknown, formData: FormData) => actions.cancel(previous, formData),
  rescheduleAppointmentAction: (previous: unknown, formData: FormData) => actions.reschedule(previous, formData),
}));
const success = (data: unknown) => ({ status: "success", data, at: Date.now() });
const refusal = (message: string) => ({ status: "error", message, at: Date.now() });

const { CancelAppointmentButton } = await import("@/components/accounts/cancel-appointment");
const { RescheduleForm } = await import("@/components/accounts/reschedule-form");
const { TimeZoneProvider } = await import("@/components/booking/time-zone");

const NY = "America/New_York";

const appointment = (over: Partial<UserAppointmentDTO> = {}) => userAppointment({ consentUrl: null, ...over });

const json = jsonResponse;
const fetchMock = stubFetchPerTest();
/** The element's text with a space between its parts (textContent runs them together). */
const words = (el: Element) => {
  const parts: string[] = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
  return parts.join(" ").replace(/\s+/g, " ").trim();
};
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));
const posted = (mock: typeof actions.cancel, call = 0) => Object.fromEntries(mock.mock.calls[call][1]);

describe("Cancel", () => {
  const open = () => {
    render(<CancelAppointmentButton appointment={appointment()} timeZone={NY} />);
    fireEvent.click(screen.getByRole("button", { name: "Cancel Private Yoga (In-Person) on Monday, March 4, 2030" }));
    return screen.getByRole("alertdialog", { name: "Cancel this appointment?" });
  };

  it("states the refund in words before anything happens", () => {
    const dialog = open();
    expect(words(dialog)).toContain("Private Yoga (In-Person) on Monday, March 4, 2030 at 2:30 PM EST");
    expect(words(dialog)).toContain("You will get a full refund of $109.99 to your card.");
    expect(actions.cancel).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep Appointment" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(actions.cancel).not.toHaveBeenCalled();
  });

  it("a double click cancels once; then the refund is announced and the page read again", async () => {
    let answer!: (state: unknown) => void;
    actions.cancel.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const dialog = open();
    const confirm = within(dialog).getByRole("button", { name: "Cancel Appointment" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(actions.cancel).toHaveBeenCalledTimes(1));
    expect(posted(actions.cancel)).toEqual({ id: "41" });
    await waitFor(() => expect(within(dialog).getByRole("button", { name: /Cancelling/ })).toHaveProperty("disabled", true));

    await act(async () =>
      answer(
        success(
          appointment({
            status: "cancelled",
            upcoming: false,
            refund: { amountCents: 10999, refundedAt: "2030-02-10T15:00:05.000Z" },
          }),
        ),
      ),
    );
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(actions.cancel).toHaveBeenCalledTimes(1);
    expect(toasts.toast).toHaveBeenCalledWith({
      title: "Appointment cancelled",
      description: "Private Yoga (In-Person) on Monday, March 4, 2030 is cancelled. $109.99 is refunded to your card.",
    });
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("refused (the cutoff passed meanwhile): the server's words, and the card as it now is", async () => {
    actions.cancel.mockResolvedValue(refusal("Within 48 hours of the start, please contact us."));
    const dialog = open();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel Appointment" }));
    await waitFor(() =>
      expect(toasts.toastError).toHaveBeenCalledWith({
        title: "Could not cancel",
        description: "Within 48 hours of the start, please contact us.",
      }),
    );
    expect(router.refresh).toHaveBeenCalled();
    expect(toasts.toast).not.toHaveBeenCalled();
  });

  it("a failure keeps the dialog open with the reason, and Confirm usable again", async () => {
    actions.cancel.mockResolvedValue(refusal("Something went wrong on our side. Please try again."));
    const dialog = open();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel Appointment" }));
    expect(words(await within(dialog).findByRole("alert"))).toContain("Something went wrong on our side. Please try again.");
    expect(within(dialog).getByRole("button", { name: "Cancel Appointment" })).toHaveProperty("disabled", false);
    expect(toasts.toast).not.toHaveBeenCalled();

    actions.cancel.mockResolvedValue(success(appointment({ status: "cancelled", upcoming: false })));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel Appointment" }));
    await waitFor(() => expect(actions.cancel).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(toasts.toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Appointment cancelled" })));
  });
});

// Role queries over the calendar's large DOM are slow in jsdom: these tests take a few seconds each.
describe("Reschedule", { timeout: 30_000 }, () => {
  // A bookable day inside the wizard's window (7 to 60 days ahead), as the browser's calendar sees it.
  const day = new Date();
  day.setDate(day.getDate() + 12);
  const dayKey = format(day, "yyyy-MM-dd");
  const slot = (id: number, startTime: string, startsAt: string) => ({ id, practitionerId: 1, date: dayKey, startTime, startsAt });
  // Practice times (New York) on that day, as instants: 10:00 and 15:00 local.
  const at = (hh: number) => {
    const noonUtc = new Date(`${dayKey}T12:00:00Z`);
    const offset = noonUtc.getTime() - new Date(noonUtc.toLocaleString("en-US", { timeZone: NY })).getTime();
    return new Date(new Date(`${dayKey}T${String(hh).padStart(2, "0")}:00:00Z`).getTime() + offset).toISOString();
  };
  const morning = slot(901, "10:00", at(10));
  const afternoon = slot(902, "15:00", at(15));

  let slotsAnswer: unknown[] = [morning, afternoon];

  beforeEach(() => {
    slotsAnswer = [morning, afternoon];
    actions.reschedule.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      // The reschedule reads of this booking (its own time is not busy there).
      if (url.startsWith("/api/appointments/41/availability?"))
        return json(200, { month: url.match(/month=([\d-]+)/)![1], dates: [dayKey] });
      if (url.startsWith("/api/appointments/41/time-slots?")) return json(200, slotsAnswer);
      throw new Error(`unexpected ${url}`);
    });
  });

  const show = async () => {
    render(
      <TimeZoneProvider initialZone={NY} practiceZone={NY} persist={false}>
        <RescheduleForm appointment={appointment()} />
      </TimeZoneProvider>,
    );
    // The calendar and the times load through (stubbed) fetches: allow for a busy test machine.
    const open = await screen.findByRole("button", { name: /has free times/ }, { timeout: 5000 });
    fireEvent.click(open);
    return screen.findByRole("list", { name: "Available times" }, { timeout: 5000 });
  };
  const change = () => screen.getByRole("region", { name: "Your change" });

  it("shows the current time next to the chosen new one, and sends the slot on Confirm", async () => {
    const times = await show();
    expect(words(change())).toContain("Current time Monday, March 4, 2030 2:30 PM EST");
    expect(words(change())).toContain("Choose a day and a time above.");
    fireEvent.click(within(times).getByRole("button", { name: /^3:00 PM E[SD]T$/ }));
    expect(words(change())).toContain(`New time ${format(day, "EEEE, MMMM d, yyyy")} 3:00 PM`);

    actions.reschedule.mockResolvedValueOnce(
      success(appointment({ startsAt: afternoon.startsAt, rescheduledFrom: "2030-03-04T19:30:00.000Z" })),
    );
    fireEvent.click(screen.getByRole("button", { name: "Confirm New Time" }));
    fireEvent.click(screen.getByRole("button", { name: /Confirm New Time|Moving your session/ })); // a double click
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/appointments"));
    expect(actions.reschedule).toHaveBeenCalledTimes(1);
    expect(posted(actions.reschedule)).toEqual({ id: "41", date: dayKey, time: "15:00", timeSlotId: "902" });
    expect(toasts.toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Appointment rescheduled" }));
    expect(toasts.toast.mock.calls[0][0].description).toContain(`is now on ${format(day, "EEEE, MMMM d, yyyy")} at 3:00 PM`);
  });

  it("Confirm without a time asks for one (the wizard's message) and sends nothing", async () => {
    await show();
    fireEvent.click(screen.getByRole("button", { name: "Confirm New Time" }));
    expect(words(screen.getByRole("alert"))).toContain("Please select a time slot");
    expect(actions.reschedule).not.toHaveBeenCalled();
  });

  it("a time taken meanwhile: the server's message, the day kept, its times read again, nothing moved", async () => {
    const times = await show();
    fireEvent.click(within(times).getByRole("button", { name: /^10:00 AM E[SD]T$/ }));
    const taken = "That time was just booked by someone else. Please choose another time; your booking has not changed.";
    actions.reschedule.mockResolvedValueOnce(refusal(taken));
    slotsAnswer = [afternoon]; // the morning is gone now
    fireEvent.click(screen.getByRole("button", { name: "Confirm New Time" }));

    expect(words(await screen.findByRole("alert"))).toContain(taken);
    expect(router.push).not.toHaveBeenCalled();
    expect(words(change())).toContain("Choose a day and a time above.");
    await waitFor(() => expect(calls("/api/appointments/41/time-slots")).toHaveLength(2));
    const again = await screen.findByRole("list", { name: "Available times" });
    await waitFor(() => expect(within(again).queryByRole("button", { name: /^10:00 AM/ })).toBeNull());
    expect(screen.getByRole("heading", { name: `Available times on ${format(day, "EEEE, MMMM d, yyyy")}` })).toBeTruthy();

    // The client picks another time and it goes through.
    actions.reschedule.mockResolvedValueOnce(success(appointment({ startsAt: afternoon.startsAt })));
    fireEvent.click(within(again).getByRole("button", { name: /^3:00 PM/ }));
    fireEvent.click(screen.getByRole("button", { name: "Confirm New Time" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/appointments"));
    expect(actions.reschedule).toHaveBeenCalledTimes(2);
  });
});
