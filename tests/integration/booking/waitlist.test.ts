import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { addDays, earliestBookableDate, startOfLocalDay, zonedInstant } from "@/lib/booking/dates";
import { createPendingAppointment } from "@/lib/appointments/hold";
import { cancelAppointment } from "@/lib/appointments/cancel";
import { runAfterConfirmation } from "@/lib/appointments/confirm";
import { joinWaitlist, leaveWaitlist, listWaitlistForUser } from "@/lib/waitlist/entries";
import { offerForClient, offerFreedTimes, offerTimeByHand } from "@/lib/waitlist/offers";
import { waitlistOfferKey } from "@/lib/waitlist/notify";
import { WAITLIST_MAX_ENTRIES, WAITLIST_MESSAGES } from "@/lib/validations/waitlist";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { createConsent } from "../payments/helpers";
import { bookableDate, holdWithConsent, request, serviceBySlug, slotAt } from "./helpers";

// The waitlist: waiting clients are offered a freed time one at a time in the order they joined,
// each as a real 30-minute hold of their own; a lapsed offer passes the time to the next; a time
// someone else takes ends the chain; entries end after their last date. Tests book on Sundays (10 AM
// to 3 PM), which no other booking test uses (and one late Saturday), and fill the rest of the day so only the freed time is free.

vi.mock("@/lib/auth", async () => (await import("../../support/auth-mock")).mockedAuth());

const MINUTE = 60_000;
const SERVICE = "hypnotherapy-virtual-session"; // 60 minutes

/** Every blocker a test made: cancelled after it, so the next test may fill the same day. */
const blockerIds: number[] = [];

/** Confirmed bookings (no client account) covering the day of every practitioner but [from, to) local. */
async function fillDayExcept(date: string, from: string, to: string) {
  const service = await serviceBySlug(SERVICE);
  const practitioners = await db.practitioner.findMany({ select: { id: true } });
  const dayStart = startOfLocalDay(date);
  const dayEnd = startOfLocalDay(addDays(date, 1));
  const gapStart = zonedInstant(date, from)!;
  const gapEnd = zonedInstant(date, to)!;
  const blockers: { id: number }[] = [];
  for (const p of practitioners) {
    for (const [startsAt, endsAt] of [
      [dayStart, gapStart],
      [gapEnd, dayEnd],
      [gapStart, gapEnd],
    ]) {
      blockers.push(
        await db.appointment.create({
          data: {
            serviceId: service.id,
            practitionerId: p.id,
            startsAt,
            endsAt,
            status: "confirmed",
            isVirtual: true,
            priceCents: service.price,
            clientFirstName: "Busy",
            clientLastName: "Day",
            clientEmail: "busy@example.com",
            clientPhone: "8285550101",
          },
          select: { id: true },
        }),
      );
    }
  }
  blockerIds.push(...blockers.map((b) => b.id));
  // The last of each practitioner's three is the gap's booking: cancelling those frees the gap.
  const gap = blockers.filter((_, i) => i % 3 === 2).map((b) => b.id);
  return {
    free: () =>
      db.appointment.updateMany({ where: { id: { in: gap } }, data: { status: "cancelled", cancelReason: "cancelled_by_client" } }),
  };
}

async function waiting(count: number, date: string, dayPart: "morning" | "afternoon" | null = null, now?: Date) {
  const service = await serviceBySlug(SERVICE);
  const clients = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser({ firstName: `Waiting${i}` });
    await joinWaitlist(user, { serviceId: service.id, dates: [date], dayPart }, { now });
    clients.push(user);
  }
  return clients;
}

const liveOffers = () => db.waitlistOffer.findMany({ where: { status: "offered" }, include: { appointment: true } });
const offerEmails = (offerId: number) => db.emailLog.count({ where: { idempotencyKey: waitlistOfferKey(offerId) } });

afterEach(async () => {
  // Nothing of one test waits on into the next (or into other files' cancels, which run the offers).
  const offers = await db.waitlistOffer.findMany({ select: { appointmentId: true } });
  await db.appointment.updateMany({
    where: { id: { in: offers.map((o) => o.appointmentId) }, status: "pending" },
    data: { status: "cancelled", cancelReason: "hold_expired" },
  });
  await db.waitlistEntry.deleteMany({});
  await db.appointment.updateMany({
    where: { id: { in: blockerIds.splice(0) }, status: { not: "cancelled" } },
    data: { status: "cancelled", cancelReason: "cancelled_by_practice" },
  });
  loginAs(null);
});

describe("joining and leaving the waitlist", () => {
  it("keeps a client's entries in joining order, within limits, and lets them leave", async () => {
    const date = await bookableDate(0, 1);
    const service = await serviceBySlug(SERVICE);
    const user = await createUser();
    const first = await joinWaitlist(user, { serviceId: service.id, dates: [addDays(date, 7), date], dayPart: "morning" });
    expect(first).toMatchObject({ dates: [date, addDays(date, 7)], dayPart: "morning", offer: null, serviceName: service.name });

    await expect(joinWaitlist(user, { serviceId: service.id, dates: [date] })).rejects.toMatchObject({
      status: 409,
      message: WAITLIST_MESSAGES.alreadyWaiting,
    });
    await expect(joinWaitlist(user, { serviceId: service.id, dates: [addDays(earliestBookableDate(), -1)] })).rejects.toMatchObject({
      status: 400,
    });
    const others = await db.service.findMany({ where: { active: true, id: { not: service.id } }, take: WAITLIST_MAX_ENTRIES });
    for (const other of others.slice(0, WAITLIST_MAX_ENTRIES - 1)) await joinWaitlist(user, { serviceId: other.id, dates: [date] });
    await expect(joinWaitlist(user, { serviceId: others.at(-1)!.id, dates: [addDays(date, 14)] })).rejects.toMatchObject({
      status: 409,
      message: WAITLIST_MESSAGES.tooManyEntries,
    });

    const listed = await listWaitlistForUser(user.id);
    expect(listed.map((e) => e.id)[0]).toBe(first.id);
    expect(listed).toHaveLength(WAITLIST_MAX_ENTRIES);

    const stranger = await createUser();
    await expect(leaveWaitlist(stranger, first.id)).rejects.toMatchObject({ status: 404 });
    await leaveWaitlist(user, first.id);
    expect((await listWaitlistForUser(user.id)).map((e) => e.id)).not.toContain(first.id);
  });

  it("answers over HTTP for the signed-in client only", async () => {
    const { GET, POST } = await import("@/app/api/waitlist/route");
    const { DELETE } = await import("@/app/api/waitlist/[id]/route");
    const date = await bookableDate(0, 1);
    const service = await serviceBySlug(SERVICE);
    const user = await createUser();
    loginAs(user);
    const joined = await call(POST, { method: "POST", body: { serviceId: service.id, dates: [date], dayPart: "afternoon" } });
    expect(joined.status).toBe(201);
    const entry = joined.json as { id: number };
    const bad = await call(POST, { method: "POST", body: { serviceId: service.id, dates: [] } });
    expect(bad.status).toBe(400);
    expect((await call(GET)).json).toMatchObject([{ id: entry.id, dayPart: "afternoon" }]);

    loginAs(await createUser());
    expect((await call(DELETE, { method: "DELETE", params: { id: String(entry.id) } })).status).toBe(404);
    loginAs(user);
    expect((await call(DELETE, { method: "DELETE", params: { id: String(entry.id) } })).status).toBe(200);
    expect((await call(GET)).json).toEqual([]);
  });

  it("ends entries after their last date", async () => {
    const date = await bookableDate(0, 2);
    const [client] = await waiting(1, date);
    const dayAfter = new Date(startOfLocalDay(addDays(date, 1)).getTime() + MINUTE);
    expect(await listWaitlistForUser(client.id, { now: new Date(startOfLocalDay(date).getTime() + MINUTE) })).toHaveLength(1);
    expect(await listWaitlistForUser(client.id, { now: dayAfter })).toEqual([]);
    await offerFreedTimes({ now: dayAfter });
    expect(await db.waitlistEntry.findFirstOrThrow({ where: { userId: client.id } })).toMatchObject({ endReason: "past" });
  });
});

describe("offering freed times", () => {
  it("offers a freed time in joining order, 30 minutes each, passing it on when an offer lapses", async () => {
    const date = await bookableDate(0, 3);
    const day = await fillDayExcept(date, "11:00", "12:00");
    const [a, b, c] = await waiting(3, date);
    const t0 = new Date();
    expect(await offerFreedTimes({ now: t0 })).toMatchObject({ offered: 0 });

    await day.free();
    expect(await offerFreedTimes({ now: t0 })).toMatchObject({ offered: 1 });
    let [offer] = await liveOffers();
    expect(offer).toMatchObject({ userId: a.id, startsAt: zonedInstant(date, "11:00") });
    expect(offer.appointment).toMatchObject({ userId: a.id, status: "pending", holdExpiresAt: new Date(t0.getTime() + 30 * MINUTE) });
    expect(await offerEmails(offer.id)).toBe(1);

    // Within the 30 minutes nobody else is offered it; a run again sends no second email.
    await offerFreedTimes({ now: new Date(t0.getTime() + 29 * MINUTE) });
    expect((await liveOffers()).map((o) => o.userId)).toEqual([a.id]);
    expect(await offerEmails(offer.id)).toBe(1);

    // A's offer lapses: B is next, then C.
    await offerFreedTimes({ now: new Date(t0.getTime() + 31 * MINUTE) });
    [offer] = await liveOffers();
    expect(offer.userId).toBe(b.id);
    expect(await db.waitlistOffer.findFirstOrThrow({ where: { userId: a.id } })).toMatchObject({ status: "lapsed" });
    await offerFreedTimes({ now: new Date(t0.getTime() + 62 * MINUTE) });
    [offer] = await liveOffers();
    expect(offer.userId).toBe(c.id);

    // Everyone let it lapse: it is not offered again to the same clients.
    await offerFreedTimes({ now: new Date(t0.getTime() + 93 * MINUTE) });
    expect(await liveOffers()).toEqual([]);
    expect(await db.waitlistOffer.count({ where: { userId: { in: [a.id, b.id, c.id] } } })).toBe(3);
  });

  it("offers only a time that suits the client's part of the day", async () => {
    const date = await bookableDate(0, 4);
    const day = await fillDayExcept(date, "13:00", "14:00");
    const [morning] = await waiting(1, date, "morning");
    const [afternoon] = await waiting(1, date, "afternoon");
    await day.free();
    await offerFreedTimes();
    expect((await liveOffers()).map((o) => o.userId)).toEqual([afternoon.id]);
    expect(morning.id).not.toBe(afternoon.id);
  });

  it("ends the chain when someone else takes the time after an offer lapsed", async () => {
    const date = await bookableDate(0, 5);
    const day = await fillDayExcept(date, "11:00", "12:00");
    const [a, b] = await waiting(2, date);
    await day.free();
    const t0 = new Date();
    await offerFreedTimes({ now: t0 });
    expect((await liveOffers()).map((o) => o.userId)).toEqual([a.id]);

    // A's hold ran out and another client books the time before the next run.
    const later = new Date(t0.getTime() + 31 * MINUTE);
    const other = await createUser();
    const service = await serviceBySlug(SERVICE);
    await holdWithConsent(other, request(await slotAt(date, "11:00"), service.id), { now: later });
    await offerFreedTimes({ now: later });
    expect(await liveOffers()).toEqual([]);
    expect(await db.waitlistOffer.count({ where: { userId: b.id } })).toBe(0);
    expect(await db.waitlistOffer.findFirstOrThrow({ where: { userId: a.id } })).toMatchObject({ status: "released" });
  });

  it("ends the entry as soon as the offered time is booked, without waiting for the sweep", async () => {
    const date = await bookableDate(0, 6);
    const day = await fillDayExcept(date, "11:00", "12:00");
    const [a] = await waiting(1, date);
    await day.free();
    await offerFreedTimes();
    const [offer] = await liveOffers();
    await db.appointment.update({ where: { id: offer.appointmentId }, data: { status: "confirmed", confirmedAt: new Date() } });
    await runAfterConfirmation(offer.appointmentId);
    expect(await db.waitlistOffer.findUniqueOrThrow({ where: { id: offer.id } })).toMatchObject({ status: "booked" });
    expect(await db.waitlistEntry.findFirstOrThrow({ where: { userId: a.id } })).toMatchObject({ endReason: "booked" });
    expect(await listWaitlistForUser(a.id)).toEqual([]);
  });

  it("a client who starts another booking lets the offered time go at once: nothing shows it held any more", async () => {
    const date = await bookableDate(0, 3); // filled by an earlier test, whose blockers were cancelled after it
    const day = await fillDayExcept(date, "11:00", "12:00");
    const [a] = await waiting(1, date);
    await day.free();
    await offerFreedTimes();
    const [offer] = await liveOffers();
    expect((await listWaitlistForUser(a.id))[0].offer).toMatchObject({ id: offer.id });

    const service = await serviceBySlug(SERVICE);
    loginAs(a);
    await holdWithConsent(a, request(await slotAt(await bookableDate(6, 7), "10:00"), service.id));

    expect(await db.waitlistOffer.findUniqueOrThrow({ where: { id: offer.id } })).toMatchObject({ status: "released" });
    expect((await listWaitlistForUser(a.id))[0].offer).toBeNull();
    expect(await offerForClient(a, offer.id)).toMatchObject({ state: "released" });
    await db.appointment.updateMany({
      where: { userId: a.id, status: "pending" },
      data: { status: "cancelled", cancelReason: "hold_expired" },
    });
  });

  it("offers the time the owner's cancel frees at once, without waiting for the sweep", async () => {
    const date = await bookableDate(6, 5);
    await fillDayExcept(date, "11:00", "12:00");
    const [a] = await waiting(1, date);
    const owner = await createUser({ isAdmin: true });
    const gap = await db.appointment.findMany({ where: { startsAt: zonedInstant(date, "11:00")!, status: "confirmed" } });
    for (const booking of gap)
      await cancelAppointment({ by: "owner", actor: { id: owner.id, name: owner.username }, refund: "none", appointmentId: booking.id });
    expect((await liveOffers()).map((o) => o.userId)).toEqual([a.id]);
  });

  it("also texts the offer, once, to a client who opted in to texts, never naming the service", async () => {
    const date = await bookableDate(6, 6);
    const day = await fillDayExcept(date, "11:00", "12:00");
    const [a] = await waiting(1, date);
    await db.smsSubscription.create({
      data: { userId: a.id, phone: "+12125553177", active: true, consentAt: new Date(), reminderTypes: ["24hours"] },
    });
    await day.free();
    await offerFreedTimes();
    await offerFreedTimes();
    const [offer] = await liveOffers();
    const texts = await db.textMessage.findMany({ where: { userId: a.id, kind: "waitlist-offer" } });
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: "+12125553177", appointmentId: offer.appointmentId });
    expect(texts[0].body).toContain(`/waitlist/offers/${offer.id}`);
    expect(texts[0].body).toMatch(/11:00 AM E[SD]T .*held for you until/);
    expect(texts[0].body).not.toMatch(/hypno/i);
  });

  it("under 20 concurrent offer runs and claims of one freed time: one hold, no server error", async () => {
    const date = await bookableDate(0, 7);
    const day = await fillDayExcept(date, "11:00", "12:00");
    await waiting(10, date);
    const service = await serviceBySlug(SERVICE);
    const slot = await slotAt(date, "11:00");
    const claimers = await Promise.all(Array.from({ length: 10 }, () => createUser()));
    const requests = await Promise.all(claimers.map(async (u) => ({ u, input: request(slot, service.id, { consentFormId: null }) })));
    // Consent first (as the wizard does), then everyone at once.
    const signed = await Promise.all(
      requests.map(async ({ u, input }) => {
        const consent = await createConsent(u, service);
        return { u, input: { ...input, consentFormId: consent.id } };
      }),
    );
    await day.free();
    const outcomes = await Promise.all([
      ...Array.from({ length: 10 }, () => offerFreedTimes().then(() => "ran")),
      ...signed.map(({ u, input }) =>
        createPendingAppointment(u, input).then(
          () => "held",
          (error: unknown) => (error instanceof AppError && error.status === 409 ? "taken" : `unexpected: ${String(error)}`),
        ),
      ),
    ]);
    expect(outcomes.filter((o) => o.startsWith("unexpected"))).toEqual([]);
    const live = await db.appointment.count({
      where: { startsAt: zonedInstant(date, "11:00")!, status: "pending", holdExpiresAt: { gt: new Date() } },
    });
    expect(live).toBe(1);
    expect((await liveOffers()).length + outcomes.filter((o) => o === "held").length).toBe(1);
  });
});

describe("the offer link and the owner's offers", () => {
  it("shows the time to its client only, and says when it has expired", async () => {
    const date = await bookableDate(0, 1);
    const day = await fillDayExcept(date, "12:00", "13:00");
    const [a] = await waiting(1, date);
    await day.free();
    await offerFreedTimes();
    const [offer] = await liveOffers();
    expect(await offerForClient(a, offer.id)).toMatchObject({ state: "live", startsAt: zonedInstant(date, "12:00")!.toISOString() });
    await expect(offerForClient(await createUser(), offer.id)).rejects.toMatchObject({
      status: 403,
      message: WAITLIST_MESSAGES.otherClient,
    });
    await expect(offerForClient(a, 999_999)).rejects.toMatchObject({ status: 404 });
    expect(await offerForClient(a, offer.id, { now: new Date(Date.now() + 31 * MINUTE) })).toMatchObject({ state: "expired" });
  });

  it("lets the owner offer a free time by hand, audited, one offer per client at a time", async () => {
    const date = await bookableDate(0, 2);
    const day = await fillDayExcept(date, "11:00", "12:00");
    const owner = await createUser({ isAdmin: true });
    const [a] = await waiting(1, date, "afternoon");
    await day.free();
    // 11:00 is a morning time: the waitlist does not offer it to an afternoon client, the owner can.
    await offerFreedTimes();
    expect(await liveOffers()).toEqual([]);
    const entry = await db.waitlistEntry.findFirstOrThrow({ where: { userId: a.id } });
    const slot = await slotAt(date, "11:00");
    const { offerId } = await offerTimeByHand({ id: owner.id, name: owner.username }, entry.id, slot.id);
    expect(await db.waitlistOffer.findUniqueOrThrow({ where: { id: offerId } })).toMatchObject({ userId: a.id, offeredById: owner.id });
    expect(await db.auditEntry.count({ where: { action: "waitlist.offer", entityId: String(entry.id) } })).toBe(1);
    expect(await offerEmails(offerId)).toBe(1);
    await expect(offerTimeByHand({ id: owner.id, name: owner.username }, entry.id, slot.id)).rejects.toMatchObject({
      status: 409,
      message: WAITLIST_MESSAGES.clientHasOffer,
    });
    const [b] = await waiting(1, date);
    const other = await db.waitlistEntry.findFirstOrThrow({ where: { userId: b.id } });
    await expect(offerTimeByHand({ id: owner.id, name: owner.username }, other.id, slot.id)).rejects.toMatchObject({
      status: 409,
      message: WAITLIST_MESSAGES.timeNotFree,
    });
  });
});
