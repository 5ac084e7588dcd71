import { db, type Prisma } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { appointmentIntake } from "@/lib/intake/answers";
import { addDays, isDateKey, practiceToday, startOfLocalDay } from "@/lib/booking/dates";
import { siteConfig } from "@/lib/site-config";
import { dayRange, monthRange, parseSearch } from "@/lib/admin/search";
import { collectedInMonth } from "@/lib/admin/money";
import {
  APPOINTMENT_COLUMNS,
  APPOINTMENT_JOINS,
  FROM_APPOINTMENTS,
  searchConditions,
  statusCondition,
  toAdminAppointment,
  VISIBLE,
  where,
  type AppointmentRow,
} from "@/lib/admin/sql";
import type {
  AdminAppointment,
  AppointmentListQuery,
  AppointmentPage,
  AppointmentStatus,
  MonthGridData,
  DashboardSummary,
} from "@/lib/admin/types";

// The owner's reads of appointments: the Booking List, the details dialog, the four cards and
// the calendar. Days and times are the practice's (siteConfig.timeZone); instants stay UTC.

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;

export const pageOf = (page: number | undefined) => Math.max(1, Math.floor(page ?? 1));
export const pageSizeOf = (size: number | undefined) => Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(size ?? DEFAULT_PAGE_SIZE)));

/** Booking List: search, status filter, newest first (latest session date first), one page. */
export async function listAppointments(query: AppointmentListQuery = {}): Promise<AppointmentPage> {
  const page = pageOf(query.page);
  const pageSize = pageSizeOf(query.pageSize);
  const search = parseSearch(query.search);
  const filter = where([VISIBLE, statusCondition(query.status), ...searchConditions(search)]);
  const offset = (page - 1) * pageSize;

  if (search.terms.length > 0) {
    // Searched words cannot use an index: one scan finds the matches and counts them.
    const rows = await db.$queryRaw<(AppointmentRow & { total: number })[]>`
      WITH "page" AS (
        SELECT a."id", count(*) OVER () AS "total" FROM "Appointment" a ${filter}
        ORDER BY a."startsAt" DESC, a."id" DESC
        LIMIT ${pageSize} OFFSET ${offset}
      )
      SELECT ${APPOINTMENT_COLUMNS}, "page"."total"::int AS "total" FROM "page"
      JOIN "Appointment" a ON a."id" = "page"."id" ${APPOINTMENT_JOINS}
      ORDER BY a."startsAt" DESC, a."id" DESC`;
    const total = rows[0]?.total ?? (page > 1 ? await countAppointments(filter) : 0);
    return { appointments: rows.map(toAdminAppointment), total, page, pageSize };
  }

  const [rows, total] = await Promise.all([
    // The page's ids first (along the index, no joins), then their details.
    db.$queryRaw<AppointmentRow[]>`
      WITH "page" AS (
        SELECT a."id" FROM "Appointment" a ${filter}
        ORDER BY a."startsAt" DESC, a."id" DESC
        LIMIT ${pageSize} OFFSET ${offset}
      )
      SELECT ${APPOINTMENT_COLUMNS} ${FROM_APPOINTMENTS}
      WHERE a."id" IN (SELECT "id" FROM "page")
      ORDER BY a."startsAt" DESC, a."id" DESC`,
    countAppointments(filter),
  ]);
  return { appointments: rows.map(toAdminAppointment), total, page, pageSize };
}

async function countAppointments(filter: Prisma.Sql): Promise<number> {
  const [row] = await db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS "total" FROM "Appointment" a ${filter}`;
  return row?.total ?? 0;
}

/** One appointment as the details dialog shows it; 404 when unknown. */
export async function getAdminAppointment(id: number): Promise<AdminAppointment> {
  const rows = await db.$queryRaw<AppointmentRow[]>`SELECT ${APPOINTMENT_COLUMNS} ${FROM_APPOINTMENTS} WHERE a."id" = ${id}`;
  if (!rows[0]) throw notFound("Appointment not found.");
  return toAdminAppointment(rows[0]);
}

/**
 * The four cards, in the practice's time zone at `now`:
 * Total Appointments (every booking the owner sees), Upcoming (date today or later, not
 * cancelled), Today (today, not cancelled), Revenue: the money collected this local month
 * (payments received this month less refunds made this month, lib/admin/money.ts), in cents.
 */
export async function dashboardSummary(now: Date = new Date()): Promise<DashboardSummary> {
  const today = practiceToday(now);
  const startOfToday = startOfLocalDay(today);
  const startOfTomorrow = startOfLocalDay(addDays(today, 1));
  const month = today.slice(0, 7);
  const [[row], collected] = await Promise.all([
    db.$queryRaw<{ total: number; upcoming: number; today: number }[]>`
      SELECT
        count(*) FILTER (WHERE ${VISIBLE})::int AS "total",
        count(*) FILTER (WHERE a."status" <> 'cancelled' AND a."startsAt" >= ${startOfToday}::timestamptz)::int AS "upcoming",
        count(*) FILTER (WHERE a."status" <> 'cancelled' AND a."startsAt" >= ${startOfToday}::timestamptz
          AND a."startsAt" < ${startOfTomorrow}::timestamptz)::int AS "today"
      FROM "Appointment" a`,
    collectedInMonth(month),
  ]);
  return {
    totalAppointments: row.total,
    upcoming: row.upcoming,
    today: row.today,
    revenueCents: collected.collectedCents,
    revenueMonth: month,
    revenuePaymentsCents: collected.paymentsCents,
    revenueRefundsCents: collected.refundsCents,
  };
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isMonthKey = (value: string) => MONTH.test(value);

/** The calendar tab's month: per day with appointments, the counts and the first three by time. */
export async function monthGrid(month: string): Promise<MonthGridData> {
  if (!isMonthKey(month)) throw badRequest("Month must be written as yyyy-MM.");
  const { from, to } = monthRange(month);
  const rows = await db.$queryRaw<
    {
      day: string;
      id: number;
      time: string;
      clientFirstName: string;
      status: AppointmentStatus;
      rn: number;
      count: number;
      confirmed: number;
      pending: number;
    }[]
  >`
    WITH month AS (
      SELECT a."id", a."startsAt", a."status", a."clientFirstName",
        to_char(a."startsAt" AT TIME ZONE ${siteConfig.timeZone}, 'YYYY-MM-DD') AS "day",
        to_char(a."startsAt" AT TIME ZONE ${siteConfig.timeZone}, 'HH24:MI') AS "time"
      FROM "Appointment" a
      WHERE a."startsAt" >= ${from} AND a."startsAt" < ${to} AND a."status" <> 'cancelled'
    ), ranked AS (
      SELECT *,
        row_number() OVER (PARTITION BY "day" ORDER BY "startsAt", "id") AS "rn",
        count(*) OVER (PARTITION BY "day") AS "count",
        count(*) FILTER (WHERE "status" = 'confirmed') OVER (PARTITION BY "day") AS "confirmed",
        count(*) FILTER (WHERE "status" = 'pending') OVER (PARTITION BY "day") AS "pending"
      FROM month
    )
    SELECT "day", "id", "time", "clientFirstName", "status"::text AS "status", "rn"::int AS "rn",
      "count"::int AS "count", "confirmed"::int AS "confirmed", "pending"::int AS "pending"
    FROM ranked WHERE "rn" <= 3 ORDER BY "day", "rn"`;
  const days: MonthGridData["days"] = [];
  for (const r of rows) {
    let day = days.at(-1);
    if (day?.date !== r.day) {
      day = { date: r.day, count: r.count, confirmed: r.confirmed, pending: r.pending, first: [] };
      days.push(day);
    }
    day.first.push({ id: r.id, time: r.time, clientFirstName: r.clientFirstName, status: r.status });
  }
  return { month, days };
}

/** The calendar's day dialog: that day's appointments (not cancelled) by time. */
export async function appointmentsOnDate(date: string): Promise<AdminAppointment[]> {
  if (!isDateKey(date)) throw badRequest("Date must be written as yyyy-MM-dd.");
  const { from, to } = dayRange(date);
  const rows = await db.$queryRaw<AppointmentRow[]>`
    SELECT ${APPOINTMENT_COLUMNS} ${FROM_APPOINTMENTS}
    WHERE a."startsAt" >= ${from} AND a."startsAt" < ${to} AND a."status" <> 'cancelled'
    ORDER BY a."startsAt", a."id"`;
  return rows.map(toAdminAppointment);
}

/** The appointment's intake answers and state, for its details dialog (health information: the owner's only). */
export const getAdminAppointmentIntake = (id: number) => appointmentIntake(db, id);
