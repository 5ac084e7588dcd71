import { db } from "@/lib/db";
import { announceReminders, announceRemindersCancelled } from "@/lib/reminders/events";
import { readNotificationPreferences, reminderHours, reminderTypesFor } from "@/lib/reminders/preferences";

// Which reminders exist for an appointment. A confirmed, upcoming appointment with a client has one
// pending Reminder per reminder time the client asked for; times already past are skipped. Sent
// reminders are history and never touched. Unwanted pending ones become "cancelled" (the row stays,
// so a later change of mind reuses it through the (appointmentId, reminderType) unique key).

const HOUR_MS = 60 * 60 * 1000;

export async function syncRemindersForAppointment(appointmentId: number, now = new Date()): Promise<void> {
  const appointment = await db.appointment.findUnique({
    where: { id: appointmentId },
    select: {
      id: true,
      status: true,
      startsAt: true,
      userId: true,
      user: { select: { notificationsEnabled: true, notificationPreferences: true } },
    },
  });
  if (!appointment) return;
  if (appointment.status !== "confirmed" || !appointment.user || appointment.startsAt <= now) {
    await cancelRemindersForAppointment(appointmentId);
    return;
  }

  const prefs = readNotificationPreferences(appointment.user.notificationPreferences);
  const wanted = reminderTypesFor(appointment.user.notificationsEnabled, prefs);
  const upcoming = wanted
    .map((reminderType) => ({
      reminderType,
      scheduledFor: new Date(appointment.startsAt.getTime() - (reminderHours(reminderType) ?? 0) * HOUR_MS),
    }))
    .filter((reminder) => reminder.scheduledFor > now);
  const customMessage = prefs.customMessage.trim() || null;

  // Race-safe without locks: inserts skip existing rows, updates only ever touch unsent ones.
  await db.$transaction([
    db.reminder.createMany({
      data: upcoming.map((r) => ({
        appointmentId,
        userId: appointment.userId,
        reminderType: r.reminderType,
        scheduledFor: r.scheduledFor,
        customMessage,
      })),
      skipDuplicates: true,
    }),
    ...upcoming.map((r) =>
      db.reminder.updateMany({
        where: { appointmentId, reminderType: r.reminderType, status: { in: ["pending", "cancelled"] } },
        data: { status: "pending", scheduledFor: r.scheduledFor, customMessage, userId: appointment.userId },
      }),
    ),
    // A wanted reminder that is already due stays pending: the next delivery run sends it.
    db.reminder.updateMany({
      where: { appointmentId, status: "pending", reminderType: { notIn: wanted } },
      data: { status: "cancelled" },
    }),
  ]);
  await announceReminders(
    await db.reminder.findMany({
      where: { appointmentId, status: "pending" },
      select: { id: true, appointmentId: true, scheduledFor: true },
    }),
  );
}

/** After a preferences change: every upcoming confirmed appointment of the user. */
export async function syncRemindersForUser(userId: number, now = new Date()): Promise<void> {
  const appointments = await db.appointment.findMany({
    where: { userId, status: "confirmed", startsAt: { gt: now } },
    select: { id: true },
  });
  for (const { id } of appointments) await syncRemindersForAppointment(id, now);
}

/** When an appointment is cancelled (or otherwise no longer upcoming): its unsent reminders stop. */
export async function cancelRemindersForAppointment(appointmentId: number): Promise<void> {
  await db.reminder.updateMany({ where: { appointmentId, status: "pending" }, data: { status: "cancelled" } });
  await announceRemindersCancelled(appointmentId);
}
