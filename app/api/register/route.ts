import { apiRoute, created } from "@/lib/api/handler";
import { enforceRegisterLimits } from "@/lib/auth/limits";
import { logIn } from "@/lib/accounts/sign-in";
import { registerUser } from "@/lib/accounts/users";
import { registerSchema } from "@/lib/validations/auth";

// POST /api/register -> 201 with the new user, who is logged in straight away.
export const POST = apiRoute({ body: registerSchema }, async ({ body, ip }) => {
  await enforceRegisterLimits(ip, body.username);
  await registerUser(body);
  return created(await logIn(body.username, body.password));
});
