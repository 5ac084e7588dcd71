import { db } from "@/lib/db";
import { dbDate, practiceToday } from "@/lib/booking/dates";
import { scheduleHref } from "@/lib/booking/links";
import { discountLabel } from "./discount";
import { holdsPromoUseWhere } from "./uses";

// The intro offer the home and services pages show: the promo code the owner marked as such (one
// at most), while it is active, within its days (the practice's date) and not fully used. Its link
// opens the booking wizard with the code, and with the service when the code is for one service.

export type IntroOffer = {
  code: string;
  /** The owner's words for it */
  text: string;
  /** "20% off" / "$15.00 off" */
  discount: string;
  /** "/schedule?code=WELCOME-20", or "/schedule?service=12&code=WELCOME-20" for a code for one service */
  href: string;
};

/** The intro offer valid now, or null when there is none to show. */
export async function getIntroOffer(now: Date = new Date()): Promise<IntroOffer | null> {
  const today = dbDate(practiceToday(now));
  const row = await db.promoCode.findFirst({
    where: {
      isIntroOffer: true,
      active: true,
      introText: { not: null },
      AND: [{ OR: [{ startsOn: null }, { startsOn: { lte: today } }] }, { OR: [{ endsOn: null }, { endsOn: { gte: today } }] }],
    },
    select: {
      id: true,
      code: true,
      introText: true,
      percentOff: true,
      amountOffCents: true,
      maxUses: true,
      services: { select: { id: true } },
    },
  });
  if (!row?.introText) return null;
  if (row.maxUses !== null) {
    const uses = await db.appointment.count({ where: { AND: [{ promoCodeId: row.id }, holdsPromoUseWhere(now)] } });
    if (uses >= row.maxUses) return null;
  }
  return {
    code: row.code,
    text: row.introText,
    discount: discountLabel(row),
    // The wizard with the code to apply, and the service when the code is for exactly one.
    href: scheduleHref(row.services.length === 1 ? row.services[0].id : null, row.code),
  };
}
