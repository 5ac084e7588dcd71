import { randomBytes } from "node:crypto";
import { db, type Prisma } from "@/lib/db";

// Server-side records of signed-in browsers. The session cookie is an Auth.js JWT that names its
// AuthSession row (`sid`); a token whose row is gone is no session, on every route that reads one
// (Auth.js's own /api/auth/session included). So logging out really ends the session, and a
// password change ends every session of the account.

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export async function createAuthSession(userId: number, now = new Date()): Promise<string> {
  const id = randomBytes(24).toString("base64url");
  await db.authSession.create({ data: { id, userId, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000) } });
  return id;
}

export async function isAuthSessionActive(sid: unknown, userId: unknown, now = new Date()): Promise<boolean> {
  if (typeof sid !== "string" || !sid) return false;
  const row = await db.authSession.findUnique({ where: { id: sid }, select: { userId: true, expiresAt: true } });
  return Boolean(row && String(row.userId) === String(userId) && row.expiresAt > now);
}

export async function endAuthSession(sid: unknown): Promise<void> {
  if (typeof sid === "string" && sid) await db.authSession.deleteMany({ where: { id: sid } });
}

/**
 * Ends every session of the account (password reset; a password change keeps the browser that made
 * it: `except`); `client`: inside a transaction.
 */
export async function endAllAuthSessions(
  userId: number,
  { client = db, except }: { client?: Prisma.TransactionClient; except?: string } = {},
): Promise<void> {
  await client.authSession.deleteMany({ where: { userId, ...(except ? { id: { not: except } } : {}) } });
}
