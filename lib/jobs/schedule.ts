import { ensureTimeSlots } from "@/lib/booking/slots";
import { releaseUnpaidExpiredHolds } from "@/lib/appointments/reconcile";
import { retryDueEmails } from "@/lib/email";
import { deliverDueReminders } from "@/lib/reminders/deliver";

// The practice's scheduled work, in one list. Inngest runs these when it is configured
// (inngest/functions); otherwise `npm start` and `npm run dev` run the same functions in-process
// (lib/jobs/in-process.ts). Every job is idempotent and safe to overlap: claims and locks in
// PostgreSQL keep each email single and each hold decision once.

export type ScheduledJob = {
  id: string;
  /** How often the in-process scheduler runs it. */
  everyMinutes: number;
  run: () => Promise<unknown>;
};

export const scheduledJobs: ScheduledJob[] = [
  { id: "send-due-reminders", everyMinutes: 1, run: () => deliverDueReminders() },
  { id: "retry-emails", everyMinutes: 1, run: () => retryDueEmails() },
  { id: "release-expired-holds", everyMinutes: 1, run: () => releaseUnpaidExpiredHolds() },
  { id: "roll-time-slots", everyMinutes: 60, run: () => ensureTimeSlots() },
];
