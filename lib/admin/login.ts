import { z } from "zod";
import { db } from "@/lib/db";
import { timingSafeDummyHash, verifyPassword } from "@/lib/auth/password";
import { assertLoginAllowed, recordFailedLogin } from "@/lib/accounts/limits";
import { INVALID_CREDENTIALS, logIn } from "@/lib/accounts/session";
import { unauthorized } from "@/lib/errors";
import { LOGIN_REQUIRED } from "@/lib/validations/auth";
import { PASSWORD_MAX } from "@/lib/validations/auth";

// The owner's sign-in (POST /api/admin/login). It sets the same Auth.js session cookie as the
// client login (HttpOnly, SameSite=Lax, Secure in production) and shares its brute-force
// protection (failed attempts per IP and per username, lib/accounts/limits.ts). Only admin
// accounts get in: a client account's correct password fails exactly like a wrong password
// (same status, message, counters and one password hash of work).

/** Spec section 5: both required and both trimmed. */
export const adminLoginSchema = z.object({
  username: z.string(LOGIN_REQUIRED).trim().min(1, LOGIN_REQUIRED).max(100, INVALID_CREDENTIALS),
  password: z.string(LOGIN_REQUIRED).trim().min(1, LOGIN_REQUIRED).max(PASSWORD_MAX, INVALID_CREDENTIALS),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export async function adminLogIn(input: AdminLoginInput, ip: string): Promise<void> {
  await assertLoginAllowed(ip, input.username);
  try {
    const account = await db.user.findUnique({ where: { username: input.username }, select: { isAdmin: true } });
    if (!account?.isAdmin) {
      // Not an admin (or no such user): the same hashing work a real check costs, then the same answer.
      await verifyPassword(await timingSafeDummyHash(), input.password);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await logIn(input.username, input.password);
  } catch (error) {
    if (error instanceof Error && "status" in error && (error as { status: number }).status === 401) await recordFailedLogin(ip, input.username);
    throw error;
  }
}
