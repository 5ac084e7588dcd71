import { format } from "date-fns";
import { formatPrice, inZone, sessionTime } from "@/lib/format";
import { siteConfig, type CancellationSettings } from "@/lib/site-config";
import type { UserAppointmentDTO } from "@/lib/accounts/appointment-types";

// What My Appointments says about one appointment, worded once for the list, the reschedule page
// and the cancel dialog. No server code: client components use it too. `zone` is the client's
// time zone when known (the account's), else the practice's.

type Appointment = Pick<
  UserAppointmentDTO,
  | "status"
  | "upcoming"
  | "startsAt"
  | "isVirtual"
  | "paymentComplete"
  | "amountCents"
  | "refund"
  | "cancelledBy"
  | "cancelledAt"
  | "rescheduledFrom"
  | "change"
>;

export type StatusWords = { label: string; tone: "success" | "warning" | "secondary" | "destructive" };

/**
 * The status in words. A confirmed session that has ended is "Past" until the practice marks it
 * completed (or "Missed" when the client did not come); a pending one is a time held while the
 * client pays.
 */
export function statusWords(a: Pick<Appointment, "status" | "upcoming">): StatusWords {
  switch (a.status) {
    case "confirmed":
      return a.upcoming ? { label: "Confirmed", tone: "success" } : { label: "Past", tone: "secondary" };
    case "pending":
      return { label: "Awaiting payment", tone: "warning" };
    case "completed":
      return { label: "Completed", tone: "secondary" };
    case "cancelled":
      return { label: "Cancelled", tone: "destructive" };
    case "no_show":
      return { label: "Missed", tone: "secondary" };
  }
}

/** "Monday, December 7, 2026" and "2:30 PM EST (11:30 AM PST your time)": in person, the practice's clock leads. */
export function whenWords(a: Pick<Appointment, "startsAt" | "isVirtual">, zone: string | null, practiceZone = siteConfig.timeZone) {
  const shown = sessionTime(a.startsAt, { clientZone: zone, inPerson: !a.isVirtual, practiceZone });
  return { date: shown.longDate, time: shown.line, short: `${shown.longDate} at ${shown.timeWithZone}` };
}

const dayOf = (instant: string, zone: string | null) => format(inZone(instant, zone ?? siteConfig.timeZone), "MMMM d, yyyy");

/** "$105.00 paid", or what is owed (a time held, or a session booked to be paid later), or "Free". */
export function paymentWords(a: Pick<Appointment, "paymentComplete" | "amountCents"> & { paidWith?: string | null }): string {
  if (a.paidWith) return a.paidWith;
  if (a.amountCents === 0) return "Free";
  return a.paymentComplete ? `${formatPrice(a.amountCents)} paid` : `${formatPrice(a.amountCents)}, not paid`;
}

/** "$105.00 refunded to your card on November 3, 2026", or null. */
export function refundWords(a: Pick<Appointment, "refund">, zone: string | null): string | null {
  if (!a.refund) return null;
  return `${formatPrice(a.refund.amountCents)} refunded to your card on ${dayOf(a.refund.refundedAt, zone)}`;
}

/** "Cancelled by you on November 3, 2026" / "Cancelled by the practice on ...", or null. */
export function cancelledWords(a: Pick<Appointment, "status" | "cancelledBy" | "cancelledAt">, zone: string | null): string | null {
  if (a.status !== "cancelled") return null;
  const by = a.cancelledBy === "client" ? " by you" : a.cancelledBy === "practice" ? " by the practice" : "";
  return `Cancelled${by}${a.cancelledAt ? ` on ${dayOf(a.cancelledAt, zone)}` : ""}`;
}

/** "Monday, December 7, 2026 at 2:30 PM EST": the time before the client moved it, or null. */
export function rescheduledFromWords(a: Pick<Appointment, "rescheduledFrom" | "isVirtual">, zone: string | null): string | null {
  return a.rescheduledFrom ? whenWords({ startsAt: a.rescheduledFrom, isVirtual: a.isVirtual }, zone).short : null;
}

/** "You can reschedule or cancel until Saturday, December 5, 2026 at 2:30 PM EST." (the policy's cutoff). */
export function changeDeadlineWords(a: Pick<Appointment, "change" | "isVirtual">, zone: string | null): string {
  return `You can reschedule or cancel until ${whenWords({ startsAt: a.change.deadline, isVirtual: a.isVirtual }, zone).short}.`;
}

/** What cancelling does to the money, in the policy's terms (the confirmation step states it). */
export function cancelRefundWords(
  a: Pick<Appointment, "paymentComplete" | "amountCents"> & { creditPackage?: string | null; giftCardCents?: number },
  settings: CancellationSettings = siteConfig.booking.cancellation,
): string {
  if (a.creditPackage) return `The session goes back to your ${a.creditPackage}.`;
  const gift = a.giftCardCents ?? 0;
  if (a.paymentComplete && gift > 0 && settings.refund === "full")
    return a.amountCents > 0
      ? `You will get a full refund: ${formatPrice(a.amountCents)} to your card and ${formatPrice(gift)} back on your gift card. Card refunds usually show on your statement within 5 to 10 business days.`
      : `${formatPrice(gift)} goes back on your gift card.`;
  if (!a.paymentComplete) return "No payment was taken, so there is nothing to refund.";
  if (settings.refund === "full")
    return `You will get a full refund of ${formatPrice(a.amountCents)} to your card. Refunds usually show on your statement within 5 to 10 business days.`;
  return `Under our cancellation policy, the ${formatPrice(a.amountCents)} you paid is not refunded.`;
}
