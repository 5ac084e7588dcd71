// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { AdminAppointment } from "@/lib/admin/types";
import type { TimeOffSaveResult } from "@/lib/availability/types";
import { jsonResponse, stubFetchPerTest } from "../support/dom";
import { adminPayment } from "../support/admin-payment";

// The owner's time off and holiday forms in a DOM: the conflict preview is read on its JSON route
// (a stubbed fetch), the change is the server action (mocked: it answers a FormState) posted the
// form's fields with the bookings shown and those to cancel; a 409 reads the list again and shows
// why without a failure toast; a refusal is told with its field errors.

const toasts = vi.hoisted(() => ({ toast: vi.fn(), toastError: vi.fn() }));
vi.mock("@/components/ui/toast", () => toasts);
type Answer = (previous: unknown, formData: FormData) => Promise<unknown>;
const actions = vi.hoisted(() => ({ add: vi.fn<Answer>(), close: vi.fn<Answer>(), remove: vi.fn<Answer>() }));
vi.mock("@/lib/actions/availability", () => ({
  addTimeOffAction: (previous: unknown, formData: FormData) => actions.add(previous, formData),
  closeHolidayAction: (previous: unknown, formData: FormData) => actions.close(previous, formData),
  removeTimeOffAction: (previous: unknown, formData: FormData) => actions.remove(previous, formData),
  saveHoursAction: vi.fn(),
}));
const success = (data: unknown) => ({ status: "success", data, at: Date.now() });
const refusal = (message: string, over: object = {}) => ({ status: "error", message, at: Date.now(), ...over });

const { TimeOffForm } = await import("@/components/admin/availability/time-off-form");
const { CloseHolidayButton } = await import("@/components/admin/availability/time-off-actions");

const fetchMock = stubFetchPerTest();
beforeEach(() => Object.values(actions).forEach((mock) => mock.mockReset()));
const posted = (mock: typeof actions.add, call = 0) => {
  const data = mock.mock.calls[call][1];
  return { fields: Object.fromEntries(data), acknowledged: data.getAll("acknowledged"), cancel: data.getAll("cancel") };
};

const booking = (id: number, first: string): AdminAppointment => ({
  id,
  userId: id,
  date: "2030-03-04",
  time: "10:00",
  startsAt: "2030-03-04T15:00:00.000Z",
  endsAt: "2030-03-04T16:00:00.000Z",
  serviceName: "Private Yoga (Virtual)",
  isVirtual: true,
  status: "confirmed",
  paymentComplete: true,
  notes: null,
  zoomLink: null,
  videoRoom: null,
  cancelReason: null,
  cancelledBy: null,
  cancelledAt: null,
  cancelNote: null,
  rescheduledBy: null,
  priceCents: 12000,
  discountCents: 0,
  promoCode: null,
  rescheduledFrom: null,
  rescheduledAt: null,
  clientFirstName: first,
  clientLastName: "Doe",
  clientEmail: `${first.toLowerCase()}@example.com`,
  clientPhone: "8285550100",
  clientInfo: { firstName: first, lastName: "Doe", email: `${first.toLowerCase()}@example.com`, phone: "8285550100" },
  paidWith: { clientPackageId: null, packageName: null, creditHeld: false, giftCardId: null, giftCardLast4: null, giftCardCents: 0 },
  payment: adminPayment({ amount: 9000, subtotalCents: 9000, taxCents: 0, taxRate: 0, taxState: null, paymentIntentId: `pi_${id}` }),
});
const saved = (over: Partial<TimeOffSaveResult> = {}): TimeOffSaveResult => ({
  kept: [],
  cancelled: [],
  failed: [],
  timeOff: { from: "2030-03-04", to: "2030-03-04", days: 1, reason: "Workshop" },
  ...over,
});
const previewAnswer = (conflicts: AdminAppointment[]) => jsonResponse(200, { conflicts, days: ["2030-03-04"], alreadyOff: [] });

function fillTimeOff(from: string, reason = "") {
  render(<TimeOffForm practitionerId={3} practitionerName="Ana" today="2030-01-01" />);
  fireEvent.change(screen.getByLabelText("First day"), { target: { value: from } });
  if (reason) fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: reason } });
  fireEvent.click(screen.getByRole("button", { name: "Add time off" }));
}

describe("Add time off", () => {
  it("saves at once through the action when no booking is in the way", async () => {
    fetchMock.mockResolvedValueOnce(previewAnswer([]));
    actions.add.mockResolvedValueOnce(success(saved()));
    fillTimeOff("2030-03-04", "Workshop");
    await waitFor(() => expect(toasts.toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Time off added" })));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/admin/availability/time-off/preview");
    expect(JSON.parse(String(init?.body))).toEqual({ practitionerId: 3, from: "2030-03-04" });
    expect(posted(actions.add)).toEqual({
      fields: { practitionerId: "3", from: "2030-03-04", to: "", reason: "Workshop" },
      acknowledged: [],
      cancel: [],
    });
    expect(toasts.toastError).not.toHaveBeenCalled();
  });

  it("shows the bookings first and posts the owner's choice: the one cancelled with a refund", async () => {
    fetchMock.mockResolvedValueOnce(previewAnswer([booking(11, "Kim"), booking(12, "Lee")]));
    actions.add.mockResolvedValueOnce(success(saved({ kept: [12], cancelled: [11] })));
    fillTimeOff("2030-03-04");
    const dialog = await screen.findByRole("dialog", { name: "Bookings on these days" });
    expect(actions.add).not.toHaveBeenCalled();
    const kim = within(dialog).getByRole("radiogroup", { name: /Kim Doe's booking/ });
    expect(within(kim).getByRole("radio", { name: "Keep this booking" }).getAttribute("aria-checked")).toBe("true");
    fireEvent.click(within(kim).getByRole("radio", { name: "Cancel and refund $90.00" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add time off and cancel 1" }));
    await waitFor(() => expect(toasts.toast).toHaveBeenCalled());
    expect(posted(actions.add)).toMatchObject({ acknowledged: ["11", "12"], cancel: ["11"] });
    expect(toasts.toast).toHaveBeenCalledWith({
      title: "Time off added",
      description: "Monday, March 4, 2030: no new bookings. 1 booking kept, 1 cancelled (paid ones refunded in full).",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("a 409 (a booking appeared meanwhile) reads the list again and says why, without a failure toast", async () => {
    fetchMock.mockResolvedValueOnce(previewAnswer([booking(11, "Kim")]));
    fetchMock.mockResolvedValueOnce(previewAnswer([booking(11, "Kim"), booking(13, "Max")]));
    actions.add.mockResolvedValueOnce(refusal("New bookings were made on these days since you looked.", { httpStatus: 409 }));
    actions.add.mockResolvedValueOnce(success(saved({ kept: [11, 13] })));
    fillTimeOff("2030-03-04");
    const dialog = await screen.findByRole("dialog", { name: "Bookings on these days" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add time off and keep all" }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty(
      "textContent",
      "New bookings were made on these days since you looked.",
    );
    expect(within(dialog).getByRole("radiogroup", { name: /Max Doe's booking/ })).toBeTruthy();
    expect(toasts.toastError).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Add time off and keep all" }));
    await waitFor(() => expect(toasts.toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Time off added" })));
    expect(posted(actions.add, 1)).toMatchObject({ acknowledged: ["11", "13"], cancel: [] });
  });

  it("a refusal is told with the server's message, and its field error shows at the field", async () => {
    fetchMock.mockResolvedValueOnce(previewAnswer([]));
    actions.add.mockResolvedValueOnce(
      refusal("Every day in this range is already time off.", {
        httpStatus: 400,
        fieldErrors: { from: "Every day in this range is already time off." },
      }),
    );
    fillTimeOff("2030-03-04");
    await waitFor(() =>
      expect(toasts.toastError).toHaveBeenCalledWith({
        title: "Time off not added",
        description: "Every day in this range is already time off.",
      }),
    );
    expect(screen.getByLabelText("First day").getAttribute("aria-invalid")).toBe("true");
    expect(toasts.toast).not.toHaveBeenCalled();
  });

  it("checks the fields before anything is sent", async () => {
    fillTimeOff("2029-12-31");
    expect(await screen.findByText("Time off must start today or later.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(actions.add).not.toHaveBeenCalled();
  });
});

describe("Close on a holiday", () => {
  it("posts the day to its action after the preview, and tells the owner", async () => {
    fetchMock.mockResolvedValueOnce(previewAnswer([]));
    actions.close.mockResolvedValueOnce(
      success(saved({ timeOff: { from: "2030-12-25", to: "2030-12-25", days: 1, reason: "Christmas Day" } })),
    );
    render(<CloseHolidayButton practitionerId={3} practitionerName="Ana" date="2030-12-25" name="Christmas Day" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /^Close ?for Christmas Day$/ })));
    await waitFor(() => expect(toasts.toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Closed for Christmas Day" })));
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ practitionerId: 3, from: "2030-12-25" });
    expect(posted(actions.close)).toEqual({ fields: { practitionerId: "3", date: "2030-12-25" }, acknowledged: [], cancel: [] });
  });
});
