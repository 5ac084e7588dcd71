import BookingConfirmationEmail from "@/emails/booking-confirmation";
import PaymentRefundNeededEmail from "@/emails/payment-refund-needed";
import { db } from "@/lib/db";
import OwnerAppointmentNoticeEmail, { ownerNoticeSubject, type OwnerAppointmentNoticeEmailProps } from "@/emails/owner-appointment-notice";
import { env, ownerNotified } from "@/lib/env";
import { emailKeys, sendEmail } from "@/lib/email";
import { formatPrice } from "@/lib/format";
import {
  appointmentCalendarFile,
  appointmentReceiptFile,
  appointmentWhen,
  loadAppointmentDetails,
  paidAmounts,
  type AppointmentDetails,
} from "@/lib/documents";
import { sessionEmailProps } from "@/lib/booking/session-email";
import { paidAmountLines } from "@/lib/payments/tax-display";
import { siteConfig } from "@/lib/site-config";

export const CONFIRMATION_TEMPLATE = "booking-confirmation";

/**
 * Sends the booking confirmation (with the .ics and the receipt PDF attached) unless it already went out: its
 * idempotency key makes a second call (a retry, the webhook after the client) a no-op, and the
 * outbox retries a failed send.
 */
export async function ensureConfirmationEmail(appointmentId: number): Promise<void> {
  const key = emailKeys.confirmation(appointmentId);
  if (await db.emailLog.count({ where: { idempotencyKey: key } })) return;

  const a = await loadAppointmentDetails(appointmentId);
  if (a.status !== "confirmed" && a.status !== "completed") return;
  // In the client's time zone when the account has one, with the practice's where it differs.
  const session = sessionEmailProps(a);
  const ics = await appointmentCalendarFile(appointmentId);
  const paid = a.payment?.status === "succeeded" ? a.payment : null;
  const receipt = paid ? await appointmentReceiptFile(appointmentId) : null;
  await sendEmail({
    to: a.clientEmail,
    subject: `Booking confirmed: ${a.service.name} on ${session.longDate}`,
    template: CONFIRMATION_TEMPLATE,
    idempotencyKey: key,
    appointmentId,
    react: (
      <BookingConfirmationEmail {...session} payment={paid && paidAmountLines(paidAmounts(paid))} receiptAttached={Boolean(receipt)} />
    ),
    attachments: [
      { filename: ics.fileName, content: ics.content, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
      ...(receipt ? [{ filename: receipt.fileName, content: receipt.content, contentType: "application/pdf" }] : []),
    ],
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
    appointmentId,
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

/** Tells the owner about a new booking (once per appointment; OWNER_NOTIFICATIONS can turn it off). */
export async function notifyOwnerOfBooking(appointmentId: number): Promise<void> {
  if (!ownerNotified("booked")) return;
  const key = emailKeys.ownerNewBooking(appointmentId);
  if (await db.emailLog.count({ where: { idempotencyKey: key } })) return;
  await sendOwnerNotice(await loadAppointmentDetails(appointmentId), { event: "booked" }, key);
}

/**
 * Tells the owner that a client moved or cancelled their booking (OWNER_NOTIFICATIONS can turn
 * either off). A reschedule is keyed by the new calendar sequence (one notice per move), a
 * cancellation by the appointment (it happens once).
 */
export async function notifyOwnerOfClientChange(appointmentId: number, event: "rescheduled" | "cancelled"): Promise<void> {
  if (!ownerNotified(event)) return;
  const a = await loadAppointmentDetails(appointmentId);
  if (event === "rescheduled") {
    const previous = a.rescheduledFrom ? appointmentWhen({ ...a, startsAt: a.rescheduledFrom }) : null;
    await sendOwnerNotice(
      a,
      { event, previousWhen: previous && `${previous.longDate}, ${previous.timeWithZone}` },
      emailKeys.ownerRescheduled(appointmentId, a.sequence),
    );
  } else {
    const refunded = a.payment?.refundStatus === "refunded" ? `${formatPrice(a.payment.refundedCents)} refunded` : null;
    await sendOwnerNotice(a, { event, cancelledBy: "the client", refund: refunded }, emailKeys.ownerCancelled(appointmentId));
  }
}

/** The owner's notice of one appointment event, in the practice's time zone. */
async function sendOwnerNotice(
  a: AppointmentDetails,
  p: Pick<OwnerAppointmentNoticeEmailProps, "event"> &
    Partial<Pick<OwnerAppointmentNoticeEmailProps, "previousWhen" | "cancelledBy" | "refund">>,
  idempotencyKey: string,
) {
  const when = appointmentWhen(a);
  const notice: OwnerAppointmentNoticeEmailProps = {
    appointmentId: a.id,
    clientName: `${a.clientFirstName} ${a.clientLastName}`,
    clientEmail: a.clientEmail,
    clientPhone: a.clientPhone || null,
    serviceName: a.service.name,
    longDate: when.longDate,
    timeWithZone: when.timeWithZone,
    location: when.location,
    amount: a.payment?.status === "succeeded" ? formatPrice(a.payment.amountCents) : null,
    previousWhen: null,
    cancelledBy: null,
    refund: null,
    adminUrl: `${siteConfig.url}/admin/dashboard`,
    ...p,
  };
  await sendEmail({
    to: env.OWNER_EMAIL,
    subject: ownerNoticeSubject(notice),
    template: "owner-appointment-notice",
    idempotencyKey,
    appointmentId: a.id,
    react: <OwnerAppointmentNoticeEmail {...notice} />,
  });
}
