import { Hr, Link, Text } from "@react-email/components";
import { EmailLayout, emailText } from "@/emails/layout";

export type ContactOwnerEmailProps = { name: string; email: string; message: string; receivedAt: string };

/** Tells the practice owner about a contact form message; replying answers the sender directly. */
export default function ContactOwnerEmail({ name, email, message, receivedAt }: ContactOwnerEmailProps) {
  return (
    <EmailLayout preview={`New message from ${name}`}>
      <Text style={{ ...emailText, fontSize: 18, fontWeight: 700 }}>New message from the contact form</Text>
      <Text style={{ ...emailText, marginBottom: 4 }}>
        <strong>From:</strong> {name} (
        <Link href={`mailto:${email}`} style={{ color: "#3d6b52" }}>
          {email}
        </Link>
        )
      </Text>
      <Text style={emailText}>
        <strong>Received:</strong> {receivedAt}
      </Text>
      <Hr style={{ borderColor: "#e4ddd1", margin: "16px 0" }} />
      <Text style={{ ...emailText, whiteSpace: "pre-wrap" }}>{message}</Text>
      <Hr style={{ borderColor: "#e4ddd1", margin: "16px 0" }} />
      <Text style={{ ...emailText, fontSize: 13, color: "#5b6560", margin: 0 }}>Reply to this email to answer {name} directly.</Text>
    </EmailLayout>
  );
}
