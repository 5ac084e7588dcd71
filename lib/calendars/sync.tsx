import { addDays, latestBookableDate, practiceToday, startOfLocalDay } from "@/lib/booking/dates";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email";
import { env } from "@/lib/env";
import { formatLongDate, formatTimeWithZone } from "@/lib/format";
import { log } from "@/lib/ops/log";
import { siteConfig } from "@/lib/site-config";
import CalendarFailingEmail from "@/emails/calendar-failing";
import { busyIntervals, NotACalendarError } from "./expand";
import { CALENDAR_FETCH_MESSAGES, CalendarFetchError, fetchCalendarText } from "./fetch";

// Reading the owner's calendars into busy times. A good read replaces the calendar's busy times
// in one transaction (under the calendar's row lock, so the job and a "Sync now" never interleave);
// a failed read changes none of them, so bookings stay off the last good busy times. After a day of
// failed reads the owner is emailed, once per run of failures.

/** Failing this long, a calendar's owner is told (once per run of failures). */
export const TELL_OWNER_AFTER_MS = 24 * 60 * 60_000;

/** The busy times kept: from the start of today (practice zone) through the last bookable date. */
export function syncWindow(now: Date): { from: Date; to: Date } {
  return { from: startOfLocalDay(practiceToday(now)), to: startOfLocalDay(addDays(latestBookableDate(now), 1)) };
}

export type SyncOutcome = { ok: true; eventCount: number } | { ok: false; error: string };

const when = (at: Date) => `${formatLongDate(at)}, ${formatTimeWithZone(at)}`;

/** Reads one calendar now and records the outcome. A calendar removed meanwhile is skipped. */
export async function syncCalendar(id: number, { now = new Date() }: { now?: Date } = {}): Promise<SyncOutcome | null> {
  const calendar = await db.ownerCalendar.findUnique({ where: { id }, select: { url: true } });
  if (!calendar) return null;
  let intervals;
  try {
    intervals = busyIntervals(await fetchCalendarText(calendar.url), syncWindow(now));
  } catch (error) {
    const message =
      error instanceof CalendarFetchError
        ? error.message
        : error instanceof NotACalendarError || error instanceof Error
          ? CALENDAR_FETCH_MESSAGES["not-calendar"]
          : String(error);
    await recordFailure(id, message, now);
    return { ok: false, error: message };
  }
  const stored = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ practitionerId: number }[]>`
      SELECT "practitionerId" FROM "OwnerCalendar" WHERE "id" = ${id} FOR UPDATE`;
    if (!locked) return false;
    await tx.calendarBusyTime.deleteMany({ where: { calendarId: id } });
    await tx.calendarBusyTime.createMany({
      data: intervals.map((i) => ({ calendarId: id, practitionerId: locked.practitionerId, ...i })),
    });
    await tx.ownerCalendar.update({
      where: { id },
      data: {
        lastAttemptAt: now,
        lastSuccessAt: now,
        lastError: null,
        failingSince: null,
        ownerToldAt: null,
        eventCount: intervals.length,
      },
    });
    return true;
  });
  return stored ? { ok: true, eventCount: intervals.length } : null;
}

async function recordFailure(id: number, error: string, now: Date): Promise<void> {
  const [calendar] = await db.$queryRaw<
    { id: number; name: string; failingSince: Date; lastSuccessAt: Date | null; ownerToldAt: Date | null }[]
  >`
    UPDATE "OwnerCalendar" SET "lastAttemptAt" = ${now}, "lastError" = ${error}, "failingSince" = COALESCE("failingSince", ${now})
    WHERE "id" = ${id}
    RETURNING "id", "name", "failingSince", "lastSuccessAt", "ownerToldAt"`;
  if (!calendar || calendar.ownerToldAt || now.getTime() - calendar.failingSince.getTime() < TELL_OWNER_AFTER_MS) return;
  // Claimed first, so two runs never both send; the idempotency key keeps the email single anyway.
  const claimed = await db.ownerCalendar.updateMany({ where: { id, ownerToldAt: null }, data: { ownerToldAt: now } });
  if (!claimed.count) return;
  await sendEmail({
    to: env.OWNER_EMAIL,
    subject: `Your calendar "${calendar.name}" cannot be read`,
    template: "calendar-failing",
    idempotencyKey: `calendar-failing/${calendar.id}/${calendar.failingSince.toISOString()}`,
    react: (
      <CalendarFailingEmail
        calendarName={calendar.name}
        failingSince={when(calendar.failingSince)}
        lastSuccess={calendar.lastSuccessAt ? when(calendar.lastSuccessAt) : null}
        error={error}
        settingsUrl={`${siteConfig.url}/admin/settings`}
      />
    ),
  });
}

/** The scheduled read of every calendar, one after another (each bounded by the fetch's time limit). */
export async function syncAllCalendars({ now = new Date() }: { now?: Date } = {}): Promise<{ synced: number; failed: number }> {
  const calendars = await db.ownerCalendar.findMany({ select: { id: true }, orderBy: { id: "asc" } });
  let synced = 0;
  let failed = 0;
  for (const { id } of calendars) {
    const outcome = await syncCalendar(id, { now }).catch((error: unknown) => {
      log("error", "calendar sync failed", { calendarId: id, error });
      return { ok: false } as const;
    });
    if (outcome?.ok) synced++;
    else if (outcome) failed++;
  }
  return { synced, failed };
}
