import { Button, Heading, Link, Section, Text } from "@react-email/components";
import { EmailLayout, emailButton, emailText } from "@/emails/layout";
import { siteConfig } from "@/lib/site-config";

export type BookingConfirmationEmailProps = {
  firstName: string;
  serviceName: string;
  durationMinutes: number;
  practitionerName: string;
  longDate: string; // "Monday, December 7, 2026"
  timeWithZone: string; // "2:30 PM EST"
  location: "Virtual" | "In-Person";
  address: string;
  videoLink: string | null;
  amountPaid: string | null; // "$125.70"
  googleCalendarUrl: string;
};

const row = { ...emailText, margin: "0 0 6px" } as const;
const label = { color: "#5b6560", fontWeight: 600 } as const;

/** Sent once when a booking is confirmed; the .ics file is attached. */
export default function BookingConfirmationEmail(p: BookingConfirmationEmailProps) {
  return (
    <EmailLayout preview={`Your ${p.serviceName} on ${p.longDate} at ${p.timeWithZone} is confirmed.`}>
      <Heading as="h1" style={{ fontSize: 22, margin: "0 0 16px", color: "#1f2a24" }}>
        Booking Confirmed!
      </Heading>
      <Text style={emailText}>Hi {p.firstName}, thank you for booking with {siteConfig.name}. Here are the details of your session:</Text>
      <Section style={{ backgroundColor: "#f3f0e8", borderRadius: 8, padding: "16px 20px", margin: "0 0 16px" }}>
        <Text style={row}>
          <span style={label}>Service: </span>
          {p.serviceName} ({p.durationMinutes} minutes) with {p.practitionerName}
        </Text>
        <Text style={row}>
          <span style={label}>Date: </span>
          {p.longDate}
        </Text>
        <Text style={row}>
          <span style={label}>Time: </span>
          {p.timeWithZone}
        </Text>
        <Text style={row}>
          <span style={label}>Location: </span>
          {p.location === "Virtual" ? "Virtual (video call)" : `In-Person, ${p.address}`}
        </Text>
        {p.amountPaid ? (
          <Text style={{ ...row, margin: 0 }}>
            <span style={label}>Paid: </span>
            {p.amountPaid}
          </Text>
        ) : null}
      </Section>
      {p.videoLink ? (
        <>
          <Text style={emailText}>Join your session from a quiet, comfortable place a few minutes before it starts:</Text>
          <Button href={p.videoLink} style={emailButton}>
            Join Session
          </Button>
          <Text style={{ ...emailText, fontSize: 13, margin: "12px 0" }}>
            Or open this link: <Link href={p.videoLink}>{p.videoLink}</Link>
          </Text>
        </>
      ) : (
        <Text style={emailText}>Please arrive five minutes early. We look forward to welcoming you at {p.address}.</Text>
      )}
      <Text style={emailText}>
        The attached calendar file (.ics) adds the session to your calendar, or{" "}
        <Link href={p.googleCalendarUrl}>add it to Google Calendar</Link>.
      </Text>
      <Text style={{ ...emailText, margin: 0 }}>
        Need to reschedule? Call us at {siteConfig.phone} or email {siteConfig.email}.
      </Text>
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
