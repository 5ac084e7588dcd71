import type { ReminderDTO } from "@/lib/accounts/client-data";
import { formatLongDate } from "@/lib/format";
import { reminderLabel } from "@/lib/reminders/preferences";

// The Appointment Reminders tab's search (service, reminder type, date) and status filter. Both live
// in the URL (?q=&status=), so a refresh or a shared link keeps them.

export const REMINDER_STATUSES = ["all", "pending", "sent"] as const;
export type ReminderStatusFilter = (typeof REMINDER_STATUSES)[number];

/** The ?status= value as a filter; anything else means all. */
export const parseStatusFilter = (value: string | null | undefined): ReminderStatusFilter =>
  REMINDER_STATUSES.includes(value as ReminderStatusFilter) ? (value as ReminderStatusFilter) : "all";

export function reminderCounts(reminders: readonly ReminderDTO[]) {
  const sent = reminders.filter((r) => r.sent).length;
  return { total: reminders.length, pending: reminders.length - sent, sent };
}

/** Status first, then the search: service name, reminder type label and the appointment date (as shown and as yyyy-MM-dd). */
export function filterReminders(reminders: readonly ReminderDTO[], query: string, status: ReminderStatusFilter): ReminderDTO[] {
  const q = query.trim().toLowerCase();
  return reminders.filter((r) => {
    if (status === "pending" && r.sent) return false;
    if (status === "sent" && !r.sent) return false;
    if (!q) return true;
    const haystack = [r.serviceName, reminderLabel(r.reminderType), r.appointmentDate, formatLongDate(r.appointmentStartsAt)]
      .join(" ")
      .toLowerCase();
    return haystack.includes(q);
  });
}
