import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { federalHolidays } from "@/lib/availability/holidays";
import { agendaRange, readAgenda } from "@/lib/availability/agenda";
import { db } from "@/lib/db";

// The owner's agenda: a day, a Monday-to-Sunday week or a month of sessions on the practice's
// calendar (America/New_York), whatever the UTC date, with her time off and holidays on each day.

let practitionerId: number;
let serviceId: number;
const made: number[] = [];

async function session(
  startsAt: string,
  { status = "confirmed", minutes = 60 }: { status?: "confirmed" | "cancelled" | "pending"; minutes?: number } = {},
) {
  const start = new Date(startsAt);
  const a = await db.appointment.create({
    data: {
      serviceId,
      practitionerId,
      startsAt: start,
      endsAt: new Date(start.getTime() + minutes * 60_000),
      status,
      confirmedAt: status === "confirmed" ? new Date() : null,
      holdExpiresAt: status === "pending" ? new Date(Date.now() + 30 * 60_000) : null,
      isVirtual: true,
      priceCents: 12000,
      notes: "Wants to work on sleep",
      clientFirstName: "Hannah",
      clientLastName: "Lee",
      clientEmail: `hannah.${made.length}.${Date.now()}@example.com`,
      clientPhone: "8285550100",
    },
  });
  made.push(a.id);
  return a;
}

beforeAll(async () => {
  practitionerId = (await db.practitioner.findFirstOrThrow({ orderBy: { id: "asc" } })).id;
  serviceId = (await db.service.findUniqueOrThrow({ where: { slug: "hypnotherapy-virtual-session" } })).id;
  await db.blockedDate.create({ data: { practitionerId, date: new Date("2031-10-29T00:00:00Z"), reason: "Retreat" } });
});
afterAll(async () => {
  await db.appointment.deleteMany({ where: { id: { in: made } } });
  await db.blockedDate.deleteMany({ where: { practitionerId, date: new Date("2031-10-29T00:00:00Z") } });
});

describe("the agenda's days", () => {
  it("a week runs Monday to Sunday, a month from its first to its last day, across year ends", () => {
    expect(agendaRange("week", "2031-10-30")).toEqual({ from: "2031-10-27", to: "2031-11-02", previous: "2031-10-20", next: "2031-11-03" });
    expect(agendaRange("week", "2031-11-02")).toMatchObject({ from: "2031-10-27", to: "2031-11-02" });
    expect(agendaRange("month", "2031-12-15")).toEqual({
      from: "2031-12-01",
      to: "2031-12-31",
      previous: "2031-11-01",
      next: "2032-01-01",
    });
    expect(agendaRange("day", "2031-12-31")).toEqual({ from: "2031-12-31", to: "2031-12-31", previous: "2031-12-30", next: "2032-01-01" });
  });

  it("puts each session on its day in the practice's zone, across the end of daylight saving time and a month end", async () => {
    // Monday 27 October 2031, 12:30 AM EDT (04:30 UTC); Friday 31 October, 11:00 PM EDT (1 November in UTC);
    // Sunday 2 November, the day clocks go back, 11:30 PM EST (3 November in UTC).
    const monday = await session("2031-10-27T04:30:00Z");
    const halloween = await session("2031-11-01T03:00:00Z");
    const sunday = await session("2031-11-03T04:30:00Z");
    await session("2031-10-28T15:00:00Z", { status: "cancelled" });

    const week = await readAgenda({ view: "week", date: "2031-10-30" });
    expect(week.days.map((d) => d.date)).toEqual([
      "2031-10-27",
      "2031-10-28",
      "2031-10-29",
      "2031-10-30",
      "2031-10-31",
      "2031-11-01",
      "2031-11-02",
    ]);
    const idsOn = (date: string) => week.days.find((d) => d.date === date)!.sessions.map((s) => s.id);
    expect(idsOn("2031-10-27")).toEqual([monday.id]);
    expect(idsOn("2031-10-31")).toEqual([halloween.id]);
    expect(idsOn("2031-11-01")).toEqual([]);
    expect(idsOn("2031-11-02")).toEqual([sunday.id]);
    // Cancelled sessions are not on the agenda.
    expect(idsOn("2031-10-28")).toEqual([]);

    const october = await readAgenda({ view: "month", date: "2031-10-05" });
    expect(october.days).toHaveLength(31);
    expect(october.days.at(-1)!.sessions.map((s) => s.id)).toEqual([halloween.id]);
    const november = await readAgenda({ view: "month", date: "2031-11-20" });
    expect(november.days.find((d) => d.date === "2031-11-02")!.sessions.map((s) => s.id)).toEqual([sunday.id]);
  });

  it("shows what she needs for each session, and marks one she kept on a day of her time off", async () => {
    const kept = await session("2031-10-29T14:00:00Z");
    const [day] = (await readAgenda({ view: "day", date: "2031-10-29" })).days;
    expect(day).toMatchObject({ date: "2031-10-29", timeOff: "Retreat" });
    expect(day.sessions).toEqual([
      {
        id: kept.id,
        startsAt: "2031-10-29T14:00:00.000Z",
        endsAt: "2031-10-29T15:00:00.000Z",
        clientName: "Hannah Lee",
        clientHref: `/admin/clients/${encodeURIComponent(kept.clientEmail)}`,
        serviceName: "Clinical Hypnotherapy (Virtual)",
        isVirtual: true,
        status: "confirmed",
        payment: "Unpaid",
        consentSigned: false,
        joinHref: `/appointments/${kept.id}/join`,
        address: null,
        notes: "Wants to work on sleep",
        outsideOpening: "time off",
      },
    ]);
  });

  it("a session a promo code made free reads Free, not Unpaid", async () => {
    const free = await session("2031-10-30T18:00:00Z");
    await db.appointment.update({ where: { id: free.id }, data: { discountCents: 12000 } });
    const [day] = (await readAgenda({ view: "day", date: "2031-10-30" })).days;
    expect(day.sessions.find((s) => s.id === free.id)).toMatchObject({ payment: "Free" });
  });

  it("names the public holidays and the weekly hours of each day, and opens on today", async () => {
    const october = await readAgenda({ view: "month", date: "2031-10-01" });
    for (const holiday of federalHolidays("2031-10-01", "2031-10-31")) {
      expect(october.days.find((d) => d.date === holiday.date)!.holiday).toBe(holiday.name);
    }
    const hours = await db.workingHours.findMany({ where: { practitionerId } });
    const open = october.days.filter((d) => d.hours !== null).map((d) => new Date(`${d.date}T12:00:00Z`).getUTCDay());
    expect(new Set(open)).toEqual(new Set(hours.map((h) => h.weekday)));

    const now = new Date("2031-10-28T03:30:00Z"); // 11:30 PM on Monday 27 October in New York
    expect(await readAgenda({ view: "day" }, { now })).toMatchObject({ date: "2031-10-27", today: "2031-10-27" });
  });
});
