import { db } from "@/lib/db";
import { timingSafeDummyHash, verifyPassword } from "@/lib/auth/password";

/** The user for these credentials, or null. Runs the hash either way so timing reveals nothing. */
export async function verifyCredentials(username: string, password: string) {
  if (!username || !password) return null;
  const user = await db.user.findUnique({ where: { username: username.trim() } });
  const ok = await verifyPassword(user?.passwordHash ?? (await timingSafeDummyHash()), password);
  return user && ok ? user : null;
}
