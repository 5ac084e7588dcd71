import { formatDayKey } from "@/lib/format";
import type { AdminPromoCode } from "@/lib/offers/admin";

// How the admin writes a promo code's limits: its days, its uses and its services.

const day = (key: string) => formatDayKey(key, "MMM d, yyyy");

/** "Dec 1, 2026 to Dec 31, 2026", "From Dec 1, 2026", "Until Dec 31, 2026" or "Any day". */
export function validityLabel(c: Pick<AdminPromoCode, "startsOn" | "endsOn">): string {
  if (c.startsOn && c.endsOn) return c.startsOn === c.endsOn ? `On ${day(c.startsOn)}` : `${day(c.startsOn)} to ${day(c.endsOn)}`;
  if (c.startsOn) return `From ${day(c.startsOn)}`;
  if (c.endsOn) return `Until ${day(c.endsOn)}`;
  return "Any day";
}

/** Where the code stands on `today` (yyyy-MM-dd, the practice's date). */
export function validityState(c: Pick<AdminPromoCode, "startsOn" | "endsOn">, today: string): "valid" | "expired" | "upcoming" {
  if (c.endsOn && c.endsOn < today) return "expired";
  if (c.startsOn && c.startsOn > today) return "upcoming";
  return "valid";
}

/** "3 of 10" with a limit, "3" without. */
export const usesLabel = (c: Pick<AdminPromoCode, "uses" | "maxUses">) =>
  c.maxUses === null ? String(c.uses) : `${c.uses} of ${c.maxUses}`;

/** "All services" or the names. */
export const servicesLabel = (c: Pick<AdminPromoCode, "services">) =>
  c.services.length ? c.services.map((s) => s.name).join(", ") : "All services";
