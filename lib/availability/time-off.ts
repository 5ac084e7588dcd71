import { db, type Prisma } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { addDays, dateKeyOf, daysBetween, dbDate, practiceToday, startOfLocalDay } from "@/lib/booking/dates";
import { lockPractitionerDays } from "@/lib/booking/appointments";
import { ensureTimeSlots, liveAppointmentWhere } from "@/lib/booking/slots";
import { formatLongDate, practiceDateKey } from "@/lib/format";
import { assertAcknowledged, bookingsForAudit, conflictDetails, resolveConflicts } from "./conflicts";
import { changeAvailability, practitionerName } from "./practitioners";
import type { TimeOffDeleteResult, TimeOffPreview, TimeOffRange, TimeOffSaveResult } from "./types";
import { AVAILABILITY_MESSAGES, type TimeOffCreateInput, type TimeOffRangeInput } from "./validation";
import { timesFreed } from "@/lib/waitlist/offers";

// Time off: whole days (one BlockedDate row per day) on which a practitioner takes no bookings.
// Blocking days that have live bookings shows them first; the owner keeps them (the day is closed
// to new bookings, those stay) or cancels them with refunds (lib/availability/conflicts.ts).

type Client = Prisma.TransactionClient | typeof db;

const daysFrom = (from: string, to: string) => Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
const longDay = (key: string) => formatLongDate(startOfLocalDay(key));

/** "Friday, December 25, 2026" or "Monday, December 21, 2026 to Sunday, December 27, 2026" */
export const describeDays = (from: string, to: string) => (from === to ? longDay(from) : `${longDay(from)} to ${longDay(to)}`);

/** Upcoming time off (today on), consecutive days with the same reason as one range. */
export async function listTimeOff(
  practitionerId: number,
  { now = new Date(), client = db }: { now?: Date; client?: Client } = {},
): Promise<TimeOffRange[]> {
  const rows = await client.blockedDate.findMany({
    where: { practitionerId, date: { gte: dbDate(practiceToday(now)) } },
    orderBy: { date: "asc" },
    select: { date: true, reason: true },
  });
  const ranges: TimeOffRange[] = [];
  for (const row of rows) {
    const date = dateKeyOf(row.date);
    const last = ranges.at(-1);
    if (last && addDays(last.to, 1) === date && last.reason === row.reason) {
      last.to = date;
      last.days += 1;
    } else ranges.push({ from: date, to: date, days: 1, reason: row.reason });
  }
  return ranges;
}

/** The days of the range that would become time off, those that already are, and the live bookings on the new ones. */
async function plan(client: Client, practitionerId: number, from: string, to: string, now: Date) {
  const existing = await client.blockedDate.findMany({
    where: { practitionerId, date: { gte: dbDate(from), lte: dbDate(to) } },
    select: { date: true },
  });
  const alreadyOff = new Set(existing.map((d) => dateKeyOf(d.date)));
  const days = daysFrom(from, to).filter((d) => !alreadyOff.has(d));
  const bookings = await client.appointment.findMany({
    where: {
      practitionerId,
      startsAt: { gt: now, gte: startOfLocalDay(from), lt: startOfLocalDay(addDays(to, 1)) },
      ...liveAppointmentWhere(now),
    },
    select: { id: true, startsAt: true },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
  });
  // Bookings on days already off were decided when those days were blocked.
  const affected = bookings.filter((b) => !alreadyOff.has(practiceDateKey(b.startsAt))).map((b) => b.id);
  return { days, alreadyOff: [...alreadyOff].sort(), affected };
}

function assertNotPast(from: string, now: Date) {
  if (from < practiceToday(now)) throw badRequest(AVAILABILITY_MESSAGES.pastStart, { from: AVAILABILITY_MESSAGES.pastStart });
}

export async function previewTimeOff(
  { practitionerId, from, to }: TimeOffRangeInput,
  { now = new Date() }: { now?: Date } = {},
): Promise<TimeOffPreview> {
  assertNotPast(from, now);
  await practitionerName(db, practitionerId);
  const { days, alreadyOff, affected } = await plan(db, practitionerId, from, to, now);
  return { days, alreadyOff, conflicts: await conflictDetails(affected) };
}

/**
 * Blocks the days from `from` to `to` (those not already off). Refused (409) when a live booking
 * on them was not among those the owner was shown. In one transaction with the audit entry and
 * the regenerated time slots; then the chosen bookings are cancelled with refunds.
 * `holiday`: the closing of a public holiday (its own audit action, the holiday's name as reason).
 */
export async function createTimeOff(
  actor: AuditActor,
  { practitionerId, from, to, reason, acknowledged, cancel }: TimeOffCreateInput,
  { now = new Date(), holiday }: { now?: Date; holiday?: string } = {},
): Promise<TimeOffSaveResult> {
  assertNotPast(from, now);
  const { affected, days } = await changeAvailability(practitionerId, async (tx) => {
    const name = await practitionerName(tx, practitionerId);
    // Holds on these days wait until the days are blocked (and the bookings read here are all there are).
    await lockPractitionerDays(tx, practitionerId, daysFrom(from, to));
    const { days, affected } = await plan(tx, practitionerId, from, to, now);
    if (!days.length) throw badRequest(AVAILABILITY_MESSAGES.alreadyOff, { from: AVAILABILITY_MESSAGES.alreadyOff });
    assertAcknowledged(affected, acknowledged);

    await tx.blockedDate.createMany({ data: days.map((d) => ({ practitionerId, date: dbDate(d), reason })), skipDuplicates: true });
    await recordAudit(tx, {
      actor,
      action: holiday ? "holiday.close" : "timeoff.create",
      entity: { type: "practitioner", id: practitionerId },
      summary: holiday
        ? `Closed ${describeDays(from, to)} for ${holiday} (${name}).`
        : `Added time off for ${name}: ${describeDays(from, to)}${days.length > 1 ? ` (${days.length} days)` : ""}${reason ? `: ${reason}` : ""}.`,
      before: null,
      after: { "First day": from, "Last day": to, Days: days.length, Reason: reason, ...bookingsForAudit(affected, cancel) },
      at: now,
    });
    await ensureTimeSlots({ from: now, client: tx });
    return { affected, days };
  });
  const outcome = await resolveConflicts(affected, cancel, { actor, now });
  return { timeOff: { from, to, days: days.length, reason }, ...outcome };
}

/** Opens the days from `from` to `to` again (404 when none of them is time off). */
export async function deleteTimeOff(
  actor: AuditActor,
  { practitionerId, from, to }: TimeOffRangeInput,
  { now = new Date() }: { now?: Date } = {},
): Promise<TimeOffDeleteResult> {
  const result = await changeAvailability(practitionerId, async (tx) => {
    const name = await practitionerName(tx, practitionerId);
    const rows = await tx.blockedDate.findMany({
      where: { practitionerId, date: { gte: dbDate(from), lte: dbDate(to) } },
      orderBy: { date: "asc" },
      select: { id: true, reason: true },
    });
    if (!rows.length) throw notFound("There is no time off on these days.");
    await tx.blockedDate.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
    const reasons = [...new Set(rows.map((r) => r.reason).filter((r): r is string => Boolean(r)))];
    await recordAudit(tx, {
      actor,
      action: "timeoff.delete",
      entity: { type: "practitioner", id: practitionerId },
      summary: `Removed the time off of ${name}: ${describeDays(from, to)}${reasons.length ? ` (${reasons.join(", ")})` : ""}. Those days can be booked again.`,
      before: { "First day": from, "Last day": to, Days: rows.length, Reason: reasons.join(", ") || null },
      after: null,
      at: now,
    });
    await ensureTimeSlots({ from: now, client: tx });
    return { removed: rows.length };
  });
  // Those days' times are free again: waiting clients are offered them.
  await timesFreed("time off removed");
  return result;
}
