import { AuthError } from "next-auth";
import { signIn, signOut } from "@/lib/auth";
import { LoginLocked } from "@/lib/auth/authorize";
import { tooManyRequests, unauthorized } from "@/lib/errors";
import { LOGIN_BUSY, LOGIN_LOCKED, enforceRegisterLimits } from "@/lib/auth/limits";
import { findPublicUserByLogin, registerUser, type PublicUser } from "@/lib/accounts/users";
import type { RegisterInput } from "@/lib/validations/auth";

// Signing in and out. The JSON API and the /auth page share Auth.js's session: these set and clear the same cookie
// (HttpOnly, SameSite=Lax, Secure in production: Auth.js's defaults for its session token).

export const INVALID_CREDENTIALS = "Invalid username or password";

/**
 * Verifies the credentials through Auth.js (which applies the sign-in limits and sets the session
 * cookie) and returns the user. `username` may be the username or the email address (the spec's
 * payload keeps its name). `adminOnly`: a client account fails like a wrong password.
 */
export async function logIn(username: string, password: string, { adminOnly = false } = {}): Promise<PublicUser> {
  try {
    await signIn("credentials", { username, password, scope: adminOnly ? "admin" : "client", redirect: false });
  } catch (error) {
    if (error instanceof LoginLocked) throw tooManyRequests(error.retryAfter, error.reason === "busy" ? LOGIN_BUSY : LOGIN_LOCKED);
    if (error instanceof AuthError) throw unauthorized(INVALID_CREDENTIALS);
    throw error;
  }
  const user = await findPublicUserByLogin(username);
  if (!user) throw unauthorized(INVALID_CREDENTIALS);
  return user;
}

/** Clears the cookie and ends the session on the server (its AuthSession row). */
export async function logOut(): Promise<void> {
  await signOut({ redirect: false });
}

/** A new account, within the registration limits, logged in straight away. */
export async function registerAndLogIn(ip: string, input: RegisterInput): Promise<PublicUser> {
  await enforceRegisterLimits(ip, input.username);
  await registerUser(input);
  return logIn(input.username, input.password);
}
