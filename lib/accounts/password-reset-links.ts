import { siteConfig } from "@/lib/site-config";

// Where "Forgot password?" lives and what its email links to (no database here: the email
// samples and the pages use these too).

export const FORGOT_PASSWORD_PATH = "/auth/forgot-password";
export const RESET_PASSWORD_PATH = "/auth/reset-password";

/** How long an emailed link works. */
export const RESET_LINK_VALID_MINUTES = 60;
export const RESET_LINK_VALID_FOR = "1 hour";

export const passwordResetUrl = (token: string) => `${siteConfig.url}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
export const forgotPasswordUrl = () => `${siteConfig.url}${FORGOT_PASSWORD_PATH}`;

/** The one answer to every accepted request, whether or not an account matches. */
export const PASSWORD_RESET_REQUESTED =
  "If an account matches what you entered, we have emailed it a link to set a new password. The link works once, for 1 hour. If nothing arrives within a few minutes, check your spam folder.";
export type PasswordResetRequested = { message: string };
