import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { OWNER_RESCHEDULE_MESSAGES } from "@/lib/appointments/reschedule";
import { OWNER_TIME_MESSAGES } from "@/lib/appointments/owner-time";
import { LEAD_TIME_MESSAGE, addDays, earliestBookableDate, practiceToday } from "@/lib/booking/dates";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { call, createUser } from "../../support/api";
import { startResendStandIn, type ResendStandIn } from "../../support/resend-stand-in";
import { loginAs } from "../../support/session";
import { bookConfirmed, clientWithBooking, freeSlots, moveTo } from "./self-service-helpers";

// The owner moves a client's booking while they are on the phone: to a time the picker offers (the
// wizard's rules), or with the override to any future time she confirms (lead time, hours and time
// off do not apply; another booking still does). The client is emailed as when they move it; the
// owner is not notified of her own change; the audit log records it, with the override.

const { POST: ownerRescheduleRoute } = await import("@/app/api/admin/appointments/[id]/reschedule/route");
const move = (id: number, body: Record<string, unknown>) =>
  call(ownerRescheduleRoute, { method: "POST", params: { id: String(id) }, body });

let resend: ResendStandIn;
const saved = { key: env.RESEND_API_KEY, base: process.env.RESEND_BASE_URL };
beforeAll(async () => {
  resend = await startResendStandIn();
  process.env.RESEND_BASE_URL = resend.url;
  env.RESEND_API_KEY = "re_stand_in_key";
  loginAs(await createUser({ isAdmin: true }));
});
afterEach(() => (resend.delivered.length = 0));
afterAll(async () => {
  loginAs(null);
  env.RESEND_API_KEY = saved.key;
  process.env.RESEND_BASE_URL = saved.base;
  await resend.close();
});

const deliveredTo = (to: string) => resend.delivered.filter((e) => ([] as string[]).concat(e.body.to).includes(to));
const auditOf = (id: number) =>
  db.auditEntry.findMany({ where: { entityType: "appointment", entityId: String(id), action: "appointment.reschedule" } });
const stored = (id: number) => db.appointment.findUniqueOrThrow({ where: { id } });

describe("the owner's reschedule", () => {
  it("moves a booking to a time the picker offers: the client is emailed, the owner is not, it is audited", async () => {
    const [from, to] = await freeSlots(2);
    const { booking } = await clientWithBooking(from);

    const res = await move(booking.id, { ...moveTo(to), override: false });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ startsAt: to.startsAt, rescheduledFrom: from.startsAt, rescheduledBy: "practice" });
    expect(await stored(booking.id)).toMatchObject({ timeSlotId: to.id, sequence: 1, rescheduledBy: "practice" });

    const [mail] = deliveredTo(booking.clientEmail);
    expect(mail.body.subject).toMatch(/^Rescheduled: /);
    expect(deliveredTo(env.OWNER_EMAIL).filter((e) => e.body.text.includes(`#${booking.id}`))).toHaveLength(0);
    const [entry] = await auditOf(booking.id);
    expect(entry.after).not.toHaveProperty("Override");
  });

  it("without the override, refuses a date inside the lead time and changes nothing", async () => {
    const [from] = await freeSlots(1);
    const { booking } = await clientWithBooking(from);
    const tomorrow = addDays(practiceToday(), 1);
    const res = await move(booking.id, { date: tomorrow, time: from.startTime, timeSlotId: from.id, override: false });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(LEAD_TIME_MESSAGE);
    expect((await stored(booking.id)).startsAt.toISOString()).toBe(from.startsAt);
  });

  it("with the override, takes a time outside the hours and the lead time, and says so in the audit log", async () => {
    const [from] = await freeSlots(1);
    const { booking } = await clientWithBooking(from);
    // Tomorrow at 6:30 AM, before any working hours and inside the 7-day lead time.
    const date = addDays(practiceToday(), 1);
    const res = await move(booking.id, { date, time: "06:30", override: true });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ date, time: "06:30", status: "confirmed" });
    expect(await stored(booking.id)).toMatchObject({ timeSlotId: null, rescheduledBy: "practice" });
    const [entry] = await auditOf(booking.id);
    expect(entry.after).toMatchObject({ Override: "Lead time, hours and time off not applied" });
    expect(entry.summary).toContain("outside the booking rules");
  });

  it("with the override still refuses another booking's time, a past time and a time the clocks skip", async () => {
    const [from, other] = await freeSlots(2, { fromDate: addDays(earliestBookableDate(), 3) });
    const { booking } = await clientWithBooking(from);
    await bookConfirmed(await createUser(), other);

    const taken = await move(booking.id, { date: other.date, time: other.startTime, override: true });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(OWNER_TIME_MESSAGES.taken);

    const past = await move(booking.id, { date: addDays(practiceToday(), -1), time: "10:00", override: true });
    expect(past.status).toBe(400);
    expect(past.json.message).toBe(OWNER_TIME_MESSAGES.past);

    // 2:30 AM on the second Sunday of March 2027 does not exist in New York.
    const skipped = await move(booking.id, { date: "2027-03-14", time: "02:30", override: true });
    expect(skipped.status).toBe(400);
    expect(skipped.json.fieldErrors).toEqual({ time: OWNER_TIME_MESSAGES.noSuchTime });

    expect(await stored(booking.id)).toMatchObject({ startsAt: new Date(from.startsAt), sequence: 0 });
  });

  it("moves only a confirmed booking", async () => {
    const [from] = await freeSlots(1, { fromDate: addDays(earliestBookableDate(), 6) });
    const booking = await bookConfirmed(await createUser(), from, { status: "cancelled" });
    const res = await move(booking.id, { date: addDays(practiceToday(), 2), time: "12:00", override: true });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(OWNER_RESCHEDULE_MESSAGES.notConfirmed);
  });
});
