import { apiRoute } from "@/lib/api/handler";
import { enforcePasswordResetLimits } from "@/lib/auth/limits";
import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { afterResponse } from "@/lib/http/after-response";
import { PASSWORD_RESET_REQUESTED, type PasswordResetRequested } from "@/lib/accounts/password-reset-links";
import { passwordResetRequestSchema } from "@/lib/validations/password-reset";

// POST /api/password-reset/request { login } (an email address or a username) -> 200 with the same
// message whether or not an account matches. The lookup and the email run after the response, so
// its timing says nothing either. Limited per address and per what was typed (429).
export const POST = apiRoute({ body: passwordResetRequestSchema }, async ({ body, ip }): Promise<PasswordResetRequested> => {
  await enforcePasswordResetLimits(ip, body.login);
  await afterResponse("password reset request", () => requestPasswordReset(body.login));
  return { message: PASSWORD_RESET_REQUESTED };
});
