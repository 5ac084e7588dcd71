import BookingConfirmationEmail from "@/emails/booking-confirmation";
import PaymentRefundNeededEmail from "@/emails/payment-refund-needed";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sendEmail } from "@/lib/email";
import { formatPrice } from "@/lib/format";
import { appointmentCalendarFile, appointmentEvent, appointmentWhen, artifactFileNames, googleCalendarUrl, loadAppointmentDetails } from "@/lib/documents";
import { fullAddress, practitionerName } from "@/lib/site-config";

export const CONFIRMATION_TEMPLATE = "booking-confirmation";

/**
 * Sends the booking confirmation (with the .ics attached) unless it already went out. The
 * email log is the record: a confirmation carrying this appointment's .ics that was sent or
 * recorded means done; a failed attempt is retried on the next call.
 */
export async function ensureConfirmationEmail(appointmentId: number): Promise<void> {
  const fileName = artifactFileNames(appointmentId).ics_calendar;
  const already = await db.emailLog.findFirst({
    where: { template: CONFIRMATION_TEMPLATE, attachments: { has: fileName }, status: { in: ["sent", "recorded"] } },
    select: { id: true },
  });
  if (already) return;

  const a = await loadAppointmentDetails(appointmentId);
  if (a.status !== "confirmed" && a.status !== "completed") return;
  const when = appointmentWhen(a);
  const ics = await appointmentCalendarFile(appointmentId);
  await sendEmail({
    to: a.clientEmail,
    subject: `Booking confirmed: ${a.service.name} on ${when.longDate}`,
    template: CONFIRMATION_TEMPLATE,
    react: (
      <BookingConfirmationEmail
        firstName={a.clientFirstName}
        serviceName={a.service.name}
        durationMinutes={a.service.duration}
        practitionerName={practitionerName}
        longDate={when.longDate}
        timeWithZone={when.timeWithZone}
        location={when.location}
        address={fullAddress}
        videoLink={appointmentEvent(a).videoLink}
        amountPaid={a.payment?.status === "succeeded" ? formatPrice(a.payment.amountCents) : null}
        googleCalendarUrl={googleCalendarUrl(a)}
      />
    ),
    attachments: [{ filename: ics.fileName, content: ics.content, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
  });
}

/** Tells the owner that a payment needs a refund (the paid-for time could not be booked). */
export async function notifyOwnerRefundNeeded(appointmentId: number, reason: string): Promise<void> {
  const a = await loadAppointmentDetails(appointmentId);
  if (!a.payment) return;
  const when = appointmentWhen(a);
  await sendEmail({
    to: env.OWNER_EMAIL,
    subject: `Refund needed: appointment #${a.id} (${a.clientFirstName} ${a.clientLastName})`,
    template: "payment-refund-needed",
    react: (
      <PaymentRefundNeededEmail
        appointmentId={a.id}
        clientName={`${a.clientFirstName} ${a.clientLastName}`}
        clientEmail={a.clientEmail}
        serviceName={a.service.name}
        when={`${when.longDate}, ${when.timeWithZone}`}
        amount={formatPrice(a.payment.amountCents)}
        paymentIntentId={a.payment.paymentIntentId}
        reason={reason}
      />
    ),
  });
}
