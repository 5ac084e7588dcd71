// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { AdminAppointment } from "@/lib/admin/types";
import { refundableCents, refundNote } from "@/components/admin/format";
import { adminPayment } from "../support/admin-payment";

// The details dialog tells the owner what the client did: a rescheduled appointment shows its
// previous time (with the zone), a cancelled one who cancelled and when, next to the refund.

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock("@/components/ui/toast", () => ({ toast: vi.fn(), toastError: vi.fn() }));
vi.mock("@/lib/actions/appointments", () => ({
  setAppointmentStatusAction: vi.fn(),
  refundAppointmentAction: vi.fn(),
  sendReminderAction: vi.fn(),
  resendEmailAction: vi.fn(),
  resendTextAction: vi.fn(),
  retryVideoRoomAction: vi.fn(),
  cancelAppointmentAction: vi.fn(),
  recordPaymentAction: vi.fn(),
}));
vi.mock("@/lib/actions/credits", () => ({ adjustCreditsAction: vi.fn() }));

const { AppointmentDetailsDialog } = await import("@/components/admin/appointment-dialog");
const { AdminZoneProvider } = await import("@/components/admin/zone");
const { cancelledLine, rescheduledLine } = await import("@/components/admin/format");

const appointment = (over: Partial<AdminAppointment> = {}): AdminAppointment => ({
  id: 42,
  userId: 7,
  date: "2027-03-16",
  time: "10:00",
  startsAt: "2027-03-16T14:00:00.000Z",
  endsAt: "2027-03-16T15:00:00.000Z",
  serviceName: "Clinical Hypnotherapy (Virtual)",
  isVirtual: true,
  status: "confirmed",
  paymentComplete: true,
  notes: null,
  zoomLink: "/appointments/42/join",
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
  clientFirstName: "Jane",
  clientLastName: "Doe",
  clientEmail: "jane@example.com",
  clientPhone: "8285550100",
  clientInfo: { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "8285550100" },
  paidWith: { clientPackageId: null, packageName: null, creditHeld: false, giftCardId: null, giftCardLast4: null, giftCardCents: 0 },
  payment: adminPayment(),
  ...over,
});

const zone = "America/New_York";
const show = (a: AdminAppointment) =>
  render(
    <AdminZoneProvider timeZone={zone}>
      <AppointmentDetailsDialog appointment={a} id={a.id} state={{} as never} />
    </AdminZoneProvider>,
  );
/** The value next to a label in the dialog's definition lists. */
const valueOf = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("[]", { status: 200, headers: { "Content-Type": "application/json" } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the history lines", () => {
  it("word a reschedule with the previous time in the practice's zone (EST before the change, EDT after)", () => {
    expect(rescheduledLine({ rescheduledFrom: "2027-03-12T15:00:00.000Z", rescheduledAt: "2027-03-05T18:00:00.000Z" }, zone)).toBe(
      "Rescheduled from Friday, March 12, 2027, 10:00 AM EST (by the client on Mar 5, 2027)",
    );
    expect(rescheduledLine({ rescheduledFrom: null, rescheduledAt: null }, zone)).toBeNull();
  });

  it("name who cancelled, or the stored reason for other cancellations", () => {
    const cancelled = { status: "cancelled", cancelledAt: "2027-03-05T18:00:00.000Z", cancelReason: "cancelled_by_client" };
    expect(cancelledLine({ ...cancelled, cancelledBy: "client" }, zone)).toBe("Cancelled by the client on Mar 5, 2027");
    expect(cancelledLine({ ...cancelled, cancelledBy: "practice", cancelReason: "cancelled_by_practice" }, zone)).toBe(
      "Cancelled by the practice on Mar 5, 2027",
    );
    expect(cancelledLine({ ...cancelled, cancelledBy: null, cancelledAt: null, cancelReason: "hold_expired" }, zone)).toBe("hold_expired");
    expect(cancelledLine({ ...cancelled, status: "confirmed", cancelledBy: null }, zone)).toBeNull();
  });
});

describe("Appointment Details", () => {
  it("shows a rescheduled appointment's previous time", () => {
    show(appointment({ rescheduledFrom: "2027-03-12T15:00:00.000Z", rescheduledAt: "2027-03-05T18:00:00.000Z" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("History", { selector: "dt" })).toBeTruthy();
    expect(valueOf("History")).toBe("Rescheduled from Friday, March 12, 2027, 10:00 AM EST (by the client on Mar 5, 2027)");
    expect(valueOf("Time")).toBe("10:00 AM EDT - 11:00 AM EDT");
  });

  it("shows who cancelled and the refund with its date, the amount with its tax and when it was paid", () => {
    show(
      appointment({
        status: "cancelled",
        cancelReason: "cancelled_by_client",
        cancelledBy: "client",
        cancelledAt: "2027-03-05T18:00:00.000Z",
        payment: {
          amount: 12570,
          subtotalCents: 12000,
          discountCents: 0,
          promoCode: null,
          taxCents: 570,
          taxRate: 0.0475,
          taxState: "NC",
          paidAt: "2027-03-01T15:04:00.000Z",
          paymentIntentId: "test_pi_1",
          status: "succeeded",
          refundStatus: "refunded",
          refundedCents: 12570,
          refundId: "test_re_1",
          refundedAt: "2027-03-05T18:00:00.000Z",
          refundReason: "The client cancelled the appointment.",
        },
      }),
    );
    expect(valueOf("History")).toBe("Cancelled by the client on Mar 5, 2027");
    expect(valueOf("Refund")).toContain("$125.70 refunded on Mar 5, 2027");
    expect(valueOf("Refund")).toContain("The client cancelled the appointment.");
    // The amount itemises the tax it carried; the payment says when it was received.
    expect(valueOf("Amount")).toBe("$125.70$120.00 + Sales tax (NC 4.75%) $5.70");
    expect(valueOf("Paid on")).toBe("Mar 1, 2027, 10:04 AM EST");
  });

  it("itemises a promo code's discount: the price, the discount with its code, then the subtotal and its tax", () => {
    const base = appointment({});
    show(
      appointment({
        discountCents: 3000,
        promoCode: "WELCOME25",
        payment: { ...base.payment!, amount: 9428, subtotalCents: 9000, discountCents: 3000, promoCode: "WELCOME25", taxCents: 428 },
      }),
    );
    expect(valueOf("Amount")).toBe("$94.28Price $120.00Discount (WELCOME25) −$30.00$90.00 + Sales tax (NC 4.75%) $4.28");
  });

  it("a booking a promo code made free reads Free with the code, its badge Free, and offers no payment to record", () => {
    show(appointment({ discountCents: 12000, promoCode: "WELCOME100", paymentComplete: false, payment: null }));
    expect(valueOf("Amount")).toBe("Free (WELCOME100)Price $120.00Discount (WELCOME100) −$120.00");
    expect(within(screen.getByRole("dialog")).getByText("Payment:", { exact: false }).parentElement?.textContent).toBe("Payment: Free");
    expect(screen.queryByRole("button", { name: /record payment/i })).toBeNull();
  });

  it("shows no history for an appointment that was neither moved nor cancelled", () => {
    show(appointment({}));
    expect(screen.queryByText("History", { selector: "dt" })).toBeNull();
  });
});

describe("the session's video room in the details", () => {
  const room = (over: Partial<NonNullable<AdminAppointment["videoRoom"]>>) =>
    appointment({
      videoRoom: { status: "ready", provider: "zoom", externalId: "81000000001", lastError: null, nextAttemptAt: null, ...over },
    });

  it("a made room: the provider and its id, and Start / Join through the join page (never the room's own address)", () => {
    show(room({}));
    expect(valueOf("Video room")).toContain("Zoom meeting 81000000001");
    expect(screen.getByRole("link", { name: "Start / Join the video room (opens in a new tab)" }).getAttribute("href")).toBe(
      "/appointments/42/join",
    );
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("a room the provider could not make yet: pending, why, when it is tried next, and Try again", () => {
    show(
      room({
        status: "pending",
        externalId: null,
        lastError: "Zoom could not create the meeting (503)",
        nextAttemptAt: "2027-03-10T15:05:00.000Z",
      }),
    );
    expect(valueOf("Video room")).toContain("Room pending");
    expect(valueOf("Video room")).toContain("Last try failed: Zoom could not create the meeting (503). Next try at 10:05 AM EST.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    cleanup();
    show(room({ status: "failed", externalId: null, lastError: "Zoom refused the app's credentials" }));
    expect(valueOf("Video room")).toContain("Room could not be made");
  });

  it("a cancelled session's room is closed", () => {
    show(room({ status: "closed" }));
    expect(valueOf("Video room")).toBe("Closed: Zoom meeting 81000000001 (the session was cancelled)");
  });
});

describe("how a booking was paid", () => {
  const byCredit = {
    clientPackageId: 9,
    packageName: "Three-session program",
    creditHeld: true,
    giftCardId: null,
    giftCardLast4: null,
    giftCardCents: 0,
  };

  it("names the package whose credit paid and offers the credit back after a no-show or a late cancel", () => {
    show(appointment({ status: "no_show", payment: null, paidWith: byCredit }));
    expect(valueOf("Package credit")).toBe("1 session of Three-session program");
    expect(screen.getByRole("form", { name: "Change the credits of Three-session program" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Give the credit back" })).toBeTruthy();
  });

  it("offers nothing once the credit came back, nor for a booking that still stands", () => {
    show(appointment({ status: "cancelled", payment: null, paidWith: { ...byCredit, creditHeld: false } }));
    expect(valueOf("Package credit")).toBe("1 session of Three-session program (the credit came back)");
    expect(screen.queryByRole("button", { name: "Give the credit back" })).toBeNull();
    cleanup();
    show(appointment({ status: "confirmed", payment: null, paidWith: byCredit }));
    expect(screen.queryByRole("button", { name: "Give the credit back" })).toBeNull();
  });

  it("shows the part a gift card paid, linked to the card", () => {
    show(appointment({ paidWith: { ...byCredit, clientPackageId: null, giftCardId: 5, giftCardLast4: "WXYZ", giftCardCents: 4000 } }));
    expect(valueOf("Gift card")).toBe("$40.00 from the card ending WXYZ");
    expect(screen.getByRole("link", { name: "the card ending WXYZ" }).getAttribute("href")).toBe("/admin/gift-cards/5");
  });
});

describe("what a cancel can refund", () => {
  it("counts the gift card's part with the card's charge, and says where the money goes", () => {
    const split = appointment({
      payment: { ...appointment().payment!, amount: 8570 },
      paidWith: { ...appointment().paidWith, giftCardId: 5, giftCardLast4: "WXYZ", giftCardCents: 4000 },
    });
    expect(refundableCents(split)).toBe(12570);
    expect(refundNote(split)).toBe("The client paid $125.70. Cancelling refunds $125.70 to their card and gift card.");
    expect(refundNote(appointment())).toBe("The client paid $125.70. Cancelling refunds $125.70 to their card.");
  });
});
