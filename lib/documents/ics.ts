import { createEvent } from "ics";
import { practitionerName, siteConfig } from "@/lib/site-config";
import { appointmentEvent } from "@/lib/documents/details";

type EventInput = Parameters<typeof appointmentEvent>[0];

/**
 * The appointment as an iCalendar file. Times are written in UTC ("...Z"), so every calendar
 * shows them correctly in its own time zone, across daylight-saving changes.
 */
export function renderAppointmentIcs(appointment: EventInput, { cancelled = false } = {}): string {
  const event = appointmentEvent(appointment);
  const { error, value } = createEvent({
    productId: `-//${siteConfig.name}//Booking//EN`,
    method: "PUBLISH",
    uid: event.uid,
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
    alarms: [{ action: "display", description: `Reminder: ${event.title}`, trigger: { hours: 1, before: true } }],
  });
  if (error || !value) throw error ?? new Error("Could not create the calendar file.");
  return value;
}

const googleDate = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

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

export const calendarDownloadPath = (appointmentId: number) => `/api/appointments/${appointmentId}/calendar`;
