import { createEvent } from "ics";
import { appointmentPaths } from "@/lib/booking/links";
import { practitionerName, siteConfig } from "@/lib/site-config";
import { appointmentEvent, ownerAppointmentEvent } from "@/lib/documents/details";

type Sequenced = {
  /** The event's SEQUENCE (Appointment.sequence): 0 as booked, higher after each change. */
  sequence?: number;
};
type EventInput = Parameters<typeof appointmentEvent>[0] & Sequenced;
type OwnerEventInput = Parameters<typeof ownerAppointmentEvent>[0] & Sequenced;
type CalendarEvent = ReturnType<typeof appointmentEvent>;

export type CalendarAttendee = { name: string; email: string };

type IcsOptions = {
  /**
   * PUBLISH: the file to import (downloads, the confirmation); REQUEST: an update of the event
   * the client imported (same UID, higher SEQUENCE), e.g. after a reschedule; CANCEL (RFC 5546):
   * the same UID with the raised SEQUENCE and STATUS:CANCELLED, so calendar apps remove the event.
   */
  method?: "PUBLISH" | "REQUEST" | "CANCEL";
  /** The client, named in a REQUEST or CANCEL (RFC 5546 requires an attendee). */
  attendee?: CalendarAttendee;
  /** CANCEL: who cancelled, for the event's description. */
  cancelledBy?: "client" | "practice";
};

/**
 * The appointment as an iCalendar file for the client (the event names the practitioner): the
 * client's downloads, stored document and emails. Times are written in UTC ("...Z"), so every
 * calendar shows them correctly in its own time zone, across daylight-saving changes. The UID is
 * the appointment's for life; SEQUENCE grows with each reschedule or cancellation.
 */
export function renderAppointmentIcs(appointment: EventInput, options: IcsOptions = {}): string {
  const cancelledText =
    options.cancelledBy === "client" ? "You cancelled this session." : `This session has been cancelled by ${siteConfig.name}.`;
  return renderIcs(appointmentEvent(appointment), appointment.sequence ?? 0, options, cancelledText);
}

/**
 * The owner's copy of the same event (the event names the client, with their contact and a link
 * to the appointment in the admin): her Add to Calendar and her notices' attachments. Same UID and
 * SEQUENCE rules as the client's copy, so her calendar moves or removes the event it has.
 */
export function renderOwnerAppointmentIcs(appointment: OwnerEventInput, options: IcsOptions = {}): string {
  const client = `${appointment.clientFirstName} ${appointment.clientLastName}`.trim();
  const cancelledText = options.cancelledBy === "client" ? `${client} cancelled this session.` : "You cancelled this session.";
  return renderIcs(ownerAppointmentEvent(appointment), appointment.sequence ?? 0, options, cancelledText);
}

function renderIcs(event: CalendarEvent, sequence: number, { method = "PUBLISH", attendee }: IcsOptions, cancelledText: string): string {
  const cancel = method === "CANCEL";
  const { error, value } = createEvent({
    productId: `-//${siteConfig.name}//Booking//EN`,
    method,
    uid: event.uid,
    sequence,
    title: cancel ? `Cancelled: ${event.title}` : event.title,
    description: cancel ? cancelledText : event.description,
    location: event.location,
    ...(event.videoLink && !cancel ? { url: event.videoLink } : {}),
    start: event.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: event.end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    status: cancel ? "CANCELLED" : "CONFIRMED",
    ...(cancel ? {} : { busyStatus: "BUSY" as const }),
    organizer: { name: practitionerName, email: siteConfig.email },
    // A cancellation asks the attendee's calendar to act on it (remove the event).
    ...(attendee ? { attendees: [{ ...calendarAttendee(attendee), ...(cancel ? { partstat: "NEEDS-ACTION" as const } : {}) }] } : {}),
    ...(cancel
      ? {}
      : { alarms: [{ action: "display" as const, description: `Reminder: ${event.title}`, trigger: { hours: 1, before: true } }] }),
  });
  if (error || !value) throw error ?? new Error("Could not create the calendar file.");
  return value;
}

/** The client as an iCalendar attendee (no RSVP asked: the booking is already made). */
export const calendarAttendee = (a: CalendarAttendee) =>
  ({ name: parameterText(a.name), email: a.email, rsvp: false, role: "REQ-PARTICIPANT", partstat: "ACCEPTED" }) as const;

/**
 * A name as an iCalendar parameter value (CN="..."): RFC 5545 allows no DQUOTE and no control
 * character there, and has no escape for them (the ics library writes \", which calendars misread):
 * quotes are dropped, control characters become spaces.
 */
const parameterText = (text: string) =>
  text
    .replace(/"/g, "")
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();

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
