import { db, type Prisma } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { addDays, dateKeyOf, dbDate, latestBookableDate, practiceToday } from "@/lib/booking/dates";
import { lockPractitionerDays } from "@/lib/booking/appointments";
import { ensureTimeSlots, fitsWorkingHours, liveAppointmentWhere } from "@/lib/booking/slots";
import { practiceDateKey } from "@/lib/format";
import { revalidateOpeningHours } from "@/lib/content/opening-hours-cache";
import { assertAcknowledged, bookingsForAudit, conflictDetails, resolveConflicts } from "./conflicts";
import { changeAvailability, practitionerName } from "./practitioners";
import type { ConflictPreview, HoursInterval, HoursSaveResult } from "./types";
import { intervalText, type HoursSaveInput } from "./validation";
import { timesFreed } from "@/lib/waitlist/offers";

// Weekly working hours: read, preview (which live bookings would fall outside them) and save (the
// whole week replaced in one transaction, the bookable time slots regenerated with it).

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MINUTE = 60_000;

const byDayAndStart = (a: HoursInterval, b: HoursInterval) => a.weekday - b.weekday || a.start.localeCompare(b.start);

export async function getWeeklyHours(practitionerId: number, client: Prisma.TransactionClient | typeof db = db): Promise<HoursInterval[]> {
  const rows = await client.workingHours.findMany({ where: { practitionerId }, select: { weekday: true, startTime: true, endTime: true } });
  return rows.map((r) => ({ weekday: r.weekday, start: r.startTime, end: r.endTime })).sort(byDayAndStart);
}

/** The week as the audit log keeps it: every day Monday first, "9:00 AM-12:00 PM, 1:00 PM-5:00 PM" or "Closed". */
function weekForAudit(hours: HoursInterval[]): Record<string, string> {
  const order = [1, 2, 3, 4, 5, 6, 0];
  return Object.fromEntries(
    order.map((weekday) => {
      const day = hours.filter((h) => h.weekday === weekday).sort(byDayAndStart);
      return [WEEKDAYS[weekday], day.length ? day.map(intervalText).join(", ") : "Closed"];
    }),
  );
}

/**
 * Live bookings (from now on) that fit the current hours but would not fit `next`: the ones this
 * change would leave outside the working hours. Bookings on days off are not counted (the owner
 * already decided about them when the day was blocked), nor those already outside the hours.
 */
async function affectedBookings(
  client: Prisma.TransactionClient,
  practitionerId: number,
  next: HoursInterval[],
  now: Date,
): Promise<number[]> {
  const [current, appointments, daysOff] = await Promise.all([
    getWeeklyHours(practitionerId, client),
    client.appointment.findMany({
      where: { practitionerId, startsAt: { gt: now }, ...liveAppointmentWhere(now) },
      select: { id: true, startsAt: true, endsAt: true },
      orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    }),
    client.blockedDate.findMany({ where: { practitionerId, date: { gte: dbDate(practiceToday(now)) } }, select: { date: true } }),
  ]);
  const off = new Set(daysOff.map((d) => dateKeyOf(d.date)));
  const asRows = (hours: HoursInterval[]) => hours.map((h) => ({ weekday: h.weekday, startTime: h.start, endTime: h.end }));
  const before = asRows(current);
  const after = asRows(next);
  return appointments
    .filter((a) => {
      const slot = { date: practiceDateKey(a.startsAt), startsAt: a.startsAt };
      if (off.has(slot.date)) return false;
      const minutes = (a.endsAt.getTime() - a.startsAt.getTime()) / MINUTE;
      return fitsWorkingHours(slot, minutes, before) && !fitsWorkingHours(slot, minutes, after);
    })
    .map((a) => a.id);
}

export async function previewHoursChange(
  { practitionerId, hours }: { practitionerId: number; hours: HoursInterval[] },
  { now = new Date() }: { now?: Date } = {},
): Promise<ConflictPreview> {
  return db.$transaction(async (tx) => {
    await practitionerName(tx, practitionerId);
    return { conflicts: await conflictDetails(await affectedBookings(tx, practitionerId, hours, now), tx) };
  });
}

/**
 * Replaces the practitioner's whole week at once. Refused (409) when a booking the new hours leave
 * out was not among those the owner was shown. In the same transaction: the audit entry and the
 * time slots of the rolling window, so /api/time-slots and /api/availability follow at once.
 * Then the bookings the owner chose are cancelled with a refund; the others are kept.
 */
export async function saveWorkingHours(
  actor: AuditActor,
  { practitionerId, hours, acknowledged, cancel }: HoursSaveInput,
  { now = new Date() }: { now?: Date } = {},
): Promise<HoursSaveResult> {
  const next = [...hours].sort(byDayAndStart);
  const { affected, saved } = await changeAvailability(practitionerId, async (tx) => {
    const name = await practitionerName(tx, practitionerId);
    // No hold can be placed in the bookable window while the bookings are read and the week replaced.
    const today = practiceToday(now);
    const window: string[] = [];
    for (let day = today; day <= latestBookableDate(now); day = addDays(day, 1)) window.push(day);
    await lockPractitionerDays(tx, practitionerId, window);

    const before = await getWeeklyHours(practitionerId, tx);
    const affected = await affectedBookings(tx, practitionerId, next, now);
    assertAcknowledged(affected, acknowledged);

    await tx.workingHours.deleteMany({ where: { practitionerId } });
    await tx.workingHours.createMany({
      data: next.map((h) => ({ practitionerId, weekday: h.weekday, startTime: h.start, endTime: h.end })),
    });
    const was = weekForAudit(before);
    const is = weekForAudit(next);
    const changedDays = Object.keys(is).filter((day) => was[day] !== is[day]);
    await recordAudit(tx, {
      actor,
      action: "hours.update",
      entity: { type: "practitioner", id: practitionerId },
      summary: changedDays.length
        ? `Changed the working hours of ${name}: ${changedDays.map((day) => `${day} ${is[day]}`).join("; ")}.`
        : `Saved the working hours of ${name} unchanged.`,
      before: was,
      after: { ...is, ...bookingsForAudit(affected, cancel) },
      at: now,
    });
    await ensureTimeSlots({ from: now, client: tx });
    return { affected, saved: next };
  });
  revalidateOpeningHours();
  const outcome = await resolveConflicts(affected, cancel, { actor, now });
  // Hours opened (or bookings cancelled) free times: waiting clients are offered them.
  await timesFreed("working hours changed");
  return { hours: saved, ...outcome };
}
