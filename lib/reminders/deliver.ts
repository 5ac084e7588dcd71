import { createElement } from "react";
import AppointmentReminderEmail from "@/emails/appointment-reminder";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email";
import { formatLongDate, formatTimeWithZone } from "@/lib/format";
import { fullAddress, siteConfig } from "@/lib/site-config";

// Delivery of due reminders (run every few minutes by Inngest, see inngest/functions). A reminder
// is claimed (pending -> sent) in one UPDATE ... FOR UPDATE SKIP LOCKED before its email goes out,
// so two overlapping runs can never email it twice. If the email provider reports a failure the
// claim is undone and the next run retries, until the session starts; a crash between claim and
// send loses that one reminder rather than risking a duplicate (at most once).

export type DeliveryReport = { sent: number; failed: number; cancelled: number };

export async function deliverDueReminders({ now = new Date(), batchSize = 50 } = {}): Promise<DeliveryReport> {
  // Reminders of sessions that were cancelled, completed or have started are no longer useful.
  const cancelled = await db.$executeRaw`
    UPDATE "Reminder" r SET "status" = 'cancelled'
    FROM "Appointment" a
    WHERE r."appointmentId" = a."id" AND r."status" = 'pending' AND r."scheduledFor" <= ${now}
      AND (a."status" <> 'confirmed' OR a."startsAt" <= ${now})`;

  const report: DeliveryReport = { sent: 0, failed: 0, cancelled };
  for (;;) {
    const claimed = await db.$queryRaw<{ id: number }[]>`
      UPDATE "Reminder" SET "status" = 'sent', "sentAt" = ${now}
      WHERE "id" IN (
        SELECT "id" FROM "Reminder"
        WHERE "status" = 'pending' AND "scheduledFor" <= ${now}
        ORDER BY "scheduledFor"
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING "id"`;
    for (const { id } of claimed) {
      if (await deliver(id)) report.sent++;
      else {
        report.failed++;
        await db.reminder.update({ where: { id }, data: { status: "pending", sentAt: null } });
      }
    }
    // A failed one is pending again: stop after this batch instead of retrying it in a loop.
    if (claimed.length < batchSize || report.failed > 0) break;
  }
  return report;
}

async function deliver(reminderId: number): Promise<boolean> {
  const reminder = await db.reminder.findUniqueOrThrow({
    where: { id: reminderId },
    include: {
      appointment: {
        include: {
          service: { select: { name: true } },
          practitioner: { select: { firstName: true, lastName: true } },
          user: { select: { email: true, firstName: true } },
        },
      },
    },
  });
  const a = reminder.appointment;
  // The account's current address (it may have changed since booking), else the booking's.
  const to = a.user?.email ?? a.clientEmail;
  const longDate = formatLongDate(a.startsAt);
  const timeWithZone = formatTimeWithZone(a.startsAt);
  const result = await sendEmail({
    to,
    subject: `Reminder: ${a.service.name} on ${longDate} at ${timeWithZone}`,
    template: "appointment-reminder",
    react: createElement(AppointmentReminderEmail, {
      firstName: a.user?.firstName ?? a.clientFirstName,
      serviceName: a.service.name,
      practitionerName: `${a.practitioner.firstName} ${a.practitioner.lastName}`,
      longDate,
      timeWithZone,
      location: a.isVirtual ? "Virtual" : "In-Person",
      address: fullAddress,
      videoLink: a.isVirtual ? (a.zoomLink ?? siteConfig.meetingRoomUrl) : null,
      customMessage: reminder.customMessage,
      preferencesUrl: `${siteConfig.url}/profile`,
    }),
  });
  return result.status !== "failed";
}
