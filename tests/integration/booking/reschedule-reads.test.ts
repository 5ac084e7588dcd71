import { afterEach, describe, expect, it } from "vitest";
import { addDays, earliestBookableDate } from "@/lib/booking/dates";
import { getAvailableSlots, type AvailableSlot } from "@/lib/booking/slots";
import { rescheduleAppointment } from "@/lib/appointments/reschedule";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { serviceBySlug } from "./helpers";
import { clientWithBooking, moveTo } from "./self-service-helpers";

// The reschedule picker's reads (GET /api/appointments/{id}/time-slots and /availability): the
// booking being moved does not block its own neighbourhood, so a client can move a session by
// less than its length; its current start is not offered; only its own client may read them.

const { GET: slotsRoute } = await import("@/app/api/appointments/[id]/time-slots/route");
const { GET: availabilityRoute } = await import("@/app/api/appointments/[id]/availability/route");
const { GET: publicSlotsRoute } = await import("@/app/api/time-slots/route");

const SLUG = "hypnotherapy-virtual-session";
const slotsFor = (id: number, date: string) =>
  call(slotsRoute, { url: `http://localhost/api/appointments/${id}/time-slots?date=${date}`, params: { id: String(id) } });
const monthFor = (id: number, month: string) =>
  call(availabilityRoute, { url: `http://localhost/api/appointments/${id}/availability?month=${month}`, params: { id: String(id) } });
const publicStarts = async (date: string, serviceId: number) =>
  (
    (await call(publicSlotsRoute, { url: `http://localhost/api/time-slots?date=${date}&serviceId=${serviceId}` })).json as AvailableSlot[]
  ).map((s) => s.startTime);

/** A free slot whose next half hour is free too (a 60-minute session can start at either). */
async function slotWithFreeNextHalfHour() {
  const service = await serviceBySlug(SLUG);
  for (let date = addDays(earliestBookableDate(new Date()), 3); ; date = addDays(date, 1)) {
    const slots = await getAvailableSlots({ date, serviceId: service.id });
    for (const slot of slots) {
      const next = slots.find((s) => new Date(s.startsAt).getTime() === new Date(slot.startsAt).getTime() + 30 * 60_000);
      if (next) return { service, slot, next };
    }
  }
}

afterEach(() => loginAs(null));

describe("the reschedule picker's reads", () => {
  it("offer the times the booking itself overlaps, but not its current start, and the move goes through", async () => {
    const { service, slot, next } = await slotWithFreeNextHalfHour();
    const { user, booking } = await clientWithBooking(slot, { slug: SLUG });

    // The public read: the booking blocks its own start and the next half hour.
    const shared = await publicStarts(slot.date, service.id);
    expect(shared).not.toContain(slot.startTime);
    expect(shared).not.toContain(next.startTime);

    loginAs(user);
    const own = await slotsFor(booking.id, slot.date);
    expect(own.status).toBe(200);
    const starts = (own.json as AvailableSlot[]).map((s) => s.startTime);
    expect(starts).toContain(next.startTime);
    expect(starts).not.toContain(slot.startTime);

    const month = await monthFor(booking.id, slot.date.slice(0, 7));
    expect(month.status).toBe(200);
    expect(month.json.dates).toContain(slot.date);

    // What the picker offers, the server accepts: 30 minutes later.
    const moved = await rescheduleAppointment(user, booking.id, moveTo(next));
    expect(moved.startsAt).toBe(next.startsAt);
  });

  it("answer 404 to another client, 401 without a session, 400 for a bad date or month", async () => {
    const { slot } = await slotWithFreeNextHalfHour();
    const { booking } = await clientWithBooking(slot, { slug: SLUG });

    expect((await slotsFor(booking.id, slot.date)).status).toBe(401);
    loginAs(await createUser());
    expect((await slotsFor(booking.id, slot.date)).status).toBe(404);
    expect((await monthFor(booking.id, slot.date.slice(0, 7))).status).toBe(404);
    expect((await slotsFor(booking.id, "2026-13-45")).status).toBe(400);
    expect((await monthFor(booking.id, "2026/12")).status).toBe(400);
  });
});
