import Papa from "papaparse";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appointmentsOnDate, monthGrid, dashboardSummary, getAdminAppointment, listAppointments } from "@/lib/admin/appointments";
import { listPayments, paymentsCsv } from "@/lib/admin/payments";
import { parseSearch } from "@/lib/admin/search";
import { CANCEL_REASON } from "@/lib/booking/cancel-reasons";
import { call } from "../../support/api";
import { loginAs } from "../../support/session";
import { asAdmin, createAppointment, local, tag } from "./helpers";

const { GET: listRoute } = await import("@/app/api/admin/appointments/route");
const { GET: summaryRoute } = await import("@/app/api/admin/summary/route");
const { GET: calendarRoute } = await import("@/app/api/admin/calendar/route");
const { GET: dayRoute } = await import("@/app/api/admin/calendar/days/[date]/route");
const { GET: paymentsRoute } = await import("@/app/api/admin/payments/route");
const { GET: exportRoute } = await import("@/app/api/admin/payments/export/route");

// The owner's reads: search, filters, paging and sums in PostgreSQL, days in the practice's time
// zone (America/New_York). Each test works on its own days of 2046-2048 and its own names.

beforeEach(async () => {
  await asAdmin();
});
afterEach(() => loginAs(null));

const ids = (list: { id: number }[]) => list.map((a) => a.id);

describe("Booking List", () => {
  it("searches first name, last name, email, service name and a typed date; every word must match", async () => {
    const t = tag();
    const anna = await createAppointment({
      firstName: `Anna${t}`,
      lastName: "Lee",
      email: `anna.${t}@example.com`,
      startsAt: local("2046-03-10", "10:00"),
    });
    const ben = await createAppointment({
      firstName: "Ben",
      lastName: `Okafor${t}`,
      slug: "private-yoga-virtual",
      startsAt: local("2046-03-11", "23:30"),
      email: `ben.${t}@example.com`,
    });
    const cara = await createAppointment({
      firstName: "Cara",
      lastName: "Diaz",
      email: `cara.${t}@clinic.example`,
      startsAt: local("2046-03-12", "09:00"),
    });

    expect(ids((await listAppointments({ search: `anna${t}` })).appointments)).toEqual([anna.id]);
    expect(ids((await listAppointments({ search: `OKAFOR${t}` })).appointments)).toEqual([ben.id]);
    expect(ids((await listAppointments({ search: `cara.${t}@clinic` })).appointments)).toEqual([cara.id]);
    // Words across fields: the service name and the client's email.
    expect(ids((await listAppointments({ search: `private yoga ${t}` })).appointments)).toEqual([ben.id]);
    expect(ids((await listAppointments({ search: `Anna${t} Lee` })).appointments)).toEqual([anna.id]);
    expect((await listAppointments({ search: `Anna${t} Okafor` })).total).toBe(0);
    // A typed date is that day in the practice's time zone: 11:30 PM on March 11 is March 11,
    // though it is March 12 in UTC.
    for (const date of ["2046-03-11", "03/11/2046", "3/11/2046", "Mar 11, 2046", "March 11 2046", "Sun, Mar 11, 2046"])
      expect(ids((await listAppointments({ search: `${t} ${date}` })).appointments), date).toEqual([ben.id]);
    expect(ids((await listAppointments({ search: `${t} 2046-03-12` })).appointments)).toEqual([cara.id]);
    expect(ids((await listAppointments({ search: `${t} 2046-03` })).appointments)).toEqual([cara.id, ben.id, anna.id]);
    // LIKE wildcards are plain characters.
    expect((await listAppointments({ search: `%${t}` })).total).toBe(0);
    expect((await listAppointments({ search: "____" })).total).toBe(0);
  });

  it("finds a date typed as the list shows it, without a year: that day in every year, in the practice's zone", async () => {
    const t = tag();
    // 11:30 PM on November 30 is December 1 in UTC; it is still November 30 at the practice.
    const late = await createAppointment({ firstName: `Nov${t}`, startsAt: local("2046-11-30", "23:30") });
    const nextYear = await createAppointment({ firstName: `Nov${t}`, startsAt: local("2047-11-30", "09:00") });
    await createAppointment({ firstName: `Nov${t}`, startsAt: local("2046-11-29", "12:00") });
    await createAppointment({ firstName: `Nov${t}`, startsAt: local("2047-12-01", "00:30") });

    for (const date of ["Nov 30", "nov 30", "NOV 30", "November 30", "Nov. 30", "Mon, Nov 30", "11/30", "Nov 30th"])
      expect(ids((await listAppointments({ search: `nov${t} ${date}` })).appointments), date).toEqual([nextYear.id, late.id]);
    // With the year, that one day.
    for (const date of ["Nov 30, 2046", "nov 30 2046", "11/30/2046"])
      expect(ids((await listAppointments({ search: `nov${t} ${date}` })).appointments), date).toEqual([late.id]);
    // As the only words of the search too, and in the payments search's reading of the box.
    expect(ids((await listAppointments({ search: "Nov 30" })).appointments)).toEqual(expect.arrayContaining([nextYear.id, late.id]));
  });

  it("parses dates as the owner types them", () => {
    expect(parseSearch("anna 2026-12-03").terms).toEqual(["anna"]);
    expect(parseSearch("12/03/2026").ranges).toHaveLength(1);
    expect(parseSearch("2026-02-30").terms).toEqual(["2026-02-30"]); // not a date: a word
    expect(parseSearch("December 3, 2026 lee")).toMatchObject({ terms: ["lee"], ranges: [{}] });
    expect(parseSearch("may")).toEqual({ terms: ["may"], ranges: [], everyYear: [] });
    expect(parseSearch("may 5 lee")).toEqual({ terms: ["lee"], ranges: [], everyYear: [{ month: 5, day: 5 }] });
    expect(parseSearch("Feb 29")).toMatchObject({ terms: [], everyYear: [{ month: 2, day: 29 }] }); // leap years' day
    expect(parseSearch("Feb 30")).toMatchObject({ terms: ["Feb", "30"], everyYear: [] }); // no such day: words
    expect(parseSearch("12/2026")).toMatchObject({ terms: [], ranges: [{}], everyYear: [] }); // a month, not a day
  });

  it("filters by status, lists newest first and pages, with the total", async () => {
    const t = tag();
    const made = [];
    for (const [i, status] of (["confirmed", "pending", "completed", "cancelled", "confirmed"] as const).entries())
      made.push(await createAppointment({ firstName: `Page${t}`, status, startsAt: local("2046-05-0" + (i + 1), "14:00") }));
    const all = await listAppointments({ search: `page${t}` });
    expect(all.total).toBe(5);
    expect(ids(all.appointments)).toEqual(ids(made).reverse());
    expect(ids((await listAppointments({ search: `page${t}`, status: "confirmed" })).appointments)).toEqual([made[4].id, made[0].id]);
    expect(ids((await listAppointments({ search: `page${t}`, status: "pending" })).appointments)).toEqual([made[1].id]);
    expect(ids((await listAppointments({ search: `page${t}`, status: "completed" })).appointments)).toEqual([made[2].id]);
    expect(ids((await listAppointments({ search: `page${t}`, status: "cancelled" })).appointments)).toEqual([made[3].id]);
    const second = await listAppointments({ search: `page${t}`, page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(ids(second.appointments)).toEqual([made[2].id, made[1].id]);
    expect(await listAppointments({ search: `page${t}`, page: 9, pageSize: 2 })).toMatchObject({ appointments: [], total: 5, page: 9 });

    const res = await call(listRoute, { url: `/api/admin/appointments?search=page${t}&page=3&pageSize=2` });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
    expect(ids(res.json)).toEqual([made[0].id]);
    expect(res.headers.get("x-total-count")).toBe("5");
    expect(res.headers.get("x-page")).toBe("3");
    expect(res.headers.get("x-page-size")).toBe("2");
  });

  it("returns the spec's admin view: local date and time, client info, payment", async () => {
    const t = tag();
    const a = await createAppointment({
      firstName: `View${t}`,
      lastName: "Park",
      notes: "Prefers a quiet start",
      startsAt: local("2046-07-31", "23:30"),
    });
    const [row] = (await listAppointments({ search: `view${t}` })).appointments;
    expect(row).toEqual({
      id: a.id,
      userId: a.userId,
      date: "2046-07-31",
      time: "23:30",
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      serviceName: "Clinical Hypnotherapy (Virtual)",
      isVirtual: true,
      priceCents: a.priceCents,
      discountCents: 0,
      promoCode: null,
      status: "confirmed",
      paymentComplete: true,
      notes: "Prefers a quiet start",
      zoomLink: `/appointments/${a.id}/join`,
      videoRoom: null,
      cancelReason: null,
      cancelledBy: null,
      cancelledAt: null,
      cancelNote: null,
      rescheduledBy: null,
      rescheduledFrom: null,
      rescheduledAt: null,
      clientFirstName: `View${t}`,
      clientLastName: "Park",
      clientEmail: a.clientEmail,
      clientPhone: "8285550100",
      clientInfo: { firstName: `View${t}`, lastName: "Park", email: a.clientEmail, phone: "8285550100" },
      paidWith: { clientPackageId: null, packageName: null, creditHeld: false, giftCardId: null, giftCardLast4: null, giftCardCents: 0 },
      payment: {
        amount: 12000,
        subtotalCents: 12000,
        discountCents: 0,
        promoCode: null,
        taxCents: 0,
        taxRate: 0,
        taxState: null,
        paidAt: a.payment!.paidAt!.toISOString(),
        paymentIntentId: a.payment!.paymentIntentId,
        status: "succeeded",
        refundStatus: "none",
        refundedCents: 0,
        refundId: null,
        refundedAt: null,
        refundReason: null,
      },
    });
    expect(await getAdminAppointment(a.id)).toEqual(row);
    const pending = await createAppointment({ firstName: `View${t}`, status: "pending", payment: null });
    expect(await getAdminAppointment(pending.id)).toMatchObject({ paymentComplete: false, payment: null, status: "pending" });
  });

  it("hides holds released unpaid (abandoned checkouts) but shows a released hold whose payment arrived", async () => {
    const t = tag();
    const expired = await createAppointment({
      firstName: `Hold${t}`,
      status: "cancelled",
      cancelReason: CANCEL_REASON.holdExpired,
      payment: null,
    });
    const replaced = await createAppointment({
      firstName: `Hold${t}`,
      status: "cancelled",
      cancelReason: CANCEL_REASON.holdReplaced,
      payment: { status: "requires_payment" },
    });
    const latePayment = await createAppointment({
      firstName: `Hold${t}`,
      status: "cancelled",
      cancelReason: CANCEL_REASON.holdExpired,
      payment: { refundStatus: "due", refundReason: "Paid after the hold expired." },
    });
    const ownerCancelled = await createAppointment({ firstName: `Hold${t}`, status: "cancelled", cancelReason: "cancelled_by_practice" });
    const listed = ids((await listAppointments({ search: `hold${t}` })).appointments);
    expect(listed).toEqual(expect.arrayContaining([latePayment.id, ownerCancelled.id]));
    expect(listed).not.toContain(expired.id);
    expect(listed).not.toContain(replaced.id);
    expect((await listAppointments({ search: `hold${t}`, status: "cancelled" })).total).toBe(2);
  });
});

describe("Dashboard cards", () => {
  it("count Total, Upcoming and Today in the practice's time zone (11:30 PM at a month's end); Revenue is this month's collected", async () => {
    // It is 11:45 PM on January 31, 2047 in New York (04:45 UTC on February 1).
    const now = local("2047-01-31", "23:45");
    const before = await dashboardSummary(now);
    const beforeNextDay = await dashboardSummary(local("2047-02-01", "00:01"));

    await createAppointment({ startsAt: local("2047-01-31", "23:30"), payment: { amountCents: 12570 } }); // today (Feb 1 in UTC)
    await createAppointment({ startsAt: local("2047-01-31", "00:15"), status: "completed" }); // today, early
    await createAppointment({ startsAt: local("2047-01-30", "23:30") }); // yesterday: neither
    await createAppointment({ startsAt: local("2047-02-01", "00:30"), status: "pending", payment: null }); // tomorrow: upcoming only
    await createAppointment({
      startsAt: local("2047-01-31", "20:00"),
      status: "cancelled",
      cancelReason: "cancelled_by_practice",
      payment: { refundStatus: "refunded" },
    });
    await createAppointment({ startsAt: local("2047-02-03", "10:00"), payment: { amountCents: 9000, refundStatus: "due" } });
    await createAppointment({
      startsAt: local("2047-01-31", "21:00"),
      status: "cancelled",
      cancelReason: CANCEL_REASON.holdExpired,
      payment: null,
    }); // invisible

    const after = await dashboardSummary(now);
    expect(after.totalAppointments - before.totalAppointments).toBe(6);
    expect(after.today - before.today).toBe(2);
    expect(after.upcoming - before.upcoming).toBe(4); // today x2, tomorrow, Feb 3
    // These payments were made today, not in January 2047: Revenue is January's collected money.
    expect(after).toMatchObject({ revenueCents: before.revenueCents, revenueMonth: "2047-01" });

    // One minute after midnight the 11:30 PM session is yesterday's.
    const nextDay = await dashboardSummary(local("2047-02-01", "00:01"));
    expect(nextDay.today - beforeNextDay.today).toBe(1); // only the 00:30 one
    expect(nextDay.upcoming - beforeNextDay.upcoming).toBe(2); // 00:30 and February 3
  });

  it("GET /api/admin/summary answers the four figures", async () => {
    const res = await call(summaryRoute);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual([
      "revenueCents",
      "revenueMonth",
      "revenuePaymentsCents",
      "revenueRefundsCents",
      "today",
      "totalAppointments",
      "upcoming",
    ]);
  });
});

describe("Calendar", () => {
  it("groups a month by local day: counts, confirmed and pending, the first three by time; not cancelled", async () => {
    const t = tag();
    const late = await createAppointment({ firstName: `Zed${t}`, startsAt: local("2048-01-31", "23:30") });
    const day = "2048-01-20";
    const made = [
      await createAppointment({ firstName: "Dora", startsAt: local(day, "16:00"), status: "pending", payment: null }),
      await createAppointment({ firstName: "Abe", startsAt: local(day, "09:00") }),
      await createAppointment({ firstName: "Cy", startsAt: local(day, "13:00"), status: "completed" }),
      await createAppointment({ firstName: "Bea", startsAt: local(day, "11:00") }),
    ];
    await createAppointment({
      firstName: "Gone",
      startsAt: local(day, "18:00"),
      status: "cancelled",
      cancelReason: "cancelled_by_practice",
    });

    const january = await monthGrid("2048-01");
    expect(january.month).toBe("2048-01");
    const d20 = january.days.find((d) => d.date === day)!;
    expect(d20).toEqual({
      date: day,
      count: 4,
      confirmed: 2,
      pending: 1,
      first: [
        { id: made[1].id, time: "09:00", clientFirstName: "Abe", status: "confirmed" },
        { id: made[3].id, time: "11:00", clientFirstName: "Bea", status: "confirmed" },
        { id: made[2].id, time: "13:00", clientFirstName: "Cy", status: "completed" },
      ],
    });
    // 11:30 PM on January 31 is in January's last day, not February's first.
    expect(january.days.find((d) => d.date === "2048-01-31")?.first.map((f) => f.id)).toContain(late.id);
    expect((await monthGrid("2048-02")).days.flatMap((d) => d.first.map((f) => f.id))).not.toContain(late.id);

    const onDay = await appointmentsOnDate(day);
    expect(ids(onDay)).toEqual([made[1].id, made[3].id, made[2].id, made[0].id]);

    const res = await call(calendarRoute, { url: "/api/admin/calendar?month=2048-01" });
    expect(res.json.days.find((d: { date: string }) => d.date === day).count).toBe(4);
    const dayRes = await call(dayRoute, { params: { date: day } });
    expect(ids(dayRes.json)).toEqual(ids(onDay));
  });
});

describe("Payments", () => {
  it("lists paid appointments only, searchable by payment ID, From/To inclusive local paid days, revenue collected in them", async () => {
    const t = tag();
    const first = await createAppointment({
      firstName: `Pay${t}`,
      startsAt: local("2048-03-01", "00:30"),
      payment: { amountCents: 12570, paidAt: local("2048-03-01", "00:30") },
    });
    const last = await createAppointment({
      firstName: `Pay${t}`,
      startsAt: local("2048-03-31", "23:30"),
      payment: { amountCents: 8500, paidAt: local("2048-03-31", "23:30") },
    });
    const refunded = await createAppointment({
      firstName: `Pay${t}`,
      startsAt: local("2048-03-15", "10:00"),
      status: "cancelled",
      cancelReason: "cancelled_by_practice",
      payment: {
        amountCents: 6500,
        refundStatus: "refunded",
        paidAt: local("2048-03-15", "10:00"),
        refundedAt: local("2048-03-20", "10:00"),
      },
    });
    await createAppointment({
      firstName: `Pay${t}`,
      startsAt: local("2048-03-16", "10:00"),
      status: "pending",
      payment: { status: "requires_payment" },
    });
    await createAppointment({
      firstName: `Pay${t}`,
      startsAt: local("2048-03-17", "10:00"),
      status: "pending",
      payment: { status: "failed" },
    });
    const outside = await createAppointment({
      firstName: `Pay${t}`,
      startsAt: local("2048-04-01", "00:30"),
      payment: { paidAt: local("2048-04-01", "00:30") },
    });

    const march = await listPayments({ search: `pay${t}`, from: "2048-03-01", to: "2048-03-31" });
    expect(march.payments.map((p) => p.appointmentId)).toEqual([last.id, refunded.id, first.id]);
    expect(march.total).toBe(3);
    // 12570 + 8500 + 6500 received, 6500 refunded, all in March.
    expect(march).toMatchObject({ totalRevenueCents: 12570 + 8500, paymentsCents: 12570 + 8500 + 6500, refundsCents: 6500 });
    expect(march.payments[0]).toMatchObject({
      date: "2048-03-31",
      time: "23:30",
      serviceName: "Clinical Hypnotherapy (Virtual)",
      clientName: `Pay${t} Client`,
      amountCents: 8500,
      refundedCents: 0,
      status: "Paid",
      refundStatus: "none",
    });
    expect(march.payments[1]).toMatchObject({ status: "Refunded", amountCents: 6500, refundedCents: 6500 });

    const all = await listPayments({ search: `pay${t}` });
    expect(all.total).toBe(4);
    expect(all.payments.map((p) => p.appointmentId)).toContain(outside.id);
    expect((await listPayments({ search: `pay${t}`, from: "2048-04-01" })).payments.map((p) => p.appointmentId)).toEqual([outside.id]);
    expect((await listPayments({ search: `pay${t}`, to: "2048-03-01" })).payments.map((p) => p.appointmentId)).toEqual([first.id]);
    // A part of the ID from its random tail: its fixed start ("test_pi_") is every test payment's.
    expect((await listPayments({ search: last.payment!.paymentIntentId.slice(-12) })).payments.map((p) => p.appointmentId)).toEqual([
      last.id,
    ]);
    const paged = await listPayments({ search: `pay${t}`, pageSize: 1, page: 2 });
    expect(paged).toMatchObject({ total: 4, totalRevenueCents: 12570 + 8500 + 12000, page: 2, pageSize: 1 });
    expect(await listPayments({ search: `pay${t}`, page: 7 })).toMatchObject({
      payments: [],
      total: 4,
      totalRevenueCents: 12570 + 8500 + 12000,
    });
    expect(await listPayments({ search: `nothing${t}` })).toMatchObject({ payments: [], total: 0, totalRevenueCents: 0 });

    const res = await call(paymentsRoute, { url: `/api/admin/payments?search=pay${t}&from=2048-03-01&to=2048-03-31` });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 3, totalRevenueCents: 21070 });
  });

  it("exports the spec's columns in order, Paid or Refunded, formulas neutralised, as payments_{date}.csv", async () => {
    const t = tag();
    const hostile = [
      ['=HYPERLINK("http://evil.example","x")', `a${t}@example.com`],
      ["+1+1", `b${t}@example.com`],
      ["-2+3", `c${t}@example.com`],
      ["@SUM(A1)", `d${t}@example.com`],
      ["Tab", `\te${t}@example.com`],
      ['Smith, "Jr"', `f${t}@example.com`],
    ];
    const made: Awaited<ReturnType<typeof createAppointment>>[] = [];
    for (const [i, [firstName, email]] of hostile.entries())
      made.push(
        await createAppointment({
          firstName,
          lastName: `Csv${t}`,
          email,
          startsAt: local(`2048-06-0${i + 1}`, "14:30"),
          payment: { amountCents: 12570, paidAt: local(`2048-06-0${i + 1}`, "14:30") },
        }),
      );
    await createAppointment({
      firstName: "Refunded",
      lastName: `Csv${t}`,
      startsAt: local("2048-06-09", "09:05"),
      status: "cancelled",
      cancelReason: "cancelled_by_practice",
      payment: {
        amountCents: 6500,
        refundStatus: "refunded",
        paidAt: local("2048-06-09", "09:05"),
        refundedAt: local("2048-06-10", "09:00"),
      },
    });

    const { fileName, csv } = await paymentsCsv({ search: `csv${t}` }, local("2048-07-01", "23:30"));
    expect(fileName).toBe("payments_2048-07-01.csv");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    // The spec's columns first, in its order (money.test.ts checks the ones after them).
    expect(header.slice(0, 8)).toEqual(["Date", "Time", "Service", "Client Name", "Client Email", "Amount", "Payment ID", "Status"]);
    expect(rows).toHaveLength(7);
    expect(rows[0].slice(0, 8)).toEqual([
      "2048-06-09",
      "9:05 AM EDT",
      "Clinical Hypnotherapy (Virtual)",
      `Refunded Csv${t}`,
      expect.any(String),
      "65.00",
      expect.stringMatching(/^test_pi_/),
      "Refunded",
    ]);
    const row = (i: number) => rows.find((r) => r[6] === made[i].payment!.paymentIntentId)!;
    expect(row(0)[3]).toBe(`'=HYPERLINK("http://evil.example","x") Csv${t}`);
    expect(row(1)[3]).toBe(`'+1+1 Csv${t}`);
    expect(row(2)[3]).toBe(`'-2+3 Csv${t}`);
    expect(row(3)[3]).toBe(`'@SUM(A1) Csv${t}`);
    expect(row(4)[4]).toBe(`'\te${t}@example.com`);
    expect(row(5)[3]).toBe(`Smith, "Jr" Csv${t}`);
    expect(row(5).slice(0, 8)).toEqual([
      "2048-06-06",
      "2:30 PM EDT",
      "Clinical Hypnotherapy (Virtual)",
      `Smith, "Jr" Csv${t}`,
      `f${t}@example.com`,
      "125.70",
      made[5].payment!.paymentIntentId,
      "Paid",
    ]);
    // A formula hidden behind a line break is neutralised too (papaparse's own rule misses it).
    const multi = await createAppointment({ firstName: "=1+1\nline", lastName: `Csv${t}`, startsAt: local("2048-06-10", "10:00") });
    const again = Papa.parse<string[]>((await paymentsCsv({ search: `csv${t}` })).csv.slice(1), { skipEmptyLines: true }).data;
    expect(again.find((r) => r[6] === multi.payment!.paymentIntentId)![3]).toBe(`'=1+1\nline Csv${t}`);

    const res = await call(exportRoute, { url: `/api/admin/payments/export?search=csv${t}&from=2048-06-01&to=2048-06-05` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="payments_\d{4}-\d{2}-\d{2}\.csv"/);
    expect(Papa.parse(res.text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data).toHaveLength(1 + 5);
  });
});
