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

export type AdminPayment = {
  /** Cents charged (price + tax). */
  amount: number;
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
  /** The price booked (cents, before tax); 0 when the session is free. */
  priceCents: number;
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

/** The four cards (Total, Upcoming, Today, Revenue), computed in the practice's time zone; revenue net of refunds. */
export type DashboardSummary = { totalAppointments: number; upcoming: number; today: number; revenueCents: number };

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

export type PaymentListQuery = { search?: string; from?: string /* yyyy-MM-dd */; to?: string; page?: number; pageSize?: number };
export type PaymentRecord = {
  appointmentId: number;
  date: string;
  time: string;
  serviceName: string;
  clientName: string;
  clientEmail: string;
  amountCents: number;
  refundedCents: number;
  paymentIntentId: string;
  status: "Paid" | "Refunded";
  /** "due": paid for a booking that was cancelled or could not be confirmed; the owner should refund it. */
  refundStatus?: "none" | "due" | "refunded";
  /** When the payment succeeded (ISO instant). */
  paidAt?: string | null;
};
export type PaymentPage = { payments: PaymentRecord[]; total: number; totalRevenueCents: number; page: number; pageSize: number };

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
