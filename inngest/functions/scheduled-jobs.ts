import { inngest } from "@/inngest/client";
import { cronOf, jobs, type ScheduledJob } from "@/lib/jobs/schedule";

// The scheduled jobs of lib/jobs/schedule.ts as Inngest cron functions: the same id, timing and
// handler the in-process scheduler uses. One run of each at a time.

const scheduledFunction = (job: ScheduledJob) =>
  inngest.createFunction({ id: job.id, triggers: [{ cron: cronOf(job) }], concurrency: { limit: 1 } }, async ({ step }) =>
    step.run(job.id, () => job.run()),
  );

export const sendDueReminders = scheduledFunction(jobs.sendDueReminders);
export const retryEmails = scheduledFunction(jobs.retryEmails);
export const retryTexts = scheduledFunction(jobs.retryTexts);
export const releaseExpiredBookingHolds = scheduledFunction(jobs.releaseExpiredHolds);
export const rollTimeSlots = scheduledFunction(jobs.rollTimeSlots);
export const syncVideoRooms = scheduledFunction(jobs.syncVideoRooms);
export const deleteUnusedImages = scheduledFunction(jobs.deleteUnusedImages);
export const sendGiftCards = scheduledFunction(jobs.sendGiftCards);
export const expirePackages = scheduledFunction(jobs.expirePackages);
export const remindIntakeForms = scheduledFunction(jobs.remindIntakeForms);
export const syncCalendars = scheduledFunction(jobs.syncCalendars);
export const offerWaitlistTimes = scheduledFunction(jobs.offerWaitlistTimes);
