import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { zonedInstant } from "@/lib/booking/dates";
import { ensureTimeSlots, getAvailableDates, getAvailableSlots } from "@/lib/booking/slots";
import { addOwnerCalendar, listOwnerCalendars, removeOwnerCalendar } from "@/lib/calendars/admin";
import { keepCalendarConflict, listCalendarConflicts } from "@/lib/calendars/conflicts";
import { fetchCalendarText } from "@/lib/calendars/fetch";
import { syncAllCalendars, syncCalendar, TELL_OWNER_AFTER_MS } from "@/lib/calendars/sync";
import { db } from "@/lib/db";
import { call, createUser } from "../../support/api";
import { icsOf, startIcsServer, type IcsServer } from "../../support/ics-server";
import { loginAs } from "../../support/session";
import { asAdmin } from "../admin/helpers";
import { holdWithConsent, request, serviceBySlug, slotAt } from "../booking/helpers";
import { clientWithBooking, freeSlots, moveTo } from "../booking/self-service-helpers";
import { rescheduleAppointment } from "@/lib/appointments/reschedule";

// Busy time from the owner's calendars, read from a local calendar server: it blocks slots, the
// month's marks and new holds like time off; a good read replaces it, a failed read keeps the last
// good one and the owner hears after a day; bookings under new busy time are listed, never cancelled.
// Fixed dates in March 2028 with an explicit "now" (no other test file books there). Seeded hours:
// Mon-Fri 08:00-20:00 (America/New_York).

vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  headers: async () => new Headers(),
}));

// Monday February 28 2028, 12:00 EST: the first bookable date is Monday March 6.
const now = new Date("2028-02-28T17:00:00Z");
const TUESDAY = "2028-03-07";
const WEDNESDAY = "2028-03-08";
const actor = { id: null, name: "test" };

const afternoon = (date: string, summary = "School play") => `
  UID:${date}-afternoon@test
  DTSTART;TZID=America/New_York:${date.replaceAll("-", "")}T130000
  DTEND;TZID=America/New_York:${date.replaceAll("-", "")}T170000
  SUMMARY:${summary}`;

let ics: IcsServer;
beforeAll(async () => {
  ics = await startIcsServer();
  process.env.CALENDAR_FETCH_ALLOW_ORIGINS = ics.origin;
  await ensureTimeSlots({ from: now });
});
afterEach(async () => {
  // No calendar outlives its test: busy time would block other files' slots.
  await db.ownerCalendar.deleteMany({});
  await db.rateLimit.deleteMany({ where: { key: { startsWith: "calendar-sync-now:" } } });
});
afterAll(async () => {
  delete process.env.CALENDAR_FETCH_ALLOW_ORIGINS;
  await ics.close();
  loginAs(null);
});

const times = async (date: string, slug = "hypnotherapy-virtual-session") =>
  (await getAvailableSlots({ date, serviceId: (await serviceBySlug(slug)).id, now })).map((s) => s.startTime);

describe("busy time blocks bookings like time off", () => {
  it("takes a busy afternoon out of the day's times and out of new holds (409); a removed calendar frees them", async () => {
    const before = await times(TUESDAY);
    expect(before).toEqual(expect.arrayContaining(["12:00", "13:00", "16:30", "17:00"]));
    ics.set("/personal.ics", icsOf(afternoon(TUESDAY)));
    const calendar = await addOwnerCalendar(actor, { name: "Personal", url: ics.url("/personal.ics") }, { now });
    expect(calendar).toMatchObject({ name: "Personal", eventCount: 1, lastError: null });
    expect(calendar.maskedUrl).toBe(`${ics.origin}/•••`);

    const after = await times(TUESDAY);
    // A 60-minute session must end by 13:00 and start from 17:00.
    expect(after).toContain("12:00");
    expect(after).toContain("17:00");
    for (const t of ["12:30", "13:00", "14:00", "16:30"]) expect(after).not.toContain(t);
    expect(after.length).toBeLessThan(before.length);
    expect(await times(WEDNESDAY)).toEqual(expect.arrayContaining(["13:00", "14:00"]));

    const service = await serviceBySlug("hypnotherapy-virtual-session");
    await expect(holdWithConsent(await createUser(), request(await slotAt(TUESDAY, "14:00"), service.id), { now })).rejects.toMatchObject({
      status: 409,
    });

    await removeOwnerCalendar(actor, calendar.id);
    expect(await times(TUESDAY)).toEqual(before);
  });

  it("keeps a client's move off busy time: not offered, and refused (409) when asked for", async () => {
    const FRIDAY = "2028-03-10";
    const [slot] = await freeSlots(1, { fromDate: "2028-03-09", now });
    const { user, booking } = await clientWithBooking(slot);
    const { id: serviceId } = await serviceBySlug("hypnotherapy-virtual-session");
    const moving = { appointmentId: booking.id, startsAt: booking.startsAt };
    const target = (await getAvailableSlots({ date: FRIDAY, serviceId, moving, now })).find((s) => s.startTime === "14:00")!;
    expect(target).toBeTruthy();

    ics.set("/friday.ics", icsOf(afternoon(FRIDAY)));
    await addOwnerCalendar(actor, { name: "Friday", url: ics.url("/friday.ics") }, { now });
    expect((await getAvailableSlots({ date: FRIDAY, serviceId, moving, now })).map((s) => s.startTime)).not.toContain("14:00");
    await expect(rescheduleAppointment(user, booking.id, moveTo(target), { now })).rejects.toMatchObject({ status: 409 });
    expect((await db.appointment.findUniqueOrThrow({ where: { id: booking.id } })).startsAt).toEqual(booking.startsAt);
  });

  it("closes a day in the month's marks when busy time covers all of it, and only that day", async () => {
    const { id: serviceId } = await serviceBySlug("hypnotherapy-virtual-session");
    const before = await getAvailableDates({ month: "2028-03", serviceId, now });
    expect(before.dates).toContain(TUESDAY);
    ics.set("/away.ics", icsOf(`UID:away@test\nDTSTART;VALUE=DATE:20280307\nDTEND;VALUE=DATE:20280308\nSUMMARY:Away`));
    await addOwnerCalendar(actor, { name: "Away", url: ics.url("/away.ics") }, { now });
    const after = await getAvailableDates({ month: "2028-03", serviceId, now });
    expect(after.dates).not.toContain(TUESDAY);
    expect(after.dates).toEqual(before.dates.filter((d) => d !== TUESDAY));
  });

  it("frees the time on the next read when the event moves or is deleted", async () => {
    ics.set("/moves.ics", icsOf(afternoon(TUESDAY)));
    const { id } = await addOwnerCalendar(actor, { name: "Moves", url: ics.url("/moves.ics") }, { now });
    expect(await times(TUESDAY)).not.toContain("14:00");

    ics.set("/moves.ics", icsOf(afternoon(WEDNESDAY)));
    expect(await syncCalendar(id, { now })).toEqual({ ok: true, eventCount: 1 });
    expect(await times(TUESDAY)).toContain("14:00");
    expect(await times(WEDNESDAY)).not.toContain("14:00");

    ics.set("/moves.ics", icsOf());
    await syncAllCalendars({ now });
    expect(await times(WEDNESDAY)).toContain("14:00");
    expect(await db.calendarBusyTime.count({ where: { calendarId: id } })).toBe(0);
  });
});

describe("a calendar that cannot be read", () => {
  it("keeps the last good busy times, records the error, and emails the owner once after a day", async () => {
    ics.set("/flaky.ics", icsOf(afternoon(TUESDAY)));
    const { id } = await addOwnerCalendar(actor, { name: "Flaky", url: ics.url("/flaky.ics") }, { now });
    ics.fail("/flaky.ics", 500);

    const first = await syncCalendar(id, { now });
    expect(first).toMatchObject({ ok: false });
    expect(await times(TUESDAY)).not.toContain("14:00");
    const [view] = await listOwnerCalendars();
    expect(view).toMatchObject({ eventCount: 1, lastSuccessAt: now.toISOString(), failingSince: now.toISOString() });
    expect(view.lastError).toMatch(/could not be reached.*500/);

    const key = `calendar-failing/${id}/${now.toISOString()}`;
    const later = (ms: number) => new Date(now.getTime() + ms);
    await syncCalendar(id, { now: later(TELL_OWNER_AFTER_MS - 60_000) });
    expect(await db.emailLog.count({ where: { idempotencyKey: key } })).toBe(0);
    await syncCalendar(id, { now: later(TELL_OWNER_AFTER_MS) });
    await syncAllCalendars({ now: later(TELL_OWNER_AFTER_MS + 600_000) });
    const emails = await db.emailLog.findMany({ where: { idempotencyKey: key } });
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ template: "calendar-failing", subject: 'Your calendar "Flaky" cannot be read' });
    // Still failing since the first failure: the streak began then.
    expect((await listOwnerCalendars())[0].failingSince).toBe(now.toISOString());

    // A good read ends the streak: a later one is told about again.
    ics.set("/flaky.ics", icsOf(afternoon(WEDNESDAY)));
    expect(await syncCalendar(id, { now: later(TELL_OWNER_AFTER_MS + 1_200_000) })).toMatchObject({ ok: true });
    expect(await db.ownerCalendar.findUniqueOrThrow({ where: { id } })).toMatchObject({
      failingSince: null,
      ownerToldAt: null,
      lastError: null,
    });
  });
});

describe("the address guard", () => {
  it("refuses http, loopback and private addresses without the test allow-list", async () => {
    delete process.env.CALENDAR_FETCH_ALLOW_ORIGINS;
    try {
      for (const [url, problem] of [
        [ics.url("/personal.ics"), "not-https"],
        [`https://127.0.0.1:${new URL(ics.origin).port}/x.ics`, "private-address"],
        ["https://localhost/x.ics", "private-address"],
        ["https://10.0.0.8/x.ics", "private-address"],
        ["https://[::1]/x.ics", "private-address"],
        ["https://169.254.169.254/latest/meta-data", "private-address"],
      ] as const) {
        await expect(fetchCalendarText(url), url).rejects.toMatchObject({ problem });
      }
      const before = ics.requests.length;
      await expect(addOwnerCalendar(actor, { name: "Local", url: "https://127.0.0.1/x.ics" }, { now })).rejects.toMatchObject({
        status: 400,
        fieldErrors: { url: expect.stringMatching(/private network/) },
      });
      expect(ics.requests.length).toBe(before);
    } finally {
      process.env.CALENDAR_FETCH_ALLOW_ORIGINS = ics.origin;
    }
    expect(await db.ownerCalendar.count()).toBe(0);
  });

  it("refuses an oversize calendar, a slow server, too many redirects and a page that is no calendar", async () => {
    ics.huge("/huge.ics", 6 * 1024 * 1024);
    await expect(fetchCalendarText(ics.url("/huge.ics"))).rejects.toMatchObject({ problem: "too-big" });
    ics.set("/slow.ics", icsOf());
    ics.delay("/slow.ics", 2_000);
    await expect(fetchCalendarText(ics.url("/slow.ics"), { timeoutMs: 300, maxBytes: 1024, maxRedirects: 3 })).rejects.toMatchObject({
      problem: "timeout",
    });
    ics.redirect("/loop.ics", "/loop.ics");
    await expect(fetchCalendarText(ics.url("/loop.ics"))).rejects.toMatchObject({ problem: "unreachable" });
    ics.set("/page.html", "<html><body>Sign in to Google</body></html>");
    await expect(addOwnerCalendar(actor, { name: "Page", url: ics.url("/page.html") }, { now })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { url: expect.stringMatching(/does not give a calendar/) },
    });
    // A redirect to a calendar is followed.
    ics.set("/real.ics", icsOf(afternoon(TUESDAY)));
    ics.redirect("/moved.ics", "/real.ics");
    expect(await fetchCalendarText(ics.url("/moved.ics"))).toMatch(/BEGIN:VCALENDAR/);
  });

  it("is the error the owner reads on the API: 400 on url with the reason; the owner only", async () => {
    const { POST, GET } = await import("@/app/api/admin/calendars/route");
    loginAs(await createUser());
    expect((await call(POST, { method: "POST", body: { name: "X", url: "https://example.com/x.ics" } })).status).toBe(403);
    loginAs(await asAdmin());
    const refused = await call(POST, { method: "POST", body: { name: "Work", url: "http://example.com/x.ics" } });
    expect(refused.status).toBe(400);
    expect(refused.json.fieldErrors.url).toMatch(/must start with https/);
    ics.set("/api.ics", icsOf());
    const added = await call(POST, { method: "POST", body: { name: "Work", url: `webcal://${ics.origin.slice(7)}/api.ics` } });
    // webcal:// becomes https://, which the test server does not speak: refused as unreachable, not as a scheme.
    expect(added.status).toBe(400);
    const ok = await call(POST, { method: "POST", body: { name: "Work", url: ics.url("/api.ics") } });
    expect(ok.status).toBe(201);
    const list = await call(GET);
    expect(list.json).toEqual([expect.objectContaining({ name: "Work", maskedUrl: `${ics.origin}/•••` })]);
    expect(list.text).not.toContain("/api.ics");
    expect(await db.auditEntry.count({ where: { action: "calendar.create", entityId: String(ok.json.id) } })).toBe(1);
  });
});

describe("conflicts", () => {
  it("lists a booking that new busy time overlaps without cancelling it; Keep hides it until the busy time changes", async () => {
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    const user = await createUser();
    const hold = await holdWithConsent(user, request(await slotAt(WEDNESDAY, "14:00"), service.id), { now });
    await db.appointment.update({ where: { id: hold.id }, data: { status: "confirmed", holdExpiresAt: null } });

    ics.set("/c.ics", icsOf(afternoon(WEDNESDAY, "Dentist")));
    const { id } = await addOwnerCalendar(actor, { name: "C", url: ics.url("/c.ics") }, { now });
    expect((await db.appointment.findUniqueOrThrow({ where: { id: hold.id } })).status).toBe("confirmed");
    const [conflict] = await listCalendarConflicts({ now });
    expect(conflict).toMatchObject({
      appointmentId: hold.id,
      startsAt: zonedInstant(WEDNESDAY, "14:00")!.toISOString(),
      busy: [{ startsAt: zonedInstant(WEDNESDAY, "13:00")!.toISOString(), summary: "Dentist" }],
    });

    await keepCalendarConflict(actor, hold.id, { now });
    expect(await listCalendarConflicts({ now })).toEqual([]);
    await syncCalendar(id, { now }); // the same busy time read again: still kept
    expect(await listCalendarConflicts({ now })).toEqual([]);

    ics.set("/c.ics", icsOf(afternoon(WEDNESDAY, "Dentist").replace("T170000", "T180000")));
    await syncCalendar(id, { now });
    expect((await listCalendarConflicts({ now })).map((c) => c.appointmentId)).toEqual([hold.id]);

    await expect(keepCalendarConflict(actor, 999_999, { now })).rejects.toMatchObject({ status: 404 });
    await db.appointment.update({ where: { id: hold.id }, data: { status: "cancelled" } });
    expect(await listCalendarConflicts({ now })).toEqual([]);
  });
});
