import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { UserAppointmentDTO } from "@/lib/accounts/appointment-types";
import { getAdminAppointment } from "@/lib/admin/appointments";
import { listAppointmentEmails } from "@/lib/admin/emails";
import { CHANGE_MESSAGES, cancellationPolicy, changeDeadline } from "@/lib/booking/policy";
import { cancelOwnAppointment } from "@/lib/appointments/cancel";
import { rescheduleAppointment } from "@/lib/appointments/reschedule";
import { LEAD_TIME_MESSAGE, earliestBookableDate, addDays } from "@/lib/booking/dates";
import { syncRemindersForAppointment } from "@/lib/reminders/schedule";
import { joinPageUrl } from "@/lib/booking/links";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { formatPrice } from "@/lib/format";
import { RefundFailedError } from "@/lib/payments/provider";
import { testProvider } from "@/lib/payments/test-provider";
import { siteConfig } from "@/lib/site-config";
import { call, createUser } from "../../support/api";
import { startResendStandIn, type ResendStandIn } from "../../support/resend-stand-in";
import { loginAs } from "../../support/session";
import { icsUtc, parseIcs } from "../payments/helpers";
import { bookConfirmed, clientWithBooking, freeSlots, holdBySomeoneElse, liveAt, moveTo } from "./self-service-helpers";

// Clients reschedule and cancel their own bookings: only their own, only within the
// policy, atomically (never both times held, never neither), refunded once, with reminders,
// calendar updates and emails following. Emails go over the real transport to a Resend stand-in.

const events = vi.hoisted(() => ({ sent: [] as { name: string; id?: string; data: Record<string, unknown> }[] }));
vi.mock("@/inngest/client", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/inngest/client")>();
  return {
    ...original,
    sendEvent: async (payload: (typeof events.sent)[number] | (typeof events.sent)[number][]) => {
      events.sent.push(...([] as (typeof events.sent)[number][]).concat(payload));
      return { sent: true };
    },
  };
});

const { POST: rescheduleRoute } = await import("@/app/api/appointments/[id]/reschedule/route");
const { POST: cancelRoute } = await import("@/app/api/appointments/[id]/cancel/route");
const { GET: consentRoute } = await import("@/app/api/appointments/[id]/consent/route");
const { GET: calendarRoute } = await import("@/app/api/appointments/[id]/calendar/route");
const { GET: listRoute } = await import("@/app/api/user/appointments/route");
const { PATCH: adminStatusRoute } = await import("@/app/api/admin/appointments/[id]/status/route");

const HOUR = 3_600_000;
const reschedule = (id: number, body: unknown) => call(rescheduleRoute, { method: "POST", params: { id: String(id) }, body });
const cancel = (id: number) => call(cancelRoute, { method: "POST", params: { id: String(id) }, body: {} });

let resend: ResendStandIn;
const saved = { key: env.RESEND_API_KEY, base: process.env.RESEND_BASE_URL, owner: env.OWNER_NOTIFICATIONS };

beforeAll(async () => {
  resend = await startResendStandIn();
  process.env.RESEND_BASE_URL = resend.url;
  env.RESEND_API_KEY = "re_stand_in_key";
});
afterEach(() => {
  loginAs(null);
  vi.restoreAllMocks();
  env.OWNER_NOTIFICATIONS = saved.owner;
  events.sent.length = 0;
});
afterAll(async () => {
  env.RESEND_API_KEY = saved.key;
  process.env.RESEND_BASE_URL = saved.base;
  await resend.close();
});

const deliveredTo = (to: string) => resend.delivered.filter((e) => ([] as string[]).concat(e.body.to).includes(to));
/** The owner's notices about one appointment. */
const ownerNotices = (id: number) => deliveredTo(env.OWNER_EMAIL).filter((e) => e.body.text.includes(`#${id}`));
const icsOf = (email: (typeof resend.delivered)[number]) => {
  const attachment = email.body.attachments!.find((a) => a.filename.endsWith(".ics"))!;
  const text = Buffer.from(attachment.content, "base64").toString("utf8");
  return { text, contentType: attachment.content_type, event: parseIcs(text)[0] };
};
const uidOf = (id: number) => `appointment-${id}@${new URL(siteConfig.url).hostname}`;

/** What must not change when a request is refused. */
const snapshot = async (id: number) => {
  const a = await db.appointment.findUniqueOrThrow({ where: { id }, include: { payment: true } });
  return {
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    timeSlotId: a.timeSlotId,
    status: a.status,
    sequence: a.sequence,
    rescheduledFrom: a.rescheduledFrom,
    refund: a.payment?.refundStatus ?? null,
  };
};

describe("POST /api/appointments/{id}/reschedule", () => {
  it("moves the client's booking to the new time in place: same appointment, old time free, reminders, calendar and emails follow", async () => {
    const [from, to] = await freeSlots(2);
    const { user, booking } = await clientWithBooking(from);
    await db.user.update({ where: { id: user.id }, data: { timeZone: "America/Los_Angeles" } });
    await syncRemindersForAppointment(booking.id);
    // As if the 24-hour reminder had gone out already (about the old time).
    await db.reminder.updateMany({
      where: { appointmentId: booking.id, reminderType: "24hours" },
      data: { status: "sent", sentAt: new Date() },
    });
    events.sent.length = 0;

    loginAs(user);
    const res = await reschedule(booking.id, moveTo(to));
    expect(res.status, res.text).toBe(200);
    const dto: UserAppointmentDTO = res.json.appointment;
    expect(dto).toMatchObject({
      id: booking.id,
      status: "confirmed",
      startsAt: to.startsAt,
      date: to.date,
      time: to.startTime,
      rescheduledFrom: from.startsAt,
      paymentComplete: true,
      amountCents: booking.payment!.amountCents,
      change: { canChange: true, reason: null, deadline: changeDeadline(to.startsAt).toISOString() },
      calendarUrl: `/api/appointments/${booking.id}/calendar`,
    });

    // Updated in place: the same row, the new slot, the sequence raised; no new payment.
    const row = await db.appointment.findUniqueOrThrow({ where: { id: booking.id }, include: { payment: true } });
    expect(row).toMatchObject({
      timeSlotId: to.id,
      sequence: 1,
      rescheduledFrom: new Date(from.startsAt),
      rescheduledAt: expect.any(Date),
    });
    expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(booking.service.duration * 60_000);
    expect(row.payment).toMatchObject({ id: booking.payment!.id, status: "succeeded", refundStatus: "none" });
    expect(await db.payment.count({ where: { appointmentId: booking.id } })).toBe(1);

    // The old time is free at once: someone else can hold it.
    await expect(holdBySomeoneElse(from)).resolves.toMatchObject({ status: "pending" });

    // Reminders moved to the new time (the one sent about the old time is planned again), and
    // their runs were announced with the new times.
    const reminders = await db.reminder.findMany({
      where: { appointmentId: booking.id, status: "pending" },
      orderBy: { reminderType: "asc" },
    });
    expect(reminders.map((r) => [r.reminderType, r.scheduledFor.toISOString()])).toEqual([
      ["1hour", new Date(new Date(to.startsAt).getTime() - HOUR).toISOString()],
      ["24hours", new Date(new Date(to.startsAt).getTime() - 24 * HOUR).toISOString()],
    ]);
    const announced = events.sent.filter((e) => e.name === "reminders/scheduled").map((e) => e.data.scheduledFor);
    expect(announced.sort()).toEqual(reminders.map((r) => r.scheduledFor.toISOString()).sort());

    // The .ics download: the same UID at the new time with the raised SEQUENCE.
    const download = await call(calendarRoute, { params: { id: String(booking.id) } });
    const [file] = parseIcs(download.text);
    expect(file).toMatchObject({ UID: uidOf(booking.id), SEQUENCE: "1" });
    expect(icsUtc(file.DTSTART).toISOString()).toBe(to.startsAt);

    // The client's email: old and new time (their zone first, the practice's too), the calendar
    // update (REQUEST, same UID, higher SEQUENCE), the video link and the policy.
    const [mail] = deliveredTo(booking.clientEmail);
    expect(mail.idempotencyKey).toBe(`reschedule/${booking.id}/1`);
    expect(mail.body.subject).toMatch(/^Rescheduled: Clinical Hypnotherapy \(Virtual\) on /);
    expect(mail.body.text).toMatch(/New time: \d{1,2}:\d\d [AP]M PST \(\d{1,2}:\d\d [AP]M EST at the practice\)/);
    expect(mail.body.text).toMatch(/Previously: \w+day, \w+ \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M PST/);
    // The same join page as before: it leads to the room for the new time.
    expect(mail.body.text).toContain(joinPageUrl(booking.id));
    expect(mail.body.text).toContain(cancellationPolicy());
    expect(mail.body.text).toContain(`${siteConfig.url}/appointments`);
    const ics = icsOf(mail);
    expect(ics.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(ics.text).toContain("\r\nMETHOD:REQUEST\r\n");
    expect(ics.event).toMatchObject({ UID: uidOf(booking.id), SEQUENCE: "1", STATUS: "CONFIRMED" });
    expect(icsUtc(ics.event.DTSTART).toISOString()).toBe(to.startsAt);
    expect(ics.event.ATTENDEE).toContain(booking.clientEmail);

    // The owner's notice: the new time and the previous one.
    const [notice] = ownerNotices(booking.id);
    expect(notice.idempotencyKey).toBe(`owner-rescheduled/${booking.id}/1`);
    expect(notice.body.subject).toMatch(/^Rescheduled: Casey Client, Clinical Hypnotherapy \(Virtual\) on /);
    expect(notice.body.text).toMatch(/Previously: \w+day, \w+ \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M E[SD]T/);
    // It opens the appointment itself and moves the event in her calendar: her copy (named after
    // the client), the same UID with the raised SEQUENCE, at the new time.
    expect(notice.body.text).toContain(`${siteConfig.url}/admin/dashboard?appointment=${booking.id}`);
    const ownerIcs = icsOf(notice);
    expect(ownerIcs.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(ownerIcs.event).toMatchObject({ UID: uidOf(booking.id), SEQUENCE: "1", STATUS: "CONFIRMED" });
    expect(ownerIcs.event.SUMMARY).toBe("Clinical Hypnotherapy (Virtual) with Casey Client");
    expect(icsUtc(ownerIcs.event.DTSTART).toISOString()).toBe(to.startsAt);

    // The owner sees it in the admin, with both emails in the appointment's email log.
    expect(await getAdminAppointment(booking.id)).toMatchObject({
      rescheduledFrom: from.startsAt,
      rescheduledAt: expect.any(String),
      cancelledBy: null,
    });
    expect((await listAppointmentEmails(booking.id)).map((e) => e.label).sort()).toEqual([
      "Reschedule Confirmation",
      "Rescheduled Notice (to You)",
    ]);
  });

  it("moves again later: a second move raises the sequence again and keeps only the latest previous time", async () => {
    const [a, b, c] = await freeSlots(3);
    const { user, booking } = await clientWithBooking(a);
    loginAs(user);
    expect((await reschedule(booking.id, moveTo(b))).status).toBe(200);
    const res = await reschedule(booking.id, moveTo(c));
    expect(res.status).toBe(200);
    expect(res.json.appointment).toMatchObject({ startsAt: c.startsAt, rescheduledFrom: b.startsAt });
    expect((await db.appointment.findUniqueOrThrow({ where: { id: booking.id } })).sequence).toBe(2);
    expect(deliveredTo(booking.clientEmail).map((m) => m.idempotencyKey)).toEqual([
      `reschedule/${booking.id}/1`,
      `reschedule/${booking.id}/2`,
    ]);
    expect(icsOf(deliveredTo(booking.clientEmail)[1]).event.SEQUENCE).toBe("2");
  });

  it("answers 404 for another client's booking (and for an unknown one), changing nothing", async () => {
    const [from, to] = await freeSlots(2);
    const { booking } = await clientWithBooking(from);
    loginAs(await createUser());
    const before = await snapshot(booking.id);
    const res = await reschedule(booking.id, moveTo(to));
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Appointment not found.");
    expect((await reschedule(999_999_999, moveTo(to))).json.message).toBe("Appointment not found.");
    expect(await snapshot(booking.id)).toEqual(before);
    // An admin goes through the admin's routes: here they are not the booking's client either.
    loginAs(await createUser({ isAdmin: true }));
    expect((await reschedule(booking.id, moveTo(to))).status).toBe(404);
  });

  it("refuses pending holds, completed and cancelled bookings (409)", async () => {
    const slots = await freeSlots(4);
    const target = slots[3];
    for (const [status, message] of [
      ["pending", CHANGE_MESSAGES.notConfirmed],
      ["completed", CHANGE_MESSAGES.notConfirmed],
      ["cancelled", CHANGE_MESSAGES.alreadyCancelled],
    ] as const) {
      const { user, booking } = await clientWithBooking(slots[["pending", "completed", "cancelled"].indexOf(status)], { status });
      loginAs(user);
      const before = await snapshot(booking.id);
      const res = await reschedule(booking.id, moveTo(target));
      expect([status, res.status, res.json.message]).toEqual([status, 409, message]);
      expect(await snapshot(booking.id)).toEqual(before);
    }
  });

  it("follows the wizard's rules for the new time: lead time, a real slot of that date, free, not the same time", async () => {
    const [from, to, taken] = await freeSlots(3);
    const { user, booking } = await clientWithBooking(from);
    await bookConfirmed(await createUser(), taken);
    loginAs(user);
    const before = await snapshot(booking.id);

    const tooSoon = await reschedule(booking.id, { ...moveTo(to), date: addDays(earliestBookableDate(), -1) });
    expect([tooSoon.status, tooSoon.json.message]).toEqual([400, LEAD_TIME_MESSAGE]);
    const mismatch = await reschedule(booking.id, { ...moveTo(to), time: to.startTime === "10:00" ? "11:00" : "10:00" });
    expect([mismatch.status, mismatch.json.message]).toEqual([
      400,
      "The selected time does not match the chosen date. Please choose the time again.",
    ]);
    const noSlot = await reschedule(booking.id, { ...moveTo(to), timeSlotId: 999_999_999 });
    expect([noSlot.status, noSlot.json.message]).toEqual([409, "This time is no longer available. Please choose another time."]);
    const occupied = await reschedule(booking.id, moveTo(taken));
    expect([occupied.status, occupied.json.message]).toEqual([409, CHANGE_MESSAGES.timeTaken]);
    const same = await reschedule(booking.id, moveTo(from));
    expect([same.status, same.json.message]).toEqual([400, CHANGE_MESSAGES.sameTime]);
    const missing = await reschedule(booking.id, { date: to.date });
    expect(missing.status).toBe(400);

    expect(await snapshot(booking.id)).toEqual(before);
    expect(deliveredTo(booking.clientEmail)).toEqual([]);
  });

  it("refuses a blocked date and a time whose session would run past closing (409)", async () => {
    const [from, to] = await freeSlots(2);
    const { user, booking } = await clientWithBooking(from);
    loginAs(user);
    const blocked = await db.blockedDate.create({
      data: { practitionerId: to.practitionerId, date: new Date(`${to.date}T00:00:00Z`), reason: "test" },
    });
    try {
      const res = await reschedule(booking.id, moveTo(to));
      expect([res.status, res.json.message]).toEqual([409, "This time is no longer available. Please choose another time."]);
    } finally {
      await db.blockedDate.delete({ where: { id: blocked.id } });
    }
    // The day's last start time: a 60-minute session there would run past closing.
    const last = await db.timeSlot.findFirstOrThrow({
      where: { practitionerId: to.practitionerId, date: new Date(`${to.date}T00:00:00Z`) },
      orderBy: { startsAt: "desc" },
    });
    const late = await reschedule(booking.id, { date: to.date, time: last.startTime, timeSlotId: last.id });
    expect([late.status, late.json.message]).toEqual([409, "This time is no longer available. Please choose another time."]);
    expect(await snapshot(booking.id)).toMatchObject({ startsAt: new Date(from.startsAt), sequence: 0 });
  });

  it("a day the owner closes after the friendly checks and before the move's locks: refused (409), the booking unchanged", async () => {
    const [from, to] = await freeSlots(2);
    const { user, booking } = await clientWithBooking(from);
    let blockedId: number | undefined;
    // The owner's time off commits between the checks and the move's transaction.
    const transaction = vi.spyOn(db, "$transaction").mockImplementationOnce(async (...args: unknown[]) => {
      transaction.mockRestore();
      blockedId = (
        await db.blockedDate.create({ data: { practitionerId: to.practitionerId, date: new Date(`${to.date}T00:00:00Z`), reason: "test" } })
      ).id;
      return (db.$transaction as (...a: unknown[]) => unknown)(...args);
    });
    try {
      const refused = await rescheduleAppointment(user, booking.id, moveTo(to)).catch((e: AppError) => e);
      expect(blockedId).toBeDefined();
      expect(refused).toMatchObject({ status: 409, message: "This time is no longer available. Please choose another time." });
      expect(await snapshot(booking.id)).toMatchObject({ startsAt: new Date(from.startsAt), sequence: 0 });
    } finally {
      if (blockedId) await db.blockedDate.delete({ where: { id: blockedId } });
    }
  });

  it("past the cutoff answers 409 with the policy and the practice's contacts; exactly at the deadline is still allowed", async () => {
    const [from, later] = await freeSlots(2);
    const { user, booking } = await clientWithBooking(from);
    const deadline = changeDeadline(booking.startsAt);
    const justAfter = new Date(deadline.getTime() + 1);
    // The lead time of the new date is counted from the same "now".
    const refused = await rescheduleAppointment(user, booking.id, moveTo(later), { now: justAfter }).catch((e: AppError) => e);
    expect(refused).toMatchObject({ status: 409, message: CHANGE_MESSAGES.cutoffPassed() });
    expect(CHANGE_MESSAGES.cutoffPassed()).toContain(siteConfig.phone);
    expect(await snapshot(booking.id)).toMatchObject({ startsAt: booking.startsAt, sequence: 0 });

    // At the deadline to the millisecond: allowed (the new time is chosen by the wizard's rules as of then).
    const laterSlots = await freeSlots(1, { now: deadline, fromDate: earliestBookableDate(deadline) });
    const moved = await rescheduleAppointment(user, booking.id, moveTo(laterSlots[0]), { now: deadline });
    expect(moved).toMatchObject({ startsAt: laterSlots[0].startsAt, rescheduledFrom: from.startsAt });
  });
});

describe("a reschedule under concurrency (real PostgreSQL)", () => {
  const embedded = process.env.TEST_DATABASE_KIND === "embedded";

  it.skipIf(embedded)(
    "two clients moving into the same time at once: exactly one wins, the other keeps their booking unchanged",
    async () => {
      for (let round = 0; round < 5; round++) {
        const [a, b, target] = await freeSlots(3);
        const first = await clientWithBooking(a);
        const second = await clientWithBooking(b);
        const before = { first: await snapshot(first.booking.id), second: await snapshot(second.booking.id) };
        const results = await Promise.allSettled([
          rescheduleAppointment(first.user, first.booking.id, moveTo(target)),
          rescheduleAppointment(second.user, second.booking.id, moveTo(target)),
        ]);
        const won = results.filter((r) => r.status === "fulfilled");
        const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
        expect(won).toHaveLength(1);
        expect(lost.map((r) => [r.reason.status, r.reason.message])).toEqual([[409, CHANGE_MESSAGES.timeTaken]]);
        const loser = results[0].status === "rejected" ? "first" : "second";
        expect(await snapshot((loser === "first" ? first : second).booking.id)).toEqual(before[loser]);
        expect(await liveAt(target)).toBe(1);
        // The winner's old time is free; the loser still holds theirs.
        expect(await liveAt(loser === "first" ? a : b)).toBe(1);
        expect(await liveAt(loser === "first" ? b : a)).toBe(0);
      }
    },
  );

  it.skipIf(embedded)("a new hold racing a reschedule into the same time: exactly one gets it", async () => {
    for (let round = 0; round < 5; round++) {
      const [a, target] = await freeSlots(2);
      const { user, booking } = await clientWithBooking(a);
      const before = await snapshot(booking.id);
      const [moved, held] = await Promise.allSettled([rescheduleAppointment(user, booking.id, moveTo(target)), holdBySomeoneElse(target)]);
      expect([moved.status, held.status].sort()).toEqual(["fulfilled", "rejected"]);
      expect(await liveAt(target)).toBe(1);
      if (moved.status === "rejected") {
        expect(moved.reason).toMatchObject({ status: 409, message: CHANGE_MESSAGES.timeTaken });
        expect(await snapshot(booking.id)).toEqual(before);
        expect(await liveAt(a)).toBe(1);
      } else {
        expect((held as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
        expect(await liveAt(a)).toBe(0);
      }
    }
  });
});

describe("a reschedule across a daylight-saving change", () => {
  it("keeps the local wall-clock times right: EST before, EDT after, in the emails, the .ics and the reminders", async () => {
    // "Now" is March 1, 2027; clocks spring forward on March 14. From 10:00 EST on a weekday before, to 10:00 EDT after.
    const now = new Date("2027-03-01T15:00:00Z");
    const before = (await freeSlots(1, { now, fromDate: "2027-03-09" }))[0];
    const after = (await freeSlots(1, { now, fromDate: "2027-03-16" }))[0];
    expect(before.date < "2027-03-14" && after.date > "2027-03-14").toBe(true);
    const { user, booking } = await clientWithBooking(before);
    await syncRemindersForAppointment(booking.id, now);

    const moved = await rescheduleAppointment(user, booking.id, moveTo(after), { now });
    expect(moved).toMatchObject({ time: after.startTime, date: after.date, startsAt: after.startsAt });
    const reminder = await db.reminder.findFirstOrThrow({
      where: { appointmentId: booking.id, reminderType: "24hours", status: "pending" },
    });
    expect(reminder.scheduledFor.getTime()).toBe(new Date(after.startsAt).getTime() - 24 * HOUR);

    const [mail] = deliveredTo(booking.clientEmail);
    const h12 = (hhmm: string) => {
      const [h, m] = hhmm.split(":").map(Number);
      return `${h % 12 || 12}:${String(m).padStart(2, "0")} ${h >= 12 ? "PM" : "AM"}`;
    };
    expect(mail.body.text).toContain(`New time: ${h12(after.startTime)} EDT`);
    expect(mail.body.text).toMatch(new RegExp(`Previously: \\w+day, March \\d{1,2}, 2027, ${h12(before.startTime)} EST`));
    expect(icsUtc(icsOf(mail).event.DTSTART).toISOString()).toBe(after.startsAt);
  });
});

describe("POST /api/appointments/{id}/cancel", () => {
  it("cancels the client's paid booking: refunded in full once, time freed, reminders stopped, both emailed", async () => {
    const [slot] = await freeSlots(1);
    const { user, booking } = await clientWithBooking(slot);
    await syncRemindersForAppointment(booking.id);
    const refund = vi.spyOn(testProvider, "refund");

    loginAs(user);
    const res = await cancel(booking.id);
    expect(res.status, res.text).toBe(200);
    const amount = booking.payment!.amountCents;
    expect(res.json.appointment).toMatchObject({
      id: booking.id,
      status: "cancelled",
      cancelledBy: "client",
      cancelledAt: expect.any(String),
      refund: { amountCents: amount, refundedAt: expect.any(String) },
      change: { canChange: false, reason: "not_confirmed" },
      calendarUrl: null,
      upcoming: false,
      receiptUrl: `/api/appointments/${booking.id}/receipt`,
    });
    expect(refund).toHaveBeenCalledTimes(1);
    const row = await db.appointment.findUniqueOrThrow({ where: { id: booking.id }, include: { payment: true } });
    expect(row).toMatchObject({ status: "cancelled", cancelReason: "cancelled_by_client", sequence: 1, holdExpiresAt: null });
    expect(row.payment).toMatchObject({
      refundStatus: "refunded",
      refundedCents: amount,
      refundReason: "The client cancelled the appointment.",
    });
    expect(await db.reminder.count({ where: { appointmentId: booking.id, status: "pending" } })).toBe(0);
    expect(events.sent).toContainEqual(expect.objectContaining({ name: "reminders/cancelled", data: { appointmentId: booking.id } }));
    await expect(holdBySomeoneElse(slot)).resolves.toMatchObject({ status: "pending" });

    const [mail] = deliveredTo(booking.clientEmail);
    expect(mail.body.subject).toMatch(/^Cancelled: Clinical Hypnotherapy \(Virtual\) on /);
    expect(mail.body.text).toContain("as you asked, we have cancelled your session");
    expect(mail.body.text).toContain(`We have refunded ${formatPrice(amount)} in full`);
    const ics = icsOf(mail);
    expect(ics.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(ics.text).toContain("\r\nMETHOD:CANCEL\r\n");
    expect(ics.event).toMatchObject({ UID: uidOf(booking.id), SEQUENCE: "1", STATUS: "CANCELLED" });

    const [notice] = ownerNotices(booking.id);
    expect(notice.idempotencyKey).toBe(`owner-cancelled/${booking.id}`);
    expect(notice.body.subject).toMatch(/^Cancelled: Casey Client, /);
    expect(notice.body.text).toContain("Cancelled by: the client");
    expect(notice.body.text).toContain(`Refund: ${formatPrice(amount)} refunded`);
    expect(notice.body.text).toContain(`${siteConfig.url}/admin/dashboard?appointment=${booking.id}`);
    // Her calendar removes the event: her copy, CANCEL, the same UID and the raised SEQUENCE.
    const ownerIcs = icsOf(notice);
    expect(ownerIcs.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(ownerIcs.event).toMatchObject({ UID: uidOf(booking.id), SEQUENCE: "1", STATUS: "CANCELLED" });
    expect(ownerIcs.event.SUMMARY).toBe("Cancelled: Clinical Hypnotherapy (Virtual) with Casey Client");
    expect(ownerIcs.event.DESCRIPTION).toBe("Casey Client cancelled this session.");

    expect((await listAppointmentEmails(booking.id)).map((e) => e.label).sort()).toEqual(["Cancellation", "Cancellation Notice (to You)"]);
    expect(await getAdminAppointment(booking.id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "client",
      cancelledAt: row.cancelledAt!.toISOString(),
      payment: { refundStatus: "refunded", refundedCents: amount },
    });
  });

  it("a double click refunds once: one 200, one 409, the provider asked once, one email each", async () => {
    const [slot] = await freeSlots(1);
    const { user, booking } = await clientWithBooking(slot);
    const refund = vi.spyOn(testProvider, "refund");
    loginAs(user);
    const results = await Promise.all([cancel(booking.id), cancel(booking.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.json.message).toBe(CHANGE_MESSAGES.alreadyCancelled);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(deliveredTo(booking.clientEmail)).toHaveLength(1);
    expect(ownerNotices(booking.id)).toHaveLength(1);
  });

  it("when the refund fails nothing changes (502) and the client can try again", async () => {
    const [slot] = await freeSlots(1);
    const { user, booking } = await clientWithBooking(slot);
    vi.spyOn(testProvider, "refund").mockRejectedValueOnce(new RefundFailedError("The card's bank is not accepting refunds right now."));
    loginAs(user);
    const before = await snapshot(booking.id);
    const res = await cancel(booking.id);
    expect(res.status).toBe(502);
    expect(res.json.message).toContain("The card's bank is not accepting refunds right now.");
    expect(await snapshot(booking.id)).toEqual(before);
    expect(deliveredTo(booking.clientEmail)).toEqual([]);
    expect((await cancel(booking.id)).status).toBe(200);
  });

  it("answers 404 for another client's booking and refuses past the cutoff, pending and completed ones (409)", async () => {
    const slots = await freeSlots(4);
    const { booking } = await clientWithBooking(slots[0]);
    loginAs(await createUser());
    expect((await cancel(booking.id)).status).toBe(404);
    expect(await snapshot(booking.id)).toMatchObject({ status: "confirmed", refund: "none" });

    for (const [i, status] of (["pending", "completed"] as const).entries()) {
      const other = await clientWithBooking(slots[i + 1], { status });
      loginAs(other.user);
      const res = await cancel(other.booking.id);
      expect([res.status, res.json.message]).toEqual([409, CHANGE_MESSAGES.notConfirmed]);
    }

    const { user, booking: soon } = await clientWithBooking(slots[3]);
    const deadline = changeDeadline(soon.startsAt);
    const refund = vi.spyOn(testProvider, "refund");
    await expect(cancelOwnAppointment(user, soon.id, { now: new Date(deadline.getTime() + 1) })).rejects.toMatchObject({
      status: 409,
      message: CHANGE_MESSAGES.cutoffPassed(),
    });
    expect(refund).not.toHaveBeenCalled();
    // Exactly 48 hours before: still "up to 48 hours before".
    await expect(cancelOwnAppointment(user, soon.id, { now: deadline })).resolves.toMatchObject({
      status: "cancelled",
      cancelledBy: "client",
    });
  });

  it("the owner is not emailed when OWNER_NOTIFICATIONS leaves cancellations and reschedules out; the client still is", async () => {
    env.OWNER_NOTIFICATIONS = "booked";
    const [a, b] = await freeSlots(2);
    const { user, booking } = await clientWithBooking(a);
    loginAs(user);
    expect((await reschedule(booking.id, moveTo(b))).status).toBe(200);
    expect((await cancel(booking.id)).status).toBe(200);
    expect(ownerNotices(booking.id)).toEqual([]);
    expect(deliveredTo(booking.clientEmail).map((m) => m.body.subject.split(":")[0])).toEqual(["Rescheduled", "Cancelled"]);
  });

  it("an email that cannot be delivered does not undo the change", async () => {
    const [a, b] = await freeSlots(2);
    const { user, booking } = await clientWithBooking(a);
    loginAs(user);
    resend.failNext(4, 500);
    const res = await reschedule(booking.id, moveTo(b));
    resend.failNext(0);
    expect(res.status).toBe(200);
    expect(await snapshot(booking.id)).toMatchObject({ startsAt: new Date(b.startsAt), sequence: 1 });
    expect(await db.emailLog.findFirstOrThrow({ where: { idempotencyKey: `reschedule/${booking.id}/1` } })).toMatchObject({
      status: "retrying",
    });
  });
});

describe("GET /api/appointments/{id}/consent", () => {
  it("gives the client their own signed consent form as a PDF, and an admin too; anyone else 404", async () => {
    const [slot, other] = await freeSlots(2);
    const { user, booking } = await clientWithBooking(slot);
    loginAs(user);
    const own = await call(consentRoute, { params: { id: String(booking.id) } });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("content-disposition")).toContain(`consent-agreement-${booking.id}.pdf`);
    expect(own.text.startsWith("%PDF-")).toBe(true);

    loginAs(await createUser({ isAdmin: true }));
    expect((await call(consentRoute, { params: { id: String(booking.id) } })).status).toBe(200);
    loginAs(await createUser());
    const stranger = await call(consentRoute, { params: { id: String(booking.id) } });
    expect([stranger.status, stranger.json.message]).toEqual([404, "Appointment not found."]);

    // No signed form attached (and none to fall back to): 404 with the reason.
    const unsigned = await bookConfirmed(user, other);
    await db.appointment.update({ where: { id: unsigned.id }, data: { consentFormId: null } });
    await db.consentForm.deleteMany({ where: { userId: user.id } });
    loginAs(user);
    const none = await call(consentRoute, { params: { id: String(unsigned.id) } });
    expect([none.status, none.json.message]).toEqual([404, "No signed consent form is attached to this appointment."]);
  });
});

describe("GET /api/user/appointments (the list My Appointments shows)", () => {
  it("gives each appointment its change state, documents, address and history", async () => {
    const [virtualSlot, moveSlot] = await freeSlots(2);
    const [inPersonSlot] = await freeSlots(1, { slug: "private-yoga-in-person", fromDate: addDays(virtualSlot.date, 3) });
    const user = await createUser();
    const virtual = await bookConfirmed(user, virtualSlot);
    const inPerson = await bookConfirmed(user, inPersonSlot, { slug: "private-yoga-in-person", paid: false });
    // A hold the client let go: not a booking, not listed.
    const released = await bookConfirmed(user, moveSlot, { status: "pending", paid: false });
    await db.appointment.update({ where: { id: released.id }, data: { status: "cancelled", cancelReason: "hold_expired" } });

    loginAs(user);
    const res = await call(listRoute);
    expect(res.status).toBe(200);
    const byId = new Map<number, UserAppointmentDTO>(res.json.map((a: UserAppointmentDTO) => [a.id, a]));
    expect([...byId.keys()].sort()).toEqual([virtual.id, inPerson.id].sort());
    expect(byId.get(virtual.id)).toEqual({
      id: virtual.id,
      serviceId: virtual.serviceId,
      serviceName: "Clinical Hypnotherapy (Virtual)",
      serviceDuration: virtual.service.duration,
      practitionerId: virtualSlot.practitionerId,
      date: virtualSlot.date,
      time: virtualSlot.startTime,
      startsAt: virtualSlot.startsAt,
      endsAt: virtual.endsAt.toISOString(),
      isVirtual: true,
      location: "Virtual",
      status: "confirmed",
      paymentComplete: true,
      amountCents: virtual.payment!.amountCents,
      paidWith: null,
      creditPackage: null,
      giftCardCents: 0,
      zoomLink: `/appointments/${virtual.id}/join`,
      upcoming: true,
      change: { canChange: true, deadline: changeDeadline(virtualSlot.startsAt).toISOString(), reason: null },
      rescheduledFrom: null,
      cancelledBy: null,
      cancelledAt: null,
      refund: null,
      receiptUrl: `/api/appointments/${virtual.id}/receipt`,
      consentUrl: `/api/appointments/${virtual.id}/consent`,
      calendarUrl: `/api/appointments/${virtual.id}/calendar`,
      address: null,
    });
    expect(byId.get(inPerson.id)).toMatchObject({
      location: "In-Person",
      address: "1420 Willow Creek Road, Suite 200, Asheville, NC 28801",
      zoomLink: null,
      receiptUrl: null,
      paymentComplete: false,
    });
  });
});

describe("one cancel for the owner and the client (lib/appointments/cancel.ts)", () => {
  const ownerCancel = (id: number) =>
    call(adminStatusRoute, { method: "PATCH", params: { id: String(id) }, body: { status: "cancelled" } });

  it("both paths cancel, refund in full once, free the time, stop reminders and email the client the same calendar cancellation", async () => {
    const [clientSlot, ownerSlot] = await freeSlots(2);
    const byClient = await clientWithBooking(clientSlot);
    const byOwner = await clientWithBooking(ownerSlot);
    for (const b of [byClient, byOwner]) await syncRemindersForAppointment(b.booking.id);
    const refund = vi.spyOn(testProvider, "refund");

    loginAs(byClient.user);
    expect((await cancel(byClient.booking.id)).status).toBe(200);
    const admin = await createUser({ isAdmin: true });
    loginAs(admin);
    const res = await ownerCancel(byOwner.booking.id);
    expect(res.status, res.text).toBe(200);
    expect(refund).toHaveBeenCalledTimes(2);

    const outcome = async ({ booking }: typeof byClient, slot: typeof clientSlot) => {
      const row = await db.appointment.findUniqueOrThrow({ where: { id: booking.id }, include: { payment: true } });
      const [mail] = deliveredTo(booking.clientEmail);
      return {
        status: row.status,
        sequence: row.sequence,
        holdExpiresAt: row.holdExpiresAt,
        cancelled: row.cancelledAt !== null,
        payment: { refundStatus: row.payment!.refundStatus, refundedCents: row.payment!.refundedCents },
        pendingReminders: await db.reminder.count({ where: { appointmentId: booking.id, status: "pending" } }),
        remindersCancelledEvent: events.sent.some((e) => e.name === "reminders/cancelled" && e.data.appointmentId === booking.id),
        timeFree: (await holdBySomeoneElse(slot)).status,
        clientEmail: mail.body.subject.split(":")[0],
        calendar: { ...icsOf(mail).event, UID: undefined },
      };
    };
    const [client, owner] = [await outcome(byClient, clientSlot), await outcome(byOwner, ownerSlot)];
    const same = {
      status: "cancelled",
      cancelled: true,
      sequence: 1,
      holdExpiresAt: null,
      payment: { refundStatus: "refunded", refundedCents: byClient.booking.payment!.amountCents },
      pendingReminders: 0,
      remindersCancelledEvent: true,
      timeFree: "pending",
      clientEmail: "Cancelled",
    };
    expect(client).toMatchObject(same);
    expect(owner).toMatchObject({ ...same, payment: { ...same.payment, refundedCents: byOwner.booking.payment!.amountCents } });
    expect(client.calendar).toMatchObject({ SEQUENCE: "1", STATUS: "CANCELLED" });
    expect(owner.calendar).toMatchObject({ SEQUENCE: "1", STATUS: "CANCELLED" });

    // What differs is who: the reason, the refund's reason, the owner's audit entry and the owner's notice of the client's change.
    const rows = await db.appointment.findMany({
      where: { id: { in: [byClient.booking.id, byOwner.booking.id] } },
      select: { id: true, cancelReason: true, payment: { select: { refundReason: true } } },
      orderBy: { id: "asc" },
    });
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.cancelReason, r.payment?.refundReason]]))).toEqual({
      [byClient.booking.id]: ["cancelled_by_client", "The client cancelled the appointment."],
      [byOwner.booking.id]: ["cancelled_by_practice", "The practice cancelled the appointment."],
    });
    const audited = await db.auditEntry.findMany({
      where: { entityType: "appointment", entityId: { in: [String(byClient.booking.id), String(byOwner.booking.id)] } },
      select: { entityId: true, action: true },
    });
    expect(audited.map((a) => a.entityId)).not.toContain(String(byClient.booking.id));
    expect(audited).toContainEqual({ entityId: String(byOwner.booking.id), action: "appointment.cancel" });
    expect(ownerNotices(byClient.booking.id)).toHaveLength(1);
    expect(ownerNotices(byOwner.booking.id)).toHaveLength(0);
  });
});
