import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { ConfirmationPayment } from "@/components/booking/confirmation-extras";
import type { BookingConfirmation } from "@/lib/appointments/complete";

// 'Booking Confirmed!' shows what was paid from the stored payment: with a promo code, the price
// and the discount with its code before the subtotal; a booking a code made free says so.

const confirmation = (over: Partial<BookingConfirmation>): BookingConfirmation => ({
  appointment: {
    id: 42,
    serviceName: "Clinical Hypnotherapy (Virtual)",
    date: "2027-03-16",
    time: "10:00",
    startsAt: "2027-03-16T14:00:00.000Z",
    endsAt: "2027-03-16T15:00:00.000Z",
    isVirtual: true,
    location: "Virtual",
    zoomLink: "/appointments/42/join",
    status: "confirmed",
  },
  calendar: { icsUrl: "/api/appointments/42/calendar", googleUrl: "https://calendar.google.com/calendar/render" },
  payment: null,
  receiptUrl: null,
  ...over,
});
const text = (c: BookingConfirmation) =>
  renderToStaticMarkup(<ConfirmationPayment confirmation={c} />)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the confirmation's payment", () => {
  it("with a promo code: price, discount with its code, subtotal, tax and total, in that order", () => {
    const shown = text(
      confirmation({
        payment: {
          subtotalCents: 9000,
          taxCents: 428,
          totalCents: 9428,
          taxRate: 0.0475,
          taxState: "NC",
          discount: { amountCents: 3000, code: "WELCOME25" },
        },
        receiptUrl: "/api/appointments/42/receipt",
      }),
    );
    expect(shown).toContain(
      "Price $120.00 Discount (WELCOME25) −$30.00 Subtotal $90.00 Sales tax (NC 4.75%) $4.28 Total paid $94.28 Download receipt (PDF)",
    );
  });

  it("without a code: no price or discount line", () => {
    const shown = text(
      confirmation({ payment: { subtotalCents: 12000, taxCents: 570, totalCents: 12570, taxRate: 0.0475, taxState: "NC" } }),
    );
    expect(shown).toMatch(/^Payment Subtotal \$120\.00/);
    expect(shown).not.toContain("Discount");
  });

  it("a booking a code made free shows Free with the code; nothing without a payment or a free label", () => {
    expect(text(confirmation({ free: "Free (WELCOME100)" }))).toBe("Payment Price Free (WELCOME100)");
    expect(text(confirmation({}))).toBe("");
  });
});
