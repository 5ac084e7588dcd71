import { Button, Heading, Link, Text } from "@react-email/components";
import { AppointmentDetails, type AppointmentEmailBasics, EmailLayout, emailButton, emailText } from "@/emails/layout";

export type OwnerAppointmentEvent = "booked" | "cancelled" | "rescheduled";

export type OwnerAppointmentNoticeEmailProps = {
  event: OwnerAppointmentEvent;
  appointmentId: number;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  serviceName: string;
  longDate: string; // "Monday, December 7, 2026"
  timeWithZone: string; // "2:30 PM EST"
  location: AppointmentEmailBasics["location"];
  /** "$120.00" when paid, else null. */
  amount: string | null;
  /** Rescheduled: the old date and time with zone, "Friday, December 4, 2026, 10:00 AM EST". */
  previousWhen: string | null;
  /** Cancelled: who cancelled, "the client". */
  cancelledBy: string | null;
  /** Cancelled: "$120.00 refunded". */
  refund: string | null;
  /** The appointment in the admin (the dashboard with its details open). */
  adminUrl: string;
  /**
   * Booked: "needs_review" when the attached intake answers include one the form flags, "missing"
   * when the service asks a form and none is attached. Never any question or answer (health information).
   */
  intake?: "needs_review" | "missing" | null;
};

const eventLabel: Record<OwnerAppointmentEvent, string> = { booked: "New booking", cancelled: "Cancelled", rescheduled: "Rescheduled" };

/** The subject line, "New booking: Jane Doe, Hypnotherapy on Monday, December 7, 2026". */
export function ownerNoticeSubject(p: Pick<OwnerAppointmentNoticeEmailProps, "event" | "clientName" | "serviceName" | "longDate">) {
  return `${eventLabel[p.event]}: ${p.clientName}, ${p.serviceName} on ${p.longDate}`;
}

const intro = (p: OwnerAppointmentNoticeEmailProps) =>
  ({
    booked: `${p.clientName} booked a session${p.amount ? ` and paid ${p.amount}` : ""}.`,
    cancelled: `The session of ${p.clientName} has been cancelled${p.cancelledBy ? ` by ${p.cancelledBy}` : ""}.`,
    rescheduled: `The session of ${p.clientName} has moved to a new time.`,
  })[p.event];

/** To the practice owner when an appointment is booked, cancelled or rescheduled. */
export default function OwnerAppointmentNoticeEmail(p: OwnerAppointmentNoticeEmailProps) {
  return (
    <EmailLayout preview={`${ownerNoticeSubject(p)} at ${p.timeWithZone}`}>
      <Heading as="h1" style={{ fontSize: 22, margin: "0 0 16px", color: "#1f2a24" }}>
        {eventLabel[p.event]}: {p.clientName}
      </Heading>
      <Text style={emailText}>{intro(p)}</Text>
      {p.intake === "needs_review" ? (
        <Text style={{ ...emailText, fontWeight: 600 }}>
          Intake needs review:{" "}
          <Link href={p.adminUrl} style={{ color: "#3d6b52" }}>
            read the answers in the appointment&apos;s details
          </Link>
          .
        </Text>
      ) : p.intake === "missing" ? (
        <Text style={emailText}>Intake form not answered yet.</Text>
      ) : null}
      <AppointmentDetails
        rows={[
          ["Appointment", `#${p.appointmentId}`],
          ["Service", p.serviceName],
          // For a rescheduled session the date and time are the new ones; the old ones follow.
          ["Date", p.longDate],
          ["Time", p.timeWithZone],
          ["Previously", p.previousWhen],
          ["Location", p.location === "Virtual" ? "Virtual (video call)" : "In-Person"],
          [
            "Client",
            <>
              {p.clientName} (
              <Link href={`mailto:${p.clientEmail}`} style={{ color: "#3d6b52" }}>
                {p.clientEmail}
              </Link>
              )
            </>,
          ],
          ["Phone", p.clientPhone],
          ["Paid", p.amount],
          ["Cancelled by", p.cancelledBy],
          ["Refund", p.refund],
        ]}
      />
      <Button href={p.adminUrl} style={emailButton}>
        Open the appointment
      </Button>
    </EmailLayout>
  );
}
