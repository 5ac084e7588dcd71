import { ensureTimeSlots } from "@/lib/booking/slots";
import { releaseUnpaidExpiredHolds } from "@/lib/appointments/reconcile";
import { retryDueEmails } from "@/lib/email";
import { retryDueTexts } from "@/lib/sms/outbox";
import { deliverDueReminders } from "@/lib/reminders/deliver";
import { deleteUnusedImages } from "@/lib/content/images";
import { syncDueVideoRooms } from "@/lib/video-rooms/rooms";
import { deliverDueGiftCards } from "@/lib/purchases/emails";
import { runPackageExpiry } from "@/lib/packages/expiry";
import { sendIntakeReminders } from "@/lib/intake/reminders";
import { syncAllCalendars } from "@/lib/calendars/sync";
import { offerFreedTimes } from "@/lib/waitlist/offers";

// The practice's scheduled work, defined once: each job's name, timing and handler. Inngest runs
// them when it is configured (inngest/functions/scheduled-jobs.ts turns each into a cron function);
// otherwise `npm start` and `npm run dev` run them in-process (lib/jobs/in-process.ts), on the
// same timing. Every job is idempotent and safe to overlap: claims and locks in PostgreSQL keep
// each email single and each hold decision once.

export type ScheduledJob = {
  id: string;
  /** How often it runs: 1 to 59 (a divisor of 60), or a whole number of hours (60, 120...). */
  everyMinutes: number;
  run: () => Promise<unknown>;
};

export const jobs = {
  /** Reminders whose time has come (on Inngest also sent by one run per reminder: this is the sweep). */
  sendDueReminders: { id: "send-due-reminders", everyMinutes: 1, run: () => deliverDueReminders() },
  /** Emails whose retry time has come (lib/email's outbox). */
  retryEmails: { id: "retry-emails", everyMinutes: 1, run: () => retryDueEmails() },
  /** Text messages whose retry time has come (lib/sms's outbox). */
  retryTexts: { id: "retry-texts", everyMinutes: 1, run: () => retryDueTexts() },
  /** Pending appointments whose payment succeeded are confirmed, then holds that ran out unpaid are released. */
  releaseExpiredHolds: { id: "release-expired-holds", everyMinutes: 1, run: () => releaseUnpaidExpiredHolds() },
  /** The booking window's time slots, generated through the last bookable date. */
  rollTimeSlots: { id: "roll-time-slots", everyMinutes: 60, run: () => ensureTimeSlots() },
  /** Video rooms to make, move or close (after a provider failure, or a change whose follow-up did not finish). */
  syncVideoRooms: { id: "sync-video-rooms", everyMinutes: 1, run: () => syncDueVideoRooms() },
  /** Uploads no post and not the portrait has shown for a day (an editor's abandoned uploads, replaced images). */
  deleteUnusedImages: { id: "delete-unused-images", everyMinutes: 60, run: () => deleteUnusedImages() },
  /** Gift cards whose day has come are emailed to their recipients (once per card). */
  sendGiftCards: { id: "send-gift-cards", everyMinutes: 5, run: () => deliverDueGiftCards() },
  /** Clients emailed 14 days before a package with sessions left expires (once each); expired packages' credits taken off. */
  expirePackages: { id: "expire-packages", everyMinutes: 60, run: () => runPackageExpiry() },
  /** Clients emailed 3 days before a confirmed session whose intake form is not answered yet (once per booking). */
  remindIntakeForms: { id: "remind-intake-forms", everyMinutes: 60, run: () => sendIntakeReminders() },
  /** The owner's calendars read again: their busy times block bookings; the owner is told after a day of failures. */
  syncCalendars: { id: "sync-calendars", everyMinutes: 10, run: () => syncAllCalendars() },
  /** Freed times offered to waiting clients in joining order; lapsed offers passed to the next (also run after every change that frees time). */
  offerWaitlistTimes: { id: "offer-waitlist-times", everyMinutes: 1, run: () => offerFreedTimes() },
} satisfies Record<string, ScheduledJob>;

export const scheduledJobs: ScheduledJob[] = Object.values(jobs);

/** The job's timing as a cron expression for Inngest: every N minutes, or every N hours on the hour. */
export function cronOf(job: ScheduledJob): string {
  const minutes = job.everyMinutes;
  if (minutes >= 60) return minutes === 60 ? "0 * * * *" : `0 */${minutes / 60} * * *`;
  return minutes === 1 ? "* * * * *" : `*/${minutes} * * * *`;
}
