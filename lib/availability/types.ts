import type { AdminAppointment } from "@/lib/admin/types";

// What the availability API returns: the contract between lib/availability and the admin's
// availability page. Dates are practice-local yyyy-MM-dd; times HH:MM (24-hour, "24:00" = midnight).

/** One interval of a weekday's working hours (weekday 0 = Sunday .. 6 = Saturday). */
export type HoursInterval = { weekday: number; start: string; end: string };

export type PractitionerOption = { id: number; name: string };

/** Upcoming time off, consecutive days with the same reason shown as one range. */
export type TimeOffRange = { from: string; to: string; days: number; reason: string | null };

/** A US federal holiday in the booking window, and whether the practitioner is already off. */
export type HolidayDay = { date: string; name: string; closed: boolean; reason: string | null };

export type AvailabilityOverview = {
  practitioners: PractitionerOption[];
  practitionerId: number;
  hours: HoursInterval[];
  timeOff: TimeOffRange[];
  holidays: HolidayDay[];
  /** The dates clients can book now: from the lead time to the end of the rolling window. */
  window: { today: string; earliest: string; latest: string };
};

/**
 * Live bookings (pending holds and confirmed) that a change would leave outside the bookable
 * times. The owner is shown them first and chooses per booking: keep or cancel with a refund.
 */
export type ConflictPreview = { conflicts: AdminAppointment[] };

export type TimeOffPreview = ConflictPreview & {
  /** The days that would become time off */
  days: string[];
  /** Days in the range that already are (left as they are) */
  alreadyOff: string[];
};

/** What happened to the bookings the owner was shown, after the change was saved. */
export type ConflictOutcome = {
  kept: number[];
  cancelled: number[];
  /** Cancellations that could not be made (e.g. the refund failed): the booking stands, with why. */
  failed: { id: number; message: string }[];
};

export type HoursSaveResult = ConflictOutcome & { hours: HoursInterval[] };
export type TimeOffSaveResult = ConflictOutcome & { timeOff: TimeOffRange };
export type TimeOffDeleteResult = { removed: number };
