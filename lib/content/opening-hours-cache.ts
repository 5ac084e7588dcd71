import { revalidateTag, unstable_cache } from "next/cache";
import { db } from "@/lib/db";
import { log } from "@/lib/ops/log";
import { SHARED_FRESHNESS_SECONDS } from "./revalidate";
import { openingHoursFrom, type OpeningHoursGroup } from "./opening-hours";

// The public opening hours from the database through the data cache: static pages that show them
// (footer, contact, the home page's structured data) stay static, and are rendered again the
// moment the owner saves new working hours (revalidateOpeningHours, called after the commit).

export const OPENING_HOURS_TAG = "opening-hours";

/** The public opening hours: every practitioner's saved working hours, cached until they change. */
export const getOpeningHours = unstable_cache(
  async (): Promise<OpeningHoursGroup[]> => {
    const rows = await db.workingHours.findMany({ select: { weekday: true, startTime: true, endTime: true } });
    return openingHoursFrom(rows.map((r) => ({ weekday: r.weekday, start: r.startTime, end: r.endTime })));
  },
  ["opening-hours"],
  // At once on this instance (the tag), within a minute on the others.
  { tags: [OPENING_HOURS_TAG], revalidate: SHARED_FRESHNESS_SECONDS },
);

/** After the owner saved new hours: the pages that show them are rendered again on their next visit. */
export function revalidateOpeningHours(): void {
  try {
    revalidateTag(OPENING_HOURS_TAG, { expire: 0 });
  } catch (error) {
    // Outside a Next.js request (scripts, tests) nothing is cached, so there is nothing to refresh.
    if (error instanceof Error && /store missing/.test(error.message)) return;
    log("error", "revalidating the opening hours failed", { error });
  }
}
