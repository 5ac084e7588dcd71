import { deliverScheduledReminder } from "@/inngest/functions/deliver-reminder";
import {
  deleteUnusedImages,
  expirePackages,
  offerWaitlistTimes,
  remindIntakeForms,
  syncCalendars,
  releaseExpiredBookingHolds,
  retryEmails,
  retryTexts,
  rollTimeSlots,
  sendDueReminders,
  sendGiftCards,
  syncVideoRooms,
} from "@/inngest/functions/scheduled-jobs";

// Every Inngest function of the app, served at /api/inngest. Scheduled jobs are added in
// lib/jobs/schedule.ts (and listed in inngest/functions/scheduled-jobs.ts); event functions here.
export const functions = [
  deliverScheduledReminder,
  sendDueReminders,
  retryEmails,
  retryTexts,
  rollTimeSlots,
  releaseExpiredBookingHolds,
  syncVideoRooms,
  deleteUnusedImages,
  sendGiftCards,
  expirePackages,
  remindIntakeForms,
  syncCalendars,
  offerWaitlistTimes,
];
