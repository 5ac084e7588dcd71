import { Heading, Link, Text } from "@react-email/components";
import { AppointmentDetails, EmailLayout, SessionAccess, emailText, type AppointmentEmailBasics } from "@/emails/layout";
import { cancellationPolicy } from "@/lib/booking/policy";
import { siteConfig } from "@/lib/site-config";

export type AppointmentRescheduledEmailProps = AppointmentEmailBasics & {
  durationMinutes: number;
  /** The old date and time as the client reads them: "Friday, December 4, 2026", "11:30 AM EST". */
  previousLongDate: string;
  previousTimeWithZone: string;
  address: string;
  videoLink: string | null;
  /** The policy sentence (lib/booking/policy.ts). */
  cancellationPolicy: string;
  /** Where the client manages the booking (My Appointments). */
  manageUrl: string;
  googleCalendarUrl: string;
};

const label = { fontWeight: 600 } as const;

/** To the client after they moved their session; the attached .ics updates the event in their calendar. */
export default function AppointmentRescheduledEmail(p: AppointmentRescheduledEmailProps) {
  return (
    <EmailLayout preview={`Your ${p.serviceName} has moved to ${p.longDate} at ${p.timeWithZone}.`}>
      <Heading as="h1" style={{ fontSize: 22, margin: "0 0 16px", color: "#1f2a24" }}>
        Your session has been rescheduled
      </Heading>
      <Text style={emailText}>Hi {p.firstName}, your session has moved to a new time. Here are the new details:</Text>
      <AppointmentDetails
        rows={[
          ["Service", `${p.serviceName} (${p.durationMinutes} minutes) with ${p.practitionerName}`],
          ["New date", p.longDate],
          ["New time", p.timeWithZone],
          ["Previously", `${p.previousLongDate}, ${p.previousTimeWithZone}`],
          ["Location", p.location === "Virtual" ? "Virtual (video call)" : `In-Person, ${p.address}`],
        ]}
      />
      <SessionAccess
        videoLink={p.videoLink}
        intro="Your video link stays the same. Join from a quiet, comfortable place a few minutes before the session starts:"
        inPersonNote={`Please arrive five minutes early. We look forward to welcoming you at ${p.address}.`}
      />
      <Text style={emailText}>
        The attached calendar update (.ics) moves the session in your calendar, or{" "}
        <Link href={p.googleCalendarUrl}>add the new time to Google Calendar</Link>.
      </Text>
      <Text style={emailText}>
        <span style={label}>Cancellation policy: </span>
        {p.cancellationPolicy}
      </Text>
      <Text style={emailText}>
        <span style={label}>Manage your booking: </span>
        <Link href={p.manageUrl}>My Appointments</Link>
      </Text>
      <Text style={{ ...emailText, margin: 0 }}>
        Questions? Call us at {siteConfig.phone} or email {siteConfig.email}.
      </Text>
    </EmailLayout>
  );
}

AppointmentRescheduledEmail.PreviewProps = {
  firstName: "Alex",
  serviceName: "Clinical Hypnotherapy (Virtual)",
  durationMinutes: 60,
  practitionerName: "Maya Reyes",
  longDate: "Monday, December 7, 2026",
  timeWithZone: "2:30 PM EST",
  location: "Virtual",
  previousLongDate: "Friday, December 4, 2026",
  previousTimeWithZone: "11:00 AM EST",
  address: "1420 Willow Creek Road, Suite 200, Asheville, NC 28801",
  videoLink: siteConfig.meetingRoomUrl,
  cancellationPolicy: cancellationPolicy(),
  manageUrl: `${siteConfig.url}/appointments`,
  googleCalendarUrl: "https://calendar.google.com/calendar/render?action=TEMPLATE",
} satisfies AppointmentRescheduledEmailProps;
