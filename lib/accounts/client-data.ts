import { format } from "date-fns";
import { db } from "@/lib/db";
import { forbidden } from "@/lib/errors";
import { formatLongDate, formatTimeWithZone, inPracticeZone, practiceDateKey, sessionTime } from "@/lib/format";
import type { SessionUser } from "@/lib/auth/session";

// What a client sees of their own bookings: reminders, appointments and upcoming virtual sessions.
// Every query is scoped to one user id; callers decide whose (see assertCanReadUser).

/** An admin may read anyone's data; a client only their own. */
export function assertCanReadUser(caller: Pick<SessionUser, "id" | "isAdmin">, userId: number) {
  if (caller.id !== userId && !caller.isAdmin) throw forbidden("You can only view your own sessions.");
}

const practiceTime = (instant: Date) => format(inPracticeZone(instant), "HH:mm");

/** Spec section 3 "Reminder"; `sent` false means Pending. Cancelled reminders are not shown. */
export type ReminderDTO = {
  id: number;
  appointmentId: number;
  serviceName: string;
  appointmentDate: string; // yyyy-MM-dd, practice time zone
  appointmentTime: string; // HH:MM, practice time zone
  appointmentStartsAt: string;
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
      appointment: { select: { id: true, startsAt: true, service: { select: { name: true } } } },
    },
  });
  return reminders.map((r) => ({
    id: r.id,
    appointmentId: r.appointment.id,
    serviceName: r.appointment.service.name,
    appointmentDate: practiceDateKey(r.appointment.startsAt),
    appointmentTime: practiceTime(r.appointment.startsAt),
    appointmentStartsAt: r.appointment.startsAt.toISOString(),
    reminderType: r.reminderType,
    scheduledFor: r.scheduledFor.toISOString(),
    sent: r.status === "sent",
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}

export type UserAppointmentDTO = {
  id: number;
  serviceId: number;
  serviceName: string;
  date: string;
  time: string;
  startsAt: string;
  endsAt: string;
  isVirtual: boolean;
  location: "Virtual" | "In-Person";
  status: "pending" | "confirmed" | "completed" | "cancelled";
  paymentComplete: boolean;
  amountCents: number;
  zoomLink: string | null;
  upcoming: boolean;
};

/** The user's appointments, upcoming first (soonest first), then past (latest first). Expired holds are left out. */
export async function listAppointmentsForUser(userId: number, now = new Date()): Promise<UserAppointmentDTO[]> {
  const appointments = await db.appointment.findMany({
    where: { userId, NOT: { status: "pending", holdExpiresAt: { lt: now } } },
    orderBy: { startsAt: "asc" },
    select: {
      id: true,
      serviceId: true,
      startsAt: true,
      endsAt: true,
      isVirtual: true,
      status: true,
      priceCents: true,
      zoomLink: true,
      service: { select: { name: true } },
      payment: { select: { status: true, amountCents: true } },
    },
  });
  const rows = appointments.map((a): UserAppointmentDTO => {
    const paid = a.payment?.status === "succeeded";
    return {
      id: a.id,
      serviceId: a.serviceId,
      serviceName: a.service.name,
      date: practiceDateKey(a.startsAt),
      time: practiceTime(a.startsAt),
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      isVirtual: a.isVirtual,
      location: a.isVirtual ? "Virtual" : "In-Person",
      status: a.status,
      paymentComplete: paid,
      amountCents: paid ? a.payment!.amountCents : a.priceCents,
      // The video link is only handed out once the session is booked.
      zoomLink: a.isVirtual && a.status === "confirmed" ? a.zoomLink : null,
      upcoming: a.endsAt > now && (a.status === "confirmed" || a.status === "pending"),
    };
  });
  return [...rows.filter((r) => r.upcoming), ...rows.filter((r) => !r.upcoming).reverse()];
}

/** Spec section 3 "Virtual appointment", plus the start instant for clients that want it. */
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
      zoomLink: true,
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
      zoomLink: a.zoomLink,
    };
  });
}
