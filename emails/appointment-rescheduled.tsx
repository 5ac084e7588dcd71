import { Heading, Link, Text } from "@react-email/components";
import {
  AppointmentDetails,
  EmailLayout,
  PolicyAndManage,
  SessionAccess,
  emailText,
  locationLine,
  serviceLine,
  type SessionEmailProps,
} from "@/emails/layout";
import { cancellationPolicy } from "@/lib/booking/policy";
import { joinPageUrl } from "@/lib/booking/links";
import { siteConfig } from "@/lib/site-config";

export type AppointmentRescheduledEmailProps = SessionEmailProps & {
  /** The old date and time as the client reads them: "Friday, December 4, 2026", "11:30 AM EST". */
  previousLongDate: string;
  previousTimeWithZone: string;
};

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
          ["Service", serviceLine(p)],
          ["New date", p.longDate],
          ["New time", p.timeWithZone],
          ["Previously", `${p.previousLongDate}, ${p.previousTimeWithZone}`],
          ["Location", locationLine(p)],
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
      <PolicyAndManage cancellationPolicy={p.cancellationPolicy} manage={p.manage} />
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
  videoLink: joinPageUrl(1042),
  cancellationPolicy: cancellationPolicy(),
  manage: { url: `${siteConfig.url}/appointments`, label: "My Appointments" },
  googleCalendarUrl: "https://calendar.google.com/calendar/render?action=TEMPLATE",
} satisfies AppointmentRescheduledEmailProps;
