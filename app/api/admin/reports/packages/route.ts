import { z } from "zod";

import { outstandingLiability, purchaseSales } from "@/lib/admin/liability";
import { apiRoute } from "@/lib/api/handler";
import { addDays, isDateKey, practiceToday } from "@/lib/booking/dates";
import { badRequest } from "@/lib/errors";

const day = z.string().refine(isDateKey, "Days must be written as yyyy-MM-dd.");
const querySchema = z.object({ from: day.optional(), to: day.optional() });

// GET /api/admin/reports/packages?from=yyyy-MM-dd&to=yyyy-MM-dd -> { from, to, sales: PurchaseSales,
// liability: Liability }: package and gift card sales paid in the local days (both inclusive;
// default the 365 days ending today), and the outstanding liability now.
export const GET = apiRoute({ access: "admin", query: querySchema }, async ({ query }) => {
  const to = query.to ?? practiceToday();
  const from = query.from ?? addDays(to, -364);
  if (from > to) throw badRequest("The From day must be on or before the To day.");
  const [sales, liability] = await Promise.all([purchaseSales(from, to), outstandingLiability()]);
  return { from, to, sales, liability };
});
