import { Text } from "@react-email/components";
import { EmailLayout, emailText } from "@/emails/layout";
import { practitionerName, siteConfig } from "@/lib/site-config";

export type ContactAcknowledgementEmailProps = { name: string; message: string };

/** Confirms to the sender that their message arrived, with a copy of what they wrote. */
export default function ContactAcknowledgementEmail({ name, message }: ContactAcknowledgementEmailProps) {
  return (
    <EmailLayout preview={`We received your message, ${name}`}>
      <Text style={{ ...emailText, fontSize: 18, fontWeight: 700 }}>Thank you for contacting us, {name}</Text>
      <Text style={emailText}>
        We received your message and will get back to you soon, usually within one business day. If your question is
        urgent, call us at {siteConfig.phone}.
      </Text>
      <Text style={{ ...emailText, fontSize: 13, color: "#5b6560", marginBottom: 4 }}>Your message:</Text>
      <Text
        style={{
          ...emailText,
          whiteSpace: "pre-wrap",
          backgroundColor: "#f3efe8",
          borderRadius: 8,
          padding: "12px 14px",
        }}
      >
        {message}
      </Text>
      <Text style={{ ...emailText, marginBottom: 0 }}>
        Warm regards,
        <br />
        {practitionerName}, {siteConfig.name}
      </Text>
    </EmailLayout>
  );
}
