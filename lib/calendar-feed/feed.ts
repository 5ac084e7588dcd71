import { subWeeks } from "date-fns";
import { db } from "@/lib/db";
import { tokenOfSegment } from "./paths";
import { renderCalendarFeed, type FeedAppointment } from "./render";
import { readFeedRow } from "./settings";
import { sameToken } from "./token";

// What the feed's address answers: the document, or null (the route's 404) when the address is
// not the current one, whatever the reason (off, regenerated, mistyped): nothing tells them apart.

/** How far back the feed goes: past sessions stay in her calendar for a while, then drop off. */
export const FEED_WEEKS_BACK = 8;

/**
 * The appointments in the feed: those that hold her time (confirmed, and past ones completed or
 * missed). Pending holds are left out: a hold lives minutes while the client pays, and calendars
 * refresh far less often, so it would show sessions that never happen. Cancelled ones leave the
 * feed, and so the subscribed calendars. No end: the owner may book or move a session past the
 * clients' booking window, and it belongs in her calendar too.
 */
const FEED_STATUSES = ["confirmed", "completed", "no_show"] as const;

export async function calendarFeedDocument(segment: string, now: Date = new Date()): Promise<string | null> {
  const given = tokenOfSegment(segment);
  if (!given) return null;
  const feed = await readFeedRow();
  if (!feed.token || !sameToken(given, feed.token)) return null;
  const appointments: FeedAppointment[] = await db.appointment.findMany({
    where: { status: { in: [...FEED_STATUSES] }, startsAt: { gte: subWeeks(now, FEED_WEEKS_BACK) } },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    // Only what an event shows: no notes, intake answers, contact details or payments.
    select: {
      id: true,
      startsAt: true,
      endsAt: true,
      isVirtual: true,
      sequence: true,
      createdAt: true,
      updatedAt: true,
      clientFirstName: true,
      clientLastName: true,
      service: { select: { name: true, duration: true } },
    },
  });
  return renderCalendarFeed(appointments, { showClientNames: feed.showClientNames });
}
