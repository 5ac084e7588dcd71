import { apiRoute } from "@/lib/api/handler";
import { resetPassword } from "@/lib/accounts/password-reset";
import { rateLimits } from "@/lib/rate-limit";
import { passwordResetConfirmSchema } from "@/lib/validations/password-reset";

// POST /api/password-reset/confirm { token, password } -> 200 { success: true }. The link works once
// (a second use: 410), for an hour (410), and every session of the account ends. Nobody is logged
// in here: the person logs in with the new password, through the login limits.
export const POST = apiRoute({ body: passwordResetConfirmSchema, rateLimit: rateLimits.passwordResetConfirm }, async ({ body }) => {
  await resetPassword(body.token, body.password);
  return { success: true };
});
