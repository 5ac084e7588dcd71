import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout, emailButton, emailText } from "@/emails/layout";

export type PackageExpiringEmailProps = {
  firstName: string;
  packageName: string;
  remaining: number;
  /** The last day a session can start, in the practice's zone ("Monday, December 7, 2026"). */
  expiresOn: string;
  bookUrl: string;
  packagesUrl: string;
};

const sessions = (n: number) => `${n} session${n === 1 ? "" : "s"}`;

/** To the client, 14 days before a package with sessions left expires. */
export default function PackageExpiringEmail(p: PackageExpiringEmailProps) {
  return (
    <EmailLayout preview={`${sessions(p.remaining)} of your ${p.packageName} expire on ${p.expiresOn}`}>
      <Heading as="h1" style={{ fontSize: 20, margin: "0 0 16px" }}>
        Your {p.packageName} expires soon
      </Heading>
      <Text style={emailText}>Hello {p.firstName},</Text>
      <Text style={emailText}>
        You have {sessions(p.remaining)} left in your {p.packageName}. They can be used for sessions that start before {p.expiresOn}; after
        that, unused sessions expire.
      </Text>
      <Button href={p.bookUrl} style={{ ...emailButton, marginBottom: 16 }}>
        Book a session
      </Button>
      <Text style={{ ...emailText, margin: 0 }}>See your packages and their use at {p.packagesUrl}.</Text>
    </EmailLayout>
  );
}
