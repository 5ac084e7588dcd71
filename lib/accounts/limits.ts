import { db } from "@/lib/db";
import { AppError, tooManyRequests } from "@/lib/errors";
import { enforceRateLimit, rateLimits, type RateLimitRule } from "@/lib/rate-limit";

// Brute-force protection for login and registration, per client IP and per username, so neither
// many accounts from one address nor one account from many addresses can be guessed at.
// Login counts failed attempts only (logging in and out again is never punished); registration
// counts every attempt, since creating accounts is itself what is limited.

const loginPerIp = rateLimits.login;
const loginPerUsername: RateLimitRule = { name: "login-user", limit: 5, windowSeconds: 15 * 60 };
const registerPerUsername: RateLimitRule = { name: "register-user", limit: 5, windowSeconds: 60 * 60 };

export const LOGIN_LOCKED = "Too many failed login attempts. Please wait 15 minutes and try again.";
export const REGISTER_LOCKED = "Too many registration attempts. Please wait an hour and try again.";

const usernameKey = (username: string) => username.trim().toLowerCase();
const disabled = () => process.env.RATE_LIMIT_DISABLED === "1";

/** Seconds until the rule's window for `key` ends, if its limit is used up; else null. */
async function lockedFor(rule: RateLimitRule, key: string): Promise<number | null> {
  const row = await db.rateLimit.findUnique({ where: { key: `${rule.name}:${key}` } });
  if (!row || row.count < rule.limit) return null;
  const remaining = Math.ceil((row.windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000);
  return remaining > 0 ? remaining : null;
}

/** Before checking a password: 429 while the IP or the username is locked out. */
export async function assertLoginAllowed(ip: string, username: string): Promise<void> {
  if (disabled()) return;
  for (const [rule, key] of [
    [loginPerIp, ip],
    [loginPerUsername, usernameKey(username)],
  ] as const) {
    const seconds = await lockedFor(rule, key);
    if (seconds) throw tooManyRequests(seconds, LOGIN_LOCKED);
  }
}

/** After a wrong password: one more strike for the IP and the username. */
export async function recordFailedLogin(ip: string, username: string): Promise<void> {
  for (const [rule, key] of [
    [loginPerIp, ip],
    [loginPerUsername, usernameKey(username)],
  ] as const) {
    // Passing the limit here is what locks the next attempt; this one already failed.
    await enforceRateLimit(rule, key).catch((error) => {
      if (!(error instanceof AppError && error.status === 429)) throw error;
    });
  }
}

export async function enforceRegisterLimits(ip: string, username: string): Promise<void> {
  try {
    await enforceRateLimit(rateLimits.register, ip);
    await enforceRateLimit(registerPerUsername, usernameKey(username));
  } catch (error) {
    // Same 429 and Retry-After, with a message that says what is locked and for how long.
    if (error instanceof AppError && error.status === 429)
      throw tooManyRequests(Number(error.headers?.["Retry-After"] ?? 60), REGISTER_LOCKED);
    throw error;
  }
}
