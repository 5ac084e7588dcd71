import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { CANCELLATION_TEMPLATE } from "@/lib/appointments/emails";
import { listAuditEntries } from "@/lib/audit/log";
import { SYSTEM_ACTOR } from "@/lib/audit/record";
import { BOOKINGS_CHANGED } from "@/lib/availability/conflicts";
import { closeHoliday, federalHolidays, upcomingHolidays } from "@/lib/availability/holidays";
import { getWeeklyHours, previewHoursChange, saveWorkingHours } from "@/lib/availability/hours";
import { createTimeOff, deleteTimeOff, listTimeOff, previewTimeOff } from "@/lib/availability/time-off";
import { AVAILABILITY_MESSAGES } from "@/lib/availability/validation";
import { lockPractitionerDays } from "@/lib/booking/appointments";
import { addDays, dbDate, earliestBookableDate, latestBookableDate, practiceToday, zonedInstant } from "@/lib/booking/dates";
import { ensureTimeSlots, getAvailableDates, getAvailableSlots } from "@/lib/booking/slots";
import { AppError } from "@/lib/errors";
import type { HoursInterval } from "@/lib/availability/types";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { firstPractitioner, holdWithConsent, nthWeekday, request, serviceBySlug } from "../booking/helpers";
import { asAdmin, createPayment } from "./helpers";

// The owner's availability: weekly hours (several intervals a day, replaced at once), time off
// (a day or a range), public holidays closed in one click, and the conflict flow for live
// bookings on what is being closed (keep, or cancel with a full refund; 409 when bookings
// appeared since the owner looked). Every write is audited in its own transaction and changes
// the bookable times at once (time slots, the month read, hold creation).
//
// Most tests run the domain at a fixed "now" in June 2071 (no other test file books there) on a
// practitioner of their own, "P2", whose hours (evenings, past the seeded 20:00 close) are the only
// ones offering those times. The seeded practitioner "P1" (Mon-Fri 08:00-20:00, Sat 09:00-17:00,
// Sun 10:00-15:00) is used where a whole day must close, and left as it was.

const { PUT: hoursRoute } = await import("@/app/api/admin/availability/hours/route");
const { POST: hoursPreviewRoute } = await import("@/app/api/admin/availability/hours/preview/route");
const { POST: timeOffRoute, DELETE: timeOffDeleteRoute } = await import("@/app/api/admin/availability/time-off/route");
const { POST: timeOffPreviewRoute } = await import("@/app/api/admin/availability/time-off/preview/route");
const { POST: holidayRoute } = await import("@/app/api/admin/availability/holidays/close/route");
const { GET: overviewRoute } = await import("@/app/api/admin/availability/route");
const { GET: timeSlotsRoute } = await import("@/app/api/time-slots/route");
const { GET: availabilityRoute } = await import("@/app/api/availability/route");

const NOW = new Date("2071-06-01T16:00:00Z");
const actor = { id: null, name: "owner-test" };
let p1: number;
let p2: number;
let clientId: number;
let sixty: number;
const p1Blocked: string[] = [];

async function book(
  practitionerId: number,
  date: string,
  time: string,
  { status = "confirmed", paid = status === "confirmed" }: { status?: "confirmed" | "pending"; paid?: boolean } = {},
) {
  const service = await db.service.findUniqueOrThrow({ where: { id: sixty } });
  const startsAt = zonedInstant(date, time)!;
  const a = await db.appointment.create({
    data: {
      userId: clientId,
      serviceId: service.id,
      practitionerId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + service.duration * 60_000),
      status,
      holdExpiresAt: status === "pending" ? new Date(NOW.getTime() + 30 * 60_000) : null,
      confirmedAt: status === "confirmed" ? NOW : null,
      isVirtual: true,
      priceCents: service.price,
      clientFirstName: "Robin",
      clientLastName: "Conflict",
      clientEmail: "robin.conflict@example.com",
      clientPhone: "8285550111",
    },
  });
  if (paid) await createPayment(a.id, service.price);
  return a;
}

const week = (...rows: [number, string, string][]): HoursInterval[] => rows.map(([weekday, start, end]) => ({ weekday, start, end }));
const times = async (date: string, now = NOW, serviceId?: number) =>
  (await getAvailableSlots({ date, now, serviceId })).map((s) => s.startTime);
const p2Times = async (date: string, now = NOW, serviceId?: number) =>
  (await getAvailableSlots({ date, now, serviceId })).filter((s) => s.practitionerId === p2).map((s) => s.startTime);
const statusOf = async (id: number) => await db.appointment.findUniqueOrThrow({ where: { id }, include: { payment: true } });
const auditOf = (action: string, entityId: number) =>
  db.auditEntry.findMany({ where: { action, entityId: String(entityId) }, orderBy: { id: "asc" } });
const expectAppError = async (promise: Promise<unknown>, status: number, message?: string) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(status);
  if (message) expect((error as AppError).message).toBe(message);
  return error as AppError;
};
async function block(from: string, to: string = from, reason: string | null = null, cancel: number[] = [], now = NOW) {
  const { conflicts } = await previewTimeOff({ practitionerId: p1, from, to }, { now });
  const result = await createTimeOff(
    actor,
    { practitionerId: p1, from, to, reason, acknowledged: conflicts.map((c) => c.id), cancel },
    { now },
  );
  for (let d = from; d <= to; d = addDays(d, 1)) p1Blocked.push(d);
  return result;
}

beforeAll(async () => {
  p1 = (await firstPractitioner()).id;
  p2 = (
    await db.practitioner.create({ data: { firstName: "Sam", lastName: "Evening", title: "Test practitioner", email: "sam@example.com" } })
  ).id;
  clientId = (await createUser()).id;
  sixty = (await serviceBySlug("hypnotherapy-virtual-session")).id;
});

afterAll(async () => {
  await db.appointment.deleteMany({ where: { practitionerId: p2 } });
  await db.practitioner.delete({ where: { id: p2 } });
  await db.blockedDate.deleteMany({ where: { practitionerId: p1, date: { in: p1Blocked.map(dbDate) } } });
  await db.appointment.deleteMany({ where: { userId: clientId } });
});

describe("working hours", () => {
  it("replaces the week at once: several intervals a day, new times offered at once, removed ones gone, audited", async () => {
    const wednesday = nthWeekday(earliestBookableDate(NOW), 3);
    expect(await p2Times(wednesday)).toEqual([]);

    const result = await saveWorkingHours(
      actor,
      {
        practitionerId: p2,
        hours: week([3, "21:00", "22:00"], [3, "06:00", "07:00"], [6, "20:00", "21:00"]),
        acknowledged: [],
        cancel: [],
      },
      { now: NOW },
    );
    expect(result).toEqual({
      hours: week([3, "06:00", "07:00"], [3, "21:00", "22:00"], [6, "20:00", "21:00"]),
      kept: [],
      cancelled: [],
      failed: [],
    });
    expect(await getWeeklyHours(p2)).toEqual(result.hours);
    // The slot rows exist now (not only when the hourly job runs) and the offer follows the hours.
    expect(await p2Times(wednesday)).toEqual(["06:00", "06:30", "21:00", "21:30"]);
    expect(await p2Times(wednesday, NOW, sixty)).toEqual(["06:00", "21:00"]);
    expect(await db.timeSlot.count({ where: { practitionerId: p2, date: dbDate(wednesday) } })).toBe(4);

    const [entry] = await auditOf("hours.update", p2);
    expect(entry).toMatchObject({ actorName: "owner-test", entityType: "practitioner" });
    expect(entry.summary).toBe(
      "Changed the working hours of Sam Evening: Wednesday 6:00 AM-7:00 AM, 9:00 PM-10:00 PM; Saturday 8:00 PM-9:00 PM.",
    );
    expect(entry.before).toMatchObject({ Monday: "Closed", Wednesday: "Closed" });
    expect(entry.after).toMatchObject({ Monday: "Closed", Wednesday: "6:00 AM-7:00 AM, 9:00 PM-10:00 PM", Saturday: "8:00 PM-9:00 PM" });
    expect(Object.keys(entry.after as object)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);

    // A hold on a new time works; after the hours move, a hold there is refused and the old rows are gone.
    const slot = await db.timeSlot.findFirstOrThrow({ where: { practitionerId: p2, date: dbDate(wednesday), startTime: "06:00" } });
    const user = await createUser();
    const hold = await holdWithConsent(user, request(slot, sixty), { now: NOW });
    expect(hold.status).toBe("pending");
    await db.appointment.update({ where: { id: hold.id }, data: { status: "cancelled", cancelReason: "test" } });

    await saveWorkingHours(
      actor,
      { practitionerId: p2, hours: week([3, "21:00", "22:00"], [6, "20:00", "21:00"]), acknowledged: [], cancel: [] },
      { now: NOW },
    );
    expect(await p2Times(wednesday)).toEqual(["21:00", "21:30"]);
    await expectAppError(holdWithConsent(await createUser(), request(slot, sixty), { now: NOW }), 409);
    // Unbooked rows outside the hours are pruned; the one an appointment used stays (its history).
    expect(
      await db.timeSlot.findMany({
        where: { practitionerId: p2, date: dbDate(wednesday) },
        select: { startTime: true },
        orderBy: { startTime: "asc" },
      }),
    ).toEqual([{ startTime: "06:00" }, { startTime: "21:00" }, { startTime: "21:30" }]);
  });

  it("hours on the days clocks change give the right UTC instants, midnight included", async () => {
    // Sundays: March 14 2027 (clocks spring forward at 02:00) and November 7 2027 (fall back at 02:00).
    const marchNow = new Date("2027-02-27T17:00:00Z"); // the window: March 6 to April 28
    await saveWorkingHours(
      actor,
      { practitionerId: p2, hours: week([0, "00:00", "04:00"], [0, "21:00", "24:00"]), acknowledged: [], cancel: [] },
      { now: marchNow },
    );
    const instants = async (date: string, now: Date) =>
      Object.fromEntries(
        (await getAvailableSlots({ date, now })).filter((s) => s.practitionerId === p2).map((s) => [s.startTime, s.startsAt]),
      );

    const before = await instants("2027-03-07", marchNow);
    expect(before["00:00"]).toBe("2027-03-07T05:00:00.000Z"); // EST, UTC-5
    expect(before["21:00"]).toBe("2027-03-08T02:00:00.000Z");
    expect(before["23:30"]).toBe("2027-03-08T04:30:00.000Z"); // ends at midnight: "24:00"

    const spring = await instants("2027-03-14", marchNow);
    expect(Object.keys(spring)).toEqual([
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "03:00",
      "03:30",
      "21:00",
      "21:30",
      "22:00",
      "22:30",
      "23:00",
      "23:30",
    ]);
    expect(spring["01:30"]).toBe("2027-03-14T06:30:00.000Z"); // still EST
    expect(spring["03:00"]).toBe("2027-03-14T07:00:00.000Z"); // EDT, UTC-4: 02:00-03:00 does not exist
    expect(spring["21:00"]).toBe("2027-03-15T01:00:00.000Z");

    const fallNow = new Date("2027-10-25T16:00:00Z");
    await saveWorkingHours(
      actor,
      { practitionerId: p2, hours: week([0, "00:00", "04:00"], [0, "21:00", "24:00"]), acknowledged: [], cancel: [] },
      { now: fallNow },
    );
    const fall = await instants("2027-11-07", fallNow);
    expect(fall["00:00"]).toBe("2027-11-07T04:00:00.000Z"); // EDT
    expect(fall["01:00"]).toBe("2027-11-07T05:00:00.000Z"); // the first 01:00 (EDT), offered once
    expect(fall["03:00"]).toBe("2027-11-07T08:00:00.000Z"); // EST, UTC-5
    expect(fall["21:00"]).toBe("2027-11-08T02:00:00.000Z");
    expect(Object.keys(fall).filter((t) => t.startsWith("01:"))).toEqual(["01:00", "01:30"]);

    // A 60-minute session that would run past midnight is not offered; one ending at 24:00 is.
    const sixtyMinutes = (await getAvailableSlots({ date: "2027-11-07", now: fallNow, serviceId: sixty }))
      .filter((s) => s.practitionerId === p2)
      .map((s) => s.startTime);
    expect(sixtyMinutes).toContain("23:00");
    expect(sixtyMinutes).not.toContain("23:30");
  });

  it("validates each interval with a message for its field; a client cannot save", async () => {
    await asAdmin();
    const put = (hours: unknown) => call(hoursRoute, { method: "PUT", body: { practitionerId: p2, hours } });
    const res = await put([
      { weekday: 1, start: "9:00", end: "12:00" },
      { weekday: 1, start: "13:00", end: "12:00" },
      { weekday: 2, start: "09:00", end: "12:00" },
      { weekday: 2, start: "11:00", end: "14:00" },
      { weekday: 3, start: "09:00", end: "09:15" },
      { weekday: 4, start: "24:00", end: "24:00" },
      { weekday: 5, start: "09:00", end: "25:00" },
      { weekday: 7, start: "09:00", end: "10:00" },
    ]);
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({
      "hours.0.start": AVAILABILITY_MESSAGES.start,
      "hours.1.end": AVAILABILITY_MESSAGES.endAfterStart,
      "hours.3.start": AVAILABILITY_MESSAGES.overlap("9:00 AM-12:00 PM"),
      "hours.4.end": AVAILABILITY_MESSAGES.tooShort,
      "hours.5.start": AVAILABILITY_MESSAGES.start,
      "hours.6.end": AVAILABILITY_MESSAGES.end,
      "hours.7.weekday": AVAILABILITY_MESSAGES.weekday,
    });
    const nine = Array.from({ length: 9 }, (_, i) => ({
      weekday: 1,
      start: `${String(8 + i).padStart(2, "0")}:00`,
      end: `${String(8 + i).padStart(2, "0")}:30`,
    }));
    expect((await put(nine)).json.fieldErrors).toEqual({ "hours.8.start": AVAILABILITY_MESSAGES.tooMany });
    expect((await call(hoursRoute, { method: "PUT", body: { practitionerId: 999999, hours: [] } })).status).toBe(404);
    // Touching intervals are fine; nothing was changed by the refused requests.
    expect((await getWeeklyHours(p2)).length).toBe(2);

    loginAs(await createUser());
    expect((await put([])).status).toBe(403);
    loginAs(null);
    expect((await put([])).status).toBe(401);
  });

  it("removing hours with live bookings: preview lists them, 409 unless named, then keep or cancel with a refund", async () => {
    await saveWorkingHours(
      actor,
      { practitionerId: p2, hours: week([3, "20:00", "22:00"], [4, "20:00", "22:00"]), acknowledged: [], cancel: [] },
      { now: NOW },
    );
    const wednesday = nthWeekday(earliestBookableDate(NOW), 3);
    const thursday = addDays(wednesday, 1);
    const paid = await book(p2, wednesday, "20:00");
    const hold = await book(p2, thursday, "21:00", { status: "pending" });
    const outside = await book(p2, nthWeekday(earliestBookableDate(NOW), 1), "10:00"); // already outside P2's hours: not this change's doing

    const removeBoth = week([3, "21:00", "22:00"]);
    const { conflicts } = await previewHoursChange({ practitionerId: p2, hours: removeBoth }, { now: NOW });
    expect(conflicts.map((c) => c.id)).toEqual([paid.id, hold.id]);
    expect(conflicts[0]).toMatchObject({
      date: wednesday,
      time: "20:00",
      status: "confirmed",
      clientFirstName: "Robin",
      payment: { status: "succeeded" },
    });
    expect(conflicts.map((c) => c.id)).not.toContain(outside.id);

    // Named none of them, or only one: refused, nothing changed.
    await expectAppError(
      saveWorkingHours(actor, { practitionerId: p2, hours: removeBoth, acknowledged: [], cancel: [] }, { now: NOW }),
      409,
      BOOKINGS_CHANGED,
    );
    await expectAppError(
      saveWorkingHours(actor, { practitionerId: p2, hours: removeBoth, acknowledged: [paid.id], cancel: [] }, { now: NOW }),
      409,
      BOOKINGS_CHANGED,
    );
    expect((await getWeeklyHours(p2)).length).toBe(2);

    const result = await saveWorkingHours(
      actor,
      { practitionerId: p2, hours: removeBoth, acknowledged: [paid.id, hold.id], cancel: [paid.id] },
      { now: NOW },
    );
    expect(result).toMatchObject({ kept: [hold.id], cancelled: [paid.id], failed: [] });
    const cancelled = await statusOf(paid.id);
    expect(cancelled).toMatchObject({ status: "cancelled", cancelReason: "cancelled_by_practice", payment: { refundStatus: "refunded" } });
    expect(cancelled.payment!.refundedCents).toBe(cancelled.payment!.amountCents);
    expect((await statusOf(hold.id)).status).toBe("pending");
    expect(await db.emailLog.count({ where: { appointmentId: paid.id, template: CANCELLATION_TEMPLATE } })).toBe(1);

    const [entry] = (await auditOf("hours.update", p2)).slice(-1);
    expect(entry.after).toMatchObject({ "Bookings kept": [`#${hold.id}`], "Bookings to cancel with refund": [`#${paid.id}`] });
    expect((await auditOf("appointment.cancel", paid.id))[0]).toMatchObject({ actorName: "owner-test" });
    expect(await auditOf("payment.refund", paid.id)).toHaveLength(1);
  });

  it("the API: preview and save by route, a client sees the new times in /api/time-slots at once", async () => {
    const admin = await asAdmin();
    const date = nthWeekday(earliestBookableDate(), 2); // a Tuesday in the real booking window
    const preview = await call(hoursPreviewRoute, { method: "POST", body: { practitionerId: p2, hours: week([2, "21:00", "23:00"]) } });
    expect(preview.status).toBe(200);
    expect(preview.json.conflicts.filter((c: { date: string }) => c.date >= practiceToday())).toEqual([]);
    const saved = await call(hoursRoute, {
      method: "PUT",
      body: {
        practitionerId: p2,
        hours: week([2, "21:00", "23:00"]),
        acknowledged: preview.json.conflicts.map((c: { id: number }) => c.id),
      },
    });
    expect(saved.status).toBe(200);
    expect((await auditOf("hours.update", p2)).at(-1)).toMatchObject({ actorId: admin.id, actorName: admin.username });

    const slots = await call(timeSlotsRoute, { url: `http://localhost/api/time-slots?date=${date}` });
    expect(slots.json.map((s: { startTime: string }) => s.startTime)).toEqual(expect.arrayContaining(["21:00", "21:30", "22:00", "22:30"]));
    const overview = await call(overviewRoute, { url: `http://localhost/api/admin/availability?practitionerId=${p2}` });
    expect(overview.json).toMatchObject({ practitionerId: p2, hours: week([2, "21:00", "23:00"]), timeOff: [] });
    expect(overview.json.practitioners).toEqual(expect.arrayContaining([{ id: p2, name: "Sam Evening" }]));
    loginAs(null);
  });
});

describe("time off", () => {
  afterEach(() => loginAs(null));

  it("a blocked day offers no times, leaves the month, refuses holds; its live bookings are kept when the owner says so", async () => {
    const friday = nthWeekday(earliestBookableDate(NOW), 5, 1);
    const a = await book(p1, friday, "10:00");
    const pending = await book(p1, friday, "14:00", { status: "pending" });
    const slot = await db.timeSlot.findFirst({ where: { practitionerId: p1, date: dbDate(friday), startTime: "16:00" } });
    expect(await times(friday)).toContain("16:00");
    expect((await getAvailableDates({ month: friday.slice(0, 7), now: NOW })).dates).toContain(friday);

    const preview = await previewTimeOff({ practitionerId: p1, from: friday, to: friday }, { now: NOW });
    expect(preview).toMatchObject({ days: [friday], alreadyOff: [] });
    expect(preview.conflicts.map((c) => c.id)).toEqual([a.id, pending.id]);

    // The request names nothing it was shown: refused, nothing blocked, nothing audited.
    await expectAppError(
      createTimeOff(actor, { practitionerId: p1, from: friday, to: friday, reason: null, acknowledged: [], cancel: [] }, { now: NOW }),
      409,
      BOOKINGS_CHANGED,
    );
    expect(await db.blockedDate.count({ where: { practitionerId: p1, date: dbDate(friday) } })).toBe(0);

    const result = await block(friday, friday, "Training course");
    expect(result).toEqual({
      timeOff: { from: friday, to: friday, days: 1, reason: "Training course" },
      kept: [a.id, pending.id],
      cancelled: [],
      failed: [],
    });
    expect((await statusOf(a.id)).status).toBe("confirmed");
    expect((await statusOf(pending.id)).status).toBe("pending");
    expect(await times(friday)).toEqual([]);
    expect((await getAvailableDates({ month: friday.slice(0, 7), now: NOW })).dates).not.toContain(friday);
    if (slot) await expectAppError(holdWithConsent(await createUser(), request(slot, sixty), { now: NOW }), 409);
    expect(await listTimeOff(p1, { now: NOW })).toContainEqual({ from: friday, to: friday, days: 1, reason: "Training course" });

    const entries = await db.auditEntry.findMany({
      where: { action: "timeoff.create", entityId: String(p1) },
      orderBy: { id: "desc" },
      take: 1,
    });
    expect(entries[0].summary).toMatch(/^Added time off for Maya Reyes: Friday, .* 2071: Training course\.$/);
    expect(entries[0].after).toEqual({
      "First day": friday,
      "Last day": friday,
      Days: 1,
      Reason: "Training course",
      "Bookings kept": [`#${a.id}`, `#${pending.id}`],
    });
    // The log shows the fields in the order they were written (json, not jsonb).
    expect((await listAuditEntries({ action: "timeoff.create", pageSize: 1 })).entries[0].changes.map((c) => c.field)).toEqual([
      "First day",
      "Last day",
      "Days",
      "Reason",
      "Bookings kept",
    ]);
  });

  it("cancelling the day's bookings refunds them in full, once, with the owner's Cancel (emails, audit)", async () => {
    const monday = nthWeekday(earliestBookableDate(NOW), 1, 2);
    const paid = await book(p1, monday, "09:00");
    const unpaid = await book(p1, monday, "15:00", { status: "pending", paid: false });
    const result = await block(monday, monday, null, [paid.id, unpaid.id]);
    expect(result).toMatchObject({ kept: [], cancelled: [paid.id, unpaid.id], failed: [] });
    const refunded = await statusOf(paid.id);
    expect(refunded).toMatchObject({
      status: "cancelled",
      payment: { refundStatus: "refunded", refundReason: "The practice cancelled the appointment." },
    });
    expect((await statusOf(unpaid.id)).status).toBe("cancelled");
    expect(await db.emailLog.count({ where: { appointmentId: paid.id, template: CANCELLATION_TEMPLATE } })).toBe(1);
    expect((await auditOf("payment.refund", paid.id)).map((e) => e.actorName)).toEqual(["owner-test"]);
    expect(await auditOf("appointment.cancel", unpaid.id)).toHaveLength(1);
  });

  it("409 when a booking appeared between the preview and the request", async () => {
    const tuesday = nthWeekday(earliestBookableDate(NOW), 2, 3);
    const { conflicts } = await previewTimeOff({ practitionerId: p1, from: tuesday, to: tuesday }, { now: NOW });
    expect(conflicts).toEqual([]);
    const late = await book(p1, tuesday, "11:00");
    const audited = await db.auditEntry.count({ where: { action: "timeoff.create" } });
    await expectAppError(
      createTimeOff(actor, { practitionerId: p1, from: tuesday, to: tuesday, reason: null, acknowledged: [], cancel: [] }, { now: NOW }),
      409,
      BOOKINGS_CHANGED,
    );
    expect(await db.blockedDate.count({ where: { practitionerId: p1, date: dbDate(tuesday) } })).toBe(0);
    expect(await db.auditEntry.count({ where: { action: "timeoff.create" } })).toBe(audited);
    expect((await statusOf(late.id)).status).toBe("confirmed");
  });

  it("a hold being inserted while the owner blocks its day is waited for and seen (409), never missed", async () => {
    const wednesday = nthWeekday(earliestBookableDate(NOW), 3, 5);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    // A hold's transaction as createPendingAppointment runs it: the day's lock, then the insert, then commit.
    const hold = db.$transaction(async (tx) => {
      await lockPractitionerDays(tx, p1, [wednesday]);
      locked();
      const startsAt = zonedInstant(wednesday, "10:00")!;
      const a = await tx.appointment.create({
        data: {
          userId: clientId,
          serviceId: sixty,
          practitionerId: p1,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3_600_000),
          status: "pending",
          holdExpiresAt: new Date(NOW.getTime() + 30 * 60_000),
          isVirtual: true,
          priceCents: 100,
          clientFirstName: "In",
          clientLastName: "Flight",
          clientEmail: "in.flight@example.com",
          clientPhone: "8285550112",
        },
      });
      await released;
      return a;
    });
    await lockTaken;
    const blocking = createTimeOff(
      actor,
      { practitionerId: p1, from: wednesday, to: wednesday, reason: null, acknowledged: [], cancel: [] },
      { now: NOW },
    );
    const settled = blocking.then(
      () => "saved",
      () => "refused",
    );
    // The owner's save waits for the hold's day lock rather than reading around it.
    expect(await Promise.race([settled, new Promise((r) => setTimeout(() => r("waiting"), 500))])).toBe("waiting");
    release();
    const inFlight = await hold;
    await expectAppError(blocking, 409, BOOKINGS_CHANGED);
    expect(await db.blockedDate.count({ where: { practitionerId: p1, date: dbDate(wednesday) } })).toBe(0);
    expect((await statusOf(inFlight.id)).status).toBe("pending");
  });

  it("a hold whose checks ran just before the owner blocked its day is refused when it reaches the day's lock (409)", async () => {
    const thursday = nthWeekday(earliestBookableDate(NOW), 4, 6);
    await ensureTimeSlots({ from: NOW });
    const slot = await db.timeSlot.findFirstOrThrow({ where: { practitionerId: p1, date: dbDate(thursday), startTime: "10:00" } });
    const user = await createUser();
    // The owner's save commits after the hold's friendly checks and before its transaction starts.
    let raced = false;
    const transaction = vi.spyOn(db, "$transaction").mockImplementationOnce(async (...args: unknown[]) => {
      transaction.mockRestore();
      await block(thursday);
      raced = true;
      return (db.$transaction as (...a: unknown[]) => unknown)(...args);
    });
    await expectAppError(holdWithConsent(user, request(slot, sixty), { now: NOW }), 409);
    expect(raced).toBe(true);
    expect(await db.appointment.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a range: days already off stay as they are, the list joins the days, delete opens them again", async () => {
    const from = nthWeekday(earliestBookableDate(NOW), 1, 4);
    const to = addDays(from, 4);
    await block(addDays(from, 2), addDays(from, 2), "Dentist");
    const preview = await previewTimeOff({ practitionerId: p1, from, to }, { now: NOW });
    expect(preview).toMatchObject({ days: [from, addDays(from, 1), addDays(from, 3), to], alreadyOff: [addDays(from, 2)] });
    const result = await block(from, to, "Vacation");
    expect(result.timeOff).toEqual({ from, to, days: 4, reason: "Vacation" });
    const list = await listTimeOff(p1, { now: NOW });
    expect(list.filter((r) => r.from >= from && r.to <= to)).toEqual([
      { from, to: addDays(from, 1), days: 2, reason: "Vacation" },
      { from: addDays(from, 2), to: addDays(from, 2), days: 1, reason: "Dentist" },
      { from: addDays(from, 3), to, days: 2, reason: "Vacation" },
    ]);
    await expectAppError(
      createTimeOff(actor, { practitionerId: p1, from, to, reason: null, acknowledged: [], cancel: [] }, { now: NOW }),
      400,
      AVAILABILITY_MESSAGES.alreadyOff,
    );

    expect(await times(from)).toEqual([]);
    expect(await deleteTimeOff(actor, { practitionerId: p1, from, to }, { now: NOW })).toEqual({ removed: 5 });
    expect(await times(from)).toContain("09:00");
    const [removed] = await db.auditEntry.findMany({
      where: { action: "timeoff.delete", entityId: String(p1) },
      orderBy: { id: "desc" },
      take: 1,
    });
    expect(removed.before).toEqual({ "First day": from, "Last day": to, Days: 5, Reason: "Vacation, Dentist" });
    expect(removed.summary).toContain("Those days can be booked again.");
    await expectAppError(deleteTimeOff(actor, { practitionerId: p1, from, to }, { now: NOW }), 404);
  });

  it("the API validates the range and the choice, and reflects the block in /api/availability and /api/time-slots at once", async () => {
    await asAdmin();
    const post = (body: object) => call(timeOffRoute, { method: "POST", body: { practitionerId: p1, ...body } });
    const today = practiceToday();
    expect((await post({ from: addDays(today, -1) })).json.fieldErrors).toEqual({ from: AVAILABILITY_MESSAGES.pastStart });
    expect((await post({ from: addDays(today, 10), to: addDays(today, 9) })).json.fieldErrors).toEqual({
      to: AVAILABILITY_MESSAGES.toBeforeFrom,
    });
    expect((await post({ from: addDays(today, 10), to: addDays(today, 400) })).json.fieldErrors).toEqual({
      to: AVAILABILITY_MESSAGES.tooLong,
    });
    expect((await post({ from: "2071-02-30" })).json.fieldErrors).toEqual({ from: AVAILABILITY_MESSAGES.from });
    expect((await post({ from: addDays(today, 10), reason: "x".repeat(201) })).json.fieldErrors).toEqual({
      reason: AVAILABILITY_MESSAGES.reason,
    });
    expect((await post({ from: addDays(today, 10), acknowledged: [1], cancel: [2] })).json.fieldErrors).toEqual({
      cancel: AVAILABILITY_MESSAGES.cancelNotShown,
    });

    // A bookable day in the real window (P2 has no Thursday hours): it leaves the month and the day's times.
    const thursday = nthWeekday(earliestBookableDate(), 4, 1);
    const month = thursday.slice(0, 7);
    expect((await call(availabilityRoute, { url: `http://localhost/api/availability?month=${month}` })).json.dates).toContain(thursday);
    const preview = await call(timeOffPreviewRoute, { method: "POST", body: { practitionerId: p1, from: thursday } });
    expect(preview.json).toMatchObject({ days: [thursday], alreadyOff: [] });
    const saved = await post({
      from: thursday,
      reason: "Conference",
      acknowledged: preview.json.conflicts.map((c: { id: number }) => c.id),
    });
    expect(saved.status).toBe(200);
    p1Blocked.push(thursday);
    expect(saved.json.timeOff).toEqual({ from: thursday, to: thursday, days: 1, reason: "Conference" });
    expect((await call(availabilityRoute, { url: `http://localhost/api/availability?month=${month}` })).json.dates).not.toContain(thursday);
    expect((await call(timeSlotsRoute, { url: `http://localhost/api/time-slots?date=${thursday}` })).json).toEqual([]);

    const removed = await call(timeOffDeleteRoute, { method: "DELETE", body: { practitionerId: p1, from: thursday } });
    expect(removed.json).toEqual({ removed: 1 });
    expect((await call(availabilityRoute, { url: `http://localhost/api/availability?month=${month}` })).json.dates).toContain(thursday);
    expect((await call(timeSlotsRoute, { url: `http://localhost/api/time-slots?date=${thursday}` })).json.length).toBeGreaterThan(0);

    loginAs(await createUser());
    expect((await post({ from: thursday })).status).toBe(403);
  });
});

describe("public holidays", () => {
  it("lists the US federal holidays in the booking window from date-holidays", () => {
    expect(federalHolidays("2026-11-01", "2027-01-31")).toEqual([
      { date: "2026-11-11", name: "Veterans Day" },
      { date: "2026-11-26", name: "Thanksgiving Day" },
      { date: "2026-12-25", name: "Christmas Day" },
      { date: "2027-01-01", name: "New Year's Day" },
      { date: "2027-01-18", name: "Martin Luther King Jr. Day" },
    ]);
  });

  it("Christmas Day is bookable until the owner closes it with one click, through the same conflict flow", async () => {
    const now = new Date("2026-12-01T15:00:00Z");
    const holidays = await upcomingHolidays(p1, { now });
    expect(holidays.map((h) => h.date)).toEqual(federalHolidays(practiceToday(now), latestBookableDate(now)).map((h) => h.date));
    expect(holidays).toContainEqual({ date: "2026-12-25", name: "Christmas Day", closed: false, reason: null });
    expect(await times("2026-12-25", now)).toContain("10:00");

    const christmasBooking = await book(p1, "2026-12-25", "12:00");
    const { conflicts } = await previewTimeOff({ practitionerId: p1, from: "2026-12-25", to: "2026-12-25" }, { now });
    expect(conflicts.map((c) => c.id)).toContain(christmasBooking.id);
    await expectAppError(
      closeHoliday(actor, { practitionerId: p1, date: "2026-12-25", acknowledged: [], cancel: [] }, { now }),
      409,
      BOOKINGS_CHANGED,
    );
    const closed = await closeHoliday(
      actor,
      { practitionerId: p1, date: "2026-12-25", acknowledged: conflicts.map((c) => c.id), cancel: [christmasBooking.id] },
      { now },
    );
    p1Blocked.push("2026-12-25");
    expect(closed).toMatchObject({
      timeOff: { from: "2026-12-25", to: "2026-12-25", days: 1, reason: "Christmas Day" },
      cancelled: [christmasBooking.id],
    });
    expect(await times("2026-12-25", now)).toEqual([]);
    expect(await upcomingHolidays(p1, { now })).toContainEqual({
      date: "2026-12-25",
      name: "Christmas Day",
      closed: true,
      reason: "Christmas Day",
    });
    const [entry] = await db.auditEntry.findMany({
      where: { action: "holiday.close", entityId: String(p1) },
      orderBy: { id: "desc" },
      take: 1,
    });
    expect(entry.summary).toBe("Closed Friday, December 25, 2026 for Christmas Day (Maya Reyes).");

    await expectAppError(
      closeHoliday(actor, { practitionerId: p1, date: "2026-12-24", acknowledged: [], cancel: [] }, { now }),
      400,
      AVAILABILITY_MESSAGES.notHoliday,
    );
    await deleteTimeOff(SYSTEM_ACTOR, { practitionerId: p1, from: "2026-12-25", to: "2026-12-25" }, { now });
    expect(await times("2026-12-25", now)).toContain("10:00");
  });

  it("the close route: admin only, a date that is not a holiday is a 400", async () => {
    await asAdmin();
    const res = await call(holidayRoute, { method: "POST", body: { practitionerId: p1, date: "2026-12-24" } });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({ date: AVAILABILITY_MESSAGES.notHoliday });
    loginAs(await createUser());
    expect((await call(holidayRoute, { method: "POST", body: { practitionerId: p1, date: "2026-12-25" } })).status).toBe(403);
    loginAs(null);
  });
});
