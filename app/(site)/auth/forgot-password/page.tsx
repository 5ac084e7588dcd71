import type { Metadata } from "next";

import { RecoveryCard } from "@/components/accounts/account-recovery";
import { ForgotPasswordForm } from "@/components/accounts/forgot-password-form";
import { FORGOT_PASSWORD_PATH, RESET_LINK_VALID_FOR } from "@/lib/accounts/password-reset-links";

export const metadata: Metadata = {
  title: "Forgot your password?",
  description: "Get an email with a link to set a new password for your account.",
  alternates: { canonical: FORGOT_PASSWORD_PATH },
  robots: { index: false, follow: true },
};

/** "Forgot password?" from the login tab: static, the form is a small client leaf. */
export default function ForgotPasswordPage() {
  return (
    <RecoveryCard
      title="Forgot your password?"
      intro={`Enter the email address of your account or your username. We will email you a link to set a new password; it works once, for ${RESET_LINK_VALID_FOR}.`}
    >
      <ForgotPasswordForm />
    </RecoveryCard>
  );
}
