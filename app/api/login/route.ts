import { apiRoute } from "@/lib/api/handler";
import { assertLoginAllowed, recordFailedLogin } from "@/lib/accounts/limits";
import { logIn } from "@/lib/accounts/session";
import { AppError } from "@/lib/errors";
import { loginSchema } from "@/lib/validations/auth";

// POST /api/login { username, password } -> the user; sets the same session cookie as the UI.
// Failed attempts count towards a lockout per IP and per username (429).
export const POST = apiRoute({ body: loginSchema }, async ({ body, ip }) => {
  await assertLoginAllowed(ip, body.username);
  try {
    return await logIn(body.username, body.password);
  } catch (error) {
    if (error instanceof AppError && error.status === 401) await recordFailedLogin(ip, body.username);
    throw error;
  }
});
