import { format } from "date-fns";
import { db, type Prisma } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import type { UserAppointmentDTO } from "@/lib/accounts/appointment-types";
import { appointmentPaths } from "@/lib/booking/links";
import { cancelledByOf, RELEASED_HOLD_REASONS } from "@/lib/booking/cancel-reasons";
import { clientChangeState } from "@/lib/booking/policy";
import { fullAddress } from "@/lib/site-config";
import { formatPrice, inPracticeZone, practiceDateKey, sessionTime } from "@/lib/format";
import { creditLabel } from "@/lib/payments/tax-display";
import type { SessionUser } from "@/lib/auth/current-user";

// What a client sees of their own bookings: reminders, appointments and upcoming virtual sessions.
// Every query is scoped to one user id; callers decide whose (see assertCanReadUser).

/** An admin may read anyone's data; a client only their own. */
export function assertCanReadUser(caller: Pick<SessionUser, "id" | "isAdmin">, userId: number) {
  if (caller.id !== userId && !caller.isAdmin) throw forbidden("You can only view your own sessions.");
}

const practiceTime = (instant: Date) => format(inPracticeZone(instant), "HH:mm");

/** A reminder as the Appointment Reminders tab shows it; `sent` false means Pending. Cancelled reminders are not shown. */
export type ReminderDTO = {
  id: number;
  appointmentId: number;
  serviceName: string;
  appointmentDate: string; // yyyy-MM-dd, practice time zone
  appointmentTime: string; // HH:MM, practice time zone
  appointmentStartsAt: string;
  /** Shown in the client's zone first; an in-person session in the practice's (sessionTime). */
  isVirtual: boolean;
  reminderType: string;
  scheduledFor: string;
  sent: boolean;
  sentAt: string | null;
};

export async function listRemindersForUser(userId: number): Promise<ReminderDTO[]> {
  const reminders = await db.reminder.findMany({
    where: { status: { in: ["pending", "sent"] }, appointment: { userId } },
    orderBy: [{ scheduledFor: "desc" }, { id: "desc" }],
    select: {
      id: true,
      reminderType: true,
      scheduledFor: true,
      status: true,
      sentAt: true,
      appointment: { select: { id: true, startsAt: true, isVirtual: true, service: { select: { name: true } } } },
    },
  });
  return reminders.map((r) => ({
    id: r.id,
    appointmentId: r.appointment.id,
    serviceName: r.appointment.service.name,
    appointmentDate: practiceDateKey(r.appointment.startsAt),
    appointmentTime: practiceTime(r.appointment.startsAt),
    appointmentStartsAt: r.appointment.startsAt.toISOString(),
    isVirtual: r.appointment.isVirtual,
    reminderType: r.reminderType,
    scheduledFor: r.scheduledFor.toISOString(),
    sent: r.status === "sent",
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}

export type { UserAppointmentDTO } from "@/lib/accounts/appointment-types";

/** What the client's DTO is built from (one select for the list and the change routes). */
const userAppointmentSelect = {
  id: true,
  serviceId: true,
  practitionerId: true,
  consentFormId: true,
  startsAt: true,
  endsAt: true,
  isVirtual: true,
  status: true,
  priceCents: true,
  discountCents: true,
  cancelReason: true,
  cancelledAt: true,
  rescheduledFrom: true,
  service: { select: { name: true, duration: true } },
  payment: { select: { status: true, amountCents: true, giftCardCents: true, refundStatus: true, refundedCents: true, refundedAt: true } },
  clientPackage: { select: { package: { select: { name: true } } } },
  artifacts: { where: { artifactType: "consent_agreement" }, select: { id: true } },
} satisfies Prisma.AppointmentSelect;

type UserAppointmentRow = Prisma.AppointmentGetPayload<{ select: typeof userAppointmentSelect }>;

function paidWithWords(a: UserAppointmentRow, paid: boolean): string | null {
  if (a.clientPackage) return creditLabel(a.clientPackage.package.name);
  const gift = paid ? (a.payment?.giftCardCents ?? 0) : 0;
  if (gift <= 0) return null;
  const card = a.payment!.amountCents;
  return `${formatPrice(gift + card)} paid: ${formatPrice(gift)} by gift card${card > 0 ? `, ${formatPrice(card)} by card` : ""}`;
}

function toUserAppointmentDTO(a: UserAppointmentRow, now: Date): UserAppointmentDTO {
  const paid = a.payment?.status === "succeeded";
  const refunded = a.payment?.refundStatus === "refunded" && a.payment.refundedAt ? a.payment : null;
  const upcoming = a.endsAt > now && (a.status === "confirmed" || a.status === "pending");
  return {
    id: a.id,
    serviceId: a.serviceId,
    serviceName: a.service.name,
    serviceDuration: a.service.duration,
    practitionerId: a.practitionerId,
    date: practiceDateKey(a.startsAt),
    time: practiceTime(a.startsAt),
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    isVirtual: a.isVirtual,
    location: a.isVirtual ? "Virtual" : "In-Person",
    status: a.status,
    paymentComplete: paid,
    // Unpaid: the price less any code's discount (0 for a free session or a whole-price code).
    amountCents: paid ? a.payment!.amountCents : a.priceCents - a.discountCents,
    paidWith: paidWithWords(a, paid),
    creditPackage: a.clientPackage?.package.name ?? null,
    giftCardCents: paid ? (a.payment?.giftCardCents ?? 0) : 0,
    // The join page is only handed out once the session is booked (the page itself checks who and when).
    zoomLink: a.isVirtual && a.status === "confirmed" ? appointmentPaths.join(a.id) : null,
    upcoming,
    change: clientChangeState(a, now),
    rescheduledFrom: a.rescheduledFrom?.toISOString() ?? null,
    cancelledBy: a.status === "cancelled" ? cancelledByOf(a.cancelReason) : null,
    cancelledAt: a.status === "cancelled" ? (a.cancelledAt?.toISOString() ?? null) : null,
    refund: refunded ? { amountCents: refunded.refundedCents, refundedAt: refunded.refundedAt!.toISOString() } : null,
    receiptUrl: paid ? appointmentPaths.receipt(a.id) : null,
    consentUrl: a.consentFormId != null || a.artifacts.length > 0 ? appointmentPaths.consent(a.id) : null,
    calendarUrl: a.status === "confirmed" && upcoming ? appointmentPaths.calendar(a.id) : null,
    address: a.isVirtual ? null : fullAddress,
  };
}

/**
 * The user's appointments, upcoming first (soonest first), then past (latest first). Holds the
 * client let go (expired, or replaced by a new choice, never paid) are abandoned checkouts, not
 * bookings: they are left out, as in the admin's list.
 */
export async function listAppointmentsForUser(userId: number, now = new Date()): Promise<UserAppointmentDTO[]> {
  const appointments = await db.appointment.findMany({
    where: {
      userId,
      NOT: [
        { status: "pending", holdExpiresAt: { lt: now } },
        { ...releasedHoldWhere, OR: [{ payment: { is: null } }, { payment: { refundStatus: "none" } }] },
      ],
    },
    orderBy: { startsAt: "asc" },
    select: userAppointmentSelect,
  });
  const rows = appointments.map((a) => toUserAppointmentDTO(a, now));
  return [...rows.filter((r) => r.upcoming), ...rows.filter((r) => !r.upcoming).reverse()];
}

/** One of the user's appointments as the list shows it; 404 when unknown or someone else's. */
export async function getAppointmentForClient(userId: number, appointmentId: number, now = new Date()): Promise<UserAppointmentDTO> {
  const a = await db.appointment.findFirst({ where: { id: appointmentId, userId }, select: userAppointmentSelect });
  if (!a) throw notFound(APPOINTMENT_NOT_FOUND);
  return toUserAppointmentDTO(a, now);
}

/** Another client's appointment answers as an unknown one: ids cannot be probed. */
export const APPOINTMENT_NOT_FOUND = "Appointment not found.";

const releasedHoldWhere = {
  status: "cancelled",
  confirmedAt: null,
  cancelReason: { in: [...RELEASED_HOLD_REASONS] },
} satisfies Prisma.AppointmentWhereInput;

/** A virtual session as My Virtual Sessions lists it (with its video link), plus the start instant for clients that want it. */
export type VirtualAppointmentDTO = {
  id: number;
  serviceName: string;
  practitionerName: string;
  formattedDate: string; // "Monday, December 7, 2026"
  time: string; // "2:30 PM EST", or "11:30 AM PST (2:30 PM EST at the practice)" in the client's zone
  startsAt: string;
  zoomLink: string | null;
};

/** Confirmed virtual sessions that have not ended yet (one in progress can still be joined), soonest first. */
export async function listUpcomingVirtualAppointments(userId: number, now = new Date()): Promise<VirtualAppointmentDTO[]> {
  const appointments = await db.appointment.findMany({
    where: { userId, isVirtual: true, status: "confirmed", endsAt: { gt: now } },
    orderBy: { startsAt: "asc" },
    select: {
      id: true,
      startsAt: true,
      service: { select: { name: true } },
      practitioner: { select: { firstName: true, lastName: true } },
      user: { select: { timeZone: true } },
    },
  });
  return appointments.map((a) => {
    // In the client's zone when the account has one, with the practice's time added.
    const shown = sessionTime(a.startsAt, { clientZone: a.user?.timeZone, inPerson: false });
    return {
      id: a.id,
      serviceName: a.service.name,
      practitionerName: `${a.practitioner.firstName} ${a.practitioner.lastName}`,
      formattedDate: shown.longDate,
      time: shown.line,
      startsAt: a.startsAt.toISOString(),
      zoomLink: appointmentPaths.join(a.id),
    };
  });
}
