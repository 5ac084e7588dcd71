import { addDays, daysBetween, dbDate, lastDayOfMonth, practiceToday, startOfLocalDay, weekdayOf } from "@/lib/booking/dates";
import { appointmentPaths } from "@/lib/booking/links";
import { db } from "@/lib/db";
import { federalHolidays } from "./holidays";
import { intervalText } from "./validation";
import { clientKeyString } from "@/lib/admin/clients";
import { practiceDateKey } from "@/lib/format";
import { fullAddress } from "@/lib/site-config";
import { BOOKED_STATUSES } from "@/lib/booking/policy";

// The owner's agenda (/admin/agenda): her sessions for a day, a week (Monday to Sunday) or a month,
// in the practice's time zone, each with what she needs for it, and each day's opening: weekly
// hours, time off, public holidays. A booking she kept inside her time off or outside her hours is
// marked, so it stands out.

export const AGENDA_VIEWS = ["day", "week", "month"] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];

export type AgendaSession = {
  id: number;
  startsAt: string;
  endsAt: string;
  clientName: string;
  /** The client's record in the admin. */
  clientHref: string;
  serviceName: string;
  isVirtual: boolean;
  status: (typeof BOOKED_STATUSES)[number];
  /** Paid, to be paid, or free (nothing charged). */
  payment: "Paid" | "Unpaid" | "Free";
  consentSigned: boolean;
  /** Virtual: the join page (the owner may open the room at any time). */
  joinHref: string | null;
  /** In person: where. */
  address: string | null;
  notes: string | null;
  /** On a day she is off, or outside her weekly hours. */
  outsideOpening: "time off" | "closed day" | null;
};

export type AgendaDay = {
  date: string;
  /** "9:00 AM-5:00 PM" (each interval), or null on a closed weekday. */
  hours: string[] | null;
  /** Time off on this day (its reason, or "" without one); null when she works. */
  timeOff: string | null;
  holiday: string | null;
  sessions: AgendaSession[];
};

export type Agenda = {
  view: AgendaView;
  date: string;
  today: string;
  from: string;
  to: string;
  previous: string;
  next: string;
  days: AgendaDay[];
};

/** The days a view shows around `date`: the day, its Monday-to-Sunday week, or its month. */
export function agendaRange(view: AgendaView, date: string): { from: string; to: string; previous: string; next: string } {
  if (view === "day") return { from: date, to: date, previous: addDays(date, -1), next: addDays(date, 1) };
  if (view === "week") {
    const from = addDays(date, -((weekdayOf(date) + 6) % 7));
    return { from, to: addDays(from, 6), previous: addDays(from, -7), next: addDays(from, 7) };
  }
  const from = `${date.slice(0, 7)}-01`;
  return {
    from,
    to: lastDayOfMonth(date.slice(0, 7)),
    previous: `${addDays(from, -1).slice(0, 7)}-01`,
    next: addDays(lastDayOfMonth(date.slice(0, 7)), 1),
  };
}

export async function readAgenda(
  { view, date }: { view: AgendaView; date?: string },
  { now = new Date() }: { now?: Date } = {},
): Promise<Agenda> {
  const today = practiceToday(now);
  const shown = date ?? today;
  const range = agendaRange(view, shown);
  const dates = Array.from({ length: daysBetween(range.from, range.to) + 1 }, (_, i) => addDays(range.from, i));
  const [appointments, blocked, hours] = await Promise.all([
    db.appointment.findMany({
      where: {
        status: { in: [...BOOKED_STATUSES] },
        startsAt: { gte: startOfLocalDay(range.from), lt: startOfLocalDay(addDays(range.to, 1)) },
      },
      orderBy: [{ startsAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        userId: true,
        startsAt: true,
        endsAt: true,
        status: true,
        isVirtual: true,
        notes: true,
        consentFormId: true,
        clientFirstName: true,
        clientLastName: true,
        clientEmail: true,
        practitionerId: true,
        service: { select: { name: true } },
        priceCents: true,
        discountCents: true,
        payment: { select: { status: true } },
      },
    }),
    db.blockedDate.findMany({
      where: { date: { gte: dbDate(range.from), lte: dbDate(range.to) } },
      select: { date: true, reason: true, practitionerId: true },
    }),
    db.workingHours.findMany({
      orderBy: [{ weekday: "asc" }, { startTime: "asc" }],
      select: { weekday: true, startTime: true, endTime: true },
    }),
  ]);
  const holidays = new Map(federalHolidays(range.from, range.to).map((h) => [h.date, h.name]));
  const timeOff = new Map(blocked.map((b) => [b.date.toISOString().slice(0, 10), b.reason ?? ""]));

  const days: AgendaDay[] = dates.map((d) => {
    const weekly = hours.filter((h) => h.weekday === weekdayOf(d)).map((h) => intervalText({ start: h.startTime, end: h.endTime }));
    return {
      date: d,
      hours: weekly.length ? weekly : null,
      timeOff: timeOff.get(d) ?? null,
      holiday: holidays.get(d) ?? null,
      sessions: [],
    };
  });
  const byDate = new Map(days.map((d) => [d.date, d]));
  for (const a of appointments) {
    const day = byDate.get(practiceDateKey(a.startsAt));
    if (!day) continue;
    const key = clientKeyString(a.userId ? { kind: "account", userId: a.userId } : { kind: "guest", email: a.clientEmail.toLowerCase() });
    day.sessions.push({
      id: a.id,
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      clientName: `${a.clientFirstName} ${a.clientLastName}`,
      clientHref: `/admin/clients/${encodeURIComponent(key)}`,
      serviceName: a.service.name,
      isVirtual: a.isVirtual,
      status: a.status as AgendaSession["status"],
      payment: a.payment?.status === "succeeded" ? "Paid" : a.priceCents - a.discountCents <= 0 ? "Free" : "Unpaid",
      consentSigned: a.consentFormId !== null,
      joinHref: a.isVirtual ? appointmentPaths.join(a.id) : null,
      address: a.isVirtual ? null : fullAddress,
      notes: a.notes?.trim() || null,
      outsideOpening: day.timeOff !== null ? "time off" : day.hours === null ? "closed day" : null,
    });
  }
  return { view, date: shown, today, ...range, days };
}
