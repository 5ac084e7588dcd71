import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/appointments/route";
import { POST as submitConsent } from "@/app/api/submit-consent-form/route";
import { getAppointmentForUser } from "@/lib/booking/appointments";
import { releaseExpiredHolds } from "@/lib/appointments/hold";
import { addDays, earliestBookableDate } from "@/lib/booking/dates";
import { getAvailableSlots } from "@/lib/booking/slots";
import { db } from "@/lib/db";
import { rateLimits } from "@/lib/rate-limit";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { bookableDate, holdWithConsent, PNG, request, serviceBySlug, signedRequest, slotAt } from "./helpers";

const UNAVAILABLE = "This time is no longer available. Please choose another time.";
const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(POST, { method: "POST", url: "/api/appointments", body, headers });

describe("POST /api/appointments", () => {
  it("requires login", async () => {
    loginAs(null);
    expect((await post({})).status).toBe(401);
  });

  it("answers missing or wrong fields with the spec messages", async () => {
    loginAs(await createUser());
    const date = await bookableDate(1, 2);
    const slot = await slotAt(date, "09:00");
    const body = request(slot, (await serviceBySlug("hypnotherapy-virtual-session")).id);
    const cases: [Record<string, unknown>, string][] = [
      [{ date: undefined }, "Please select a date and time first"],
      [{ time: "" }, "Please select a date and time first"],
      [{ timeSlotId: undefined }, "Please select a date and time first"],
      [{ date: "2027-13-45" }, "Invalid date selected. Please choose a valid date."],
      [{ serviceId: undefined }, "Please select a service"],
      [{ clientFirstName: "" }, "First name is required"],
      [{ clientLastName: "" }, "Last name is required"],
      [{ clientEmail: "nope" }, "Please enter a valid email address"],
      [{ clientPhone: "12345" }, "Please enter a valid phone number"],
      // No booking without the signed consent form (the wizard then asks for the signature).
      [{}, "Please sign the consent form for this service before booking."],
      [{ consentFormId: "7" }, "Please sign the consent form for this service before booking."],
    ];
    for (const [change, message] of cases) {
      const res = await post({ ...body, ...change });
      expect(res.status, message).toBe(400);
      expect(res.json.message).toBe(message);
    }
  });

  it("refuses dates inside the lead time", async () => {
    loginAs(await createUser());
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    const tooSoon = addDays(earliestBookableDate(), -1);
    // Any slot id and consent form: the date check comes first.
    const res = await post({ ...request(await slotAt(await bookableDate(1), "10:00"), service.id, { consentFormId: 1 }), date: tooSoon });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Appointments must be booked at least 7 days in advance. Please choose a later date.");
  });

  it("creates a pending hold with server-derived fields, ignoring the client's status, price and isVirtual", async () => {
    const user = await createUser();
    loginAs(user);
    const date = await bookableDate(2, 2);
    const slot = await slotAt(date, "10:00");
    const service = await serviceBySlug("private-yoga-in-person"); // 75 min, in person
    const before = Date.now();
    const res = await post({
      ...(await signedRequest(user, slot, service.id, { notes: "First visit" })),
      status: "confirmed",
      isVirtual: true,
      priceCents: 1,
      price: 1,
      zoomLink: "x",
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(Number),
      status: "pending",
      holdExpiresAt: expect.any(String),
      startsAt: slot.startsAt.toISOString(),
      endsAt: new Date(slot.startsAt.getTime() + 75 * 60_000).toISOString(),
      isVirtual: false,
      priceCents: service.price,
    });
    const holdMs = new Date(res.json.holdExpiresAt).getTime() - before;
    expect(holdMs).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(holdMs).toBeLessThanOrEqual(30 * 60_000 + 5000);

    const stored = await db.appointment.findUniqueOrThrow({ where: { id: res.json.id } });
    expect(stored).toMatchObject({
      userId: user.id,
      status: "pending",
      practitionerId: slot.practitionerId,
      timeSlotId: slot.id,
      notes: "First visit",
      clientFirstName: "Ana",
      priceCents: service.price,
      isVirtual: false,
    });

    // The held time disappears from the available slots (10:00 .. 11:15 covers four starts).
    const times = (await getAvailableSlots({ date })).map((s) => s.startTime);
    for (const t of ["10:00", "10:30", "11:00"]) expect(times).not.toContain(t);
    expect(times).toContain("09:30");
    expect(times).toContain("11:30");

    // Another client cannot take an overlapping time: 409 with the spec-like message.
    const other = await createUser();
    loginAs(other);
    const clash = await post(
      await signedRequest(other, await slotAt(date, "09:30"), (await serviceBySlug("hypnotherapy-virtual-session")).id),
    );
    expect(clash.status).toBe(409);
    expect(clash.json.message).toBe(UNAVAILABLE);
  });

  it("links the user's own consent form only, signed for this service", async () => {
    const owner = await createUser();
    loginAs(owner);
    const date = await bookableDate(3, 2);
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    const consent = await call(submitConsent, {
      method: "POST",
      body: {
        fullName: "Ana Diaz",
        email: "ana@example.com",
        phone: "8285550101",
        signatureData: PNG,
        serviceSelected: service.name,
        serviceId: service.id,
      },
    });
    // A form that names no service (or another one) covers nothing (sign once: tests/integration/booking/consent-reuse.test.ts).
    const unnamed = await call(submitConsent, {
      method: "POST",
      body: { fullName: "Ana Diaz", email: "ana@example.com", phone: "8285550101", signatureData: PNG, serviceSelected: "Yoga" },
    });
    expect((await post(request(await slotAt(date, "09:00"), service.id, { consentFormId: unnamed.json.id }))).status).toBe(400);
    loginAs(await createUser());
    const stranger = await post(request(await slotAt(date, "09:00"), service.id, { consentFormId: consent.json.id }));
    expect(stranger.status).toBe(400);
    loginAs(owner);
    const res = await post(request(await slotAt(date, "09:00"), service.id, { consentFormId: consent.json.id }));
    expect(res.status).toBe(201);
    expect((await db.appointment.findUniqueOrThrow({ where: { id: res.json.id } })).consentFormId).toBe(consent.json.id);
  });

  it("answers 409 for a slot that does not exist, or a service that does not fit before closing", async () => {
    const user = await createUser();
    loginAs(user);
    const date = await bookableDate(6, 2); // Saturday, closes 17:00
    const late = await slotAt(date, "16:00");
    const ninety = await serviceBySlug("smoking-cessation-program");
    const body = await signedRequest(user, late, ninety.id);
    const tooLong = await post(body);
    expect(tooLong.status).toBe(409);
    expect(tooLong.json.message).toBe(UNAVAILABLE);
    const missing = await post({ ...body, timeSlotId: 2_000_000_000 });
    expect(missing.status).toBe(409);
    const mismatch = await post({ ...body, time: "09:00" });
    expect(mismatch.status).toBe(400);
  });

  it("is rate limited per IP", async () => {
    const previous = process.env.RATE_LIMIT_DISABLED;
    process.env.RATE_LIMIT_DISABLED = "0";
    try {
      const headers = { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 200)}` };
      for (let i = 0; i < rateLimits.booking.limit; i++) expect((await post({}, headers)).status).not.toBe(429);
      expect((await post({}, headers)).status).toBe(429);
    } finally {
      process.env.RATE_LIMIT_DISABLED = previous;
    }
  });
});

describe("holds", () => {
  it("an expired hold frees its time for someone else, inside the same transaction", async () => {
    const date = await bookableDate(4, 2);
    const slot = await slotAt(date, "13:00");
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    const [alice, bob] = [await createUser(), await createUser()];
    const t0 = new Date();
    const first = await holdWithConsent(alice, request(slot, service.id), { now: t0 });

    const stillHeld = new Date(t0.getTime() + 29 * 60_000);
    await expect(holdWithConsent(bob, request(slot, service.id), { now: stillHeld })).rejects.toMatchObject({
      status: 409,
      message: UNAVAILABLE,
    });
    expect((await getAvailableSlots({ date, now: stillHeld })).map((s) => s.startTime)).not.toContain("13:00");

    const expired = new Date(t0.getTime() + 31 * 60_000);
    expect((await getAvailableSlots({ date, now: expired })).map((s) => s.startTime)).toContain("13:00");
    const second = await holdWithConsent(bob, request(slot, service.id), { now: expired });
    expect(second.status).toBe("pending");
    expect(await db.appointment.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: "cancelled",
      cancelReason: "hold_expired",
    });
  });

  it("a user's new hold releases their previous one; a failed attempt keeps it", async () => {
    const date = await bookableDate(5, 2);
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    const [carol, dave] = [await createUser(), await createUser()];
    const first = await holdWithConsent(carol, request(await slotAt(date, "09:00"), service.id));
    await holdWithConsent(dave, request(await slotAt(date, "15:00"), service.id));

    // Carol tries Dave's time: 409, and her own hold is untouched.
    await expect(holdWithConsent(carol, request(await slotAt(date, "15:00"), service.id))).rejects.toMatchObject({ status: 409 });
    expect((await db.appointment.findUniqueOrThrow({ where: { id: first.id } })).status).toBe("pending");

    const second = await holdWithConsent(carol, request(await slotAt(date, "10:00"), service.id));
    expect(await db.appointment.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: "cancelled",
      cancelReason: "replaced_by_new_hold",
    });
    expect(await db.appointment.count({ where: { userId: carol.id, status: "pending" } })).toBe(1);
    expect((await getAvailableSlots({ date })).map((s) => s.startTime)).toContain("09:00");

    // Going back and re-submitting the same time renews the same hold (not duplicated).
    const again = await holdWithConsent(carol, request(await slotAt(date, "10:00"), service.id));
    expect(again.id).toBe(second.id);
    expect(await db.appointment.count({ where: { userId: carol.id, status: "pending" } })).toBe(1);
  });

  it("releaseExpiredHolds cancels only expired pending holds", async () => {
    const date = await bookableDate(1, 3);
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    const t0 = new Date();
    const a = await holdWithConsent(await createUser(), request(await slotAt(date, "09:00"), service.id), {
      now: new Date(t0.getTime() - 40 * 60_000),
    });
    const b = await holdWithConsent(await createUser(), request(await slotAt(date, "11:00"), service.id), { now: t0 });
    expect(await releaseExpiredHolds(t0)).toBeGreaterThanOrEqual(1);
    expect((await db.appointment.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("cancelled");
    expect((await db.appointment.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("pending");
  });
});

describe("getAppointmentForUser", () => {
  it("404 unknown, 403 for another client, the owner and admins may read it", async () => {
    const date = await bookableDate(2, 3);
    const owner = await createUser();
    const { id } = await holdWithConsent(
      owner,
      request(await slotAt(date, "09:00"), (await serviceBySlug("hypnotherapy-virtual-session")).id),
    );
    await expect(getAppointmentForUser(2_000_000_000, { id: owner.id, isAdmin: false })).rejects.toMatchObject({ status: 404 });
    const other = await createUser();
    await expect(getAppointmentForUser(id, { id: other.id, isAdmin: false })).rejects.toMatchObject({ status: 403 });
    expect((await getAppointmentForUser(id, { id: owner.id, isAdmin: false })).service.slug).toBe("hypnotherapy-virtual-session");
    expect((await getAppointmentForUser(id, { id: other.id, isAdmin: true })).id).toBe(id);
  });
});
