import type { AdminPayment } from "@/lib/admin/types";

/** A booking's payment as the owner's views get it: $125.70 paid (NC tax), nothing refunded. */
export const adminPayment = (over: Partial<AdminPayment> = {}): AdminPayment => ({
  amount: 12570,
  subtotalCents: 12000,
  discountCents: 0,
  promoCode: null,
  taxCents: 570,
  taxRate: 0.0475,
  taxState: "NC",
  paidAt: null,
  paymentIntentId: "test_pi_1",
  status: "succeeded",
  refundStatus: "none",
  refundedCents: 0,
  refundId: null,
  refundedAt: null,
  refundReason: null,
  ...over,
});
