import { db } from "@/lib/db";
import { appointmentPaths } from "@/lib/booking/links";
import { notFound } from "@/lib/errors";
import { formatTimeWithZone, practiceDateKey, inPracticeZone, sessionTime } from "@/lib/format";
import { format } from "date-fns";
import { fullAddress, practitionerName, siteConfig } from "@/lib/site-config";
import { adminAppointmentUrl, joinPageUrl } from "@/lib/booking/links";
import { creditLabel, freeLabel, type PaidAmounts } from "@/lib/payments/tax-display";

// Everything the documents, the confirmation email and the confirmation screen say about one
// appointment, loaded once and described once.

export async function loadAppointmentDetails(appointmentId: number) {
  const appointment = await db.appointment.findUnique({
    where: { id: appointmentId },
    include: {
      service: true,
      payment: { include: { giftCard: { select: { code: true } } } },
      consentForm: true,
      promoCode: { select: { code: true } },
      clientPackage: { select: { package: { select: { name: true } } } },
      user: { select: { timeZone: true } },
    },
  });
  if (!appointment) throw notFound("Appointment not found.");
  // Older bookings may lack the link: fall back to the client's latest consent for this service
  // signed before the appointment was reserved.
  const consentForm =
    appointment.consentForm ??
    (appointment.userId
      ? await db.consentForm.findFirst({
          where: {
            userId: appointment.userId,
            createdAt: { lte: appointment.createdAt },
            OR: [{ serviceId: appointment.serviceId }, { serviceSelected: appointment.service.name }],
          },
          orderBy: { createdAt: "desc" },
        })
      : null);
  return { ...appointment, consentForm };
}

export type AppointmentDetails = Awaited<ReturnType<typeof loadAppointmentDetails>>;

type EventSource = Pick<AppointmentDetails, "id" | "startsAt" | "endsAt" | "isVirtual"> & {
  service: { name: string; duration: number };
};

/** The calendar event of an appointment (for the .ics file and the Google Calendar link). */
export function appointmentEvent(a: EventSource) {
  // The join page, never the room itself: calendar apps and mail scanners copy what they are given.
  const videoLink = a.isVirtual ? joinPageUrl(a.id) : null;
  const title = `${a.service.name} with ${practitionerName}`;
  const lines = [
    `${a.service.name} (${a.service.duration} minutes) with ${practitionerName}, ${siteConfig.name}.`,
    videoLink ? `Join the video session: ${videoLink}` : `Location: ${fullAddress}`,
    `Questions or need to reschedule? Call ${siteConfig.phone} or email ${siteConfig.email}.`,
  ];
  return {
    uid: `appointment-${a.id}@${new URL(siteConfig.url).hostname}`,
    title,
    description: lines.join("\n"),
    location: videoLink ?? fullAddress,
    videoLink,
    start: a.startsAt,
    end: a.endsAt,
  };
}

type OwnerEventSource = EventSource & Pick<AppointmentDetails, "clientFirstName" | "clientLastName" | "clientEmail" | "clientPhone">;

/**
 * The same event in the owner's own calendar: named after the client ("Hypnotherapy with Hannah
 * Lee"), with the client's contact and a link to the appointment in the admin. Same UID, times and
 * place as the client's. The client's notes and the owner's private notes stay out (health
 * information never goes into calendar files).
 */
export function ownerAppointmentEvent(a: OwnerEventSource) {
  const event = appointmentEvent(a);
  const client = `${a.clientFirstName} ${a.clientLastName}`.trim() || a.clientEmail;
  const contact = [a.clientEmail, a.clientPhone].filter(Boolean).join(", ");
  return {
    ...event,
    title: `${a.service.name} with ${client}`,
    description: [
      `${a.service.name} (${a.service.duration} minutes) with ${client}.`,
      `Client: ${contact}`,
      event.videoLink ? `Join the video session: ${event.videoLink}` : `Location: ${fullAddress}`,
      `Appointment details: ${adminAppointmentUrl(a.id)}`,
    ].join("\n"),
  };
}

/**
 * What the client reads about when and where: "Monday, December 7, 2026", "2:30 PM EST", ...
 * Without `clientZone` (the owner, documents) in the practice's zone; with it, as `sessionTime`
 * shows it: the client's clock first (in person: the practice's), `timeLine` adding the other.
 */
export function appointmentWhen(a: Pick<AppointmentDetails, "startsAt" | "endsAt" | "isVirtual">, clientZone?: string | null) {
  const shown = sessionTime(a.startsAt, { clientZone, inPerson: !a.isVirtual });
  return {
    date: practiceDateKey(a.startsAt),
    time: format(inPracticeZone(a.startsAt), "HH:mm"),
    longDate: shown.longDate,
    timeWithZone: shown.timeWithZone,
    /** "11:30 AM PST (2:30 PM EST at the practice)"; the same as timeWithZone when the clocks agree. */
    timeLine: shown.line,
    endTimeWithZone: formatTimeWithZone(a.endsAt, shown.zone),
    location: a.isVirtual ? ("Virtual" as const) : ("In-Person" as const),
  };
}

export const artifactFileNames = (appointmentId: number) => ({
  consent_agreement: `consent-agreement-${appointmentId}.pdf`,
  payment_receipt: `payment-receipt-${appointmentId}.pdf`,
  ics_calendar: `appointment-${appointmentId}.ics`,
});

/** The owner's copy of the calendar file (named after the client), beside the client's stored one. */
export const ownerCalendarFileName = (appointmentId: number) => `appointment-${appointmentId}-owner.ics`;

/** The client's own receipt download (owner-checked): GET /api/appointments/{id}/receipt. */
export const receiptDownloadPath = appointmentPaths.receipt;

/** A stored payment's amounts as the confirmation, its email and the receipt itemise them (with its discount, if any). */
export function paidAmounts(p: {
  subtotalCents: number;
  discountCents: number;
  promoCode: string | null;
  taxCents: number;
  amountCents: number;
  taxRate: { toNumber(): number } | number;
  taxState: string | null;
  giftCardCents?: number;
  giftCard?: { code: string } | null;
}): PaidAmounts {
  const giftCents = p.giftCardCents ?? 0;
  return {
    subtotalCents: p.subtotalCents,
    taxCents: p.taxCents,
    totalCents: p.amountCents + giftCents,
    taxRate: typeof p.taxRate === "number" ? p.taxRate : p.taxRate.toNumber(),
    taxState: p.taxState,
    ...(p.discountCents > 0 ? { discount: { amountCents: p.discountCents, code: p.promoCode } } : {}),
    ...(giftCents > 0 ? { giftCard: { cents: giftCents, last4: p.giftCard?.code.slice(-4) ?? null, cardCents: p.amountCents } } : {}),
  };
}

/**
 * What a booking with nothing to pay online shows for its price: "Paid with 1 session of <package>"
 * when a package's credit paid it, "Free" (a free service, or a session the owner waived), "Free
 * (WELCOME100)" when a promo code took off the whole price; null when there is something to pay.
 */
export function freeBookingLabel(a: {
  priceCents: number;
  discountCents: number;
  promoCode: { code: string } | null;
  clientPackage?: { package: { name: string } } | null;
}): string | null {
  if (a.clientPackage) return creditLabel(a.clientPackage.package.name);
  if (a.priceCents - a.discountCents > 0) return null;
  return freeLabel(a.discountCents > 0 ? (a.promoCode?.code ?? null) : null);
}
