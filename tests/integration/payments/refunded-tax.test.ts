import { describe, expect, it } from "vitest";
import { db, Prisma } from "@/lib/db";
import { refundedTaxCents, refundedTaxSql } from "@/lib/payments/tax";

// A refund gives back its proportional share of the tax, round(refundedCents × taxCents /
// amountCents), half-up: one rule written twice (JavaScript for a payment, SQL for the reports),
// so both must give the same cents for every payment.

type Case = { refundedCents: number; taxCents: number; amountCents: number };

const cases: Case[] = [
  { refundedCents: 14665, taxCents: 665, amountCents: 14665 }, // full refund: all the tax
  { refundedCents: 5000, taxCents: 665, amountCents: 14665 }, // 226.73 -> 227
  { refundedCents: 1, taxCents: 1, amountCents: 2 }, // exactly half -> up
  { refundedCents: 3, taxCents: 1, amountCents: 6 }, // 0.5 -> 1
  { refundedCents: 1, taxCents: 1, amountCents: 3 }, // 0.33 -> 0
  { refundedCents: 0, taxCents: 870, amountCents: 12870 }, // nothing refunded
  { refundedCents: 12000, taxCents: 0, amountCents: 12000 }, // no tax charged
  { refundedCents: 0, taxCents: 0, amountCents: 0 }, // a free session
];
// And a grid of partial refunds of real amounts, halves included.
for (const [amountCents, taxCents] of [
  [10404, 404],
  [12870, 870],
  [10625, 625],
  [20938, 938],
])
  for (let refundedCents = 1; refundedCents <= amountCents; refundedCents += 97) cases.push({ refundedCents, taxCents, amountCents });

describe("refunded tax", () => {
  it("is the refund's share of the tax, rounded half up", () => {
    expect(refundedTaxCents({ refundedCents: 14665, taxCents: 665, amountCents: 14665 })).toBe(665);
    expect(refundedTaxCents({ refundedCents: 5000, taxCents: 665, amountCents: 14665 })).toBe(227);
    expect(refundedTaxCents({ refundedCents: 1, taxCents: 1, amountCents: 2 })).toBe(1);
    expect(refundedTaxCents({ refundedCents: 0, taxCents: 0, amountCents: 0 })).toBe(0);
  });

  it("the SQL the reports use gives the same cents as the function, for every case", async () => {
    const values = Prisma.join(cases.map((c) => Prisma.sql`(${c.refundedCents}::int, ${c.taxCents}::int, ${c.amountCents}::int)`));
    const rows = await db.$queryRaw<{ tax: number }[]>`
      SELECT ${refundedTaxSql("p")} AS "tax"
      FROM (VALUES ${values}) AS p("refundedCents", "taxCents", "amountCents")`;
    expect(rows.map((r) => r.tax)).toEqual(cases.map(refundedTaxCents));
    expect(cases.length).toBeGreaterThan(400);
  });
});
