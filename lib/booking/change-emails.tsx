import AppointmentRescheduledEmail from "@/emails/appointment-rescheduled";
import { sessionEmailProps } from "@/lib/booking/session-email";
import { appointmentWhen, artifactFileNames, loadAppointmentDetails, renderAppointmentIcs } from "@/lib/documents";
import { emailKeys, sendEmail, type EmailResult } from "@/lib/email";

// What the client is emailed after moving their own booking. (A cancellation reuses the
// practice's cancellation email, lib/admin/notifications.tsx, which words who cancelled.)

export const RESCHEDULED_TEMPLATE = "appointment-rescheduled";

/**
 * The new time and the old one (in the client's zone, with the practice's where they differ, as
 * the confirmation shows it), and a calendar update: METHOD:REQUEST with the same UID and the
 * raised SEQUENCE, so the event the client imported moves rather than a second one appearing.
 * One email per move (keyed by the sequence).
 */
export async function sendRescheduledEmail(appointmentId: number): Promise<EmailResult | null> {
  const a = await loadAppointmentDetails(appointmentId);
  if (!a.rescheduledFrom) return null;
  const session = sessionEmailProps(a);
  const before = appointmentWhen({ ...a, startsAt: a.rescheduledFrom }, a.user?.timeZone);
  const ics = renderAppointmentIcs(a, {
    method: "REQUEST",
    attendee: { name: `${a.clientFirstName} ${a.clientLastName}`.trim(), email: a.clientEmail },
  });
  return sendEmail({
    to: a.clientEmail,
    subject: `Rescheduled: ${a.service.name} on ${session.longDate}`,
    template: RESCHEDULED_TEMPLATE,
    idempotencyKey: emailKeys.rescheduled(appointmentId, a.sequence),
    appointmentId,
    react: <AppointmentRescheduledEmail {...session} previousLongDate={before.longDate} previousTimeWithZone={before.timeLine} />,
    attachments: [
      {
        filename: artifactFileNames(appointmentId).ics_calendar,
        content: Buffer.from(ics),
        contentType: "text/calendar; charset=utf-8; method=REQUEST",
      },
    ],
  });
}
