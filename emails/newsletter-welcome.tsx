import { Button, Link, Text } from "@react-email/components";
import { EmailLayout, emailButton, emailText } from "@/emails/layout";
import { practitionerName, siteConfig } from "@/lib/site-config";

export type NewsletterWelcomeEmailProps = { unsubscribeUrl: string; servicesUrl: string };

/** Sent once when an address joins (or rejoins) the newsletter; carries its one-click unsubscribe link. */
export default function NewsletterWelcomeEmail({ unsubscribeUrl, servicesUrl }: NewsletterWelcomeEmailProps) {
  return (
    <EmailLayout
      preview={`Welcome to the ${siteConfig.name} wellness community`}
      footer={
        <Text style={{ fontSize: 12, color: "#5b6560", lineHeight: "18px", margin: "12px 0 0" }}>
          You are receiving this because you joined our newsletter.{" "}
          <Link href={unsubscribeUrl} style={{ color: "#3d6b52", textDecoration: "underline" }}>
            Unsubscribe
          </Link>{" "}
          at any time with one click.
        </Text>
      }
    >
      <Text style={{ ...emailText, fontSize: 18, fontWeight: 700 }}>Welcome to our wellness community</Text>
      <Text style={emailText}>
        Thank you for joining. A few times a month, {practitionerName} shares gentle yoga sequences, relaxation and self-hypnosis
        techniques, and news about sessions at {siteConfig.name}.
      </Text>
      <Text style={emailText}>
        Whenever you are ready for a one-on-one session, virtual or in person, you can browse what we offer and book online.
      </Text>
      <Button href={servicesUrl} style={emailButton}>
        Explore Services
      </Button>
      <Text style={{ ...emailText, marginTop: 20, marginBottom: 0 }}>
        With warmth,
        <br />
        {practitionerName}
      </Text>
    </EmailLayout>
  );
}
