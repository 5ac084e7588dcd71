import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildReports, reportCsv } from "@/lib/admin/reports";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { asAdmin, createAppointment, local, tag } from "./helpers";

// The reports on known data: a year no other test books (2262), read as of June 15, 2262, so the
// window is July 2261 to June 2262. The practice's zone is America/New_York: 11:30 PM on January
// 31 is 4:30 AM on February 1 in UTC, and must count in January. Bookings count at their session
// date at their price before tax; these payments were all made today, outside the window, so
// nothing is collected in it (money.test.ts covers collected money).

const { GET: exportRoute } = await import("@/app/api/admin/reports/export/route");

const NOW = local("2262-06-15", "12:00");
let ids: { janEdge: number };

beforeAll(async () => {
  const returning = await createUser();
  const newcomer = await createUser();
  const jan = await createAppointment({ user: returning, startsAt: local("2262-01-31", "23:30"), payment: { amountCents: 10000 } });
  // March: the returning client again (completed), a newcomer partly refunded, a cancelled and refunded guest.
  await createAppointment({
    user: returning,
    status: "completed",
    startsAt: local("2262-03-10", "10:00"),
    payment: { amountCents: 10000 },
  });
  await createAppointment({
    user: newcomer,
    slug: "private-yoga-virtual",
    startsAt: local("2262-03-12", "14:00"),
    payment: { amountCents: 12000, refundedCents: 2000 },
  });
  await createAppointment({
    user: null,
    email: `guest.${tag()}@example.com`,
    status: "cancelled",
    cancelReason: "cancelled_by_practice",
    confirmedAt: new Date(),
    startsAt: local("2262-03-13", "15:00"),
    payment: { amountCents: 9000, refundStatus: "refunded" },
  });
  // Outside the window (June 30, 2261, and July 1, 2262): not counted.
  await createAppointment({ startsAt: local("2261-06-30", "12:00"), payment: { amountCents: 5000 } });
  await createAppointment({ startsAt: local("2262-07-01", "00:30"), payment: { amountCents: 5000 } });
  ids = { janEdge: jan.id };
});

afterEach(() => loginAs(null));

describe("reports on known data", () => {
  it("monthly sessions booked and their value by session date, in the practice's time zone", async () => {
    const r = await buildReports("month", NOW);
    expect([r.from, r.to, r.timeZone]).toEqual(["2261-07-01", "2262-06-30", "America/New_York"]);
    expect(r.series).toHaveLength(12);
    const month = (m: string) => r.series.find((row) => row.start === `${m}-01`);
    // 11:30 PM on January 31 is January's; February has nothing.
    const money = { paymentsCents: 0, refundsCents: 0, collectedCents: 0, grossCents: 0, discountsCents: 0, netCents: 0 };
    expect(month("2262-01")).toEqual({ start: "2262-01-01", bookings: 1, bookedCents: 12000, ...money });
    expect(month("2262-02")).toEqual({ start: "2262-02-01", bookings: 0, bookedCents: 0, ...money });
    // 12000 (completed hypnotherapy) + 8500 (yoga, partly refunded later); the cancelled booking is no booking.
    expect(month("2262-03")).toEqual({ start: "2262-03-01", bookings: 2, bookedCents: 20500, ...money });
    expect(r.totals).toEqual({ bookings: 3, bookedCents: 32500, ...money });
    expect(ids.janEdge).toBeGreaterThan(0);
  });

  it("weekly: weeks start on Monday in local time", async () => {
    const r = await buildReports("week", NOW);
    expect(r.series[0].start).toBe("2261-07-01"); // July 1, 2261 is a Monday
    const money = { paymentsCents: 0, refundsCents: 0, collectedCents: 0, grossCents: 0, discountsCents: 0, netCents: 0 };
    expect(r.series.find((w) => w.start === "2262-01-27")).toEqual({ start: "2262-01-27", bookings: 1, bookedCents: 12000, ...money });
    expect(r.series.find((w) => w.start === "2262-02-03")).toEqual({ start: "2262-02-03", bookings: 0, bookedCents: 0, ...money });
    expect(r.series.find((w) => w.start === "2262-03-10")).toEqual({ start: "2262-03-10", bookings: 2, bookedCents: 20500, ...money });
    expect(r.totals).toEqual({ bookings: 3, bookedCents: 32500, ...money });
  });

  it("top services, busiest weekdays and hours, new versus returning clients", async () => {
    const r = await buildReports("month", NOW);
    expect(r.services).toEqual([
      { service: "Clinical Hypnotherapy (Virtual)", bookings: 2, bookedCents: 24000 },
      { service: "Private Yoga (Virtual)", bookings: 1, bookedCents: 8500 },
    ]);
    // Jan 31, 2262 is a Friday (local, not Saturday as in UTC); Mar 10 a Monday, Mar 12 a Wednesday.
    expect(r.weekdays.filter((d) => d.bookings > 0)).toEqual([
      { weekday: "Monday", bookings: 1 },
      { weekday: "Wednesday", bookings: 1 },
      { weekday: "Friday", bookings: 1 },
    ]);
    expect(r.hours).toEqual([
      { hour: 10, bookings: 1 },
      { hour: 14, bookings: 1 },
      { hour: 23, bookings: 1 },
    ]);
    expect(r.clients.find((m) => m.month === "2262-01")).toEqual({ month: "2262-01", newClients: 1, returningClients: 0 });
    expect(r.clients.find((m) => m.month === "2262-03")).toEqual({ month: "2262-03", newClients: 1, returningClients: 1 });
    expect(r.clients).toHaveLength(12);
  });
});

describe("CSV", () => {
  it("each report downloads as CSV with the table's rows", async () => {
    const monthly = await reportCsv("bookings", "month", NOW);
    expect(monthly.fileName).toBe("report-bookings_2262-06-15.csv");
    const lines = monthly.csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Month,Sessions booked,Booked value (USD),Payments received (USD),Refunds made (USD),Collected (USD),Gross sales (USD),Discounts (USD),Net sales (USD)",
    );
    expect(lines).toHaveLength(13);
    expect(lines).toContain("2262-01,1,120.00,0.00,0.00,0.00,0.00,0.00,0.00");
    expect(lines).toContain("2262-03,2,205.00,0.00,0.00,0.00,0.00,0.00,0.00");

    const services = (await reportCsv("services", "month", NOW)).csv;
    expect(services).toContain("Service,Sessions booked,Booked value (USD)\r\nClinical Hypnotherapy (Virtual),2,240.00\r\n");
    expect((await reportCsv("hours", "month", NOW)).csv).toContain("11:00 PM,1");
    expect((await reportCsv("clients", "month", NOW)).csv).toContain("2262-03,1,1");
    expect((await reportCsv("bookings", "week", NOW)).fileName).toBe("report-bookings-weekly_2262-06-15.csv");
  });

  it("the export route: admin only, a CSV attachment, a bad report name is a 400", async () => {
    await asAdmin();
    const res = await call(exportRoute, { url: "http://localhost/api/admin/reports/export?report=weekdays&period=week" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="report-weekdays_\d{4}-\d{2}-\d{2}\.csv"/);
    expect(
      res.text
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .slice(0, 2),
    ).toEqual(["Weekday,Bookings", expect.stringMatching(/^Monday,\d+$/)]);
    expect((await call(exportRoute, { url: "http://localhost/api/admin/reports/export?report=secrets" })).status).toBe(400);
    loginAs(await createUser());
    expect((await call(exportRoute, { url: "http://localhost/api/admin/reports/export?report=bookings" })).status).toBe(403);
  });
});
