import { db } from "@/lib/db";
import { AppError, tooManyRequests } from "@/lib/errors";
import { enforceRateLimit, rateLimits, withinRateLimit, type RateLimitRule } from "@/lib/rate-limit";

// Brute-force protection for sign-in, registration and password reset requests. Sign-in counts failed attempts only
// (logging in and out again is never punished), and nobody can lock someone else out:
// - per address: 10 failures in 15 minutes lock that address (many accounts guessed from one place);
// - per account and address: 5 failures in 15 minutes lock that pair (one account guessed from one place);
// - per account, from anywhere: beyond 5 failures the account's attempts are paced, one at a time
//   whatever the address, a step apart (0.5 s more per failure, up to 5 s): guesses no longer scale
//   with the attacker's addresses. An attempt whose turn is more than 10 s away is refused with
//   "try again in a few seconds", so the owner is delayed while someone guesses, never locked out.
// Every way into a session (POST /api/login, POST /api/admin/login, Auth.js's own credentials
// route) runs these through the Credentials provider's authorize() (lib/auth/index.ts).
// Registration counts every attempt, since creating accounts is itself what is limited.

const loginPerAddress = rateLimits.login;
const loginPerAccountAndAddress: RateLimitRule = { name: "login-user-address", limit: 5, windowSeconds: 15 * 60 };
const loginPerAccount: RateLimitRule = { name: "login-user", limit: 5, windowSeconds: 15 * 60 };
const registerPerUsername: RateLimitRule = { name: "register-user", limit: 5, windowSeconds: 60 * 60 };

const SLOWDOWN_STEP_MS = 500;
const SLOWDOWN_MAX_MS = 5_000;
const LOGIN_QUEUE_MAX_MS = 10_000;

// "Forgot password?" requests: per address 10 an hour, and 5 an hour for what was typed (an email
// address or a username, whether or not an account has it, so the limit reveals nothing). Every
// request counts: each may send an email.
const resetPerAddress: RateLimitRule = { name: "password-reset", limit: 10, windowSeconds: 60 * 60 };
const resetPerLogin: RateLimitRule = { name: "password-reset-login", limit: 5, windowSeconds: 60 * 60 };
// And 5 emails an hour per account, however it was named (its email address, its username).
const resetEmailsPerAccount: RateLimitRule = { name: "password-reset-account", limit: 5, windowSeconds: 60 * 60 };

export const LOGIN_LOCKED = "Too many failed login attempts. Please wait 15 minutes and try again.";
export const LOGIN_BUSY = "Too many login attempts for this account right now. Please try again in a few seconds.";
export const REGISTER_LOCKED = "Too many registration attempts. Please wait an hour and try again.";
export const RESET_LOCKED = "Too many password reset requests. Please wait an hour and try again.";

const usernameKey = (username: string) => username.trim().toLowerCase();
const disabled = () => process.env.RATE_LIMIT_DISABLED === "1";

async function counter(rule: RateLimitRule, key: string): Promise<{ count: number; secondsLeft: number }> {
  const row = await db.rateLimit.findUnique({ where: { key: `${rule.name}:${key}` } });
  const secondsLeft = row ? Math.ceil((row.windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000) : 0;
  return secondsLeft > 0 && row ? { count: row.count, secondsLeft } : { count: 0, secondsLeft: 0 };
}

/** Seconds this address (alone, or for this account) must wait before trying again; null when it may try. */
export async function loginLockedFor(ip: string, username: string): Promise<number | null> {
  if (disabled()) return null;
  for (const [rule, key] of [
    [loginPerAddress, ip],
    [loginPerAccountAndAddress, `${usernameKey(username)}@${ip}`],
  ] as const) {
    const { count, secondsLeft } = await counter(rule, key);
    if (count >= rule.limit) return secondsLeft;
  }
  return null;
}

const loginPace = (account: string) => `login-pace:${account}`;

/**
 * This attempt's turn on the account: how long to wait for it (0 when the account is not being
 * guessed), or null when the queue is already more than LOGIN_QUEUE_MAX_MS long. Turns are handed
 * out atomically in PostgreSQL, so every server instance and address shares one queue.
 */
export async function takeLoginTurn(username: string): Promise<number | null> {
  if (disabled()) return 0;
  const account = usernameKey(username);
  const { count } = await counter(loginPerAccount, account);
  const stepMs = Math.min(Math.max(0, count - loginPerAccount.limit + 1) * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS);
  if (stepMs === 0) return 0;
  // "windowStart" holds when the account's next turn ends; this attempt takes the turn after it.
  const rows = await db.$queryRaw<{ turnEnds: Date; now: Date }[]>`
    INSERT INTO "RateLimit" ("key", "count", "windowStart") VALUES (${loginPace(account)}, 1, now() + make_interval(secs => ${stepMs / 1000}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = "RateLimit"."count" + 1,
      "windowStart" = GREATEST("RateLimit"."windowStart", now()) + make_interval(secs => ${stepMs / 1000})
      WHERE GREATEST("RateLimit"."windowStart", now()) <= now() + make_interval(secs => ${LOGIN_QUEUE_MAX_MS / 1000})
    RETURNING "windowStart" AS "turnEnds", now() AS "now"`;
  if (!rows.length) return null;
  return Math.max(0, rows[0].turnEnds.getTime() - stepMs - rows[0].now.getTime());
}

/** After a wrong password: one more strike for the address, the account at this address, and the account. */
export async function recordFailedLogin(ip: string, username: string): Promise<void> {
  const account = usernameKey(username);
  for (const [rule, key] of [
    [loginPerAddress, ip],
    [loginPerAccountAndAddress, `${account}@${ip}`],
    [loginPerAccount, account],
  ] as const) {
    // Passing the limit here is what locks (or slows) the next attempt; this one already failed.
    await withinRateLimit(rule, key);
  }
}

/** Runs the limits; a 429 keeps its Retry-After and gets a message that says what is locked and for how long. */
async function enforceAll(message: string, limits: [RateLimitRule, string][]): Promise<void> {
  try {
    for (const [rule, key] of limits) await enforceRateLimit(rule, key);
  } catch (error) {
    if (error instanceof AppError && error.status === 429) throw tooManyRequests(Number(error.headers?.["Retry-After"] ?? 60), message);
    throw error;
  }
}

export const enforceRegisterLimits = (ip: string, username: string) =>
  enforceAll(REGISTER_LOCKED, [
    [rateLimits.register, ip],
    [registerPerUsername, usernameKey(username)],
  ]);

export const enforcePasswordResetLimits = (ip: string, login: string) =>
  enforceAll(RESET_LOCKED, [
    [resetPerAddress, ip],
    [resetPerLogin, usernameKey(login)],
  ]);

/**
 * Whether this account may be sent one more reset email this hour (counting it). Checked after the
 * response, so the answer to the request says nothing about it.
 */
export const mayEmailPasswordReset = (userId: number) => withinRateLimit(resetEmailsPerAccount, String(userId));
