import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cancelAppointment } from "@/lib/appointments/cancel";
import { confirmAppointment } from "@/lib/appointments/confirm";
import { rescheduleAppointment } from "@/lib/appointments/reschedule";
import { db } from "@/lib/db";
import { jitsiRoomName } from "@/lib/video-rooms/jitsi";
import { requestVideoRoom, retryVideoRoom, syncDueVideoRooms, syncVideoRoom } from "@/lib/video-rooms/rooms";
import { startZoomStandIn, type ZoomStandIn } from "../../support/zoom-stand-in";
import { clientWithBooking, freeSlots, moveTo } from "../booking/self-service-helpers";

// Every virtual session gets its own room, made when it is confirmed, moved with it, removed when it
// is cancelled, through Zoom's API (here a stand-in that checks what it receives) or Jitsi; a
// provider that is down never stops a booking, and the job tries again.

let zoom: ZoomStandIn;
beforeAll(async () => {
  zoom = await startZoomStandIn();
});
afterAll(() => zoom.close());
afterEach(() => vi.unstubAllEnvs());

const useZoom = () => {
  for (const [name, value] of Object.entries(zoom.env)) vi.stubEnv(name, value);
};
const roomOf = (appointmentId: number) => db.videoRoom.findUniqueOrThrow({ where: { appointmentId } });
const MINUTE = 60_000;

/** A paid hold of a virtual session, confirmed as the payment provider's answer would. */
async function confirmedVirtualSession(slotIndex = 0) {
  const slots = await freeSlots(slotIndex + 1);
  const { user, booking } = await clientWithBooking(slots[slotIndex], { status: "pending" });
  await confirmAppointment(booking.id, { paymentIntentId: booking.payment!.paymentIntentId, amountCents: booking.payment!.amountCents });
  return { user, booking };
}

describe("a room per virtual session on Zoom", () => {
  it("is a scheduled meeting made when the session is confirmed: its time and zone, a passcode, the waiting room", async () => {
    useZoom();
    const { booking } = await confirmedVirtualSession();
    const room = await roomOf(booking.id);
    expect(room).toMatchObject({ status: "ready", provider: "zoom", startsAt: booking.startsAt, nextAttemptAt: null, lastError: null });
    const meeting = zoom.meetings.get(room.externalId!)!;
    expect(meeting).toMatchObject({
      start_time: booking.startsAt.toISOString().replace(/\.\d{3}Z$/, "Z"),
      duration: booking.service.duration,
      timezone: "America/New_York",
      settings: expect.objectContaining({ waiting_room: true, join_before_host: false }),
    });
    expect(meeting.password).toMatch(/^[A-Za-z0-9]{10}$/);
    // The topic names the practice, never the kind of session.
    expect(meeting.topic).toBe("Serenity Wellness session");
    expect(room.joinUrl).toBe(`https://us02web.zoom.us/j/${meeting.id}?pwd=${meeting.password}`);
  });

  it("follows the session when it moves (same meeting, new time) and is deleted when it is cancelled", async () => {
    useZoom();
    const slots = await freeSlots(2);
    const { user, booking } = await clientWithBooking(slots[0], { status: "pending" });
    await confirmAppointment(booking.id, { paymentIntentId: booking.payment!.paymentIntentId, amountCents: booking.payment!.amountCents });
    const made = await roomOf(booking.id);

    await rescheduleAppointment(user, booking.id, moveTo(slots[1]));
    const moved = await roomOf(booking.id);
    expect(moved).toMatchObject({
      status: "ready",
      externalId: made.externalId,
      startsAt: new Date(slots[1].startsAt),
      nextAttemptAt: null,
    });
    expect(zoom.requests.at(-1)).toMatchObject({
      method: "PATCH",
      path: `/v2/meetings/${made.externalId}`,
      body: { start_time: new Date(slots[1].startsAt).toISOString().replace(/\.\d{3}Z$/, "Z"), duration: booking.service.duration },
    });

    await cancelAppointment({ appointmentId: booking.id, by: "client", userId: user.id });
    expect(await roomOf(booking.id)).toMatchObject({ status: "closed", nextAttemptAt: null });
    expect(zoom.requests.at(-1)).toMatchObject({ method: "DELETE", path: `/v2/meetings/${made.externalId}` });
    expect(zoom.meetings.has(made.externalId!)).toBe(false);
  });

  it("a provider that is down never stops the booking: the room waits, the job makes it later, the owner can retry", async () => {
    useZoom();
    zoom.failNext(1, 503);
    const { booking } = await confirmedVirtualSession();
    expect((await db.appointment.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("confirmed");
    const waiting = await roomOf(booking.id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, externalId: null });
    expect(waiting.lastError).toContain("503");
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: the job leaves it; a minute later it makes it.
    expect((await syncDueVideoRooms()).synced).toBe(0);
    await syncDueVideoRooms({ now: new Date(Date.now() + 2 * MINUTE) });
    expect(await roomOf(booking.id)).toMatchObject({ status: "ready", provider: "zoom", attempts: 0, lastError: null });

    // Three failures: failed, shown to the owner; her "Try again" makes it at once.
    const second = await confirmedVirtualSession(1);
    await db.videoRoom.update({
      where: { appointmentId: second.booking.id },
      data: { status: "pending", externalId: null, nextAttemptAt: new Date() },
    });
    zoom.failNext(3, 500);
    let at = Date.now();
    for (let i = 0; i < 3; i++) {
      await syncVideoRoom(second.booking.id, { now: new Date(at) });
      at = (await roomOf(second.booking.id)).nextAttemptAt!.getTime();
    }
    expect(await roomOf(second.booking.id)).toMatchObject({ status: "failed", attempts: 3 });
    expect(await retryVideoRoom(second.booking.id)).toBe(true);
    expect(await roomOf(second.booking.id)).toMatchObject({ status: "ready", attempts: 0, lastError: null });
  });

  it("says so when Zoom refuses the app's credentials, and never reuses another app's token", async () => {
    useZoom();
    vi.stubEnv("ZOOM_CLIENT_SECRET", "not-the-secret");
    const { booking } = await confirmedVirtualSession();
    const room = await roomOf(booking.id);
    expect(room.status).toBe("pending");
    expect(room.lastError).toBe("Zoom refused the app's credentials (check ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET)");
  });

  it("two confirmations never share a room, and two tries at once make one meeting", async () => {
    useZoom();
    const slots = await freeSlots(2);
    const bookings = await Promise.all(slots.map((slot) => clientWithBooking(slot, { status: "pending" })));
    const before = zoom.meetings.size;
    await Promise.all(
      bookings.map(({ booking }) =>
        confirmAppointment(booking.id, { paymentIntentId: booking.payment!.paymentIntentId, amountCents: booking.payment!.amountCents }),
      ),
    );
    const rooms = await Promise.all(bookings.map(({ booking }) => roomOf(booking.id)));
    expect(new Set(rooms.map((r) => r.joinUrl)).size).toBe(2);
    expect(zoom.meetings.size).toBe(before + 2);

    // The job and the confirmation's follow-up racing on one due room: one meeting.
    const third = (await clientWithBooking((await freeSlots(3))[2])).booking;
    await requestVideoRoom(db, third.id);
    const made = zoom.meetings.size;
    await Promise.all([syncVideoRoom(third.id), syncVideoRoom(third.id), syncDueVideoRooms()]);
    expect(zoom.meetings.size).toBe(made + 1);
  });
});

describe("a room per virtual session on Jitsi Meet (no Zoom configured)", () => {
  it("is a name no one can guess, new for every session and every move, on the configured server", async () => {
    vi.stubEnv("JITSI_BASE_URL", "https://video.serenity.example/");
    const slots = await freeSlots(3);
    const { user, booking } = await clientWithBooking(slots[0], { status: "pending" });
    await confirmAppointment(booking.id, { paymentIntentId: booking.payment!.paymentIntentId, amountCents: booking.payment!.amountCents });
    const room = await roomOf(booking.id);
    expect(room).toMatchObject({ status: "ready", provider: "jitsi", passcode: null });
    expect(room.joinUrl).toBe(`https://video.serenity.example/${room.externalId}`);

    await rescheduleAppointment(user, booking.id, moveTo(slots[1]));
    const moved = await roomOf(booking.id);
    // The old name is never handed out again.
    expect(moved.externalId).not.toBe(room.externalId);
    expect(moved.startsAt).toEqual(new Date(slots[1].startsAt));
    await cancelAppointment({ appointmentId: booking.id, by: "client", userId: user.id });
    expect((await roomOf(booking.id)).status).toBe("closed");
  });

  it("names carry at least 128 random bits and are never the same", () => {
    const names = Array.from({ length: 2000 }, jitsiRoomName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names.slice(0, 50)) {
      const random = name.replace(/^SerenityWellness-/, "");
      expect(random).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(random, "base64url").byteLength * 8).toBeGreaterThanOrEqual(128);
    }
  });

  it("an in-person session gets no room", async () => {
    const slots = await freeSlots(1, { slug: "private-yoga-in-person" });
    const { booking } = await clientWithBooking(slots[0], { slug: "private-yoga-in-person", status: "pending" });
    await confirmAppointment(booking.id, { paymentIntentId: booking.payment!.paymentIntentId, amountCents: booking.payment!.amountCents });
    expect(await db.videoRoom.findUnique({ where: { appointmentId: booking.id } })).toBeNull();
  });
});

describe("a change while a try is running", () => {
  it("never starts a second try (no second meeting), and is not lost: the room is due again when the try ends", async () => {
    useZoom();
    const slots = await freeSlots(2);
    const { user, booking } = await clientWithBooking(slots[0]);
    await requestVideoRoom(db, booking.id);
    const before = zoom.meetings.size;

    // Zoom is slow to make the meeting; meanwhile the client moves the session.
    zoom.delayNext(800);
    const making = syncVideoRoom(booking.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await rescheduleAppointment(user, booking.id, moveTo(slots[1]));
    expect(await making).toBe(true);

    // One meeting, made for the old time, and the room is due again at once for the move.
    expect(zoom.meetings.size).toBe(before + 1);
    const made = await roomOf(booking.id);
    expect(made).toMatchObject({ status: "ready", startsAt: booking.startsAt });
    expect(made.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());
    await syncDueVideoRooms();
    expect(await roomOf(booking.id)).toMatchObject({
      externalId: made.externalId,
      startsAt: new Date(slots[1].startsAt),
      nextAttemptAt: null,
    });
    expect(zoom.meetings.get(made.externalId!)!.start_time).toBe(new Date(slots[1].startsAt).toISOString().replace(/\.\d{3}Z$/, "Z"));
  });
});
