import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { feedEventUid } from "@/lib/calendar-feed/render";
import { FEED_TOKEN_PATTERN } from "@/lib/calendar-feed/paths";
import { siteConfig } from "@/lib/site-config";
import { call, createUser } from "../../support/api";
import { parseFeed } from "../../support/ics";
import { firstFreeInstant } from "../../support/far-future";
import { loginAs } from "../../support/session";
import { asAdmin, createAppointment, local } from "../admin/helpers";

// The owner's calendar feed: its address is the only key (no or a wrong, old or turned-off token
// is a bare 404), events name no client unless she turns that on, cancelled sessions leave it, a
// moved session keeps its UID with a higher SEQUENCE, and every time is written in UTC.

vi.mock("next/cache", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/cache")>()), revalidatePath: vi.fn() }));

const { GET: feedRoute } = await import("@/app/calendar/[token]/route");
const { GET: settingsRoute, PUT: saveRoute } = await import("@/app/api/admin/settings/calendar-feed/route");
const { POST: regenerateRoute } = await import("@/app/api/admin/settings/calendar-feed/regenerate/route");
const { POST: rescheduleRoute } = await import("@/app/api/admin/appointments/[id]/reschedule/route");
const { POST: cancelRoute } = await import("@/app/api/admin/appointments/[id]/cancel/route");

type FeedView = { enabled: boolean; showClientNames: boolean; urls: { webcal: string; https: string } | null };

let admin: { id: number; username: string };
// A year of this file's own, past every other file's appointments.
let year: number;

const save = async (body: Record<string, unknown>) => {
  const res = await call(saveRoute, { method: "PUT", body });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as FeedView;
};
const segmentOf = (view: FeedView) => new URL(view.urls!.https).pathname.split("/").pop()!;
const fetchFeed = (segment: string) => call(feedRoute, { url: `http://localhost/calendar/${segment}`, params: { token: segment } });
async function feedEvents(view: FeedView) {
  const res = await fetchFeed(segmentOf(view));
  expect(res.status).toBe(200);
  return { res, ...parseFeed(res.text) };
}

beforeAll(async () => {
  admin = await asAdmin();
  year = new Date(await firstFreeInstant(Date.UTC(2300, 0, 1), Date.UTC(2400, 0, 1))).getUTCFullYear() + 1;
  await db.calendarFeed.deleteMany();
});
beforeEach(() => loginAs(admin));

describe("the feed's address", () => {
  it("is off until she turns it on; then it is a long random token on the site's public origin, webcal and https", async () => {
    const off = (await call(settingsRoute)).json as FeedView;
    expect(off).toEqual({ enabled: false, showClientNames: false, urls: null });

    const on = await save({ enabled: true });
    expect(on.enabled).toBe(true);
    const token = segmentOf(on).replace(/\.ics$/, "");
    expect(token).toMatch(FEED_TOKEN_PATTERN);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(on.urls!.https).toBe(`${new URL(siteConfig.url).origin}/calendar/${token}.ics`);
    expect(on.urls!.webcal).toBe(on.urls!.https.replace(/^https?:/, "webcal:"));
    // Turning it on again keeps the address her calendars already use.
    expect((await save({ enabled: true })).urls).toEqual(on.urls);
  });

  it("answers only the current token: missing, unknown, wrong-shaped or near-miss tokens are a bare 404", async () => {
    const view = await save({ enabled: true });
    const token = segmentOf(view).replace(/\.ics$/, "");
    const flipped = (token[0] === "A" ? "B" : "A") + token.slice(1);
    for (const segment of [".ics", "", token, `${flipped}.ics`, `${token}x.ics`, `${token}.ICS`, "%00.ics", "a".repeat(43) + ".ics"]) {
      const res = await fetchFeed(segment);
      expect(res.status, segment).toBe(404);
      expect(res.text).toBe("Not found");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    loginAs(null); // calendar apps send no session: the token alone opens it
    const res = await fetchFeed(`${token}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("regenerating ends the old address at once; turning off ends it, and turning on again never brings it back", async () => {
    const first = await save({ enabled: true });
    const regenerated = await call(regenerateRoute, { method: "POST" });
    expect(regenerated.status).toBe(200);
    const second = regenerated.json as FeedView;
    expect(second.urls!.https).not.toBe(first.urls!.https);
    expect((await fetchFeed(segmentOf(first))).status).toBe(404);
    expect((await fetchFeed(segmentOf(second))).status).toBe(200);

    const off = await save({ enabled: false });
    expect(off).toEqual({ enabled: false, showClientNames: false, urls: null });
    expect((await fetchFeed(segmentOf(second))).status).toBe(404);
    expect((await call(regenerateRoute, { method: "POST" })).status).toBe(409);

    const third = await save({ enabled: true });
    for (const old of [first, second]) expect(third.urls!.https).not.toBe(old.urls!.https);
    expect((await fetchFeed(segmentOf(second))).status).toBe(404);
    expect((await fetchFeed(segmentOf(third))).status).toBe(200);
  });

  it("is changed only by the owner, and each change is audited without the token", async () => {
    for (const who of [null, await createUser()]) {
      loginAs(who);
      expect((await call(settingsRoute)).status).toBe(who ? 403 : 401);
      expect((await call(saveRoute, { method: "PUT", body: { enabled: false } })).status).toBe(who ? 403 : 401);
      expect((await call(regenerateRoute, { method: "POST" })).status).toBe(who ? 403 : 401);
    }
    loginAs(admin);
    expect((await call(saveRoute, { method: "PUT", body: {} })).status).toBe(400);

    await save({ enabled: false, showClientNames: false });
    const since = new Date();
    const view = await save({ enabled: true });
    await call(regenerateRoute, { method: "POST" });
    await save({ showClientNames: true });
    await save({ showClientNames: false });
    await save({ enabled: false });
    const entries = await db.auditEntry.findMany({ where: { entityType: "calendar_feed", at: { gte: since } }, orderBy: { id: "asc" } });
    expect(entries.map((e) => e.action)).toEqual([
      "calendar_feed.enable",
      "calendar_feed.regenerate",
      "calendar_feed.names",
      "calendar_feed.names",
      "calendar_feed.disable",
    ]);
    expect(entries.every((e) => e.actorId === admin.id)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(segmentOf(view).replace(/\.ics$/, ""));
    expect(entries.at(-1)).toMatchObject({ before: { "Calendar feed": "on" }, after: { "Calendar feed": "off" } });
  });
});

describe("the feed's events", () => {
  it("show the service and place, never the client, unless she turns names on; no notes or contact ever", async () => {
    const view = await save({ enabled: true, showClientNames: false });
    const virtual = await createAppointment({
      startsAt: local(`${year}-01-10`, "10:00"),
      firstName: "Hannah",
      lastName: "Lee",
      email: "hannah.lee@example.com",
      notes: "Anxious about flying",
    });
    const inPerson = await createAppointment({
      slug: "hypnotherapy-in-person-session",
      startsAt: local(`${year}-01-10`, "14:00"),
      firstName: "Rosa",
    });

    const { events, unfolded } = await feedEvents(view);
    const ev = events.find((e) => e.uid === feedEventUid(virtual.id))!;
    expect(ev.summary).toBe(`Session · ${virtual.service.name}`); // "Clinical Hypnotherapy (Virtual)" says the place
    expect(ev.location).toBe(`${siteConfig.url}/appointments/${virtual.id}/join`);
    expect(ev.description).toContain(`Join page: ${siteConfig.url}/appointments/${virtual.id}/join`);
    expect(ev.url).toBe(`${siteConfig.url}/admin/dashboard?appointment=${virtual.id}`);
    expect(ev.description).toContain(ev.url);
    const room = events.find((e) => e.uid === feedEventUid(inPerson.id))!;
    expect(room.summary).toBe(`Session · ${inPerson.service.name}`);
    expect(room.description).toContain(", in person.");
    expect(room.location).toContain(siteConfig.address.street);
    for (const secret of ["Hannah", "Lee", "hannah.lee@example.com", "8285550100", "Anxious", "Rosa"])
      expect(unfolded).not.toContain(secret);

    await save({ showClientNames: true });
    const named = await feedEvents(view);
    const namedEv = named.events.find((e) => e.uid === feedEventUid(virtual.id))!;
    expect(namedEv.summary).toBe(`Hannah Lee · ${virtual.service.name}`);
    expect(namedEv.description).toContain("Client: Hannah Lee");
    for (const secret of ["hannah.lee@example.com", "8285550100", "Anxious"]) expect(named.unfolded).not.toContain(secret);
    await save({ showClientNames: false });
  });

  it("carry confirmed and past sessions; holds, cancelled and long-past sessions stay out", async () => {
    const view = await save({ enabled: true });
    const confirmed = await createAppointment({ startsAt: local(`${year}-02-03`, "09:00") });
    const pending = await createAppointment({ startsAt: local(`${year}-02-03`, "11:00"), status: "pending", payment: null });
    const cancelledBefore = await createAppointment({ startsAt: local(`${year}-02-03`, "13:00"), status: "cancelled", payment: null });
    const completedRecently = await createAppointment({ startsAt: new Date(Date.now() - 14 * 86_400_000), status: "completed" });
    const longAgo = await createAppointment({ startsAt: new Date(Date.now() - 120 * 86_400_000), status: "completed" });
    const uids = (await feedEvents(view)).events.map((e) => e.uid);
    expect(uids).toContain(feedEventUid(confirmed.id));
    expect(uids).toContain(feedEventUid(completedRecently.id));
    for (const absent of [pending, cancelledBefore, longAgo]) expect(uids).not.toContain(feedEventUid(absent.id));

    // The owner cancels the confirmed one: it leaves the feed, so the subscribed calendars drop it.
    const cancel = await call(cancelRoute, { method: "POST", params: { id: String(confirmed.id) }, body: { refund: "none" } });
    expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);
    expect((await feedEvents(view)).events.map((e) => e.uid)).not.toContain(feedEventUid(confirmed.id));
  });

  it("a moved session keeps its UID, with a higher SEQUENCE, the new time and a later DTSTAMP and LAST-MODIFIED", async () => {
    const view = await save({ enabled: true });
    const appointment = await createAppointment({ startsAt: local(`${year}-04-14`, "10:00") });
    // Booked a minute ago, so the move's revision time is visibly later (DTSTAMP counts seconds).
    await db.appointment.update({ where: { id: appointment.id }, data: { updatedAt: new Date(Date.now() - 60_000) } });
    const before = (await feedEvents(view)).events.find((e) => e.uid === feedEventUid(appointment.id))!;
    expect(before.rawStart).toBe(`${year}0414T140000Z`);

    const moved = await call(rescheduleRoute, {
      method: "POST",
      params: { id: String(appointment.id) },
      body: { date: `${year}-04-16`, time: "15:30", override: true },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const after = (await feedEvents(view)).events.filter((e) => e.uid === feedEventUid(appointment.id));
    expect(after).toHaveLength(1);
    expect(after[0].sequence).toBeGreaterThan(before.sequence);
    expect(after[0].rawStart).toBe(`${year}0416T193000Z`);
    expect(after[0].end.getTime() - after[0].start.getTime()).toBe(appointment.service.duration * 60_000);
    expect(after[0].dtstamp > before.dtstamp).toBe(true);
    expect(after[0].lastModified).toBe(after[0].dtstamp);
  });

  it("writes every time in UTC: a late evening, and the mornings either side of both daylight-saving changes", async () => {
    const view = await save({ enabled: true });
    // The US changes clocks on the second Sunday of March and the first Sunday of November.
    const sundays = (month: number) =>
      Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(year, month, i + 1))).filter((d) => d.getUTCDay() === 0);
    const day = (d: Date, offset = 0) => new Date(d.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const spring = sundays(2)[1];
    const fall = sundays(10)[0];
    const compact = (isoDay: string) => isoDay.replaceAll("-", "");
    const cases = [
      // 11:30 PM in July (EDT, UTC-4) is 3:30 the next morning in UTC.
      { date: `${year}-07-15`, time: "23:30", utc: `${year}0716T033000Z` },
      { date: day(spring, -1), time: "09:00", utc: `${compact(day(spring, -1))}T140000Z` }, // EST, UTC-5
      { date: day(spring), time: "09:00", utc: `${compact(day(spring))}T130000Z` }, // EDT, UTC-4
      { date: day(fall, -1), time: "09:00", utc: `${compact(day(fall, -1))}T130000Z` }, // EDT
      { date: day(fall), time: "09:00", utc: `${compact(day(fall))}T140000Z` }, // EST again
      // 11 PM on the evening the clocks went back: 4 AM UTC the next day.
      { date: day(fall), time: "23:00", utc: `${compact(day(fall, 1))}T040000Z` },
    ];
    const made = [];
    for (const c of cases) made.push({ ...c, appointment: await createAppointment({ startsAt: local(c.date, c.time) }) });
    const { events } = await feedEvents(view);
    for (const { appointment, utc, date, time } of made) {
      const ev = events.find((e) => e.uid === feedEventUid(appointment.id))!;
      expect(ev.rawStart, `${date} ${time}`).toBe(utc);
      expect(ev.start.toISOString()).toBe(appointment.startsAt.toISOString());
      expect(ev.rawEnd).toMatch(/^\d{8}T\d{6}Z$/);
    }
  });

  it("names itself and asks calendars to refresh every 15 minutes", async () => {
    const view = await save({ enabled: true });
    const { calendar, unfolded } = await feedEvents(view);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${siteConfig.name} appointments`);
    expect(unfolded).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n");
    expect(unfolded).toContain("\r\nX-PUBLISHED-TTL:PT15M\r\n");
    expect(unfolded).toContain("\r\nMETHOD:PUBLISH\r\n");
    expect(unfolded).not.toContain(segmentOf(view).replace(/\.ics$/, "")); // the feed never quotes its own secret
  });
});
