import { earliestBookableDate, latestBookableDate, practiceToday } from "@/lib/booking/dates";
import { notFound } from "@/lib/errors";
import { getWeeklyHours } from "./hours";
import { upcomingHolidays } from "./holidays";
import { listPractitioners } from "./practitioners";
import { listTimeOff } from "./time-off";
import type { AvailabilityOverview } from "./types";

/** Everything the availability page shows for one practitioner (the first when none is named). */
export async function availabilityOverview(
  practitionerId?: number,
  { now = new Date() }: { now?: Date } = {},
): Promise<AvailabilityOverview> {
  const practitioners = await listPractitioners();
  const chosen = practitionerId ?? practitioners[0]?.id;
  if (chosen === undefined || !practitioners.some((p) => p.id === chosen)) throw notFound("Practitioner not found.");
  const [hours, timeOff, holidays] = await Promise.all([
    getWeeklyHours(chosen),
    listTimeOff(chosen, { now }),
    upcomingHolidays(chosen, { now }),
  ]);
  return {
    practitioners,
    practitionerId: chosen,
    hours,
    timeOff,
    holidays,
    window: { today: practiceToday(now), earliest: earliestBookableDate(now), latest: latestBookableDate(now) },
  };
}
