import type { AppointmentStatusName, ClientChangeState } from "@/lib/booking/policy";

// What the client's API returns about their own appointments: the contract between the server
// (lib/accounts/client-data.ts, lib/appointments/cancel.ts and reschedule.ts) and the client's pages and
// components, which `import type` from here. No server code. Instants are ISO strings (UTC);
// `date` and `time` are the practice's local date and time.

export type { ClientChangeState } from "@/lib/booking/policy";

export type UserAppointmentStatus = AppointmentStatusName;

/** One of the client's appointments: GET /api/user/appointments lists them; the change routes return one. */
export type UserAppointmentDTO = {
  id: number;
  serviceId: number;
  serviceName: string;
  /** Minutes. */
  serviceDuration: number;
  practitionerId: number;
  /** yyyy-MM-dd, practice time zone */
  date: string;
  /** HH:MM, 24-hour, practice time zone */
  time: string;
  startsAt: string;
  endsAt: string;
  isVirtual: boolean;
  location: "Virtual" | "In-Person";
  status: UserAppointmentStatus;
  paymentComplete: boolean;
  /** Cents: what was paid (price and tax), else the price less any promo code's discount (0 when a code made it free). */
  amountCents: number;
  /**
   * How it was paid when not by card alone: "Paid with 1 session of <package>", or a gift card's
   * part ("$125.70 paid: $50.00 by gift card, $75.70 by card"); else null.
   */
  paidWith: string | null;
  /** The package whose session paid for it (it comes back on a cancel within the policy), else null. */
  creditPackage: string | null;
  /** The part a gift card paid (it goes back onto the gift card on a refund). */
  giftCardCents: number;
  /** The video link, once the virtual session is booked (confirmed). */
  zoomLink: string | null;
  /** Confirmed or pending and not yet ended. */
  upcoming: boolean;
  /** Whether the client may reschedule or cancel it now, and until when (lib/booking/policy.ts). */
  change: ClientChangeState;
  /** The start before the client last moved it (ISO), else null. */
  rescheduledFrom: string | null;
  /** Who cancelled it (null when not cancelled, or when an unpaid hold was released). */
  cancelledBy: "client" | "practice" | null;
  cancelledAt: string | null;
  /** The money returned, once refunded. */
  refund: { amountCents: number; refundedAt: string } | null;
  /** The client's receipt PDF (paid appointments). */
  receiptUrl: string | null;
  /** The client's signed consent form as PDF (when one is attached). */
  consentUrl: string | null;
  /** The .ics download (confirmed, upcoming). */
  calendarUrl: string | null;
  /** In person: the practice's address. */
  address: string | null;
};

/** POST /api/appointments/{id}/reschedule and /cancel answer with the appointment as it now is. */
export type AppointmentChangeResponse = { appointment: UserAppointmentDTO };
