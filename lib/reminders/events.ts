import { sendEvent } from "@/inngest/client";

// The events that drive per-reminder runs on Inngest (inngest/functions/send-due-reminders.ts).
// Without Inngest sendEvent does nothing: the in-process job delivers due reminders every minute.

export const REMINDER_SCHEDULED_EVENT = "reminders/scheduled";
export const REMINDER_CANCELLED_EVENT = "reminders/cancelled";

export type ReminderScheduledData = { reminderId: number; appointmentId: number; scheduledFor: string };

/**
 * One event per pending reminder. The event id includes the time, so sending the same reminder
 * again is ignored by Inngest, and a reminder that moved gets a new run.
 */
export function reminderScheduledEvents(reminders: { id: number; appointmentId: number; scheduledFor: Date }[]) {
  return reminders.map((r) => ({
    id: `reminder-${r.id}-${r.scheduledFor.toISOString()}`,
    name: REMINDER_SCHEDULED_EVENT,
    data: { reminderId: r.id, appointmentId: r.appointmentId, scheduledFor: r.scheduledFor.toISOString() } satisfies ReminderScheduledData,
  }));
}

export async function announceReminders(reminders: { id: number; appointmentId: number; scheduledFor: Date }[]) {
  if (reminders.length) await sendEvent(reminderScheduledEvents(reminders));
}

export async function announceRemindersCancelled(appointmentId: number) {
  await sendEvent({ name: REMINDER_CANCELLED_EVENT, data: { appointmentId } });
}
