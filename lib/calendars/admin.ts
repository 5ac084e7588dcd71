import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { db, type Prisma } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { enforceRateLimit, rateLimits } from "@/lib/rate-limit";
import { OWNER_CALENDAR_MESSAGES, type OwnerCalendarInput } from "@/lib/validations/owner-calendar";
import { busyIntervals, NotACalendarError } from "./expand";
import { CALENDAR_FETCH_MESSAGES, CalendarFetchError, fetchCalendarText, normalizeCalendarUrl } from "./fetch";
import { syncCalendar, syncWindow } from "./sync";
import type { CalendarSyncResult, OwnerCalendarView } from "./types";

// The owner's calendars in Settings: add (read at once, so a wrong address is refused with the
// reason), list with each one's state, "Sync now", remove. The address is a secret (whoever has it
// reads her calendar): it is stored, fetched and never shown or sent back whole.

const viewSelect = {
  id: true,
  name: true,
  url: true,
  createdAt: true,
  lastAttemptAt: true,
  lastSuccessAt: true,
  lastError: true,
  failingSince: true,
  eventCount: true,
} satisfies Prisma.OwnerCalendarSelect;
type Row = Prisma.OwnerCalendarGetPayload<{ select: typeof viewSelect }>;

/** The address's origin only: the path and query hold the calendar's secret. */
export function maskCalendarUrl(url: string): string {
  try {
    return `${new URL(url).origin}/•••`;
  } catch {
    return "•••";
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const toView = (r: Row): OwnerCalendarView => ({
  id: r.id,
  name: r.name,
  maskedUrl: maskCalendarUrl(r.url),
  createdAt: r.createdAt.toISOString(),
  lastAttemptAt: iso(r.lastAttemptAt),
  lastSuccessAt: iso(r.lastSuccessAt),
  lastError: r.lastError,
  failingSince: iso(r.failingSince),
  eventCount: r.eventCount,
});

export async function listOwnerCalendars(): Promise<OwnerCalendarView[]> {
  const rows = await db.ownerCalendar.findMany({ select: viewSelect, orderBy: { id: "asc" } });
  return rows.map(toView);
}

/**
 * Adds a calendar of the owner's after reading it once: an address that is not https, points into
 * a private network, cannot be reached, is too big or gives no calendar is refused (400, on `url`)
 * with the reason. Its busy times block bookings from the moment it is added.
 */
export async function addOwnerCalendar(
  actor: AuditActor,
  input: OwnerCalendarInput,
  { now = new Date() } = {},
): Promise<OwnerCalendarView> {
  let url: URL;
  let intervals;
  try {
    url = normalizeCalendarUrl(input.url);
    intervals = busyIntervals(await fetchCalendarText(url.toString()), syncWindow(now));
  } catch (error) {
    const message =
      error instanceof CalendarFetchError
        ? error.message
        : error instanceof NotACalendarError || error instanceof Error
          ? CALENDAR_FETCH_MESSAGES["not-calendar"]
          : OWNER_CALENDAR_MESSAGES.url;
    throw badRequest(message, { url: message });
  }
  const row = await db.$transaction(async (tx) => {
    const practitioner = await tx.practitioner.findFirstOrThrow({ orderBy: { id: "asc" }, select: { id: true } });
    const created = await tx.ownerCalendar.create({
      data: {
        practitionerId: practitioner.id,
        name: input.name,
        url: url.toString(),
        lastAttemptAt: now,
        lastSuccessAt: now,
        eventCount: intervals.length,
      },
      select: viewSelect,
    });
    await tx.calendarBusyTime.createMany({
      data: intervals.map((i) => ({ calendarId: created.id, practitionerId: practitioner.id, ...i })),
    });
    await recordAudit(tx, {
      actor,
      action: "calendar.create",
      entity: { type: "calendar", id: created.id },
      summary: `Added the calendar ${created.name} (${intervals.length} busy ${intervals.length === 1 ? "time" : "times"} ahead)`,
      after: { name: created.name, address: maskCalendarUrl(created.url) },
    });
    return created;
  });
  return toView(row);
}

/** Removes a calendar and its busy times (they stop blocking at once). 404 when unknown. */
export async function removeOwnerCalendar(actor: AuditActor, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const calendar = await tx.ownerCalendar.findUnique({ where: { id }, select: { name: true, url: true } });
    if (!calendar) throw notFound(OWNER_CALENDAR_MESSAGES.notFound);
    await tx.ownerCalendar.delete({ where: { id } });
    await recordAudit(tx, {
      actor,
      action: "calendar.delete",
      entity: { type: "calendar", id },
      summary: `Removed the calendar ${calendar.name}`,
      before: { name: calendar.name, address: maskCalendarUrl(calendar.url) },
    });
  });
}

/** "Sync now": reads the calendar at once (rate-limited per owner). A failure is recorded like the job's. 404 when unknown. */
export async function syncOwnerCalendarNow(user: { id: number }, id: number, { now = new Date() } = {}): Promise<CalendarSyncResult> {
  if (!(await db.ownerCalendar.count({ where: { id } }))) throw notFound(OWNER_CALENDAR_MESSAGES.notFound);
  await enforceRateLimit(rateLimits.calendarSyncNow, String(user.id), {
    message: "You have synced calendars often in the last few minutes. Please wait a little.",
  });
  const outcome = await syncCalendar(id, { now });
  const row = await db.ownerCalendar.findUnique({ where: { id }, select: viewSelect });
  if (!outcome || !row) throw notFound(OWNER_CALENDAR_MESSAGES.notFound);
  return { calendar: toView(row), ok: outcome.ok, error: outcome.ok ? null : outcome.error };
}
