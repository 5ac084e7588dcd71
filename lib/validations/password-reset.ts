import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "@/lib/validations/email";
import { newPasswordSchema } from "@/lib/validations/auth";

// "Forgot password?": the request form (an email address or a username) and the new-password form
// of the emailed link. One schema each for the form and its endpoint.

export const RESET_LOGIN_REQUIRED = "Please enter your email address or username";
export const RESET_LINK_INVALID = "This password reset link is not valid. Please use the newest link we sent you, or ask for a new one.";
export const RESET_LINK_EXPIRED = "This password reset link has expired: links work for one hour. Please ask for a new one.";
export const RESET_LINK_USED =
  "This password reset link has already been used. Please ask for a new one if you need to reset your password again.";
export const NEW_PASSWORD_REQUIRED = "New password is required";

/** The link's token: 32 random bytes in base64url (43 characters). Anything else is no link of ours. */
export const resetTokenField = z.string(RESET_LINK_INVALID).regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID);

/** POST /api/password-reset/request. */
export const passwordResetRequestSchema = z.object({
  login: z.string(RESET_LOGIN_REQUIRED).trim().min(1, RESET_LOGIN_REQUIRED).max(EMAIL_MAX_LENGTH, RESET_LOGIN_REQUIRED),
});

/** The new password: the rules of registration. */
export const resetPasswordField = z.string(NEW_PASSWORD_REQUIRED).min(1, NEW_PASSWORD_REQUIRED).pipe(newPasswordSchema);

/** The set-a-new-password form (the token rides along from the page). */
export const passwordResetFormSchema = z.object({ password: resetPasswordField });

/** POST /api/password-reset/confirm. */
export const passwordResetConfirmSchema = z.object({ token: resetTokenField, password: resetPasswordField });
