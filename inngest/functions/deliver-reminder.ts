import { inngest } from "@/inngest/client";
import { REMINDER_CANCELLED_EVENT, REMINDER_SCHEDULED_EVENT, type ReminderScheduledData } from "@/lib/reminders/events";
import { deliverReminder } from "@/lib/reminders/deliver";

// Reminders on Inngest: a run per reminder sleeps until its time and sends it (cancelled when its
// appointment is cancelled). A run that wakes for a reminder that moved or no longer applies sends
// nothing: deliverReminder checks the reminder's state, and its idempotency key keeps it single.
// Whatever is due and still pending (a lost event, a reminder created before Inngest was
// configured) is sent by the send-due-reminders sweep (lib/jobs/schedule.ts).
export const deliverScheduledReminder = inngest.createFunction(
  {
    id: "deliver-reminder",
    triggers: [{ event: REMINDER_SCHEDULED_EVENT }],
    cancelOn: [{ event: REMINDER_CANCELLED_EVENT, match: "data.appointmentId" }],
  },
  async ({ event, step }) => {
    const { reminderId, scheduledFor } = event.data as ReminderScheduledData;
    await step.sleepUntil("wait-for-reminder-time", new Date(scheduledFor));
    return step.run("deliver-reminder", () => deliverReminder(reminderId));
  },
);
