import { describe, expect, it } from "vitest";
import { zonedTime } from "@/lib/format";
import { joinOpensAt, joinState } from "@/lib/video-rooms/join-window";

// The join page lets the client into the room from 15 minutes before the start until the end, and
// the owner at any time; instants decide, the zones only show them.

const room = { status: "ready", joinUrl: "https://meet.jit.si/SerenityWellness-x" };
const session = (startsAt: string, minutes = 60, over: Partial<{ status: string; rescheduledFrom: Date | null }> = {}) => ({
  status: "confirmed",
  startsAt: new Date(startsAt),
  endsAt: new Date(new Date(startsAt).getTime() + minutes * 60_000),
  rescheduledFrom: null,
  ...over,
});
const at = (iso: string) => new Date(iso);

describe("the join window", () => {
  const s = session("2026-12-10T15:00:00Z");

  it("opens 15 minutes before the start and closes at the end, to the second", () => {
    expect(joinState(s, room, at("2026-12-10T14:44:59Z")).kind).toBe("early");
    expect(joinState(s, room, at("2026-12-10T14:45:00Z"))).toEqual({ kind: "open", url: room.joinUrl });
    expect(joinState(s, room, at("2026-12-10T15:59:59Z")).kind).toBe("open");
    expect(joinState(s, room, at("2026-12-10T16:00:00Z"))).toEqual({ kind: "ended", endedAt: s.endsAt });
  });

  it("is open to the owner at any time, but not after a cancel", () => {
    expect(joinState(s, room, at("2026-12-01T09:00:00Z"), { owner: true }).kind).toBe("open");
    expect(joinState(s, room, at("2026-12-11T09:00:00Z"), { owner: true }).kind).toBe("open");
    expect(joinState({ ...s, status: "cancelled" }, room, at("2026-12-10T15:10:00Z"), { owner: true }).kind).toBe("cancelled");
  });

  it("says a cancelled session was cancelled, and a moved one when it opens and where it moved from", () => {
    expect(joinState({ ...s, status: "cancelled" }, room, at("2026-12-10T15:10:00Z"))).toEqual({ kind: "cancelled", startsAt: s.startsAt });
    const moved = session("2026-12-17T15:00:00Z", 60, { rescheduledFrom: s.startsAt });
    // Opened at the old time: the new time's window has not come.
    expect(joinState(moved, room, at("2026-12-10T15:05:00Z"))).toEqual({
      kind: "early",
      opensAt: at("2026-12-17T14:45:00Z"),
      startsAt: moved.startsAt,
      movedFrom: s.startsAt,
    });
  });

  it("inside the window without a room yet: being prepared, never another room", () => {
    expect(joinState(s, null, at("2026-12-10T15:00:00Z")).kind).toBe("preparing");
    expect(joinState(s, { status: "pending", joinUrl: null }, at("2026-12-10T15:00:00Z")).kind).toBe("preparing");
    expect(joinState(s, { status: "closed", joinUrl: room.joinUrl }, at("2026-12-10T15:00:00Z")).kind).toBe("preparing");
  });

  it("a late-evening session opens on the practice's day and shows the client's own clock", () => {
    // 11:30 PM in New York is 4:30 AM the next day in UTC and 8:30 PM in Los Angeles.
    const late = session("2026-12-11T04:30:00Z");
    expect(joinState(late, room, at("2026-12-11T04:14:00Z")).kind).toBe("early");
    expect(zonedTime(joinOpensAt(late.startsAt), "America/New_York").timeWithZone).toBe("11:15 PM EST");
    expect(zonedTime(joinOpensAt(late.startsAt), "America/Los_Angeles").timeWithZone).toBe("8:15 PM PST");
  });

  it("across the change to daylight saving time the 15 minutes are real minutes, shown in each offset", () => {
    // 3:05 AM EDT on 14 March 2027 is 07:05 UTC; 15 minutes earlier the clocks still said EST: 1:50 AM.
    const spring = session("2027-03-14T07:05:00Z");
    const opens = joinOpensAt(spring.startsAt);
    expect(opens.toISOString()).toBe("2027-03-14T06:50:00.000Z");
    expect(zonedTime(spring.startsAt, "America/New_York").timeWithZone).toBe("3:05 AM EDT");
    expect(zonedTime(opens, "America/New_York").timeWithZone).toBe("1:50 AM EST");
    expect(joinState(spring, room, at("2027-03-14T06:50:00Z")).kind).toBe("open");
    // Back to standard time: 1:00-2:00 AM happens twice. A session at the second 1:10 AM (EST) opens
    // 15 minutes earlier, at the first 1:55 AM (EDT): later on the clock, earlier in time.
    const fall = session("2027-11-07T06:10:00Z");
    expect(zonedTime(fall.startsAt, "America/New_York").timeWithZone).toBe("1:10 AM EST");
    expect(zonedTime(joinOpensAt(fall.startsAt), "America/New_York").timeWithZone).toBe("1:55 AM EDT");
    expect(joinState(fall, room, at("2027-11-07T05:54:00Z")).kind).toBe("early");
  });
});
