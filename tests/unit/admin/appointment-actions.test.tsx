// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

// The owner's actions on an appointment: a second tap while the first is on its way does nothing
// (a double tap on Send Reminder emailed the client twice).

const toasts = vi.hoisted(() => ({ toast: vi.fn(), toastError: vi.fn() }));
vi.mock("@/components/ui/toast", () => toasts);
const actions = vi.hoisted(() => ({
  sendReminderAction: vi.fn(),
  setAppointmentStatusAction: vi.fn(),
  refundAppointmentAction: vi.fn(),
  recordPaymentAction: vi.fn(),
}));
vi.mock("@/lib/actions/appointments", () => actions);

const { useAppointmentActions } = await import("@/components/admin/use-appointment-actions");

describe("useAppointmentActions", () => {
  it("runs one action at a time: a double tap sends one reminder and toasts once", async () => {
    let answer!: (state: unknown) => void;
    actions.sendReminderAction.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useAppointmentActions());

    let first!: Promise<boolean>, second!: Promise<boolean>;
    act(() => {
      first = result.current.sendReminder(7);
      second = result.current.sendReminder(7);
    });
    await act(async () => answer({ status: "success", at: 1 }));

    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
    expect(actions.sendReminderAction).toHaveBeenCalledTimes(1);
    expect(toasts.toast).toHaveBeenCalledTimes(1);
    expect(toasts.toastError).not.toHaveBeenCalled();
  });

  it("takes the next action once the first has its answer", async () => {
    actions.setAppointmentStatusAction.mockResolvedValue({ status: "success", at: 1 });
    const { result } = renderHook(() => useAppointmentActions());
    await act(async () => void (await result.current.setStatus(7, "completed")));
    await act(async () => void (await result.current.setStatus(8, "completed")));
    expect(actions.setAppointmentStatusAction).toHaveBeenCalledTimes(2);
  });
});
