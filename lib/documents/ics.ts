import { createEvent } from "ics";
import { appointmentPaths } from "@/lib/booking/links";
import { practitionerName, siteConfig } from "@/lib/site-config";
import { appointmentEvent } from "@/lib/documents/details";

type EventInput = Parameters<typeof appointmentEvent>[0] & {
  /** The event's SEQUENCE (Appointment.sequence): 0 as booked, higher after each change. */
  sequence?: number;
};

export type CalendarAttendee = { name: string; email: string };

type IcsOptions = {
  /**
   * PUBLISH: the file to import (downloads, the confirmation); REQUEST: an update of the event
   * the client imported (same UID, higher SEQUENCE), e.g. after a reschedule.
   */
  method?: "PUBLISH" | "REQUEST";
  /** The client, named in a REQUEST (RFC 5546 requires an attendee). */
  attendee?: CalendarAttendee;
  cancelled?: boolean;
};

/**
 * The appointment as an iCalendar file. Times are written in UTC ("...Z"), so every calendar
 * shows them correctly in its own time zone, across daylight-saving changes. The UID is the
 * appointment's for life; SEQUENCE grows with each reschedule or cancellation.
 */
export function renderAppointmentIcs(
  appointment: EventInput,
  { method = "PUBLISH", attendee, cancelled = false }: IcsOptions = {},
): string {
  const event = appointmentEvent(appointment);
  const { error, value } = createEvent({
    productId: `-//${siteConfig.name}//Booking//EN`,
    method,
    uid: event.uid,
    sequence: appointment.sequence ?? 0,
    title: event.title,
    description: event.description,
    location: event.location,
    ...(event.videoLink ? { url: event.videoLink } : {}),
    start: event.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: event.end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    busyStatus: "BUSY",
    organizer: { name: practitionerName, email: siteConfig.email },
    ...(attendee ? { attendees: [calendarAttendee(attendee)] } : {}),
    alarms: [{ action: "display", description: `Reminder: ${event.title}`, trigger: { hours: 1, before: true } }],
  });
  if (error || !value) throw error ?? new Error("Could not create the calendar file.");
  return value;
}

/** The client as an iCalendar attendee (no RSVP asked: the booking is already made). */
export const calendarAttendee = (a: CalendarAttendee) =>
  ({ name: a.name, email: a.email, rsvp: false, role: "REQ-PARTICIPANT", partstat: "ACCEPTED" }) as const;

const googleDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** "Add to Google Calendar" link with the same event details. */
export function googleCalendarUrl(appointment: EventInput): string {
  const event = appointmentEvent(appointment);
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${googleDate(event.start)}/${googleDate(event.end)}`,
    details: event.description,
    location: event.location,
    ctz: siteConfig.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export const calendarDownloadPath = appointmentPaths.calendar;
