import { createEvent } from "ics";
import AppointmentCancelledEmail from "@/emails/appointment-cancelled";
import { emailKeys, sendEmail, type EmailResult } from "@/lib/email";
import { formatPrice } from "@/lib/format";
import { appointmentEvent, appointmentWhen, loadAppointmentDetails } from "@/lib/documents";
import { reminderEmail } from "@/lib/reminders/email";
import { practitionerName, siteConfig } from "@/lib/site-config";

// What the owner's actions email to the client: the cancellation (with the refund and a calendar
// update that removes the event) and a reminder sent now.

export const CANCELLATION_TEMPLATE = "appointment-cancelled";
export const ADMIN_REMINDER_TEMPLATE = "appointment-reminder-admin";

/** The confirmation's calendar file has no SEQUENCE (0); an update must carry a higher one. */
export const CANCELLATION_SEQUENCE = 1;

type CalendarSource = Parameters<typeof appointmentEvent>[0] & { clientFirstName: string; clientLastName: string; clientEmail: string };

/**
 * The iCalendar cancellation (RFC 5546 METHOD:CANCEL) of an appointment's event: the same UID as
 * the confirmation's .ics (lib/documents/calendar.ts), a higher SEQUENCE and STATUS:CANCELLED, so
 * calendar apps remove the event they imported.
 */
export function renderCancellationIcs(a: CalendarSource): string {
  const event = appointmentEvent(a);
  const { error, value } = createEvent({
    productId: `-//${siteConfig.name}//Booking//EN`,
    method: "CANCEL",
    uid: event.uid,
    sequence: CANCELLATION_SEQUENCE,
    title: `Cancelled: ${event.title}`,
    description: `This session has been cancelled by ${siteConfig.name}.`,
    location: event.location,
    start: event.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: event.end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    status: "CANCELLED",
    organizer: { name: practitionerName, email: siteConfig.email },
    attendees: [{ name: `${a.clientFirstName} ${a.clientLastName}`.trim(), email: a.clientEmail, rsvp: false, role: "REQ-PARTICIPANT", partstat: "NEEDS-ACTION" }],
  });
  if (error || !value) throw error ?? new Error("Could not create the calendar cancellation.");
  return value;
}

export const cancellationFileName = (appointmentId: number) => `appointment-${appointmentId}-cancelled.ics`;

/** Tells the client their session was cancelled, with the refunded amount when there was one. */
export async function sendCancellationEmail(appointmentId: number, cancelledAt: Date): Promise<EmailResult> {
  const a = await loadAppointmentDetails(appointmentId);
  const when = appointmentWhen(a, a.user?.timeZone);
  const refunded = a.payment?.refundStatus === "refunded" ? formatPrice(a.payment.refundedCents) : null;
  const ics = renderCancellationIcs(a);
  return sendEmail({
    to: a.clientEmail,
    subject: `Cancelled: ${a.service.name} on ${when.longDate}`,
    template: CANCELLATION_TEMPLATE,
    idempotencyKey: emailKeys.cancellation(appointmentId, cancelledAt),
    appointmentId,
    react: (
      <AppointmentCancelledEmail
        firstName={a.clientFirstName}
        serviceName={a.service.name}
        practitionerName={practitionerName}
        longDate={when.longDate}
        timeWithZone={when.timeLine}
        location={when.location}
        refundedAmount={refunded}
        bookingUrl={`${siteConfig.url}/schedule`}
      />
    ),
    attachments: [{ filename: cancellationFileName(appointmentId), content: Buffer.from(ics), contentType: "text/calendar; charset=utf-8; method=CANCEL" }],
  });
}

/**
 * The reminder email (the scheduled reminders' template), sent now at the owner's request. Not
 * retried: the owner is there, sees a failure at once and decides.
 */
export async function sendReminderEmailNow(appointmentId: number): Promise<EmailResult> {
  return sendEmail({ ...(await reminderEmail(appointmentId)), template: ADMIN_REMINDER_TEMPLATE }, { retry: false });
}
