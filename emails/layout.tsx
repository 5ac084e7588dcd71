import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { cutoffText } from "@/lib/booking/policy";
import { fullAddress, siteConfig } from "@/lib/site-config";

// The frame every email shares: brand header, content, footer with the practice's details.
export function EmailLayout({ preview, children, footer }: { preview: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#fcfaf6", fontFamily: "Helvetica, Arial, sans-serif", color: "#1f2a24", margin: 0 }}>
        <Container style={{ maxWidth: 560, margin: "0 auto", padding: "32px 24px" }}>
          <Text style={{ fontSize: 20, fontWeight: 700, color: "#3d6b52", margin: "0 0 24px" }}>{siteConfig.name}</Text>
          <Section style={{ backgroundColor: "#ffffff", borderRadius: 12, padding: "24px", border: "1px solid #e4ddd1" }}>
            {children}
          </Section>
          <Hr style={{ borderColor: "#e4ddd1", margin: "24px 0 12px" }} />
          <Text style={{ fontSize: 12, color: "#5b6560", lineHeight: "18px", margin: 0 }}>
            {siteConfig.name} · {fullAddress} · {siteConfig.phone} · {siteConfig.email}
          </Text>
          {footer}
        </Container>
      </Body>
    </Html>
  );
}

/** What every appointment email says about the session (the practice's local time with its zone). */
export type AppointmentEmailBasics = {
  firstName: string;
  serviceName: string;
  practitionerName: string;
  longDate: string; // "Monday, December 7, 2026"
  timeWithZone: string; // "2:30 PM EST"
  location: "Virtual" | "In-Person";
};

export const emailText = { fontSize: 15, lineHeight: "24px", margin: "0 0 12px" } as const;
export const emailButton = {
  backgroundColor: "#3d6b52",
  color: "#ffffff",
  borderRadius: 8,
  padding: "12px 20px",
  fontWeight: 600,
  textDecoration: "none",
  display: "inline-block",
} as const;

const detailRow = { ...emailText, margin: "0 0 6px" } as const;
const detailLabel = { color: "#5b6560", fontWeight: 600 } as const;

/** The boxed "Service / Date / Time / Location" list of booking emails. Empty values are left out. */
export function AppointmentDetails({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== "");
  return (
    <Section style={{ backgroundColor: "#f3f0e8", borderRadius: 8, padding: "16px 20px", margin: "0 0 16px" }}>
      {shown.map(([label, value], i) => (
        <Text key={label} style={i === shown.length - 1 ? { ...detailRow, margin: 0 } : detailRow}>
          <span style={detailLabel}>{label}: </span>
          {value}
        </Text>
      ))}
    </Section>
  );
}

/** "Join Session" for virtual sessions (button plus the plain link), else the in-person note. */
export function SessionAccess({ videoLink, intro, inPersonNote }: { videoLink: string | null; intro: string; inPersonNote: string }) {
  if (!videoLink) return <Text style={emailText}>{inPersonNote}</Text>;
  return (
    <>
      <Text style={emailText}>{intro}</Text>
      <Button href={videoLink} style={emailButton}>
        Join Session
      </Button>
      <Text style={{ ...emailText, fontSize: 13, margin: "12px 0" }}>
        Or open this link: <Link href={videoLink}>{videoLink}</Link>
      </Text>
    </>
  );
}

/** What the confirmation and the rescheduled email tell the client about a session. */
export type SessionEmailProps = AppointmentEmailBasics & {
  durationMinutes: number;
  address: string;
  videoLink: string | null;
  /** The policy sentence (lib/booking/policy.ts). */
  cancellationPolicy: string;
  /** Where the client finds and manages the booking (My Appointments). */
  manage: { url: string; label: string };
  googleCalendarUrl: string;
};

/** "Clinical Hypnotherapy (Virtual) (60 minutes) with Maya Reyes". */
export const serviceLine = (p: Pick<SessionEmailProps, "serviceName" | "durationMinutes" | "practitionerName">) =>
  `${p.serviceName} (${p.durationMinutes} minutes) with ${p.practitionerName}`;

/** "Virtual (video call)", or in person with the address. */
export const locationLine = (p: { location: AppointmentEmailBasics["location"]; address: string }) =>
  p.location === "Virtual" ? "Virtual (video call)" : `In-Person, ${p.address}`;

const label = { fontWeight: 600 } as const;

/** The cancellation policy (with a link to the page) and where to manage the booking. */
export function PolicyAndManage({ cancellationPolicy, manage }: Pick<SessionEmailProps, "cancellationPolicy" | "manage">) {
  return (
    <>
      <Text style={emailText}>
        <span style={label}>Cancellation policy: </span>
        {cancellationPolicy} <Link href={`${siteConfig.url}/cancellation-policy`}>Read the Cancellation Policy</Link>.
      </Text>
      <Text style={emailText}>
        <span style={label}>Manage your booking: </span>
        <Link href={manage.url}>{manage.label}</Link>
      </Text>
    </>
  );
}

/** The closing line of booking emails. */
export function RescheduleNote() {
  return (
    <Text style={{ ...emailText, margin: 0 }}>
      Need to reschedule or cancel? Do it yourself from <Link href={`${siteConfig.url}/appointments`}>My Appointments</Link> until{" "}
      {cutoffText()} before the session, or call us at {siteConfig.phone} or email {siteConfig.email}.
    </Text>
  );
}
