import { Button, Link, Text } from "@react-email/components";
import { EmailLayout, emailButton, emailText } from "@/emails/layout";
import { siteConfig } from "@/lib/site-config";

export type PasswordResetEmailProps = {
  firstName: string;
  username: string;
  resetUrl: string;
  /** How long the link works, e.g. "1 hour". */
  validFor: string;
  forgotPasswordUrl: string;
};

export const passwordResetSubject = () => `Reset your ${siteConfig.name} password`;

/** The "Forgot password?" email: a single-use link to set a new password. */
export default function PasswordResetEmail({ firstName, username, resetUrl, validFor, forgotPasswordUrl }: PasswordResetEmailProps) {
  return (
    <EmailLayout preview={`A link to set a new password for your ${siteConfig.name} account`}>
      <Text style={{ ...emailText, fontSize: 18, fontWeight: 700 }}>Reset your password</Text>
      <Text style={emailText}>Hello {firstName},</Text>
      <Text style={emailText}>
        Someone, hopefully you, asked to reset the password of your {siteConfig.name} account (username <strong>{username}</strong>). Choose
        a new password with the button below.
      </Text>
      <Button href={resetUrl} style={emailButton}>
        Set a new password
      </Button>
      <Text style={{ ...emailText, fontSize: 13, margin: "12px 0" }}>
        Or open this link: <Link href={resetUrl}>{resetUrl}</Link>
      </Text>
      <Text style={emailText}>
        The link works once and expires in {validFor}. Setting a new password logs your account out on every device. If it has expired, ask
        for a new one at <Link href={forgotPasswordUrl}>{forgotPasswordUrl}</Link>.
      </Text>
      <Text style={{ ...emailText, margin: 0 }}>
        Did not ask for this? You can ignore this email: your password stays as it is. If it keeps happening, call us at {siteConfig.phone}{" "}
        or write to {siteConfig.email}.
      </Text>
    </EmailLayout>
  );
}
