import Papa from "papaparse";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { dashboardSummary } from "@/lib/admin/appointments";
import { collectedInMonth, salesTaxCsv, salesTaxReport } from "@/lib/admin/money";
import { listPayments, paymentsCsv } from "@/lib/admin/payments";
import { buildReports } from "@/lib/admin/reports";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { asAdmin, createAppointment, local, tag } from "./helpers";

// Collected versus booked, and the sales-tax report, on known data in the practice's zone
// (America/New_York), in October to December 2263, a year no other test pays or books in.
// Collected: payments by paid date less refunds by refund date. Booked: confirmed and completed
// sessions by session date at their price before tax. The practice is in NC (4.75%); a virtual
// client billed in CA pays 7.25%; one billed abroad pays no tax ("No state").
//
//   A  in person NC  paid Oct 31 11:30 PM (Nov 1 in UTC)  session Nov 5   14000 + 665 = 14665
//   B  virtual CA    paid Nov 3                          session Nov 3   12000 + 870 = 12870
//   C  virtual CA    paid Nov 10, refunded in full Dec 2  session Dec 1 (cancelled)   12870
//   D  in person NC  paid Nov 15, 50.00 refunded Nov 21  session Nov 20 (completed)   14665
//   E  virtual abroad paid Nov 30 11:30 PM (Dec 1 in UTC) session Dec 10            12000
//   F  virtual, not paid yet (pay later)                session Nov 25          12000

const { GET: salesTaxRoute } = await import("@/app/api/admin/reports/sales-tax/route");

const t = tag();
const NC = { taxState: "NC", taxRate: 0.0475 };
const CA = { taxState: "CA", taxRate: 0.0725 };
let ids: Record<"A" | "B" | "C" | "D" | "E" | "F", number>;

beforeAll(async () => {
  const inPerson = "hypnotherapy-in-person-session"; // 140.00
  const virtual = "hypnotherapy-virtual-session"; // 120.00
  const who = (name: string) => ({ firstName: name, lastName: `Money${t}` });
  const A = await createAppointment({
    ...who("Ann"),
    slug: inPerson,
    startsAt: local("2263-11-05", "10:00"),
    payment: { ...NC, taxCents: 665, paidAt: local("2263-10-31", "23:30") },
  });
  const B = await createAppointment({
    ...who("Ben"),
    slug: virtual,
    startsAt: local("2263-11-03", "15:00"),
    payment: { ...CA, taxCents: 870, paidAt: local("2263-11-03", "09:00") },
  });
  const C = await createAppointment({
    ...who("Cat"),
    slug: virtual,
    status: "cancelled",
    cancelReason: "cancelled_by_practice",
    startsAt: local("2263-12-01", "11:00"),
    payment: {
      ...CA,
      taxCents: 870,
      paidAt: local("2263-11-10", "12:00"),
      refundStatus: "refunded",
      refundedAt: local("2263-12-02", "08:00"),
    },
  });
  const D = await createAppointment({
    ...who("Dee"),
    slug: inPerson,
    status: "completed",
    startsAt: local("2263-11-20", "13:00"),
    payment: {
      ...NC,
      taxCents: 665,
      paidAt: local("2263-11-15", "16:00"),
      refundStatus: "refunded",
      refundedCents: 5000,
      refundedAt: local("2263-11-21", "10:00"),
    },
  });
  const E = await createAppointment({
    ...who("Eve"),
    slug: virtual,
    startsAt: local("2263-12-10", "09:00"),
    payment: { taxState: null, taxCents: 0, paidAt: local("2263-11-30", "23:30") },
  });
  const F = await createAppointment({ ...who("Fay"), slug: virtual, startsAt: local("2263-11-25", "17:00"), payment: null });
  ids = { A: A.id, B: B.id, C: C.id, D: D.id, E: E.id, F: F.id };
});

afterEach(() => loginAs(null));

describe("collected and booked", () => {
  it("collected is payments by paid date less refunds by refund date, month by month, in the practice's zone", async () => {
    expect(await collectedInMonth("2263-10")).toEqual({ paymentsCents: 14665, refundsCents: 0, collectedCents: 14665 });
    // 12870 (B) + 12870 (C) + 14665 (D) + 12000 (E, 11:30 PM on Nov 30) less D's partial refund.
    expect(await collectedInMonth("2263-11")).toEqual({ paymentsCents: 52405, refundsCents: 5000, collectedCents: 47405 });
    // C's refund lowers December, the month it was made, not November.
    expect(await collectedInMonth("2263-12")).toEqual({ paymentsCents: 0, refundsCents: 12870, collectedCents: -12870 });
  });

  it("the reports show, per month, sessions booked by session date and money collected by paid date", async () => {
    const r = await buildReports("month", local("2263-12-15", "12:00"));
    const month = (m: string) => r.series.find((row) => row.start === `${m}-01`);
    expect(month("2263-10")).toEqual({
      start: "2263-10-01",
      bookings: 0,
      bookedCents: 0,
      paymentsCents: 14665,
      refundsCents: 0,
      collectedCents: 14665,
      // Sold in October (by paid date, before tax): A, no promo code.
      grossCents: 14000,
      discountsCents: 0,
      netCents: 14000,
    });
    // Booked in November: A, B, D (completed) and F (not paid yet), at their prices before tax.
    expect(month("2263-11")).toEqual({
      start: "2263-11-01",
      bookings: 4,
      bookedCents: 14000 + 12000 + 14000 + 12000,
      paymentsCents: 52405,
      refundsCents: 5000,
      collectedCents: 47405,
      // B, C (refunded later: a refund lowers collected, not sales), D and E.
      grossCents: 12000 + 12000 + 14000 + 12000,
      discountsCents: 0,
      netCents: 50000,
    });
    // December: E's session is booked; C's was cancelled, and its refund was made then.
    expect(month("2263-12")).toEqual({
      start: "2263-12-01",
      bookings: 1,
      bookedCents: 12000,
      paymentsCents: 0,
      refundsCents: 12870,
      collectedCents: -12870,
      grossCents: 0,
      discountsCents: 0,
      netCents: 0,
    });
    expect(r.totals).toEqual({
      bookings: 5,
      bookedCents: 64000,
      paymentsCents: 14665 + 52405,
      refundsCents: 17870,
      collectedCents: 14665 + 47405 - 12870,
      grossCents: 64000,
      discountsCents: 0,
      netCents: 64000,
    });
  });

  it("the dashboard's Revenue card is what was collected this month", async () => {
    const november = await dashboardSummary(local("2263-11-30", "12:00"));
    expect(november).toMatchObject({
      revenueCents: 47405,
      revenueMonth: "2263-11",
      revenuePaymentsCents: 52405,
      revenueRefundsCents: 5000,
    });
    expect(await dashboardSummary(local("2263-12-31", "23:59"))).toMatchObject({ revenueCents: -12870, revenueMonth: "2263-12" });
  });

  it("the Payments tab's From/To are paid days: it lists payments made or refunded in them and totals what they collected", async () => {
    const november = await listPayments({ search: `money${t}`, from: "2263-11-01", to: "2263-11-30" });
    // Newest payment first; A was paid on October 31 (local), F is not paid.
    expect(november.payments.map((p) => p.appointmentId)).toEqual([ids.E, ids.D, ids.C, ids.B]);
    expect(november).toMatchObject({ total: 4, paymentsCents: 52405, refundsCents: 5000, totalRevenueCents: 47405 });
    expect(november.payments[1]).toMatchObject({
      date: "2263-11-20",
      time: "13:00",
      paidDate: "2263-11-15",
      subtotalCents: 14000,
      taxCents: 665,
      taxRate: 0.0475,
      taxState: "NC",
      amountCents: 14665,
      refundedCents: 5000,
      refundedDate: "2263-11-21",
      status: "Partly refunded",
    });
    expect(november.payments[2]).toMatchObject({ status: "Refunded", refundedDate: "2263-12-02", paidDate: "2263-11-10" });

    // December: only C's refund happened then.
    const december = await listPayments({ search: `money${t}`, from: "2263-12-01", to: "2263-12-31" });
    expect(december.payments.map((p) => p.appointmentId)).toEqual([ids.C]);
    expect(december).toMatchObject({ total: 1, paymentsCents: 0, refundsCents: 12870, totalRevenueCents: -12870 });
    // The same without a search (the indexed path) gives the same sums.
    expect(await listPayments({ from: "2263-12-01", to: "2263-12-31" })).toMatchObject({ refundsCents: 12870, totalRevenueCents: -12870 });
    // One page of two still totals the whole selection.
    expect(await listPayments({ search: `money${t}`, from: "2263-11-01", to: "2263-11-30", pageSize: 2, page: 2 })).toMatchObject({
      total: 4,
      totalRevenueCents: 47405,
    });

    // All time: every payment less every refund.
    const all = await listPayments({ search: `money${t}` });
    expect(all).toMatchObject({ total: 5, paymentsCents: 14665 + 52405, refundsCents: 17870, totalRevenueCents: 14665 + 52405 - 17870 });
  });

  it("the payments CSV carries the spec's columns, then paid date, subtotal, tax with state and rate, refund and its date, discount and promo code, then kind, gift card part and total", async () => {
    const { csv } = await paymentsCsv({ search: `money${t}`, from: "2263-11-01", to: "2263-11-30" });
    const [header, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    expect(header).toEqual([
      "Date",
      "Time",
      "Service",
      "Client Name",
      "Client Email",
      "Amount",
      "Payment ID",
      "Status",
      "Paid Date",
      "Subtotal",
      "Sales Tax",
      "Tax State",
      "Tax Rate",
      "Refunded",
      "Refund Date",
      "Discount",
      "Promo Code",
      "Kind",
      "Gift Card",
      "Total",
    ]);
    expect(rows.map((r) => r[3])).toEqual([`Eve Money${t}`, `Dee Money${t}`, `Cat Money${t}`, `Ben Money${t}`]);
    expect(rows[1]).toEqual([
      "2263-11-20",
      "1:00 PM EST",
      "Clinical Hypnotherapy (In-Person)",
      `Dee Money${t}`,
      expect.any(String),
      "146.65",
      expect.stringMatching(/^test_pi_/),
      "Partly refunded",
      "2263-11-15",
      "140.00",
      "6.65",
      "NC",
      "4.75%",
      "50.00",
      "2263-11-21",
      "0.00",
      "",
      "Booking",
      "0.00",
      "146.65",
    ]);
    expect(rows[0].slice(7)).toEqual([
      "Paid",
      "2263-11-30",
      "120.00",
      "0.00",
      "",
      "0%",
      "0.00",
      "",
      "0.00",
      "",
      "Booking",
      "0.00",
      "120.00",
    ]);
    expect(rows[2].slice(7)).toEqual([
      "Refunded",
      "2263-11-10",
      "120.00",
      "8.70",
      "CA",
      "7.25%",
      "128.70",
      "2263-12-02",
      "0.00",
      "",
      "Booking",
      "0.00",
      "128.70",
    ]);
  });
});

describe("sales-tax report", () => {
  it("per month and state: taxable amount and tax by paid date, refunded tax (its share) by refund date", async () => {
    const report = await salesTaxReport("2263-10", "2263-12");
    expect(report.rows).toEqual([
      { month: "2263-10", state: "NC", taxableCents: 14000, taxCents: 665, refundedTaxCents: 0, netTaxCents: 665 },
      { month: "2263-11", state: "CA", taxableCents: 24000, taxCents: 1740, refundedTaxCents: 0, netTaxCents: 1740 },
      // D: 50.00 of 146.65 came back, so round(5000 × 665 / 14665) = 227 of its tax.
      { month: "2263-11", state: "NC", taxableCents: 14000, taxCents: 665, refundedTaxCents: 227, netTaxCents: 438 },
      { month: "2263-11", state: "No state", taxableCents: 12000, taxCents: 0, refundedTaxCents: 0, netTaxCents: 0 },
      // C's full refund in December gives back all its tax in December.
      { month: "2263-12", state: "CA", taxableCents: 0, taxCents: 0, refundedTaxCents: 870, netTaxCents: -870 },
    ]);
    expect(report.totals).toEqual({ taxableCents: 64000, taxCents: 3070, refundedTaxCents: 1097, netTaxCents: 1973 });
    expect((await salesTaxReport("2263-11", "2263-11")).rows.map((r) => r.state)).toEqual(["CA", "NC", "No state"]);
    await expect(salesTaxReport("2263-12", "2263-10")).rejects.toThrow("The first month must be on or before the last.");
  });

  it("downloads as CSV, and the route is the owner's only", async () => {
    const { fileName, csv } = await salesTaxCsv("2263-11", "2263-12");
    expect(fileName).toBe("sales-tax_2263-11_2263-12.csv");
    expect(csv.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "Month,State,Taxable amount (USD),Tax collected (USD),Refunded tax (USD),Net tax (USD)",
      "2263-11,CA,240.00,17.40,0.00,17.40",
      "2263-11,NC,140.00,6.65,2.27,4.38",
      "2263-11,No state,120.00,0.00,0.00,0.00",
      "2263-12,CA,0.00,0.00,8.70,-8.70",
      "",
    ]);

    await asAdmin();
    const res = await call(salesTaxRoute, { url: "http://localhost/api/admin/reports/sales-tax?from=2263-10&to=2263-10" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="sales-tax_2263-10_2263-10\.csv"/);
    expect(res.text).toContain("2263-10,NC,140.00,6.65,0.00,6.65");
    expect((await call(salesTaxRoute, { url: "http://localhost/api/admin/reports/sales-tax?from=2263-13" })).status).toBe(400);
    loginAs(await createUser());
    expect((await call(salesTaxRoute, { url: "http://localhost/api/admin/reports/sales-tax" })).status).toBe(403);
  });
});
