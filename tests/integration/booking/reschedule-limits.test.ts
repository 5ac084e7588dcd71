import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as rescheduleRoute } from "@/app/api/appointments/[id]/reschedule/route";
import { db } from "@/lib/db";
import { RESCHEDULE_LIMIT_MESSAGES, rateLimits } from "@/lib/rate-limit";
import { call } from "../../support/api";
import { loginAs } from "../../support/session";
import { bookConfirmed, clientWithBooking, freeSlots, moveTo } from "./self-service-helpers";

// Found by a probe: one account moved a booking 28 times in a minute (28 owner notices, 28 client emails,
// 28 document renders), since only the address was limited. Moves are also limited per appointment
// (a day) and per account (an hour); every call here comes from a new address.

let address = 0;
const reschedule = (id: number, body: unknown) =>
  call(rescheduleRoute, {
    method: "POST",
    params: { id: String(id) },
    body,
    headers: { "x-forwarded-for": `198.18.${Math.floor(Math.random() * 250)}.${address++ % 250}` },
  });

const previous = process.env.RATE_LIMIT_DISABLED;
beforeAll(() => {
  process.env.RATE_LIMIT_DISABLED = "0";
});
afterAll(() => {
  process.env.RATE_LIMIT_DISABLED = previous;
});
afterEach(() => loginAs(null));

describe("reschedule limits per appointment and per account", () => {
  it("moves one booking at most the day's allowance, then answers 429 with a clear message and leaves it where it is", async () => {
    const perAppointment = rateLimits.reschedulePerAppointment.limit;
    const slots = await freeSlots(perAppointment + 2);
    const { user, booking } = await clientWithBooking(slots[0]);
    loginAs(user);
    for (let i = 1; i <= perAppointment; i++) {
      const res = await reschedule(booking.id, moveTo(slots[i]));
      expect(res.status, res.text).toBe(200);
    }
    const refused = await reschedule(booking.id, moveTo(slots[perAppointment + 1]));
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(RESCHEDULE_LIMIT_MESSAGES.appointment);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const row = await db.appointment.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row.startsAt.toISOString()).toBe(slots[perAppointment].startsAt);
  });

  it("counts only moves that happened: a refused move (same time) does not use the allowance", async () => {
    const slots = await freeSlots(2);
    const { user, booking } = await clientWithBooking(slots[0]);
    loginAs(user);
    for (let i = 0; i < rateLimits.reschedulePerAppointment.limit + 2; i++)
      expect((await reschedule(booking.id, moveTo(slots[0]))).status).toBe(400);
    expect((await reschedule(booking.id, moveTo(slots[1]))).status).toBe(200);
  });

  it("limits one account's moves across its bookings per hour", async () => {
    const perAccount = rateLimits.reschedulePerAccount.limit;
    const perAppointment = rateLimits.reschedulePerAppointment.limit;
    const bookings = Math.ceil((perAccount + 1) / perAppointment);
    const slots = await freeSlots(bookings + perAccount + 1);
    const { user, booking } = await clientWithBooking(slots[0]);
    const all = [booking];
    for (let b = 1; b < bookings; b++) all.push(await bookConfirmed(user, slots[b]));
    loginAs(user);
    let next = bookings;
    for (let i = 0; i < perAccount; i++) {
      const res = await reschedule(all[Math.floor(i / perAppointment)].id, moveTo(slots[next++]));
      expect(res.status, res.text).toBe(200);
    }
    const refused = await reschedule(all[bookings - 1].id, moveTo(slots[next]));
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(RESCHEDULE_LIMIT_MESSAGES.account);
  });

  it("28 moves raced by one account: only the allowance goes through", async () => {
    const slots = await freeSlots(8);
    const { user, booking } = await clientWithBooking(slots[0]);
    loginAs(user);
    const results = await Promise.all(Array.from({ length: 28 }, (_, i) => reschedule(booking.id, moveTo(slots[1 + (i % 7)]))));
    const moved = results.filter((r) => r.status === 200).length;
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThanOrEqual(rateLimits.reschedulePerAppointment.limit);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThan(0);
  });
});
