import { db, type Prisma, type PrismaClient } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { siteConfig } from "@/lib/site-config";
import { AVAILABILITY_MONTH_MESSAGE, TIME_SLOTS_DATE_MESSAGE } from "@/lib/validations/booking";
import {
  addDays,
  dateKeyOf,
  daysBetween,
  dbDate,
  earliestBookableDate,
  isDateKey,
  isMonthKey,
  lastDayOfMonth,
  latestBookableDate,
  minutesOf,
  practiceToday,
  startOfLocalDay,
  timeKey,
  weekdayOf,
  zonedBoundary,
  zonedInstant,
} from "./dates";

// Bookable time slots. TimeSlot rows are generated from each practitioner's weekly working hours
// minus blocked dates for a rolling window; whether a slot is free is never stored, it is derived
// from the live appointments (the exclusion constraint on Appointment is the final word).

export type AvailableSlot = {
  id: number;
  practitionerId: number;
  /** local date, yyyy-MM-dd */
  date: string;
  /** local start time, HH:MM (24-hour) */
  startTime: string;
  /** UTC instant, ISO 8601 */
  startsAt: string;
};

type Client = PrismaClient | Prisma.TransactionClient;

const MINUTE = 60_000;
const slotMinutes = siteConfig.booking.slotMinutes;

/** Days generated from today by default: through the last bookable date. */
const DEFAULT_DAYS = siteConfig.booking.windowDays;

/** An appointment holds its time while confirmed, or pending with an unexpired hold or a succeeded payment. */
export function liveAppointmentWhere(now: Date): Prisma.AppointmentWhereInput {
  return {
    OR: [
      { status: "confirmed" },
      { status: "pending", OR: [{ holdExpiresAt: null }, { holdExpiresAt: { gt: now } }, { payment: { status: "succeeded" } }] },
    ],
  };
}

type Hours = { weekday: number; startTime: string; endTime: string };

/** Local start times of one working-hours interval, every `slotMinutes`, each a full slot long. */
function startTimes({ startTime, endTime }: Hours): string[] {
  const times: string[] = [];
  for (let m = minutesOf(startTime); m + slotMinutes <= minutesOf(endTime); m += slotMinutes) times.push(timeKey(m));
  return times;
}

/**
 * A local date's working-hours intervals as UTC instants [open, close] (DST exact). Computed once
 * per date and practitioner: the time-zone arithmetic is the costly part of offering times.
 */
function workingIntervals(date: string, hours: Hours[]): [number, number][] {
  const weekday = weekdayOf(date);
  return hours.flatMap((h) => {
    if (h.weekday !== weekday) return [];
    const open = zonedInstant(date, h.startTime);
    const close = zonedBoundary(date, h.endTime);
    return open && close ? [[open.getTime(), close.getTime()] as [number, number]] : [];
  });
}

const fitsIntervals = (start: number, end: number, intervals: [number, number][]) =>
  intervals.some(([open, close]) => open <= start && end <= close);

/**
 * Whether a session of `durationMinutes` starting at `startsAt` on local date `date` lies wholly
 * inside one of that weekday's working-hours intervals (compared as instants, so DST is exact).
 */
export function fitsWorkingHours(slot: { date: string; startsAt: Date }, durationMinutes: number, hours: Hours[]): boolean {
  const start = slot.startsAt.getTime();
  return fitsIntervals(start, start + durationMinutes * MINUTE, workingIntervals(slot.date, hours));
}

export type EnsureResult = { created: number; removed: number; from: string; through: string };

/**
 * Generates the TimeSlot rows of every practitioner from `from`'s local date for `days` more days
 * (default: through the last bookable date). Idempotent: existing rows are kept (unique on
 * practitionerId + startsAt), and unbooked future rows that the current hours and blocked dates
 * no longer produce are removed.
 */
export async function ensureTimeSlots({
  from = new Date(),
  days = DEFAULT_DAYS,
  client = db,
}: { from?: Date; days?: number; client?: Client } = {}): Promise<EnsureResult> {
  const first = practiceToday(from);
  const last = addDays(first, days);
  const practitioners = await client.practitioner.findMany({
    select: {
      id: true,
      workingHours: { select: { weekday: true, startTime: true, endTime: true } },
      blockedDates: { where: { date: { gte: dbDate(first), lte: dbDate(last) } }, select: { date: true } },
    },
  });

  const wanted: Prisma.TimeSlotCreateManyInput[] = [];
  for (const p of practitioners) {
    const blocked = new Set(p.blockedDates.map((b) => dateKeyOf(b.date)));
    for (let key = first; key <= last; key = addDays(key, 1)) {
      if (blocked.has(key)) continue;
      const weekday = weekdayOf(key);
      for (const hours of p.workingHours.filter((h) => h.weekday === weekday)) {
        for (const startTime of startTimes(hours)) {
          const startsAt = zonedInstant(key, startTime);
          if (!startsAt || startsAt <= from) continue;
          wanted.push({ practitionerId: p.id, date: dbDate(key), startTime, startsAt });
        }
      }
    }
  }

  let created = 0;
  for (let i = 0; i < wanted.length; i += 1000) {
    created += (await client.timeSlot.createMany({ data: wanted.slice(i, i + 1000), skipDuplicates: true })).count;
  }

  // Hours changed or a date was blocked since the rows were made: drop the unbooked ones.
  const wantedKeys = new Set(wanted.map((w) => `${w.practitionerId}@${(w.startsAt as Date).getTime()}`));
  const existing = await client.timeSlot.findMany({
    where: { startsAt: { gt: from }, date: { lte: dbDate(last) }, appointments: { none: {} } },
    select: { id: true, practitionerId: true, startsAt: true },
  });
  const stale = existing.filter((s) => !wantedKeys.has(`${s.practitionerId}@${s.startsAt.getTime()}`)).map((s) => s.id);
  // Checked again as it deletes: a slot booked since the read above stays.
  const removed = stale.length ? (await client.timeSlot.deleteMany({ where: { id: { in: stale }, appointments: { none: {} } } })).count : 0;

  return { created, removed, from: first, through: last };
}

/** On demand: a bookable date without slot rows (the nightly job has not reached it yet) gets them now. */
async function generateDate(date: string, now: Date, client: Client) {
  // From the last instant of the day before (dates offered are >= 7 days ahead, so after now).
  const from = new Date(Math.max(now.getTime(), startOfLocalDay(date).getTime() - 1));
  await ensureTimeSlots({ from, days: practiceToday(from) < date ? 1 : 0, client });
}

type SlotRow = { id: number; practitionerId: number; startTime: string; startsAt: Date };
type PractitionerHours = Hours & { practitionerId: number };
type Busy = { practitionerId: number; startsAt: Date; endsAt: Date };
/**
 * A booking being moved (rescheduling): its own time does not count as busy, so the client can
 * move it by less than its length (30 minutes later the same day), but its current start is not
 * offered (that would be no move).
 */
export type MovingAppointment = { appointmentId: number; startsAt: Date };
const othersThan = (moving?: MovingAppointment): Prisma.AppointmentWhereInput => (moving ? { id: { not: moving.appointmentId } } : {});

/**
 * Busy time from the practitioner's own calendars (lib/calendars) overlapping [from, to): it
 * blocks slots exactly as a live appointment does (never cancels one).
 */
const readCalendarBusy = (client: Client, from: Date, to: Date): Promise<Busy[]> =>
  client.calendarBusyTime.findMany({
    where: { startsAt: { lt: to }, endsAt: { gt: from } },
    select: { practitionerId: true, startsAt: true, endsAt: true },
  });

/**
 * The availability rule, in one place: on local date `date`, a slot row is offered when its
 * practitioner is not blocked that day, the whole session (`duration` minutes) fits inside one of
 * that day's working-hours intervals and it overlaps no live appointment and no busy time from the
 * practitioner's calendars. `hours` and `busy` may
 * hold other days' rows too (the month read passes a month's worth): only what touches the day counts.
 */
function offerRule(
  date: string,
  {
    hours,
    blockedIds,
    busy,
    duration,
    moving,
  }: { hours: PractitionerHours[]; blockedIds: Set<number>; busy: Busy[]; duration: number; moving?: MovingAppointment },
) {
  const dayStart = startOfLocalDay(date).getTime();
  const dayEnd = startOfLocalDay(addDays(date, 1)).getTime();
  const busyToday = busy.filter((a) => a.startsAt.getTime() < dayEnd && a.endsAt.getTime() > dayStart);
  const intervals = new Map<number, [number, number][]>();
  const intervalsOf = (practitionerId: number) => {
    if (!intervals.has(practitionerId))
      intervals.set(
        practitionerId,
        workingIntervals(
          date,
          hours.filter((h) => h.practitionerId === practitionerId),
        ),
      );
    return intervals.get(practitionerId)!;
  };
  return (slot: SlotRow): boolean => {
    if (blockedIds.has(slot.practitionerId)) return false;
    const start = slot.startsAt.getTime();
    if (start === moving?.startsAt.getTime()) return false;
    const end = start + duration * MINUTE;
    if (!fitsIntervals(start, end, intervalsOf(slot.practitionerId))) return false;
    return !busyToday.some((a) => a.practitionerId === slot.practitionerId && a.startsAt.getTime() < end && a.endsAt.getTime() > start);
  };
}

/**
 * Free slots of a local date, merged by start time across practitioners and sorted. Empty before
 * the lead time and after the last bookable date. With a service, a slot is offered only when the
 * whole session fits in that day's working hours and overlaps no live appointment.
 */
export async function getAvailableSlots({
  date,
  serviceId,
  moving,
  now = new Date(),
  client = db,
}: {
  date: string;
  serviceId?: number;
  moving?: MovingAppointment;
  now?: Date;
  client?: Client;
}): Promise<AvailableSlot[]> {
  if (!isDateKey(date)) throw badRequest(TIME_SLOTS_DATE_MESSAGE);
  const inWindow = date >= earliestBookableDate(now) && date <= latestBookableDate(now);

  // Everything the answer needs in one round of parallel reads (this is the wizard's hottest
  // request). Appointments are read for the whole local day: an offered session ends by closing time.
  const dayStart = startOfLocalDay(date);
  const readSlots = () =>
    client.timeSlot.findMany({
      where: { date: dbDate(date), startsAt: { gt: now } },
      orderBy: [{ startsAt: "asc" }, { practitionerId: "asc" }],
      select: { id: true, practitionerId: true, startTime: true, startsAt: true },
    });
  const dayEnd = startOfLocalDay(addDays(date, 1));
  const [service, slotRows, hours, blocked, appointments, calendarBusy] = await Promise.all([
    serviceId === undefined ? null : client.service.findFirst({ where: { id: serviceId, active: true }, select: { duration: true } }),
    inWindow ? readSlots() : [],
    inWindow
      ? client.workingHours.findMany({
          where: { weekday: weekdayOf(date) },
          select: { practitionerId: true, weekday: true, startTime: true, endTime: true },
        })
      : [],
    inWindow ? client.blockedDate.findMany({ where: { date: dbDate(date) }, select: { practitionerId: true } }) : [],
    inWindow
      ? client.appointment.findMany({
          where: {
            startsAt: { lt: dayEnd },
            endsAt: { gt: dayStart },
            ...liveAppointmentWhere(now),
            ...othersThan(moving),
          },
          select: { practitionerId: true, startsAt: true, endsAt: true },
        })
      : [],
    inWindow ? readCalendarBusy(client, dayStart, dayEnd) : [],
  ]);
  if (serviceId !== undefined && !service) throw notFound("Service not found.");
  if (!inWindow) return [];
  const duration = service?.duration ?? slotMinutes;

  let slots = slotRows;
  if (!slots.length) {
    await generateDate(date, now, client);
    slots = await readSlots();
  }

  const offered = offerRule(date, {
    hours,
    blockedIds: new Set(blocked.map((b) => b.practitionerId)),
    busy: [...appointments, ...calendarBusy],
    duration,
    moving,
  });
  const merged = new Map<string, AvailableSlot>();
  for (const slot of slots) {
    if (merged.has(slot.startTime) || !offered(slot)) continue;
    merged.set(slot.startTime, {
      id: slot.id,
      practitionerId: slot.practitionerId,
      date,
      startTime: slot.startTime,
      startsAt: slot.startsAt.toISOString(),
    });
  }
  return [...merged.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** GET /api/availability: the local dates of a month (yyyy-MM) that have at least one free slot. */
export type MonthAvailability = { month: string; dates: string[] };

/**
 * The dates of `month` with at least one slot `getAvailableSlots` would offer for the service
 * (same rule: `offerRule`), within the bookable window. One round of six parallel reads for the
 * whole month (slots, hours, blocked dates, live appointments, calendar busy time, the service), then the rule per day.
 */
export async function getAvailableDates({
  month,
  serviceId,
  moving,
  now = new Date(),
  client = db,
}: {
  month: string;
  serviceId?: number;
  moving?: MovingAppointment;
  now?: Date;
  client?: Client;
}): Promise<MonthAvailability> {
  if (!isMonthKey(month)) throw badRequest(AVAILABILITY_MONTH_MESSAGE);
  const earliest = earliestBookableDate(now);
  const latest = latestBookableDate(now);
  const first = `${month}-01` < earliest ? earliest : `${month}-01`;
  const last = lastDayOfMonth(month) > latest ? latest : lastDayOfMonth(month);
  const inWindow = first <= last;

  const readSlots = () =>
    client.timeSlot.findMany({
      where: { date: { gte: dbDate(first), lte: dbDate(last) }, startsAt: { gt: now } },
      orderBy: [{ startsAt: "asc" }, { practitionerId: "asc" }],
      select: { id: true, practitionerId: true, date: true, startTime: true, startsAt: true },
    });
  const [service, slotRows, hours, blocked, appointments, calendarBusy] = await Promise.all([
    serviceId === undefined ? null : client.service.findFirst({ where: { id: serviceId, active: true }, select: { duration: true } }),
    inWindow ? readSlots() : [],
    inWindow ? client.workingHours.findMany({ select: { practitionerId: true, weekday: true, startTime: true, endTime: true } }) : [],
    inWindow
      ? client.blockedDate.findMany({
          where: { date: { gte: dbDate(first), lte: dbDate(last) } },
          select: { practitionerId: true, date: true },
        })
      : [],
    inWindow
      ? client.appointment.findMany({
          where: {
            startsAt: { lt: startOfLocalDay(addDays(last, 1)) },
            endsAt: { gt: startOfLocalDay(first) },
            ...liveAppointmentWhere(now),
            ...othersThan(moving),
          },
          select: { practitionerId: true, startsAt: true, endsAt: true },
        })
      : [],
    inWindow ? readCalendarBusy(client, startOfLocalDay(first), startOfLocalDay(addDays(last, 1))) : [],
  ]);
  if (serviceId !== undefined && !service) throw notFound("Service not found.");
  if (!inWindow) return { month, dates: [] };
  const duration = service?.duration ?? slotMinutes;

  const blockedOn = new Map<string, Set<number>>();
  for (const b of blocked) {
    const key = dateKeyOf(b.date);
    if (!blockedOn.has(key)) blockedOn.set(key, new Set());
    blockedOn.get(key)!.add(b.practitionerId);
  }
  type MonthSlotRow = SlotRow & { date: Date };
  const group = (rows: MonthSlotRow[]) => {
    const byDate = new Map<string, MonthSlotRow[]>();
    for (const row of rows) {
      const key = dateKeyOf(row.date);
      if (!byDate.has(key)) byDate.set(key, []);
      byDate.get(key)!.push(row);
    }
    return byDate;
  };
  let slotsOn = group(slotRows);

  // Days the nightly job has not reached yet (a working day without rows) are generated once, together.
  const missing: string[] = [];
  for (let key = first; key <= last; key = addDays(key, 1)) {
    const working = hours.some((h) => h.weekday === weekdayOf(key) && !blockedOn.get(key)?.has(h.practitionerId));
    if (working && !slotsOn.has(key)) missing.push(key);
  }
  if (missing.length) {
    const from = new Date(Math.max(now.getTime(), startOfLocalDay(missing[0]).getTime() - 1));
    await ensureTimeSlots({ from, days: Math.max(0, daysBetween(practiceToday(from), missing.at(-1)!)), client });
    slotsOn = group(await readSlots());
  }

  const busy = [...appointments, ...calendarBusy];
  const dates: string[] = [];
  for (let key = first; key <= last; key = addDays(key, 1)) {
    const slots = slotsOn.get(key);
    if (!slots) continue;
    const offered = offerRule(key, { hours, blockedIds: blockedOn.get(key) ?? new Set(), busy, duration, moving });
    if (slots.some(offered)) dates.push(key);
  }
  return { month, dates };
}
