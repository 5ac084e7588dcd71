import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout, emailButton, emailText } from "@/emails/layout";

export type PaymentRefundNeededEmailProps = {
  appointmentId: number;
  clientName: string;
  clientEmail: string;
  serviceName: string;
  when: string;
  amount: string;
  paymentIntentId: string;
  reason: string;
  /** The appointment in the admin (the dashboard with its details open). */
  adminUrl: string;
};

/** To the owner: a payment arrived for a booking that could not be confirmed, so it needs a refund. */
export default function PaymentRefundNeededEmail(p: PaymentRefundNeededEmailProps) {
  return (
    <EmailLayout preview={`Refund needed: payment ${p.paymentIntentId} for appointment #${p.appointmentId}`}>
      <Heading as="h1" style={{ fontSize: 20, margin: "0 0 16px" }}>
        Refund needed for appointment #{p.appointmentId}
      </Heading>
      <Text style={emailText}>{p.reason}</Text>
      <Text style={emailText}>
        Client: {p.clientName} ({p.clientEmail})
        <br />
        Service: {p.serviceName}, {p.when}
        <br />
        Amount paid: {p.amount}
        <br />
        Payment ID: {p.paymentIntentId}
      </Text>
      <Text style={{ ...emailText, margin: 0 }}>
        Please refund the payment in the payment dashboard and contact the client to find another time.
      </Text>
      <Button href={p.adminUrl} style={{ ...emailButton, marginTop: 16 }}>
        Open the appointment
      </Button>
    </EmailLayout>
  );
}
