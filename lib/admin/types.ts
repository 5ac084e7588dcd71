// What the admin reads and the admin API returns: the contract between lib/admin (server) and
// the admin pages and components (which `import type` from here). Dates are strings, as sent
// over JSON; days and times are in the practice's time zone.

export const APPOINTMENT_STATUSES = ["pending", "confirmed", "completed", "cancelled", "no_show"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** How the owner's views name a status. */
export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  no_show: "No-show",
};

/** The Booking List's status filter (spec: All, Confirmed, Pending, Completed, Cancelled; then No-show). */
export const STATUS_FILTERS = ["all", "confirmed", "pending", "completed", "cancelled", "no_show"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** A refunded payment's label, wherever the owner sees one: all of it back, or a part. */
export const refundedLabel = (refundedCents: number, amountCents: number): "Refunded" | "Partly refunded" =>
  refundedCents < amountCents ? "Partly refunded" : "Refunded";

export type AdminPayment = {
  /** Cents charged (price + tax). */
  amount: number;
  /** The price before tax, the sales tax with its rate (0.0475) and US state (null outside the US). */
  subtotalCents: number;
  /**
   * What a promo code took off the price (0 without one) and the code as the client entered it:
   * subtotalCents is the price less this discount (the taxable amount).
   */
  discountCents: number;
  promoCode: string | null;
  taxCents: number;
  taxRate: number;
  taxState: string | null;
  /** When the payment was received (ISO instant). */
  paidAt: string | null;
  paymentIntentId: string;
  status: "requires_payment" | "succeeded" | "failed";
  refundStatus: "none" | "due" | "refunded";
  refundedCents: number;
  refundId: string | null;
  refundedAt: string | null;
  refundReason: string | null;
};

/** An appointment as the owner's views show it (date yyyy-MM-dd, time, client, payment), plus the instants and what the owner needs. */
export type AdminAppointment = {
  id: number;
  userId: number | null;
  /** yyyy-MM-dd, practice time zone */
  date: string;
  /** HH:MM, 24-hour, practice time zone */
  time: string;
  startsAt: string;
  endsAt: string;
  serviceName: string;
  isVirtual: boolean;
  /** The price booked (cents, before tax and any discount); 0 when the session is free. */
  priceCents: number;
  /** What the booking's promo code took off the price (0 without one; the whole price when the code made it free), and the code. */
  discountCents: number;
  promoCode: string | null;
  status: AppointmentStatus;
  paymentComplete: boolean;
  notes: string | null;
  /** The join page (virtual sessions): the owner may open the room at any time. */
  zoomLink: string | null;
  /** The session's own video room (virtual sessions, once confirmed). */
  videoRoom: AdminVideoRoom | null;
  cancelReason: string | null;
  /** Who cancelled (from cancelReason): the client themselves or the practice; null otherwise. */
  cancelledBy: "client" | "practice" | null;
  cancelledAt: string | null;
  /** The owner's note to the client when she cancelled. */
  cancelNote: string | null;
  /** The start before it was last rescheduled (ISO instant), when, and by whom. */
  rescheduledFrom: string | null;
  rescheduledAt: string | null;
  rescheduledBy: "client" | "practice" | null;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  clientPhone: string;
  clientInfo: { firstName: string; lastName: string; email: string; phone: string };
  payment: AdminPayment | null;
  /** What paid besides a card: a package's credit (and whether the booking still holds it), a gift card's part. */
  paidWith: AdminPaidWith;
};

export type AdminPaidWith = {
  clientPackageId: number | null;
  packageName: string | null;
  /** The booking used a credit that has not come back (returned or given back by the owner). */
  creditHeld: boolean;
  giftCardId: number | null;
  /** The gift card's last four characters. */
  giftCardLast4: string | null;
  /** cents the gift card paid */
  giftCardCents: number;
};

/** A virtual session's room as the owner sees it: which provider, its id there, and whether it is made. */
export type AdminVideoRoom = {
  status: "pending" | "ready" | "failed" | "closed";
  provider: string | null;
  externalId: string | null;
  /** Why the last try failed (shown with "Try again"); null when it did not. */
  lastError: string | null;
  /** When it is tried next (ISO instant), when due. */
  nextAttemptAt: string | null;
};

export type AppointmentListQuery = { search?: string; status?: StatusFilter; page?: number; pageSize?: number };
export type AppointmentPage = { appointments: AdminAppointment[]; total: number; page: number; pageSize: number };

/**
 * Money collected in a period: succeeded payments whose paid date falls in it, less refunds whose
 * refund date falls in it (cents, practice time zone).
 */
export type CollectedMoney = { paymentsCents: number; refundsCents: number; collectedCents: number };

/**
 * The four cards (Total, Upcoming, Today, Revenue), computed in the practice's time zone. Revenue is
 * the money collected in the current local month (`revenueMonth`, yyyy-MM): payments received less
 * refunds made that month (`revenuePaymentsCents` − `revenueRefundsCents`).
 */
export type DashboardSummary = {
  totalAppointments: number;
  upcoming: number;
  today: number;
  revenueCents: number;
  revenueMonth: string;
  revenuePaymentsCents: number;
  revenueRefundsCents: number;
};

/** One month and state of the sales-tax report (cents); state is a US state's code or "No state". */
export type SalesTaxRow = {
  month: string;
  state: string;
  taxableCents: number;
  taxCents: number;
  refundedTaxCents: number;
  netTaxCents: number;
};
export type SalesTaxReport = {
  /** First and last local month covered (yyyy-MM). */
  from: string;
  to: string;
  timeZone: string;
  rows: SalesTaxRow[];
  totals: Omit<SalesTaxRow, "month" | "state">;
};

export type MonthGridDay = {
  /** yyyy-MM-dd */
  date: string;
  count: number;
  confirmed: number;
  pending: number;
  /** The first three by time (the grid shows at most 3, then '+N more'). */
  first: { id: number; time: string; clientFirstName: string; status: AppointmentStatus }[];
};
/** One month of the calendar tab; only days that have appointments are listed. */
export type MonthGridData = { month: string /* yyyy-MM */; days: MonthGridDay[] };

/** The Payments tab: From/To are local days (yyyy-MM-dd) of the paid date (or the refund date of a payment refunded then). */
export type PaymentListQuery = { search?: string; from?: string /* yyyy-MM-dd */; to?: string; page?: number; pageSize?: number };
export type PaymentRecord = {
  /** A booking's payment, or a purchase of a package or a gift card. */
  kind: "booking" | "package" | "gift_card";
  /** The booking (null for a purchase). */
  appointmentId: number | null;
  /** The purchase (null for a booking). */
  purchaseId: number | null;
  /** The account that paid (a purchase's buyer; a booking's client, when booked with an account). */
  buyerId: number | null;
  /** The part a gift card paid (cents); amountCents is what the card was charged. */
  giftCardCents: number;
  /** The session's local date (yyyy-MM-dd) and time (HH:MM); for a purchase, when it was paid. */
  date: string;
  time: string;
  /** The local day the payment was received (yyyy-MM-dd). */
  paidDate: string | null;
  /** The taxable amount: the price less the promo code's discount (the price was subtotalCents + discountCents). */
  subtotalCents: number;
  /** What the promo code took off the price (0 without one), and the code as the client entered it. */
  discountCents: number;
  promoCode: string | null;
  taxCents: number;
  /** The sales-tax rate charged (0.0475), and its US state (null outside the US). */
  taxRate: number;
  taxState: string | null;
  /** The local day of the refund (yyyy-MM-dd), when one was made. */
  refundedDate: string | null;
  serviceName: string;
  clientName: string;
  clientEmail: string;
  amountCents: number;
  refundedCents: number;
  paymentIntentId: string;
  /** Refunded: in full; Partly refunded: less than the amount came back. */
  status: "Paid" | "Refunded" | "Partly refunded";
  /** "due": paid for a booking that was cancelled or could not be confirmed; the owner should refund it. */
  refundStatus?: "none" | "due" | "refunded";
  /** When the payment succeeded (ISO instant). */
  paidAt?: string | null;
};
/**
 * A page of the Payments tab with the money of everything the filters match: `totalRevenueCents` is
 * what was collected in the From/To days (all time without them), payments received less refunds made.
 */
export type PaymentPage = {
  payments: PaymentRecord[];
  total: number;
  totalRevenueCents: number;
  paymentsCents: number;
  refundsCents: number;
  page: number;
  pageSize: number;
};

/** The owner's private notes about an appointment's client (newest first), with the client's record. */
export type AppointmentClientNotes = {
  /** The client's key (O19) and their record in the admin, /admin/clients/{key}. */
  clientKey: string;
  clientHref: string;
  clientName: string;
  notes: { id: number; body: string; createdAt: string; updatedAt: string }[];
};

/** A stored document of an appointment: type, file name, size in bytes, when it was generated. */
export type AdminArtifact = {
  id: number;
  artifactType: "consent_agreement" | "payment_receipt" | "ics_calendar";
  fileName: string;
  fileSize: number;
  generatedAt: string;
};

/** One text message of an appointment, from the text outbox (lib/sms): what it was, to which number, how it went. */
export type AdminText = {
  id: number;
  /** For the owner: "Reminder text (24 Hours Before)", ... */
  label: string;
  /** The number, shown as (555) 123-4567. */
  to: string;
  body: string;
  /** recorded: Twilio is not configured (kept in the log only). */
  status: AdminEmail["status"];
  attempts: number;
  error: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
};

/** One email of an appointment, from the outbox (lib/email): what it was, to whom, and how it went. */
export type AdminEmail = {
  id: number;
  /** The template's name, e.g. "appointment-reminder", "booking-confirmation". */
  template: string;
  /** For the owner: "Reminder (24 Hours Before)", "Booking Confirmation", ... */
  label: string;
  to: string;
  subject: string;
  /** sending: first attempt under way; recorded: no email provider configured (kept in the log only). */
  status: "sending" | "sent" | "recorded" | "retrying" | "failed" | "cancelled";
  attempts: number;
  /** The last error while retrying or once failed. */
  error: string | null;
  /** When the next attempt is due (retrying). */
  nextAttemptAt: string | null;
  createdAt: string;
  updatedAt: string;
};
