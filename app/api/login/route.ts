import { apiRoute } from "@/lib/api/handler";
import { logIn } from "@/lib/accounts/sign-in";
import { loginSchema } from "@/lib/validations/auth";

// POST /api/login { username, password } -> the user; sets the same session cookie as the UI.
// The sign-in limits (lib/auth/limits.ts) apply inside Auth.js's authorize(): 429 when locked.
export const POST = apiRoute({ body: loginSchema }, async ({ body }) => logIn(body.username, body.password));
