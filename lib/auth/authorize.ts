import { CredentialsSignin } from "next-auth";
import { findUserByLogin, passwordMatches } from "@/lib/auth/credentials";
import { createAuthSession } from "@/lib/auth/session-records";
import { loginLockedFor, recordFailedLogin, takeLoginTurn } from "@/lib/auth/limits";
import { clientAddress } from "@/lib/http/client-address";

// The one door into a session: Auth.js's Credentials provider calls this for POST /api/login,
// POST /api/admin/login and its own /api/auth/callback/credentials alike, so the brute-force
// limits (lib/auth/limits.ts) hold on every way in.

export class InvalidCredentials extends CredentialsSignin {
  code = "invalid_credentials";
}

/**
 * The address, or the account at this address, is locked out ("locked"), or the account is being
 * guessed from elsewhere and its queue is full ("busy"); `retryAfter` in seconds.
 */
export class LoginLocked extends CredentialsSignin {
  code = "locked";
  constructor(
    readonly retryAfter: number,
    readonly reason: "locked" | "busy" = "locked",
  ) {
    super();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `username` is the username or the email address (lib/auth/credentials.ts). `scope: "admin"` (the
 * admin sign-in) refuses client accounts exactly like a wrong password.
 */
export async function authorizeCredentials(credentials: Partial<Record<string, unknown>> | undefined, headers: Headers) {
  const login = String(credentials?.username ?? "").trim();
  const ip = clientAddress(headers);
  const account = await findUserByLogin(login);
  // The limits count per account: its username and its email address are one account. A name
  // that matches no account counts for itself.
  const limitKey = account?.username ?? login;
  const locked = await loginLockedFor(ip, limitKey);
  if (locked) throw new LoginLocked(locked);
  const wait = await takeLoginTurn(limitKey);
  if (wait === null) throw new LoginLocked(5, "busy");
  await sleep(wait);

  const ok = await passwordMatches(account, String(credentials?.password ?? ""));
  const user = ok ? account : null;
  if (!user || (credentials?.scope === "admin" && !user.isAdmin)) {
    await recordFailedLogin(ip, limitKey);
    throw new InvalidCredentials();
  }
  const sid = await createAuthSession(user.id);
  return { id: String(user.id), name: user.firstName, email: user.email, isAdmin: user.isAdmin, sid };
}
