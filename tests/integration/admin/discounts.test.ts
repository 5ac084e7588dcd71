import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { getAdminAppointment } from "@/lib/admin/appointments";
import { listPayments, paymentsCsv } from "@/lib/admin/payments";
import { buildReports, reportCsv } from "@/lib/admin/reports";
import { createAppointment, local, tag } from "./helpers";

// Promo code discounts in the owner's money figures, on known data in 2264 (a year no other test
// pays or books in), read as of December 15, 2264. A payment's subtotal is the taxable amount
// after the discount, so its price was subtotal + discount. Gross: prices before discounts of the
// payments made in a period (paid date) and of bookings a code made free (confirmation date, while
// booked); discounts: what the codes took off; net: gross less discounts, the subtotals paid.
//
//   G  virtual $120.00, code SAVE (−$30.00), NC tax on $90.00   paid Nov 3    session Nov 4
//   H  in person $140.00, code FREE (−$140.00), no payment      confirmed Nov 10, session Nov 20
//   I  virtual $120.00, no code, no tax                          paid Nov 5    session Nov 6
//   J  virtual $120.00 made free by FREE, then cancelled         confirmed Nov 12: not counted
//   K  virtual $120.00 made free by FREE                         confirmed Dec 1, session Dec 5

const t = tag();
const SAVE = `SAVE-${t.toUpperCase()}`;
const FREE = `FREE-${t.toUpperCase()}`;
let ids: Record<"G" | "H" | "I", number>;

beforeAll(async () => {
  const who = (name: string) => ({ firstName: name, lastName: `Disc${t}` });
  const virtual = "hypnotherapy-virtual-session"; // 120.00
  const G = await createAppointment({
    ...who("Gus"),
    slug: virtual,
    promo: { code: SAVE, discountCents: 3000 },
    startsAt: local("2264-11-04", "10:00"),
    payment: { taxCents: 428, taxRate: 0.0475, taxState: "NC", paidAt: local("2264-11-03", "09:00") },
  });
  const H = await createAppointment({
    ...who("Hal"),
    slug: "hypnotherapy-in-person-session", // 140.00
    promo: { code: FREE, discountCents: 14000 },
    startsAt: local("2264-11-20", "11:00"),
    confirmedAt: local("2264-11-10", "12:00"),
    payment: null,
  });
  const I = await createAppointment({
    ...who("Ida"),
    slug: virtual,
    startsAt: local("2264-11-06", "10:00"),
    payment: { paidAt: local("2264-11-05", "09:00") },
  });
  await createAppointment({
    ...who("Jo"),
    slug: virtual,
    promo: { code: FREE, discountCents: 12000 },
    status: "cancelled",
    cancelReason: "cancelled_by_client",
    startsAt: local("2264-11-25", "10:00"),
    confirmedAt: local("2264-11-12", "12:00"),
    payment: null,
  });
  await createAppointment({
    ...who("Kim"),
    slug: virtual,
    promo: { code: FREE, discountCents: 12000 },
    startsAt: local("2264-12-05", "10:00"),
    confirmedAt: local("2264-12-01", "12:00"),
    payment: null,
  });
  ids = { G: G.id, H: H.id, I: I.id };
});

describe("discounts in the owner's payments", () => {
  it("a payment carries its discount and code; a booking the code made free carries them on the appointment", async () => {
    const page = await listPayments({ search: `disc${t}` });
    expect(page.payments.map((p) => p.appointmentId)).toEqual([ids.I, ids.G]);
    expect(page.payments[1]).toMatchObject({ subtotalCents: 9000, discountCents: 3000, promoCode: SAVE, taxCents: 428, amountCents: 9428 });
    expect(page.payments[0]).toMatchObject({ subtotalCents: 12000, discountCents: 0, promoCode: null });

    expect(await getAdminAppointment(ids.G)).toMatchObject({
      priceCents: 12000,
      discountCents: 3000,
      promoCode: SAVE,
      payment: { subtotalCents: 9000, discountCents: 3000, promoCode: SAVE },
    });
    expect(await getAdminAppointment(ids.H)).toMatchObject({ priceCents: 14000, discountCents: 14000, promoCode: FREE, payment: null });
  });

  it("the payments CSV has Discount and Promo Code after the booking's columns, in dollars like the other amounts", async () => {
    const { csv } = await paymentsCsv({ search: `disc${t}` });
    const [header, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    expect(header.slice(0, 8)).toEqual(["Date", "Time", "Service", "Client Name", "Client Email", "Amount", "Payment ID", "Status"]);
    expect(header.slice(-5)).toEqual(["Discount", "Promo Code", "Kind", "Gift Card", "Total"]);
    const column = (row: string[], name: string) => row[header.indexOf(name)];
    const gus = rows.find((r) => column(r, "Client Name") === `Gus Disc${t}`)!;
    expect(["Amount", "Subtotal", "Sales Tax", "Discount", "Promo Code"].map((name) => column(gus, name))).toEqual([
      "94.28",
      "90.00",
      "4.28",
      "30.00",
      SAVE,
    ]);
    const ida = rows.find((r) => column(r, "Client Name") === `Ida Disc${t}`)!;
    expect([column(ida, "Discount"), column(ida, "Promo Code")]).toEqual(["0.00", ""]);
    // Bookings a code made free have no payment, so no row.
    expect(rows).toHaveLength(2);
  });
});

describe("gross, discounts and net in the reports", () => {
  it("gross is the price before discounts (free-by-code bookings included), net what is left: the subtotals paid", async () => {
    const r = await buildReports("month", local("2264-12-15", "12:00"));
    const month = (m: string) => r.series.find((row) => row.start === `${m}-01`)!;
    expect(month("2264-11")).toMatchObject({
      // G, H and I; J was cancelled. Booked stays at the price before discounts.
      bookings: 3,
      bookedCents: 12000 + 14000 + 12000,
      // Collected: G's 94.28 and I's 120.00; H paid nothing.
      collectedCents: 9428 + 12000,
      grossCents: 12000 + 14000 + 12000,
      discountsCents: 3000 + 14000,
      netCents: 9000 + 12000,
    });
    // K, made free, counts at its confirmation: all gross, all discount, nothing net.
    expect(month("2264-12")).toMatchObject({ grossCents: 12000, discountsCents: 12000, netCents: 0, collectedCents: 0 });
    expect(r.totals).toMatchObject({ grossCents: 50000, discountsCents: 29000, netCents: 21000 });

    const lines = (await reportCsv("bookings", "month", local("2264-12-15", "12:00"))).csv.split("\r\n");
    expect(lines[0]).toContain("Collected (USD),Gross sales (USD),Discounts (USD),Net sales (USD)");
    expect(lines).toContain("2264-11,3,380.00,214.28,0.00,214.28,380.00,170.00,210.00");
  });
});
