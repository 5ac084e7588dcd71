import { Heading, Link, Text } from "@react-email/components";
import { AppointmentDetails, type AppointmentEmailBasics, EmailLayout, emailText } from "@/emails/layout";
import { siteConfig } from "@/lib/site-config";

export type AppointmentCancelledEmailProps = AppointmentEmailBasics & {
  /** Who cancelled: the client themselves (a confirmation of their request) or the practice (an apology). */
  cancelledBy: "client" | "practice";
  /** "$125.70" when the payment was refunded (all of it or a part), else null. */
  refundedAmount: string | null;
  /** "$125.70": what was paid, when a payment was taken; null for an unpaid booking. */
  paidAmount: string | null;
  /** Whether the refund is all that was paid. */
  refundedInFull: boolean;
  /** The practice's own words about the cancellation, when it wrote some. */
  note: string | null;
  bookingUrl: string;
};

/** To the client when a booking is cancelled (by them or the practice); the attached .ics removes it from their calendar. */
export default function AppointmentCancelledEmail(p: AppointmentCancelledEmailProps) {
  return (
    <EmailLayout preview={`Your ${p.serviceName} on ${p.longDate} has been cancelled.`}>
      <Heading as="h1" style={{ fontSize: 22, margin: "0 0 16px", color: "#1f2a24" }}>
        Your session has been cancelled
      </Heading>
      <Text style={emailText}>
        {p.cancelledBy === "client"
          ? `Hi ${p.firstName}, as you asked, we have cancelled your session:`
          : `Hi ${p.firstName}, we are sorry to let you know that ${siteConfig.name} has cancelled your session:`}
      </Text>
      <AppointmentDetails
        rows={[
          ["Service", `${p.serviceName} with ${p.practitionerName}`],
          ["Date", p.longDate],
          ["Time", p.timeWithZone],
          ["Location", p.location === "Virtual" ? "Virtual (video call)" : "In-Person"],
          ["Refunded", p.refundedAmount],
        ]}
      />
      {p.note ? (
        <Text style={{ ...emailText, whiteSpace: "pre-line", borderLeft: "3px solid #cfd8d3", paddingLeft: 12 }}>{p.note}</Text>
      ) : null}
      {p.refundedAmount ? (
        <Text style={emailText}>
          We have refunded {p.refundedAmount}
          {p.refundedInFull ? " in full" : ` of the ${p.paidAmount} you paid`} to your original payment method. Depending on your bank it
          appears on your statement within 5 to 10 business days.
        </Text>
      ) : p.paidAmount ? (
        <Text style={emailText}>The {p.paidAmount} you paid for this session is not refunded.</Text>
      ) : null}
      <Text style={emailText}>
        The attached calendar update (.ics) removes the session from your calendar. We would love to see you at another time:{" "}
        <Link href={p.bookingUrl}>book a new session</Link>.
      </Text>
      <Text style={{ ...emailText, margin: 0 }}>
        Questions? Call us at {siteConfig.phone} or email {siteConfig.email}.
      </Text>
    </EmailLayout>
  );
}

AppointmentCancelledEmail.PreviewProps = {
  cancelledBy: "practice",
  firstName: "Alex",
  serviceName: "Clinical Hypnotherapy (Virtual)",
  practitionerName: "Maya Reyes",
  longDate: "Monday, December 7, 2026",
  timeWithZone: "2:30 PM EST",
  location: "Virtual",
  refundedAmount: "$125.70",
  paidAmount: "$125.70",
  refundedInFull: true,
  note: "I am unwell this week and have to cancel. I am so sorry; I would love to see you next week.",
  bookingUrl: "http://localhost:3000/schedule",
} satisfies AppointmentCancelledEmailProps;
