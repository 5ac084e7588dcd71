import AppointmentReminderEmail from "@/emails/appointment-reminder";
import { db } from "@/lib/db";
import type { EmailMessage } from "@/lib/email";
import { appointmentWhen } from "@/lib/documents";
import { readNotificationPreferences } from "@/lib/reminders/preferences";
import { fullAddress, siteConfig } from "@/lib/site-config";
import { joinPageUrl } from "@/lib/booking/links";

/** Where a client changes their reminders: the profile's reminders tab. */
export const reminderPreferencesUrl = () => `${siteConfig.url}/profile?tab=notifications`;

/**
 * The reminder email of an appointment, for a scheduled reminder or one the owner sends now: the
 * time in the client's zone (with the practice's where it differs; in person the practice's
 * first), the video link (virtual) or the address (in person), the client's own message and a
 * link to their reminder settings.
 */
export async function reminderEmail(appointmentId: number, customMessage?: string | null): Promise<Omit<EmailMessage, "template">> {
  const a = await db.appointment.findUniqueOrThrow({
    where: { id: appointmentId },
    include: {
      service: { select: { name: true } },
      practitioner: { select: { firstName: true, lastName: true } },
      user: { select: { email: true, firstName: true, notificationPreferences: true, timeZone: true } },
    },
  });
  // In the client's time zone when the account has one, with the practice's where it differs.
  const when = appointmentWhen(a, a.user?.timeZone);
  const message =
    customMessage !== undefined
      ? customMessage
      : a.user
        ? readNotificationPreferences(a.user.notificationPreferences).customMessage.trim() || null
        : null;
  return {
    // The account's current address (it may have changed since booking), else the booking's.
    to: a.user?.email ?? a.clientEmail,
    subject: `Reminder: ${a.service.name} on ${when.longDate} at ${when.timeWithZone}`,
    appointmentId,
    react: (
      <AppointmentReminderEmail
        firstName={a.user?.firstName ?? a.clientFirstName}
        serviceName={a.service.name}
        practitionerName={`${a.practitioner.firstName} ${a.practitioner.lastName}`}
        longDate={when.longDate}
        timeWithZone={when.timeLine}
        location={when.location}
        address={a.isVirtual ? null : fullAddress}
        videoLink={a.isVirtual ? joinPageUrl(a.id) : null}
        customMessage={message}
        preferencesUrl={reminderPreferencesUrl()}
      />
    ),
  };
}
