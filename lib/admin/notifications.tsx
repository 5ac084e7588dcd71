import AppointmentCancelledEmail from "@/emails/appointment-cancelled";
import { emailKeys, sendEmail, type EmailResult } from "@/lib/email";
import { formatPrice } from "@/lib/format";
import { appointmentWhen, loadAppointmentDetails } from "@/lib/documents";
import { reminderEmail } from "@/lib/reminders/email";
import { practitionerName, siteConfig } from "@/lib/site-config";
import { cancelledByOf } from "@/lib/booking/policy";
import { renderAppointmentIcs } from "@/lib/documents/ics";

// What the owner's actions email to the client: the cancellation (with the refund and a calendar
// update that removes the event) and a reminder sent now.

export const CANCELLATION_TEMPLATE = "appointment-cancelled";
export const ADMIN_REMINDER_TEMPLATE = "appointment-reminder-admin";

export const cancellationFileName = (appointmentId: number) => `appointment-${appointmentId}-cancelled.ics`;

/**
 * Tells the client their session was cancelled (by the practice, or confirming their own
 * cancellation), with the refunded amount when there was one.
 */
export async function sendCancellationEmail(appointmentId: number, cancelledAt: Date): Promise<EmailResult> {
  const a = await loadAppointmentDetails(appointmentId);
  const when = appointmentWhen(a, a.user?.timeZone);
  const refunded = a.payment?.refundStatus === "refunded" ? formatPrice(a.payment.refundedCents) : null;
  const cancelledBy = cancelledByOf(a.cancelReason) ?? "practice";
  const ics = renderAppointmentIcs(a, {
    method: "CANCEL",
    cancelledBy,
    attendee: { name: `${a.clientFirstName} ${a.clientLastName}`.trim(), email: a.clientEmail },
  });
  return sendEmail({
    to: a.clientEmail,
    subject: `Cancelled: ${a.service.name} on ${when.longDate}`,
    template: CANCELLATION_TEMPLATE,
    idempotencyKey: emailKeys.cancellation(appointmentId, cancelledAt),
    appointmentId,
    react: (
      <AppointmentCancelledEmail
        cancelledBy={cancelledBy}
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
    attachments: [
      {
        filename: cancellationFileName(appointmentId),
        content: Buffer.from(ics),
        contentType: "text/calendar; charset=utf-8; method=CANCEL",
      },
    ],
  });
}

/**
 * The reminder email (the scheduled reminders' template), sent now at the owner's request. Not
 * retried: the owner is there, sees a failure at once and decides.
 */
export async function sendReminderEmailNow(appointmentId: number): Promise<EmailResult> {
  return sendEmail({ ...(await reminderEmail(appointmentId)), template: ADMIN_REMINDER_TEMPLATE }, { retry: false });
}
