import { deliverScheduledReminder, retryEmails, sendDueReminders } from "@/inngest/functions/send-due-reminders";
import { releaseExpiredBookingHolds, rollTimeSlots } from "@/inngest/functions/roll-time-slots";

// Every Inngest function of the app, served at /api/inngest. Append new functions here.
export const functions = [deliverScheduledReminder, sendDueReminders, retryEmails, rollTimeSlots, releaseExpiredBookingHolds];
