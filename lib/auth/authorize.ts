import { CredentialsSignin } from "next-auth";
import { verifyCredentials } from "@/lib/auth/credentials";
import { createAuthSession } from "@/lib/auth/sessions";
import { loginLockedFor, loginSlowdownMs, recordFailedLogin } from "@/lib/accounts/limits";
import { clientAddress } from "@/lib/http/client-address";

// The one door into a session: Auth.js's Credentials provider calls this for POST /api/login,
// POST /api/admin/login and its own /api/auth/callback/credentials alike, so the brute-force
// limits (lib/accounts/limits.ts) hold on every way in.

export class InvalidCredentials extends CredentialsSignin {
  code = "invalid_credentials";
}

/** The address, or the account at this address, is locked out; `retryAfter` in seconds. */
export class LoginLocked extends CredentialsSignin {
  code = "locked";
  constructor(readonly retryAfter: number) {
    super();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `scope: "admin"` (the admin sign-in) refuses client accounts exactly like a wrong password. */
export async function authorizeCredentials(credentials: Partial<Record<string, unknown>> | undefined, headers: Headers) {
  const username = String(credentials?.username ?? "").trim();
  const ip = clientAddress(headers);
  const locked = await loginLockedFor(ip, username);
  if (locked) throw new LoginLocked(locked);
  await sleep(await loginSlowdownMs(username));

  const user = await verifyCredentials(username, String(credentials?.password ?? ""));
  if (!user || (credentials?.scope === "admin" && !user.isAdmin)) {
    await recordFailedLogin(ip, username);
    throw new InvalidCredentials();
  }
  const sid = await createAuthSession(user.id);
  return { id: String(user.id), name: user.firstName, email: user.email, isAdmin: user.isAdmin, sid };
}
