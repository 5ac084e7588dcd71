import { apiRoute } from "@/lib/api/handler";
import { askForPasswordReset } from "@/lib/accounts/password-reset";
import type { PasswordResetRequested } from "@/lib/accounts/password-reset-links";
import { passwordResetRequestSchema } from "@/lib/validations/password-reset";

// POST /api/password-reset/request { login } (an email address or a username) -> 200 with the same
// message whether or not an account matches; 429 past the limits.
export const POST = apiRoute({ body: passwordResetRequestSchema }, async ({ body, ip }): Promise<PasswordResetRequested> =>
  askForPasswordReset(ip, body.login),
);
