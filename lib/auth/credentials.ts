import { db } from "@/lib/db";
import { timingSafeDummyHash, verifyPassword } from "@/lib/auth/password";

/**
 * The account a person means by what they typed to log in (or to reset a password): the username
 * as registered, else an email address in any letter case (addresses are stored in lower case;
 * usernames cannot contain "@", so only an address is looked up as one).
 */
export async function findUserByLogin(login: string) {
  const value = login.trim();
  if (!value) return null;
  const byUsername = await db.user.findUnique({ where: { username: value } });
  if (byUsername || !value.includes("@")) return byUsername;
  return db.user.findUnique({ where: { email: value.toLowerCase() } });
}

/** Whether `password` is this user's. Hashes even without a user, so timing reveals nothing. */
export async function passwordMatches(user: { passwordHash: string } | null, password: string): Promise<boolean> {
  const ok = await verifyPassword(user?.passwordHash ?? (await timingSafeDummyHash()), password);
  return Boolean(user && password && ok);
}
