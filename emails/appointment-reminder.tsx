import { Heading, Link, Section, Text } from "@react-email/components";
import {
  AppointmentDetails,
  type AppointmentEmailBasics,
  EmailLayout,
  RescheduleNote,
  SessionAccess,
  emailText,
  locationLine,
} from "@/emails/layout";
import { fullAddress, siteConfig } from "@/lib/site-config";
import { joinPageUrl } from "@/lib/booking/links";

export type AppointmentReminderEmailProps = AppointmentEmailBasics & {
  /** Shown for in-person sessions only; defaults to the practice's address. */
  address?: string | null;
  /** Shown for virtual sessions only. */
  videoLink: string | null;
  customMessage: string | null;
  preferencesUrl: string;
};

/** One scheduled reminder of an upcoming session (lib/reminders/deliver.ts). */
export default function AppointmentReminderEmail(p: AppointmentReminderEmailProps) {
  // `location` decides what is shown, whatever else the caller passes: a virtual session gets the
  // video link and no address, an in-person one the address and no video link.
  const virtual = p.location === "Virtual";
  const address = p.address ?? fullAddress;
  return (
    <EmailLayout
      preview={`Reminder: ${p.serviceName} on ${p.longDate} at ${p.timeWithZone}`}
      footer={
        <Text style={{ fontSize: 12, color: "#5b6560", lineHeight: "18px", margin: "8px 0 0" }}>
          You receive this because reminders are on in your account. <Link href={p.preferencesUrl}>Change your reminder settings</Link>.
        </Text>
      }
    >
      <Heading as="h1" style={{ fontSize: 22, margin: "0 0 16px", color: "#1f2a24" }}>
        Your session is coming up
      </Heading>
      <Text style={emailText}>
        Hi {p.firstName}, this is a friendly reminder of your upcoming session with {siteConfig.name}.
      </Text>
      {p.customMessage ? (
        <Section style={{ borderLeft: "3px solid #3d6b52", padding: "4px 0 4px 12px", margin: "0 0 16px" }}>
          <Text style={{ ...emailText, margin: 0, fontStyle: "italic" }}>{p.customMessage}</Text>
        </Section>
      ) : null}
      <AppointmentDetails
        rows={[
          ["Service", `${p.serviceName} with ${p.practitionerName}`],
          ["Date", p.longDate],
          ["Time", p.timeWithZone],
          ["Location", locationLine({ location: p.location, address })],
        ]}
      />
      <SessionAccess
        videoLink={virtual ? p.videoLink : null}
        intro="Join from a quiet, comfortable place a few minutes before the start:"
        inPersonNote={
          virtual
            ? `Join from a quiet, comfortable place a few minutes before the start. No video link yet? Call us at ${siteConfig.phone}.`
            : "Please arrive five minutes early. We look forward to welcoming you."
        }
      />
      <RescheduleNote />
    </EmailLayout>
  );
}

AppointmentReminderEmail.PreviewProps = {
  firstName: "Alex",
  serviceName: "Clinical Hypnotherapy (Virtual)",
  practitionerName: "Maya Reyes",
  longDate: "Monday, December 7, 2026",
  timeWithZone: "2:30 PM EST",
  location: "Virtual",
  address: "1420 Willow Creek Road, Suite 200, Asheville, NC 28801",
  videoLink: joinPageUrl(1042),
  customMessage: "Remember to drink some water before we begin.",
  preferencesUrl: "http://localhost:3000/profile",
} satisfies AppointmentReminderEmailProps;
