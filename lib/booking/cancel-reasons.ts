// Why an appointment was cancelled: every value the cancelReason column holds (a plain text column;
// the type is kept here rather than as a database enum). The client and the practice cancel a
// booking; a hold is released when it ran out unpaid or the client started another booking.

export const CANCEL_REASON = {
  /** The client cancelled their own booking (lib/appointments/cancel.ts). */
  byClient: "cancelled_by_client",
  /** The practice cancelled it (the owner's Cancel, or a conflict with new hours or time off). */
  byPractice: "cancelled_by_practice",
  /** An unpaid hold ran out and was released. */
  holdExpired: "hold_expired",
  /** The client started another booking, which released this hold. */
  holdReplaced: "replaced_by_new_hold",
  /** A time held for a waiting client ended before it ran out: they left the waitlist. */
  offerDeclined: "waitlist_offer_declined",
} as const;

/** Who cancels a booking (a released hold is nobody's cancellation). */
export type CancelledBy = "client" | "practice";

/** The reasons of a hold that was released, not cancelled by anyone: a late payment may still confirm it. */
export const RELEASED_HOLD_REASONS = [CANCEL_REASON.holdExpired, CANCEL_REASON.holdReplaced, CANCEL_REASON.offerDeclined] as const;

/** Who cancelled, from the stored reason (null: not cancelled by either, e.g. an unpaid hold released). */
export function cancelledByOf(cancelReason: string | null): CancelledBy | null {
  return cancelReason === CANCEL_REASON.byClient ? "client" : cancelReason === CANCEL_REASON.byPractice ? "practice" : null;
}
