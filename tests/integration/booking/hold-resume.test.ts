import { describe, expect, it } from "vitest";
import { getCurrentHold } from "@/lib/appointments/hold";
import { getAvailableSlots } from "@/lib/booking/slots";
import { db } from "@/lib/db";
import { createUser } from "../../support/api";
import { bookableDate, holdWithConsent, request, serviceBySlug, slotAt } from "./helpers";

// The client's own hold after a reload or in a new tab: the server tells its owner which
// time they hold (the public time-slot list stays the same for everyone), and reserving that same
// time again reuses the hold instead of creating a second appointment.

const MINUTE = 60_000;

describe("the client's current hold", () => {
  it("is read back by its owner only, with the slot and the client details", async () => {
    const owner = await createUser();
    const other = await createUser();
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    const date = await bookableDate(5, 4);
    const slot = await slotAt(date, "10:00");
    const held = await holdWithConsent(owner, request(slot, service.id, { notes: "Quiet room please" }));

    const hold = await getCurrentHold(owner.id);
    expect(hold).toEqual({
      id: held.id,
      serviceId: service.id,
      isVirtual: true,
      holdExpiresAt: held.holdExpiresAt,
      slot: { id: slot.id, practitionerId: slot.practitionerId, date, startTime: "10:00", startsAt: held.startsAt },
      consentFormId: (await db.appointment.findUniqueOrThrow({ where: { id: held.id } })).consentFormId,
      promoCode: null,
      clientInfo: {
        firstName: "Ana",
        lastName: "Diaz",
        email: "ana@example.com",
        phone: "8285550101",
        notes: "Quiet room please",
        subscribed: false,
      },
      // Held through the API without the service's intake answers: the wizard asks them before payment.
      formsNeeded: true,
    });
    expect(await getCurrentHold(other.id)).toBeNull();

    // The public list is the same for everyone: the held time is not offered, to its owner neither.
    const slots = await getAvailableSlots({ date, serviceId: service.id });
    expect(slots.map((s) => s.startTime)).not.toContain("10:00");
  });

  it("is gone once the hold expired or was paid", async () => {
    const owner = await createUser();
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    const slot = await slotAt(await bookableDate(5, 4), "13:00");
    const held = await holdWithConsent(owner, request(slot, service.id));
    expect(await getCurrentHold(owner.id, { now: new Date(Date.now() + 31 * MINUTE) })).toBeNull();

    await db.payment.create({
      data: {
        appointmentId: held.id,
        provider: "test",
        paymentIntentId: `test_pi_hold_${held.id}`,
        clientSecret: "secret",
        subtotalCents: 100,
        taxCents: 0,
        amountCents: 100,
        currency: "usd",
        status: "succeeded",
      },
    });
    expect(await getCurrentHold(owner.id)).toBeNull();
  });
});

describe("reserving the held time again", () => {
  it("reuses the same appointment: details updated, same expiry, no second row", async () => {
    const owner = await createUser();
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    const slot = await slotAt(await bookableDate(4, 3), "10:00");
    const start = new Date();
    const first = await holdWithConsent(owner, request(slot, service.id), { now: start });
    const later = new Date(start.getTime() + 20 * MINUTE);
    const again = await holdWithConsent(owner, request(slot, service.id, { notes: "Second try", clientPhone: "8285550999" }), {
      now: later,
    });

    expect(again.id).toBe(first.id);
    // The same 30 minutes from the first reservation: reserving again does not extend the hold.
    expect(new Date(again.holdExpiresAt).getTime()).toBe(start.getTime() + 30 * MINUTE);
    const rows = await db.appointment.findMany({ where: { userId: owner.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "pending",
      notes: "Second try",
      clientPhone: "8285550999",
      holdExpiresAt: new Date(start.getTime() + 30 * MINUTE),
    });
  });

  it("creates a new hold for another time or service (the old one is released), and after expiry", async () => {
    const owner = await createUser();
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    const yoga = await serviceBySlug("private-yoga-virtual");
    const date = await bookableDate(4, 3);
    const slot = await slotAt(date, "14:00");
    const first = await holdWithConsent(owner, request(slot, service.id));

    const otherService = await holdWithConsent(owner, request(slot, yoga.id));
    expect(otherService.id).not.toBe(first.id);
    expect(await db.appointment.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: "cancelled",
      cancelReason: "replaced_by_new_hold",
    });

    // Its hold ran out: a new appointment, not the expired one brought back.
    const expired = new Date(Date.now() + 31 * MINUTE);
    const renewed = await holdWithConsent(owner, request(slot, yoga.id), { now: expired });
    expect(renewed.id).not.toBe(otherService.id);
    expect(await db.appointment.count({ where: { userId: owner.id, status: "pending" } })).toBe(1);
  });
});
