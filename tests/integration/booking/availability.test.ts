import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/availability/route";
import { addDays, dbDate, earliestBookableDate, latestBookableDate, zonedInstant } from "@/lib/booking/dates";
import { ensureTimeSlots, getAvailableDates, getAvailableSlots } from "@/lib/booking/slots";
import { db } from "@/lib/db";
import { call, createUser } from "../../support/api";
import { firstPractitioner, serviceBySlug } from "./helpers";

// The month read behind the calendar's marks (GET /api/availability): the dates of a month with at
// least one free time, by the same rule as getAvailableSlots. Fixed dates in August-October 2027
// with an explicit "now" (no other test file books there). Seeded hours: Mon-Fri 08:00-20:00,
// Sat 09:00-17:00, Sun 10:00-15:00 (America/New_York).

// Monday August 2 2027, 12:00 EDT: the first bookable date is Monday August 9, the last October 1.
const now = new Date("2027-08-02T16:00:00Z");
let userId: number;

async function book(
  date: string,
  time: string,
  minutes: number,
  status: "pending" | "confirmed" = "confirmed",
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

const monthDays = (first: string, last: string) => {
  const days: string[] = [];
  for (let key = first; key <= last; key = addDays(key, 1)) days.push(key);
  return days;
};

beforeAll(async () => {
  await ensureTimeSlots({ from: now });
  userId = (await createUser()).id;
});

afterAll(async () => {
  await db.appointment.deleteMany({ where: { userId } });
});

describe("getAvailableDates", () => {
  it("lists only dates inside the bookable window", async () => {
    expect(earliestBookableDate(now)).toBe("2027-08-09");
    expect(latestBookableDate(now)).toBe("2027-10-01");
    const august = await getAvailableDates({ month: "2027-08", now });
    expect(august.month).toBe("2027-08");
    expect(august.dates[0]).toBe("2027-08-09");
    expect(august.dates.every((d) => d >= "2027-08-09" && d <= "2027-08-31")).toBe(true);
    expect((await getAvailableDates({ month: "2027-10", now })).dates).toEqual(["2027-10-01"]);
    expect((await getAvailableDates({ month: "2027-07", now })).dates).toEqual([]);
    expect((await getAvailableDates({ month: "2027-11", now })).dates).toEqual([]);
  });

  it("leaves out a fully booked day, duration-aware, and counts live holds but not expired ones", async () => {
    const sixty = (await serviceBySlug("hypnotherapy-virtual-session")).id;
    // Tuesday August 17: booked all day.
    await book("2027-08-17", "08:00", 12 * 60);
    // Wednesday August 18: booked but for one 30-minute gap at 12:00 (too short for a 60-minute session).
    await book("2027-08-18", "08:00", 4 * 60);
    await book("2027-08-18", "12:30", 7.5 * 60);
    // Thursday August 19: a live hold all day. Friday August 20: an expired hold all day.
    await book("2027-08-19", "08:00", 12 * 60, "pending", new Date(now.getTime() + 10 * 60_000));
    await book("2027-08-20", "08:00", 12 * 60, "pending", new Date(now.getTime() - 60_000));

    const plain = (await getAvailableDates({ month: "2027-08", now })).dates;
    const hour = (await getAvailableDates({ month: "2027-08", now, serviceId: sixty })).dates;
    expect(plain).not.toContain("2027-08-17");
    expect(plain).toContain("2027-08-18");
    expect(hour).not.toContain("2027-08-18");
    expect(plain).not.toContain("2027-08-19");
    expect(plain).toContain("2027-08-20");
    expect(hour).toContain("2027-08-16");
  });

  it("leaves out blocked days and generates days the nightly job has not reached", async () => {
    const p = await firstPractitioner();
    const blocked = await db.blockedDate.create({ data: { practitionerId: p.id, date: dbDate("2027-09-06") } }); // Labor Day
    try {
      await db.timeSlot.deleteMany({
        where: { date: { gte: dbDate("2027-09-20"), lte: dbDate("2027-09-22") }, appointments: { none: {} } },
      });
      const september = (await getAvailableDates({ month: "2027-09", now })).dates;
      expect(september).not.toContain("2027-09-06");
      expect(september).toEqual(expect.arrayContaining(["2027-09-05", "2027-09-07", "2027-09-20", "2027-09-21", "2027-09-22"]));
      expect(await db.timeSlot.count({ where: { date: dbDate("2027-09-21") } })).toBe(24);
    } finally {
      await db.blockedDate.delete({ where: { id: blocked.id } });
    }
  });

  it("agrees with getAvailableSlots on every day of the month, for each service", async () => {
    for (const slug of [undefined, "smoking-cessation-program", "hypnotherapy-virtual-session"]) {
      const serviceId = slug ? (await serviceBySlug(slug)).id : undefined;
      const { dates } = await getAvailableDates({ month: "2027-08", now, serviceId });
      const expected: string[] = [];
      for (const date of monthDays("2027-08-01", "2027-08-31")) {
        if ((await getAvailableSlots({ date, now, serviceId })).length) expected.push(date);
      }
      expect(dates, slug ?? "no service").toEqual(expected);
    }
  });

  it("rejects a bad month (400) and an unknown service (404)", async () => {
    for (const month of ["2027-13", "2027-8", "August", "2027-08-01", ""]) {
      await expect(getAvailableDates({ month, now }), month).rejects.toMatchObject({
        status: 400,
        message: "Invalid month. Please use the format yyyy-MM.",
      });
    }
    await expect(getAvailableDates({ month: "2027-08", now, serviceId: 999_999 })).rejects.toMatchObject({ status: 404 });
  });
});

describe("GET /api/availability", () => {
  const get = (query: string) => call(GET, { url: `/api/availability${query}` });

  it("answers the month's dates with free times for the service (real clock)", async () => {
    const service = await serviceBySlug("private-yoga-virtual");
    const month = earliestBookableDate().slice(0, 7);
    const res = await get(`?month=${month}&serviceId=${service.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(["dates", "month"]);
    expect(res.json.month).toBe(month);
    for (const date of res.json.dates) {
      expect(date.startsWith(month)).toBe(true);
      expect(date >= earliestBookableDate()).toBe(true);
    }
    // Public and the same for everyone: no session is read, nothing personal is cached.
    expect(res.headers.get("cache-control")).toBeNull();
  });

  it("answers bad input with a 400 and a clear message", async () => {
    for (const query of ["", "?month=", "?month=2027-00", "?month=next"]) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.json.message).toBe("Invalid month. Please use the format yyyy-MM.");
    }
    const bad = await get("?month=2027-08&serviceId=abc");
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Invalid service.");
    expect((await get("?month=2027-08&serviceId=987654")).status).toBe(404);
  });
});
