// Wording helpers of the admin area. Prices, dates and times come from lib/format; the practice's
// time zone is passed in (the server page hands it down through AdminZoneProvider), so server and
// browser always format alike.

import type { AdminAppointment } from "@/lib/admin/types";
import { formatLongDate, formatPrice, formatShortDate, formatTimeWithZone } from "@/lib/format";

/** Bytes as KB with one decimal: 2048 -> "2.0 KB". */
export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The client's name, or 'Client #userId' when the appointment has none. */
export function clientName(a: { clientFirstName: string; clientLastName: string; userId: number | null }): string {
  const name = `${a.clientFirstName} ${a.clientLastName}`.trim();
  return name || `Client #${a.userId ?? "?"}`;
}

/** "Rescheduled from Friday, December 4, 2026, 11:00 AM EST (by the client on Nov 23, 2026)"; null when never moved. */
export function rescheduledLine(
  a: { rescheduledFrom: string | null; rescheduledAt: string | null; rescheduledBy?: "client" | "practice" | null },
  timeZone: string,
): string | null {
  if (!a.rescheduledFrom) return null;
  const when = `${formatLongDate(a.rescheduledFrom, timeZone)}, ${formatTimeWithZone(a.rescheduledFrom, timeZone)}`;
  const by = a.rescheduledBy === "practice" ? "you" : "the client";
  return `Rescheduled from ${when}${a.rescheduledAt ? ` (by ${by} on ${formatShortDate(a.rescheduledAt, timeZone)})` : ""}`;
}

/**
 * "Cancelled by the client on Nov 23, 2026" / "Cancelled by the practice on ..."; another
 * cancellation (a released hold, a late payment) shows its stored reason; null when not cancelled.
 */
export function cancelledLine(
  a: { status: string; cancelledBy: "client" | "practice" | null; cancelledAt: string | null; cancelReason: string | null },
  timeZone: string,
): string | null {
  if (a.status !== "cancelled") return null;
  if (!a.cancelledBy) return a.cancelReason;
  return `Cancelled by the ${a.cancelledBy}${a.cancelledAt ? ` on ${formatShortDate(a.cancelledAt, timeZone)}` : ""}`;
}

/** What is left to refund of a paid booking, card and gift-card parts together (0 when nothing was paid or it was refunded). */
export function refundableCents(a: Pick<AdminAppointment, "payment" | "paidWith">): number {
  const p = a.payment;
  if (!p || p.status !== "succeeded" || p.refundStatus === "refunded") return 0;
  return Math.max(0, p.amount - p.refundedCents) + a.paidWith.giftCardCents;
}

/** What the client paid for a booking: the card's charge and a gift card's part. */
export const paidCents = (a: Pick<AdminAppointment, "payment" | "paidWith">) => (a.payment?.amount ?? 0) + a.paidWith.giftCardCents;

/** What cancelling does to the money when the practice cancels for its own reasons: a paid booking is refunded in full. */
export function refundNote(a: Pick<AdminAppointment, "payment" | "paidWith">): string | null {
  const refundable = refundableCents(a);
  if (refundable <= 0) return null;
  const where = a.paidWith.giftCardCents > 0 ? "to their card and gift card" : "to their card";
  return `The client paid ${formatPrice(paidCents(a))}. Cancelling refunds ${formatPrice(refundable)} ${where}.`;
}
