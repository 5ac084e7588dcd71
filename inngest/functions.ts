import { sendDueReminders } from "@/inngest/functions/send-due-reminders";

// Every Inngest function of the app, served at /api/inngest. Append new functions here.
export const functions = [sendDueReminders];
