import AppointmentCancelledEmail from "@/emails/appointment-cancelled";
import AppointmentRescheduledEmail from "@/emails/appointment-rescheduled";
import BookingConfirmationEmail from "@/emails/booking-confirmation";
import type { SessionEmailProps } from "@/emails/layout";
import OwnerAppointmentNoticeEmail, { ownerNoticeSubject, type OwnerAppointmentNoticeEmailProps } from "@/emails/owner-appointment-notice";
import PaymentRefundNeededEmail from "@/emails/payment-refund-needed";
import { cancelledByOf } from "@/lib/booking/cancel-reasons";
import { adminAppointmentUrl } from "@/lib/booking/links";
import { cancellationPolicy, manageBookingLink } from "@/lib/booking/policy";
import { db } from "@/lib/db";
import {
  appointmentCalendarFile,
  appointmentEvent,
  appointmentReceiptFile,
  appointmentWhen,
  artifactFileNames,
  freeBookingLabel,
  googleCalendarUrl,
  loadAppointmentDetails,
  ownerCalendarFileName,
  paidAmounts,
  renderAppointmentIcs,
  renderOwnerAppointmentIcs,
  type AppointmentDetails,
} from "@/lib/documents";
import { emailKeys, sendEmail, type EmailResult } from "@/lib/email";
import { env, ownerNotified } from "@/lib/env";
import { formatPrice } from "@/lib/format";
import { appointmentIntakeState } from "@/lib/intake/answers";
import { paidAmountLines } from "@/lib/payments/tax-display";
import { reminderEmail } from "@/lib/reminders/email";
import { fullAddress, practitionerName, siteConfig } from "@/lib/site-config";

// Every email about one appointment, to the client and to the owner: the confirmation, the
// reschedule, the cancellation (by either side), a reminder the owner sends now, and the owner's
// notices (new booking, the client's change, a refund needed). The scheduled reminders are sent by
// lib/reminders. Templates are in emails/.

export const CONFIRMATION_TEMPLATE = "booking-confirmation";
export const RESCHEDULED_TEMPLATE = "appointment-rescheduled";
export const CANCELLATION_TEMPLATE = "appointment-cancelled";
export const ADMIN_REMINDER_TEMPLATE = "appointment-reminder-admin";

/**
 * What the confirmation and the rescheduled email say about a booking: the service, the time in
 * the client's zone (with the practice's where it differs), where it happens, the policy and
 * where to manage it, from one place so the two emails never disagree.
 */
function sessionEmailProps(a: AppointmentDetails): SessionEmailProps {
  const when = appointmentWhen(a, a.user?.timeZone);
  const manage = manageBookingLink();
  return {
    firstName: a.clientFirstName,
    serviceName: a.service.name,
    durationMinutes: a.service.duration,
    practitionerName,
    longDate: when.longDate,
    timeWithZone: when.timeLine,
    location: when.location,
    address: fullAddress,
    videoLink: appointmentEvent(a).videoLink,
    cancellationPolicy: cancellationPolicy(),
    manage: { url: `${siteConfig.url}${manage.href}`, label: manage.label },
    googleCalendarUrl: googleCalendarUrl(a),
  };
}

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
      <BookingConfirmationEmail
        {...session}
        payment={paid && paidAmountLines(paidAmounts(paid))}
        receiptAttached={Boolean(receipt)}
        unpaidNote={
          freeBookingLabel(a) ?? `${formatPrice(a.priceCents - a.discountCents)} plus sales tax, to be paid; we will be in touch about it`
        }
      />
    ),
    attachments: [
      { filename: ics.fileName, content: ics.content, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
      ...(receipt ? [{ filename: receipt.fileName, content: receipt.content, contentType: "application/pdf" }] : []),
    ],
  });
}

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

export const cancellationFileName = (appointmentId: number) => `appointment-${appointmentId}-cancelled.ics`;

/**
 * Tells the client their session was cancelled (by the practice, or confirming their own
 * cancellation), with the refunded amount when there was one.
 */
export async function sendCancellationEmail(appointmentId: number, cancelledAt: Date): Promise<EmailResult> {
  const a = await loadAppointmentDetails(appointmentId);
  const when = appointmentWhen(a, a.user?.timeZone);
  const paid = a.payment?.status === "succeeded" ? a.payment : null;
  const refunded = paid?.refundStatus === "refunded" ? paid.refundedCents : 0;
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
        refundedAmount={refunded > 0 ? formatPrice(refunded) : null}
        paidAmount={paid ? formatPrice(paid.amountCents) : null}
        refundedInFull={paid !== null && refunded >= paid.amountCents}
        note={a.cancelNote}
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
        adminUrl={adminAppointmentUrl(a.id)}
      />
    ),
  });
}

/** Tells the owner about a new booking (once per appointment; OWNER_NOTIFICATIONS can turn it off). */
export async function notifyOwnerOfBooking(appointmentId: number): Promise<void> {
  if (!ownerNotified("booked")) return;
  const key = emailKeys.ownerNewBooking(appointmentId);
  if (await db.emailLog.count({ where: { idempotencyKey: key } })) return;
  const intake = await appointmentIntakeState(db, appointmentId);
  await sendOwnerNotice(
    await loadAppointmentDetails(appointmentId),
    { event: "booked", intake: intake === "needs_review" || intake === "missing" ? intake : null },
    key,
  );
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

/**
 * The owner's copy of the calendar file for a notice: the event named after the client, with the
 * appointment's UID and current SEQUENCE. A booking or a move is PUBLISH (she is the organizer,
 * not an invitee: the raised SEQUENCE replaces the event she has); a cancellation is CANCEL with
 * STATUS:CANCELLED and the client as attendee, so her calendar removes it.
 */
function ownerNoticeCalendar(a: AppointmentDetails, event: OwnerAppointmentNoticeEmailProps["event"]) {
  const cancel = event === "cancelled";
  const method = cancel ? "CANCEL" : "PUBLISH";
  const ics = renderOwnerAppointmentIcs(a, {
    method,
    ...(cancel
      ? {
          cancelledBy: cancelledByOf(a.cancelReason) ?? "client",
          attendee: { name: `${a.clientFirstName} ${a.clientLastName}`.trim(), email: a.clientEmail },
        }
      : {}),
  });
  return {
    filename: cancel ? `appointment-${a.id}-owner-cancelled.ics` : ownerCalendarFileName(a.id),
    content: Buffer.from(ics),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/** The owner's notice of one appointment event, in the practice's time zone, linking to the appointment with her calendar file. */
async function sendOwnerNotice(
  a: AppointmentDetails,
  p: Pick<OwnerAppointmentNoticeEmailProps, "event"> &
    Partial<Pick<OwnerAppointmentNoticeEmailProps, "previousWhen" | "cancelledBy" | "refund" | "intake">>,
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
    adminUrl: adminAppointmentUrl(a.id),
    ...p,
  };
  await sendEmail({
    to: env.OWNER_EMAIL,
    subject: ownerNoticeSubject(notice),
    template: "owner-appointment-notice",
    idempotencyKey,
    appointmentId: a.id,
    react: <OwnerAppointmentNoticeEmail {...notice} />,
    attachments: [ownerNoticeCalendar(a, notice.event)],
  });
}
