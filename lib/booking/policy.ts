import { siteConfig, type CancellationSettings } from "@/lib/site-config";

// The booking policy as clients read it, worded once from the settings in lib/site-config.ts: the
// confirmation step, the confirmation email (and any later page that states the policy) say the
// same sentence the rules are enforced by. No server code: client components use it too.

const hours = (n: number) => `${n} ${n === 1 ? "hour" : "hours"}`;

/** "48 hours": how long before the start changes close. */
export const cutoffText = (settings: CancellationSettings = siteConfig.booking.cancellation) => hours(settings.cutoffHours);

/**
 * "You can cancel or reschedule up to 48 hours before your session starts for a full refund. Within
 * 48 hours of the start, please contact us." For a free booking (`free`), nothing is said of refunds.
 */
export function cancellationPolicy(settings: CancellationSettings = siteConfig.booking.cancellation, { free = false } = {}): string {
  const cutoff = cutoffText(settings);
  const refund = free ? "" : settings.refund === "full" ? " for a full refund" : "; payments are not refunded";
  return `You can cancel or reschedule up to ${cutoff} before your session starts${refund}. Within ${cutoff} of the start, please contact us.`;
}

/**
 * Where a client finds and manages a booking, virtual or in person: My Appointments (join,
 * calendar, documents, reschedule and cancel).
 */
export function manageBookingLink(): { href: string; label: string } {
  return { href: "/appointments", label: "My Appointments" };
}

/** An appointment's status (the database's enum, written here for client components). */
export type AppointmentStatusName = "pending" | "confirmed" | "completed" | "cancelled" | "no_show";

/** A session that was booked and kept: confirmed, and once it has started completed or no-show. */
export const BOOKED_STATUSES = ["confirmed", "completed", "no_show"] as const satisfies readonly AppointmentStatusName[];
export const isBooked = (status: string) => (BOOKED_STATUSES as readonly string[]).includes(status);

/** Why a client cannot change a booking themselves: the cutoff has passed, it is not a confirmed booking, or it is over. */
export type ChangeBlockedReason = "cutoff_passed" | "not_confirmed" | "past";

/** Whether the client may reschedule or cancel a booking now, and until when (ISO instant). */
export type ClientChangeState = { canChange: boolean; deadline: string; reason: ChangeBlockedReason | null };

const HOUR_MS = 60 * 60 * 1000;

/** The last instant a client may reschedule or cancel: the start minus the policy's cutoff. */
export function changeDeadline(startsAt: Date | string, settings: CancellationSettings = siteConfig.booking.cancellation): Date {
  return new Date(new Date(startsAt).getTime() - settings.cutoffHours * HOUR_MS);
}

/**
 * The one rule for a client's own changes, enforced by the server and shown by the UI: only a
 * confirmed booking that has not started, up to and including its deadline (exactly 48 hours
 * before still counts as "up to 48 hours before"). Pending holds, completed and cancelled
 * bookings cannot be changed.
 */
export function clientChangeState(
  appointment: { status: AppointmentStatusName; startsAt: Date | string },
  now: Date = new Date(),
  settings: CancellationSettings = siteConfig.booking.cancellation,
): ClientChangeState {
  const deadline = changeDeadline(appointment.startsAt, settings);
  const reason: ChangeBlockedReason | null =
    new Date(appointment.startsAt).getTime() <= now.getTime()
      ? "past"
      : appointment.status !== "confirmed"
        ? "not_confirmed"
        : now.getTime() > deadline.getTime()
          ? "cutoff_passed"
          : null;
  return { canChange: reason === null, deadline: deadline.toISOString(), reason };
}

/** What the server answers when a client's change is refused (and the UI may show as is). */
export const CHANGE_MESSAGES = {
  /** 409 past the cutoff: the policy itself, and who to contact. */
  cutoffPassed: (settings: CancellationSettings = siteConfig.booking.cancellation) =>
    `${cancellationPolicy(settings)} Call ${siteConfig.phone} or email ${siteConfig.email}.`,
  notConfirmed: "Only a confirmed booking can be changed.",
  past: "This session has already taken place, so it can no longer be changed.",
  alreadyCancelled: "This appointment is already cancelled.",
  timeTaken: "That time was just booked by someone else. Please choose another time; your booking has not changed.",
  sameTime: "Your session is already at this time. Please choose a different time.",
} as const;

/** Why a client cannot book a service limited to new clients or to one booking per client. */
export const SERVICE_LIMIT_MESSAGES = {
  newClientsOnly: "This session is for new clients, and you have booked with us before. Please choose another service.",
  onePerClient: "You have already booked this session, and it can be booked once per client. Please choose another service.",
} as const;

export const isServiceLimitMessage = (message: string | undefined): message is string =>
  (Object.values(SERVICE_LIMIT_MESSAGES) as (string | undefined)[]).includes(message);
