import ical, { ICalCalendarMethod, ICalEventBusyStatus, ICalEventClass, ICalEventStatus, ICalEventTransparency } from "ical-generator";
import { adminAppointmentUrl, joinPageUrl } from "@/lib/booking/links";
import { fullAddress, siteConfig } from "@/lib/site-config";

// The owner's calendar feed as an iCalendar document (RFC 5545), from her appointments. Pure: the
// route loads the rows (./feed), this writes them.

/** What an event is made of: never the client's notes, intake answers or contact (see below). */
export type FeedAppointment = {
  id: number;
  startsAt: Date;
  endsAt: Date;
  isVirtual: boolean;
  /** The appointment's SEQUENCE: raised on every move, so calendars replace the event they have. */
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
  clientFirstName: string;
  clientLastName: string;
  service: { name: string; duration: number };
};

/** How often subscribers are asked to fetch again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 15 * 60;

export const FEED_CALENDAR_NAME = `${siteConfig.name} appointments`;

const placeWord = (a: Pick<FeedAppointment, "isVirtual">) => (a.isVirtual ? "virtual" : "in person");

/**
 * The event's title: "Session · Hypnotherapy (virtual)", or with names on "Hannah Lee ·
 * Hypnotherapy (virtual)". Names are off by default because calendars get shared with family or
 * an assistant and synced to other devices and services.
 */
export function feedEventTitle(
  a: Pick<FeedAppointment, "isVirtual" | "clientFirstName" | "clientLastName" | "service">,
  showClientNames: boolean,
) {
  const client = `${a.clientFirstName} ${a.clientLastName}`.trim();
  const who = showClientNames && client ? client : "Session";
  // The place is said once: a service named "Private Yoga (In-Person)" already says it.
  const namesPlace = (a.isVirtual ? /\bvirtual\b/i : /\bin[- ]person\b/i).test(a.service.name);
  return namesPlace ? `${who} · ${a.service.name}` : `${who} · ${a.service.name} (${placeWord(a)})`;
}

/**
 * The UID: the appointment's for life, so a move updates the same event and a cancellation (the
 * appointment leaves the feed) removes it. "feed-" keeps it apart from the UID of the .ics files
 * the owner may have imported by hand (her Add to Calendar): a calendar app never merges a
 * read-only subscribed event with an editable imported one.
 */
export const feedEventUid = (appointmentId: number) => `feed-appointment-${appointmentId}@${new URL(siteConfig.url).hostname}`;

export function renderCalendarFeed(appointments: readonly FeedAppointment[], { showClientNames }: { showClientNames: boolean }): string {
  const calendar = ical({
    name: FEED_CALENDAR_NAME,
    description: `Your appointments at ${siteConfig.name}. Read-only: change them in the admin.`,
    prodId: { company: siteConfig.name, product: "Owner calendar feed", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    // Writes REFRESH-INTERVAL;VALUE=DURATION:PT15M and X-PUBLISHED-TTL:PT15M (Outlook reads the latter).
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const a of appointments) {
    // The join page, never the room itself; the admin link needs her login.
    const join = a.isVirtual ? joinPageUrl(a.id) : null;
    const admin = adminAppointmentUrl(a.id);
    const client = `${a.clientFirstName} ${a.clientLastName}`.trim();
    calendar.createEvent({
      id: feedEventUid(a.id),
      sequence: a.sequence,
      // Without METHOD:REQUEST, DTSTAMP is when the event was last revised (RFC 5545 3.8.7.2).
      stamp: a.updatedAt,
      lastModified: a.updatedAt,
      created: a.createdAt,
      // No time zone given: ical-generator writes UTC ("...Z"), which every calendar shows in its own zone.
      start: a.startsAt,
      end: a.endsAt,
      summary: feedEventTitle(a, showClientNames),
      description: [
        `${a.service.name}, ${a.service.duration} minutes, ${placeWord(a)}.`,
        showClientNames && client ? `Client: ${client}` : null,
        join ? `Join page: ${join}` : `Address: ${fullAddress}`,
        `In the admin: ${admin}`,
      ]
        .filter(Boolean)
        .join("\n"),
      location: join ?? fullAddress,
      url: admin,
      status: ICalEventStatus.CONFIRMED,
      busystatus: ICalEventBusyStatus.BUSY,
      transparency: ICalEventTransparency.OPAQUE,
      // Shared calendars show a private event as "busy" only.
      class: ICalEventClass.PRIVATE,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too (ical-generator leaves it off).
  return `${calendar.toString()}\r\n`;
}
