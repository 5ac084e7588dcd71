import { Badge } from "@/components/ui/badge";
import { refundedLabel, STATUS_LABELS, type AdminAppointment, type AppointmentStatus } from "@/lib/admin/types";

const STATUS_VARIANT = {
  confirmed: "success",
  pending: "warning",
  completed: "secondary",
  cancelled: "destructive",
  no_show: "outline",
} as const satisfies Record<AppointmentStatus, string>;

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status]}>
      <span className="sr-only">Status: </span>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * Paid or Pending (spec); Refunded (or Partly refunded) once the payment was, Refund due while one is owed; Free
 * when nothing is charged (a free session, or a promo code that took off the whole price).
 */
export function paymentLabel(
  a: Pick<AdminAppointment, "paymentComplete" | "payment"> & { priceCents?: number; discountCents?: number },
): "Paid" | "Pending" | "Refunded" | "Partly refunded" | "Refund due" | "Free" {
  if (a.payment?.refundStatus === "refunded") return refundedLabel(a.payment.refundedCents, a.payment.amount);
  if (a.payment?.refundStatus === "due") return "Refund due";
  if (!a.payment && a.priceCents !== undefined && a.priceCents - (a.discountCents ?? 0) <= 0) return "Free";
  return a.paymentComplete ? "Paid" : "Pending";
}

const PAYMENT_VARIANT = {
  Paid: "success",
  Pending: "warning",
  Refunded: "secondary",
  "Partly refunded": "secondary",
  "Refund due": "destructive",
  Free: "secondary",
} as const;

export function PaymentBadge({
  appointment,
}: {
  appointment: Pick<AdminAppointment, "paymentComplete" | "payment"> & { priceCents?: number; discountCents?: number };
}) {
  const label = paymentLabel(appointment);
  return (
    <Badge variant={PAYMENT_VARIANT[label]}>
      <span className="sr-only">Payment: </span>
      {label}
    </Badge>
  );
}
