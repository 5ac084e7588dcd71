import { format } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbDate, zonedInstant } from "@/lib/booking/dates";
import { ensureTimeSlots, getAvailableSlots } from "@/lib/booking/slots";
import { db } from "@/lib/db";
import { inPracticeZone } from "@/lib/format";
import { createUser } from "../../support/api";
import { firstPractitioner, serviceBySlug } from "./helpers";

// Slot generation and availability on fixed dates in 2027 with an explicit "now", so the results
// do not depend on the day the tests run. Practice zone: America/New_York; the seeded hours are
// Mon-Fri 08:00-20:00, Sat 09:00-17:00, Sun 10:00-15:00.

const slotsOn = async (date: string) =>
  db.timeSlot.findMany({ where: { date: dbDate(date), practitionerId: (await firstPractitioner()).id }, orderBy: { startsAt: "asc" } });

async function duplicates() {
  const rows = await db.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM (
      SELECT 1 FROM "TimeSlot" GROUP BY "practitionerId", "date", "startTime" HAVING count(*) > 1
    ) d`;
  return Number(rows[0].n);
}

async function expectLocalTimesRoundTrip(date: string) {
  for (const slot of await slotsOn(date)) {
    const local = inPracticeZone(slot.startsAt);
    expect(format(local, "yyyy-MM-dd HH:mm")).toBe(`${date} ${slot.startTime}`);
  }
}

describe("ensureTimeSlots across the March 2027 DST change (Sunday March 14)", () => {
  beforeAll(async () => {
    // Midnight EST, Monday March 8, through Tuesday March 16.
    await ensureTimeSlots({ from: new Date("2027-03-08T05:00:00Z"), days: 8 });
  });

  it("keeps local working hours on both sides of the change, with correct UTC instants", async () => {
    const saturday = await slotsOn("2027-03-13"); // EST, UTC-5
    expect(saturday.map((s) => s.startTime)).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
    ]);
    expect(saturday[0].startsAt.toISOString()).toBe("2027-03-13T14:00:00.000Z");
    expect(saturday.at(-1)!.startsAt.toISOString()).toBe("2027-03-13T21:30:00.000Z");

    const sunday = await slotsOn("2027-03-14"); // EDT from 2 AM, UTC-4
    expect(sunday).toHaveLength(10);
    expect(sunday[0].startTime).toBe("10:00");
    expect(sunday[0].startsAt.toISOString()).toBe("2027-03-14T14:00:00.000Z");
    expect(sunday.at(-1)!.startTime).toBe("14:30");
    expect(sunday.at(-1)!.startsAt.toISOString()).toBe("2027-03-14T18:30:00.000Z");

    const monday = await slotsOn("2027-03-15");
    expect(monday).toHaveLength(24);
    expect(monday[0].startsAt.toISOString()).toBe("2027-03-15T12:00:00.000Z");
    expect(monday.at(-1)!.startTime).toBe("19:30");
    expect(monday.at(-1)!.startsAt.toISOString()).toBe("2027-03-15T23:30:00.000Z");

    for (const date of ["2027-03-12", "2027-03-13", "2027-03-14", "2027-03-15", "2027-03-16"]) await expectLocalTimesRoundTrip(date);
  });

  it("spaces slots 30 real minutes apart", async () => {
    for (const date of ["2027-03-13", "2027-03-14", "2027-03-15"]) {
      const slots = await slotsOn(date);
      for (let i = 1; i < slots.length; i++) expect(slots[i].startsAt.getTime() - slots[i - 1].startsAt.getTime()).toBe(30 * 60_000);
    }
  });

  it("is idempotent: a second run creates nothing and leaves no duplicates", async () => {
    const before = await db.timeSlot.count();
    const again = await ensureTimeSlots({ from: new Date("2027-03-08T05:00:00Z"), days: 8 });
    expect(again.created).toBe(0);
    expect(again.removed).toBe(0);
    expect(await db.timeSlot.count()).toBe(before);
    expect(await duplicates()).toBe(0);
  });
});

describe("ensureTimeSlots across the November 2027 DST change (Sunday November 7)", () => {
  beforeAll(async () => {
    await ensureTimeSlots({ from: new Date("2027-11-01T04:00:00Z"), days: 8 });
  });

  it("maps local times to the right instants before and after clocks fall back", async () => {
    const saturday = await slotsOn("2027-11-06"); // EDT, UTC-4
    expect(saturday[0].startTime).toBe("09:00");
    expect(saturday[0].startsAt.toISOString()).toBe("2027-11-06T13:00:00.000Z");
    const sunday = await slotsOn("2027-11-07"); // EST from 2 AM, UTC-5
    expect(sunday.map((s) => s.startTime)).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
    ]);
    expect(sunday[0].startsAt.toISOString()).toBe("2027-11-07T15:00:00.000Z");
    const monday = await slotsOn("2027-11-08");
    expect(monday[0].startsAt.toISOString()).toBe("2027-11-08T13:00:00.000Z");
    for (const date of ["2027-11-05", "2027-11-06", "2027-11-07", "2027-11-08"]) await expectLocalTimesRoundTrip(date);
  });

  it("has no duplicates after a re-run", async () => {
    expect((await ensureTimeSlots({ from: new Date("2027-11-01T04:00:00Z"), days: 8 })).created).toBe(0);
    expect(await duplicates()).toBe(0);
  });
});

describe("ensureTimeSlots and blocked dates", () => {
  it("generates nothing on a blocked date and removes its unbooked slots", async () => {
    const p = await firstPractitioner();
    const from = new Date("2027-04-05T04:00:00Z");
    await ensureTimeSlots({ from, days: 6 });
    expect(await slotsOn("2027-04-07")).toHaveLength(24);
    const blocked = await db.blockedDate.create({ data: { practitionerId: p.id, date: dbDate("2027-04-07"), reason: "Retreat" } });
    try {
      const result = await ensureTimeSlots({ from, days: 6 });
      expect(result.removed).toBe(24);
      expect(await slotsOn("2027-04-07")).toHaveLength(0);
      expect(await slotsOn("2027-04-08")).toHaveLength(24);
    } finally {
      await db.blockedDate.delete({ where: { id: blocked.id } });
    }
    await ensureTimeSlots({ from, days: 6 });
    expect(await slotsOn("2027-04-07")).toHaveLength(24);
  });

  it("is rolling by default: through today + 60 days, starting after now", async () => {
    const now = new Date("2027-05-03T16:10:00Z"); // Monday 12:10 EDT
    const result = await ensureTimeSlots({ from: now });
    expect(result).toMatchObject({ from: "2027-05-03", through: "2027-07-02" });
    const today = await slotsOn("2027-05-03");
    expect(today[0].startTime).toBe("12:30"); // nothing in the past
    expect((await slotsOn("2027-07-02")).length).toBeGreaterThan(0);
  });
});

describe("getAvailableSlots", () => {
  // "Now" is Monday May 3 2027, 12:10 EDT: the first bookable date is Monday May 10.
  const now = new Date("2027-05-03T16:10:00Z");
  let userId: number;

  beforeAll(async () => {
    await ensureTimeSlots({ from: now });
    userId = (await createUser()).id;
  });

  async function book(
    date: string,
    time: string,
    minutes: number,
    status: "pending" | "confirmed" | "cancelled",
    holdExpiresAt: Date | null = null,
  ) {
    const p = await firstPractitioner();
    const service = await serviceBySlug("hypnotherapy-virtual-session");
    const startsAt = zonedInstant(date, time)!;
    return db.appointment.create({
      data: {
        userId,
        serviceId: service.id,
        practitionerId: p.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + minutes * 60_000),
        status,
        holdExpiresAt,
        isVirtual: true,
        priceCents: service.price,
        clientFirstName: "T",
        clientLastName: "C",
        clientEmail: "t@c.co",
        clientPhone: "8285550101",
      },
    });
  }

  it("enforces the lead time by local date: 6 days ahead is empty, 7 days ahead is bookable all day", async () => {
    expect(await getAvailableSlots({ date: "2027-05-09", now })).toEqual([]);
    const first = await getAvailableSlots({ date: "2027-05-10", now });
    expect(first[0]).toMatchObject({ date: "2027-05-10", startTime: "08:00", startsAt: "2027-05-10T12:00:00.000Z" });
    expect(first).toHaveLength(24);
    // Late on Sunday evening local time (already Monday in UTC) the boundary is still Sunday + 7.
    const sundayNight = new Date("2027-05-03T03:30:00Z"); // Sunday May 2, 23:30 EDT
    expect((await getAvailableSlots({ date: "2027-05-09", now: sundayNight })).length).toBe(10);
    expect(await getAvailableSlots({ date: "2027-05-08", now: sundayNight })).toEqual([]);
  });

  it("is empty beyond the rolling window and rejects a bad date", async () => {
    expect((await getAvailableSlots({ date: "2027-07-02", now })).length).toBeGreaterThan(0);
    expect(await getAvailableSlots({ date: "2027-07-03", now })).toEqual([]);
    await expect(getAvailableSlots({ date: "2027-02-30", now })).rejects.toMatchObject({ status: 400 });
  });

  it("offers a service only where the whole session fits in that day's hours", async () => {
    const saturday = "2027-05-15"; // 09:00-17:00
    const times = async (slug?: string) =>
      (await getAvailableSlots({ date: saturday, now, serviceId: slug ? (await serviceBySlug(slug)).id : undefined })).map(
        (s) => s.startTime,
      );
    expect((await times()).at(-1)).toBe("16:30");
    expect((await times("hypnotherapy-virtual-session")).at(-1)).toBe("16:00"); // 60 min
    expect((await times("private-yoga-in-person")).at(-1)).toBe("15:30"); // 75 min ends 16:45
    expect((await times("smoking-cessation-program")).at(-1)).toBe("15:30"); // 90 min ends 17:00
    await expect(getAvailableSlots({ date: saturday, now, serviceId: 999_999 })).rejects.toMatchObject({ status: 404 });
  });

  it("hides slots overlapping live appointments, duration-aware, and ignores expired and cancelled ones", async () => {
    const date = "2027-05-18"; // Tuesday
    const sixty = (await serviceBySlug("hypnotherapy-virtual-session")).id;
    await book(date, "11:00", 60, "confirmed");
    await book(date, "14:00", 30, "pending", new Date(now.getTime() + 10 * 60_000)); // live hold
    await book(date, "16:00", 60, "pending", new Date(now.getTime() - 60_000)); // expired hold
    await book(date, "17:00", 60, "cancelled");

    const plain = (await getAvailableSlots({ date, now })).map((s) => s.startTime);
    expect(plain).toContain("10:30");
    expect(plain).not.toContain("11:00");
    expect(plain).not.toContain("11:30");
    expect(plain).toContain("12:00");
    expect(plain).not.toContain("14:00");
    expect(plain).toEqual(expect.arrayContaining(["13:30", "14:30", "16:00", "16:30", "17:00"]));

    const hour = (await getAvailableSlots({ date, now, serviceId: sixty })).map((s) => s.startTime);
    expect(hour).toContain("10:00");
    expect(hour).not.toContain("10:30"); // would run into 11:00
    expect(hour).not.toContain("13:30"); // would run into the 14:00 hold
    expect(hour).toContain("14:30");
    expect(hour).toContain("16:00");
    expect(hour.at(-1)).toBe("19:00");
  });

  it("merges practitioners by start time, sorted, and hides blocked days", async () => {
    const date = "2027-05-19"; // Wednesday
    const p1 = await firstPractitioner();
    const p2 = await db.practitioner.create({
      data: {
        firstName: "Second",
        lastName: "Teacher",
        title: "Yoga",
        email: "second@example.com",
        workingHours: { create: [{ weekday: 3, startTime: "07:00", endTime: "09:00" }] },
      },
    });
    try {
      await ensureTimeSlots({ from: now });
      await book(date, "08:00", 30, "confirmed"); // practitioner 1 is busy at 08:00; practitioner 2 is not
      const slots = await getAvailableSlots({ date, now });
      const times = slots.map((s) => s.startTime);
      expect(times.slice(0, 4)).toEqual(["07:00", "07:30", "08:00", "08:30"]);
      expect(new Set(times).size).toBe(times.length);
      expect([...times].sort()).toEqual(times);
      expect(slots.find((s) => s.startTime === "08:00")!.practitionerId).toBe(p2.id);
      expect(slots.find((s) => s.startTime === "09:00")!.practitionerId).toBe(p1.id);

      const blocked = await db.blockedDate.create({ data: { practitionerId: p1.id, date: dbDate(date) } });
      const onlyP2 = await getAvailableSlots({ date, now });
      expect(onlyP2.map((s) => s.practitionerId)).toEqual(Array(4).fill(p2.id));
      await db.blockedDate.delete({ where: { id: blocked.id } });
    } finally {
      await db.practitioner.delete({ where: { id: p2.id } });
    }
  });

  it("generates a missing bookable date on demand", async () => {
    const date = "2027-05-24";
    await db.timeSlot.deleteMany({ where: { date: dbDate(date) } });
    expect(await getAvailableSlots({ date, now })).toHaveLength(24);
  });

  afterAll(async () => {
    await db.appointment.deleteMany({ where: { userId } });
  });
});
