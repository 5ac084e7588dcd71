import { AuthError } from "next-auth";
import { signIn, signOut } from "@/lib/auth";
import { unauthorized } from "@/lib/errors";
import { findPublicUserByUsername, type PublicUser } from "@/lib/accounts/users";

// The JSON API and the /auth page share Auth.js's session: these set and clear the same cookie
// (HttpOnly, SameSite=Lax, Secure in production: Auth.js's defaults for its session token).

export const INVALID_CREDENTIALS = "Invalid username or password";

/** Verifies the credentials through Auth.js (which sets the session cookie) and returns the user. */
export async function logIn(username: string, password: string): Promise<PublicUser> {
  try {
    await signIn("credentials", { username, password, redirect: false });
  } catch (error) {
    if (error instanceof AuthError) throw unauthorized(INVALID_CREDENTIALS);
    throw error;
  }
  const user = await findPublicUserByUsername(username);
  if (!user) throw unauthorized(INVALID_CREDENTIALS);
  return user;
}

export async function logOut(): Promise<void> {
  await signOut({ redirect: false });
}
