import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { liveAppointmentWhere } from "@/lib/booking/slots";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { OWNER_CALENDAR_MESSAGES } from "@/lib/validations/owner-calendar";
import type { CalendarConflict } from "./types";

// Busy time that appears over a booking never cancels it: the owner sees the upcoming bookings
// her calendars' busy times overlap, and moves each or keeps it. "Keep" holds while the booking's
// time and the busy times over it stay as they were (the fingerprint): a changed event, a new one
// over the same booking or a moved booking asks again.

type Busy = { practitionerId: number; startsAt: Date; endsAt: Date; summary: string };
type Booking = { id: number; practitionerId: number; startsAt: Date; endsAt: Date };

const fingerprintOf = (booking: Booking, busy: Busy[]) =>
  [booking.startsAt, booking.endsAt, ...busy.flatMap((b) => [b.startsAt, b.endsAt])].map((d) => d.getTime()).join(",");

function overlapsOf(bookings: Booking[], busy: Busy[]) {
  return bookings.flatMap((booking) => {
    const over = busy.filter(
      (b) => b.practitionerId === booking.practitionerId && b.startsAt < booking.endsAt && b.endsAt > booking.startsAt,
    );
    return over.length ? [{ booking, busy: over, fingerprint: fingerprintOf(booking, over) }] : [];
  });
}

/** Upcoming live bookings that busy time overlaps and the owner has not kept as they are, by start. */
export async function listCalendarConflicts({ now = new Date() }: { now?: Date } = {}): Promise<CalendarConflict[]> {
  const busy = await db.calendarBusyTime.findMany({
    where: { endsAt: { gt: now } },
    select: { practitionerId: true, startsAt: true, endsAt: true, summary: true },
    orderBy: [{ startsAt: "asc" }, { endsAt: "asc" }],
  });
  if (!busy.length) return [];
  const bookings = await db.appointment.findMany({
    where: { startsAt: { gt: now, lt: busy.reduce((max, b) => (b.endsAt > max ? b.endsAt : max), now) }, ...liveAppointmentWhere(now) },
    select: {
      id: true,
      practitionerId: true,
      startsAt: true,
      endsAt: true,
      clientFirstName: true,
      clientLastName: true,
      service: { select: { name: true } },
      calendarKeep: { select: { fingerprint: true } },
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
  });
  return overlapsOf(bookings, busy)
    .filter(({ booking, fingerprint }) => bookings.find((b) => b.id === booking.id)?.calendarKeep?.fingerprint !== fingerprint)
    .map(({ booking, busy: over }) => {
      const b = bookings.find((x) => x.id === booking.id)!;
      return {
        appointmentId: b.id,
        clientName: `${b.clientFirstName} ${b.clientLastName}`.trim(),
        serviceName: b.service.name,
        startsAt: b.startsAt.toISOString(),
        endsAt: b.endsAt.toISOString(),
        busy: over.map((o) => ({ startsAt: o.startsAt.toISOString(), endsAt: o.endsAt.toISOString(), summary: o.summary })),
      };
    });
}

/** "Keep": the booking stays as it is and leaves the list until its time or the busy times over it change. 404 when it is no conflict. */
export async function keepCalendarConflict(actor: AuditActor, appointmentId: number, { now = new Date() } = {}): Promise<void> {
  await db.$transaction(async (tx) => {
    const booking = await tx.appointment.findFirst({
      where: { id: appointmentId, startsAt: { gt: now }, ...liveAppointmentWhere(now) },
      select: { id: true, practitionerId: true, startsAt: true, endsAt: true, clientFirstName: true, clientLastName: true },
    });
    if (!booking) throw notFound(OWNER_CALENDAR_MESSAGES.conflictNotFound);
    const busy = await tx.calendarBusyTime.findMany({
      where: { practitionerId: booking.practitionerId, startsAt: { lt: booking.endsAt }, endsAt: { gt: booking.startsAt } },
      select: { practitionerId: true, startsAt: true, endsAt: true, summary: true },
      orderBy: [{ startsAt: "asc" }, { endsAt: "asc" }],
    });
    const [overlap] = overlapsOf([booking], busy);
    if (!overlap) throw notFound(OWNER_CALENDAR_MESSAGES.conflictNotFound);
    await tx.calendarConflictKeep.upsert({
      where: { appointmentId },
      create: { appointmentId, fingerprint: overlap.fingerprint, keptAt: now },
      update: { fingerprint: overlap.fingerprint, keptAt: now },
    });
    await recordAudit(tx, {
      actor,
      action: "calendar.conflict_keep",
      entity: { type: "appointment", id: appointmentId },
      summary: `Kept the booking of ${booking.clientFirstName} ${booking.clientLastName} over busy time in the owner's calendar`,
    });
  });
}
