import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/time-slots/route";
import { addDays, earliestBookableDate } from "@/lib/booking/dates";
import { call } from "../../support/api";
import { bookableDate, serviceBySlug } from "./helpers";

// GET /api/time-slots against the real clock (dates relative to today).

const get = (query: string) => call(GET, { url: `/api/time-slots${query}` });

describe("GET /api/time-slots", () => {
  it("answers a bad or missing date with a 400 and a clear message", async () => {
    for (const query of ["", "?date=", "?date=tomorrow", "?date=2027-02-30", "?date=2027-1-5"]) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.json.message).toBe("Invalid date. Please use the format yyyy-MM-dd.");
    }
  });

  it("returns free slots of the date in the contract's shape, merged and sorted", async () => {
    const date = await bookableDate(2, 1); // a Tuesday: 08:00-20:00
    const res = await get(`?date=${date}`);
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
    for (const slot of res.json) {
      expect(Object.keys(slot).sort()).toEqual(["date", "id", "practitionerId", "startTime", "startsAt"]);
      expect(slot.date).toBe(date);
      expect(slot.startTime).toMatch(/^\d{2}:\d{2}$/);
      expect(new Date(slot.startsAt).toISOString()).toBe(slot.startsAt);
    }
    const times = res.json.map((s: { startTime: string }) => s.startTime);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
    expect(times[0]).toBe("08:00");
  });

  it("is duration-aware with a service; unknown service is a 404, a malformed one a 400", async () => {
    const date = await bookableDate(6, 1); // a Saturday: 09:00-17:00
    const ninety = await serviceBySlug("smoking-cessation-program");
    const res = await get(`?date=${date}&serviceId=${ninety.id}`);
    expect(res.status).toBe(200);
    expect(res.json.at(-1).startTime).toBe("15:30");
    expect((await get(`?date=${date}&serviceId=987654`)).status).toBe(404);
    const bad = await get(`?date=${date}&serviceId=abc`);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Invalid service.");
  });

  it("returns [] before the lead time", async () => {
    const tooSoon = addDays(earliestBookableDate(), -1);
    const res = await get(`?date=${tooSoon}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });
});
