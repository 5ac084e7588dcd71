import { AppError, conflict } from "@/lib/errors";
import {
  calendarDownloadPath,
  freeBookingLabel,
  googleCalendarUrl,
  appointmentWhen,
  paidAmounts,
  receiptDownloadPath,
} from "@/lib/documents";
import type { PaidAmounts } from "@/lib/payments/tax-display";
import { db } from "@/lib/db";
import { appointmentPaths } from "@/lib/booking/links";
import { getAppointmentForUser } from "@/lib/booking/appointments";
import { confirmAppointment, confirmFreeAppointment, PAYMENT_MISMATCH_MESSAGE, runAfterConfirmation } from "@/lib/appointments/confirm";
import { HOLD_EXPIRED_MESSAGE } from "@/lib/appointments/payment-intent";
import { afterCommit } from "@/lib/appointments/after-commit";
import { confirmCreditAppointment } from "@/lib/appointments/credits";
import { confirmGiftCardAppointment } from "@/lib/appointments/gift-card";
import { providerOfIntent } from "@/lib/payments/providers";

export const PAYMENT_NOT_COMPLETED_MESSAGE = "Your payment has not been completed yet. Please complete the payment and try again.";
export const REFUND_DUE_MESSAGE =
  "Your payment went through, but this time was no longer available when it completed. We will refund you in full; please choose another time or contact us.";

export type BookingConfirmation = {
  appointment: {
    id: number;
    serviceName: string;
    date: string; // yyyy-MM-dd in the practice's time zone
    time: string; // HH:MM
    startsAt: string;
    endsAt: string;
    isVirtual: boolean;
    location: "Virtual" | "In-Person";
    zoomLink: string | null;
    status: "confirmed";
  };
  calendar: { icsUrl: string; googleUrl: string };
  /** What was paid, from the stored Payment (null if the payment has not succeeded). */
  payment: PaidAmounts | null;
  /** The client's receipt PDF (GET /api/appointments/{id}/receipt), once paid. */
  receiptUrl: string | null;
  /**
   * Only for a booking with nothing to pay by card: "Free", "Free (WELCOME100)" when a promo code
   * took off the whole price, "Paid with 1 session of <package>" when a package's credit paid it.
   */
  free?: string;
};

/**
 * POST /api/complete-booking: confirms the caller's appointment once the payment provider
 * (not the browser) says its intent succeeded, for this appointment and the amount we asked; or,
 * without a payment intent, a booking with nothing to pay (a free service or a whole-price code).
 * Calling it again returns the same confirmation.
 */
export async function completeBooking(input: {
  user: { id: number; isAdmin: boolean };
  appointmentId: number;
  paymentIntentId?: string;
  clientPackageId?: number;
}): Promise<BookingConfirmation> {
  const appointment = await getAppointmentForUser(input.appointmentId, { id: input.user.id, isAdmin: false });
  if (input.clientPackageId !== undefined) {
    await confirmCreditAppointment(appointment.id, { clientPackageId: input.clientPackageId, userId: input.user.id });
    return bookingConfirmation(appointment.id);
  }
  if (appointment.payment?.provider === "gift_card") {
    // Paid in full by a gift card: no card, no provider to ask.
    await confirmGiftCardAppointment(appointment.id);
    return bookingConfirmation(appointment.id);
  }
  if (input.paymentIntentId === undefined) {
    await confirmFreeAppointment(appointment.id);
    return bookingConfirmation(appointment.id);
  }
  const payment = appointment.payment;
  if (!payment || payment.paymentIntentId !== input.paymentIntentId) throw conflict(PAYMENT_MISMATCH_MESSAGE);

  const alreadyDone = (appointment.status === "confirmed" || appointment.status === "completed") && payment.status === "succeeded";
  if (alreadyDone) {
    // Repairs what an interrupted confirmation missed (each step is idempotent).
    await afterCommit(appointment.id, "confirmed", [() => runAfterConfirmation(appointment.id)]);
  } else {
    const intent = await providerOfIntent(input.paymentIntentId).retrieveIntent(input.paymentIntentId);
    if (!intent || intent.appointmentId !== appointment.id || intent.amount !== payment.amountCents || intent.currency !== payment.currency)
      throw conflict(PAYMENT_MISMATCH_MESSAGE);
    if (intent.status !== "succeeded") {
      if (appointment.status === "cancelled") throw conflict(HOLD_EXPIRED_MESSAGE);
      throw new AppError(402, PAYMENT_NOT_COMPLETED_MESSAGE);
    }
    try {
      const { outcome } = await confirmAppointment(appointment.id, { paymentIntentId: intent.id, amountCents: intent.amount });
      if (outcome === "refund_due") throw conflict(REFUND_DUE_MESSAGE);
    } catch (error) {
      if (error instanceof AppError) throw error;
      // The payment is confirmed in the database even if a follow-up step (documents, email,
      // reminders) failed; those are repaired by the next call or the webhook.
      const status = (await db.appointment.findUnique({ where: { id: appointment.id }, select: { status: true } }))?.status;
      if (status !== "confirmed") throw error;
      console.error(`Follow-up steps after confirming appointment ${appointment.id} failed`, error);
    }
  }
  return bookingConfirmation(appointment.id);
}

/** The 'Booking Confirmed!' step's data for a confirmed appointment. */
export async function bookingConfirmation(appointmentId: number): Promise<BookingConfirmation> {
  const a = await db.appointment.findUniqueOrThrow({
    where: { id: appointmentId },
    include: {
      service: true,
      payment: { include: { giftCard: { select: { code: true } } } },
      promoCode: { select: { code: true } },
      clientPackage: { select: { package: { select: { name: true } } } },
    },
  });
  const paid = a.payment?.status === "succeeded" ? a.payment : null;
  const free = paid ? null : freeBookingLabel(a);
  const when = appointmentWhen(a);
  return {
    appointment: {
      id: a.id,
      serviceName: a.service.name,
      date: when.date,
      time: when.time,
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      isVirtual: a.isVirtual,
      location: when.location,
      zoomLink: a.isVirtual ? appointmentPaths.join(a.id) : null,
      status: "confirmed",
    },
    calendar: { icsUrl: calendarDownloadPath(a.id), googleUrl: googleCalendarUrl(a) },
    payment: paid && paidAmounts(paid),
    receiptUrl: paid && receiptDownloadPath(a.id),
    ...(free ? { free } : {}),
  };
}
