import { describe, expect, it } from "vitest";
import { paymentLabel } from "@/components/admin/badges";
import type { AdminPayment } from "@/lib/admin/types";
import { adminPayment } from "../support/admin-payment";

// The booking list's, the details dialog's and the client page's payment badge.

const payment = (over: Partial<AdminPayment>) => adminPayment({ paidAt: "2026-12-01T15:00:00.000Z", ...over });

describe("paymentLabel", () => {
  it("reads Refunded only when all of it came back, Partly refunded when a part did", () => {
    const refunded = (refundedCents: number) =>
      paymentLabel({ paymentComplete: true, payment: payment({ refundStatus: "refunded", refundedCents, refundId: "re_1" }) });
    expect(refunded(12_570)).toBe("Refunded");
    expect(refunded(4_025)).toBe("Partly refunded");
  });

  it("reads Paid, Refund due and Pending as before", () => {
    expect(paymentLabel({ paymentComplete: true, payment: payment({}) })).toBe("Paid");
    expect(paymentLabel({ paymentComplete: true, payment: payment({ refundStatus: "due" }) })).toBe("Refund due");
    expect(paymentLabel({ paymentComplete: false, payment: payment({ status: "requires_payment", paidAt: null }) })).toBe("Pending");
  });
});
