import { Text } from "@react-email/components";
import { EmailLayout, emailText } from "@/emails/layout";
import { practitionerName, siteConfig } from "@/lib/site-config";

/**
 * Confirms to the sender that a message arrived. It repeats nothing the sender typed (not even the
 * name): anyone can type any address into the form, so an echo would let strangers send their text
 * through us to anybody.
 */
export default function ContactAcknowledgementEmail() {
  return (
    <EmailLayout preview="We received your message">
      <Text style={{ ...emailText, fontSize: 18, fontWeight: 700 }}>Thank you for contacting us</Text>
      <Text style={emailText}>
        We received your message and will get back to you soon, usually within one business day. If your question is urgent, call us at{" "}
        {siteConfig.phone}.
      </Text>
      <Text style={emailText}>If you did not write to us, you can ignore this email.</Text>
      <Text style={{ ...emailText, marginBottom: 0 }}>
        Warm regards,
        <br />
        {practitionerName}, {siteConfig.name}
      </Text>
    </EmailLayout>
  );
}
