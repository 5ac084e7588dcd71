import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout, emailButton, emailText } from "@/emails/layout";

export type IntakeReminderEmailProps = {
  firstName: string;
  serviceName: string;
  /** The session's day and time with its zone ("Monday, December 7, 2026 at 10:00 AM EST"). */
  when: string;
  intakeUrl: string;
};

/** To the client, 3 days before a session whose intake form is not answered yet. Names no question and no answer. */
export default function IntakeReminderEmail(p: IntakeReminderEmailProps) {
  return (
    <EmailLayout preview={`Please complete your intake form before your ${p.serviceName}`}>
      <Heading as="h1" style={{ fontSize: 20, margin: "0 0 16px" }}>
        Please complete your intake form
      </Heading>
      <Text style={emailText}>Hello {p.firstName},</Text>
      <Text style={emailText}>
        Your {p.serviceName} is on {p.when}. Before it, please take a few minutes to complete your intake form, so your session can be
        prepared for you.
      </Text>
      <Button href={p.intakeUrl} style={{ ...emailButton, marginBottom: 16 }}>
        Complete your intake form
      </Button>
      <Text style={{ ...emailText, margin: 0 }}>Your answers are read only by you and your practitioner.</Text>
    </EmailLayout>
  );
}
