import { Heading, Link, Text } from "@react-email/components";
import { AppointmentDetails, EmailLayout, RescheduleNote, SessionAccess, emailText, type AppointmentEmailBasics } from "@/emails/layout";
import { siteConfig } from "@/lib/site-config";

export type BookingConfirmationEmailProps = AppointmentEmailBasics & {
  durationMinutes: number;
  address: string;
  videoLink: string | null;
  amountPaid: string | null; // "$125.70"
  googleCalendarUrl: string;
};


/** Sent once when a booking is confirmed; the .ics file is attached. */
export default function BookingConfirmationEmail(p: BookingConfirmationEmailProps) {
  return (
    <EmailLayout preview={`Your ${p.serviceName} on ${p.longDate} at ${p.timeWithZone} is confirmed.`}>
      <Heading as="h1" style={{ fontSize: 22, margin: "0 0 16px", color: "#1f2a24" }}>
        Booking Confirmed!
      </Heading>
      <Text style={emailText}>Hi {p.firstName}, thank you for booking with {siteConfig.name}. Here are the details of your session:</Text>
      <AppointmentDetails
        rows={[
          ["Service", `${p.serviceName} (${p.durationMinutes} minutes) with ${p.practitionerName}`],
          ["Date", p.longDate],
          ["Time", p.timeWithZone],
          ["Location", p.location === "Virtual" ? "Virtual (video call)" : `In-Person, ${p.address}`],
          ["Paid", p.amountPaid],
        ]}
      />
      <SessionAccess
        videoLink={p.videoLink}
        intro="Join your session from a quiet, comfortable place a few minutes before it starts:"
        inPersonNote={`Please arrive five minutes early. We look forward to welcoming you at ${p.address}.`}
      />
      <Text style={emailText}>
        The attached calendar file (.ics) adds the session to your calendar, or{" "}
        <Link href={p.googleCalendarUrl}>add it to Google Calendar</Link>.
      </Text>
      <RescheduleNote />
    </EmailLayout>
  );
}

BookingConfirmationEmail.PreviewProps = {
  firstName: "Alex",
  serviceName: "Clinical Hypnotherapy (Virtual)",
  durationMinutes: 60,
  practitionerName: "Maya Reyes",
  longDate: "Monday, December 7, 2026",
  timeWithZone: "2:30 PM EST",
  location: "Virtual",
  address: "1420 Willow Creek Road, Suite 200, Asheville, NC 28801",
  videoLink: siteConfig.meetingRoomUrl,
  amountPaid: "$125.70",
  googleCalendarUrl: "https://calendar.google.com/calendar/render?action=TEMPLATE",
} satisfies BookingConfirmationEmailProps;
