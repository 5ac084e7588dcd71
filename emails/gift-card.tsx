import { Button, Heading, Text } from "@react-email/components";
import { AppointmentDetails, EmailLayout, emailButton, emailText } from "@/emails/layout";
import { siteConfig } from "@/lib/site-config";

export type GiftCardEmailProps = {
  recipientName: string;
  fromName: string;
  message: string | null;
  /** XXXX-XXXX-XXXX-XXXX */
  code: string;
  balance: string;
  servicesUrl: string;
  scheduleUrl: string;
};

/** The gift card itself, to its recipient: who it is from, their message, the code and its balance. Never the buyer's payment. */
export default function GiftCardEmail(p: GiftCardEmailProps) {
  return (
    <EmailLayout preview={`${p.fromName} sent you a ${p.balance} gift card for ${siteConfig.name}.`}>
      <Heading as="h1" style={{ fontSize: 22, margin: "0 0 16px", color: "#1f2a24" }}>
        A gift card for you
      </Heading>
      <Text style={emailText}>
        Hi {p.recipientName}, {p.fromName} sent you a gift card for {siteConfig.name}: sessions of hypnotherapy and yoga, virtual or in
        person.
      </Text>
      {p.message ? <Text style={{ ...emailText, fontStyle: "italic", whiteSpace: "pre-line" }}>“{p.message}”</Text> : null}
      <AppointmentDetails
        rows={[
          [
            "Gift card code",
            <span key="code" style={{ fontFamily: "monospace", fontSize: 17, letterSpacing: 1 }}>
              {p.code}
            </span>,
          ],
          ["Balance", p.balance],
        ]}
      />
      <Text style={emailText}>
        Enter the code when you pay for a session or a package. It does not expire. See what you can book at{" "}
        <a href={p.servicesUrl}>our services</a>.
      </Text>
      <Button href={p.scheduleUrl} style={emailButton}>
        Book a session
      </Button>
    </EmailLayout>
  );
}

GiftCardEmail.PreviewProps = {
  recipientName: "Jordan",
  fromName: "Alex Rivera",
  message: "Happy birthday! Treat yourself.",
  code: "ACDE-FGHJ-KMNP-QRTU",
  balance: "$100.00",
  servicesUrl: `${siteConfig.url}/services`,
  scheduleUrl: `${siteConfig.url}/schedule`,
} satisfies GiftCardEmailProps;
