import { z } from "zod";
import { INVALID_CREDENTIALS, logIn } from "@/lib/accounts/sign-in";
import { LOGIN_REQUIRED, PASSWORD_MAX } from "@/lib/validations/auth";

// The owner's sign-in (POST /api/admin/login). It sets the same Auth.js session cookie as the
// client login (HttpOnly, SameSite=Lax, Secure in production) and passes the same brute-force
// limits (lib/auth/limits.ts, applied in Auth.js's authorize()). Only admin accounts get in:
// a client account's correct password fails exactly like a wrong password (same status, message,
// counters and one password hash of work).

/** Both fields required and both trimmed. */
export const adminLoginSchema = z.object({
  username: z.string(LOGIN_REQUIRED).trim().min(1, LOGIN_REQUIRED).max(100, INVALID_CREDENTIALS),
  password: z.string(LOGIN_REQUIRED).trim().min(1, LOGIN_REQUIRED).max(PASSWORD_MAX, INVALID_CREDENTIALS),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export async function adminLogIn(input: AdminLoginInput): Promise<void> {
  await logIn(input.username, input.password, { adminOnly: true });
}
