// What the owner's pages and the JSON API show of her calendars and their conflicts.

/** One of the owner's calendars; the address is a secret and is never sent whole. */
export type OwnerCalendarView = {
  id: number;
  name: string;
  /** The address's host with the rest hidden, e.g. "https://calendar.google.com/•••". */
  maskedUrl: string;
  createdAt: string;
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  failingSince: string | null;
  eventCount: number;
};

/** The outcome of "Sync now". */
export type CalendarSyncResult = { calendar: OwnerCalendarView; ok: boolean; error: string | null };

/** An upcoming booking that busy time from the owner's calendars overlaps, and that busy time. */
export type CalendarConflict = {
  appointmentId: number;
  clientName: string;
  serviceName: string;
  startsAt: string;
  endsAt: string;
  busy: { startsAt: string; endsAt: string; summary: string }[];
};
