import { Button, Heading, Text } from "@react-email/components";
import { AppointmentDetails, EmailLayout, emailButton, emailText } from "@/emails/layout";
import { siteConfig } from "@/lib/site-config";

export type PurchaseConfirmationEmailProps = {
  firstName: string;
  /** "Three-Session Hypnotherapy Program" or "Gift card ($100.00)". */
  item: string;
  /** What it bought, as label and value rows (sessions, expiry; the recipient and the send date). */
  details: Array<[string, string]>;
  amounts: Array<[string, string]>;
  /** Where to go next: book a session, or see the gift cards. */
  next: { url: string; label: string };
};

/** Sent once when a purchase is paid; the receipt PDF is attached. */
export default function PurchaseConfirmationEmail(p: PurchaseConfirmationEmailProps) {
  return (
    <EmailLayout preview={`Thank you for your purchase: ${p.item}.`}>
      <Heading as="h1" style={{ fontSize: 22, margin: "0 0 16px", color: "#1f2a24" }}>
        Thank you for your purchase
      </Heading>
      <Text style={emailText}>
        Hi {p.firstName}, thank you for your purchase from {siteConfig.name}. Your receipt is attached (PDF).
      </Text>
      <AppointmentDetails rows={[["Item", p.item], ...p.details]} />
      <AppointmentDetails rows={p.amounts} />
      <Button href={p.next.url} style={emailButton}>
        {p.next.label}
      </Button>
    </EmailLayout>
  );
}

PurchaseConfirmationEmail.PreviewProps = {
  firstName: "Alex",
  item: "Three-Session Hypnotherapy Program",
  details: [
    ["Sessions", "3"],
    ["Valid until", "Monday, June 7, 2027"],
  ],
  amounts: [
    ["Subtotal", "$330.00"],
    ["Sales tax (NC 4.75%)", "$15.68"],
    ["Total paid", "$345.68"],
  ],
  next: { url: `${siteConfig.url}/schedule`, label: "Book a session" },
} satisfies PurchaseConfirmationEmailProps;
