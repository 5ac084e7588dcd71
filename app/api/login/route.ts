import { apiRoute } from "@/lib/api/handler";
import { enforceLoginLimits } from "@/lib/accounts/limits";
import { logIn } from "@/lib/accounts/session";
import { loginSchema } from "@/lib/validations/auth";

// POST /api/login { username, password } -> the user; sets the same session cookie as the UI.
export const POST = apiRoute({ body: loginSchema }, async ({ body, ip }) => {
  await enforceLoginLimits(ip, body.username);
  return logIn(body.username, body.password);
});
