import { apiRoute, created } from "@/lib/api/handler";
import { registerAndLogIn } from "@/lib/accounts/sign-in";
import { registerSchema } from "@/lib/validations/auth";

// POST /api/register -> 201 with the new user, who is logged in straight away.
export const POST = apiRoute({ body: registerSchema }, async ({ body, ip }) => created(await registerAndLogIn(ip, body)));
