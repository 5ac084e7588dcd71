import { AppError, tooManyRequests } from "@/lib/errors";
import { enforceRateLimit, rateLimits, type RateLimitRule } from "@/lib/rate-limit";

// Brute-force protection for login and registration: counted per client IP and per username,
// so neither many accounts from one address nor one account from many addresses can be guessed.

const loginPerUsername: RateLimitRule = { name: "login-user", limit: 5, windowSeconds: 15 * 60 };
const registerPerUsername: RateLimitRule = { name: "register-user", limit: 5, windowSeconds: 60 * 60 };

export const LOGIN_LOCKED = "Too many login attempts. Please wait 15 minutes and try again.";
export const REGISTER_LOCKED = "Too many registration attempts. Please wait an hour and try again.";

async function limit(rules: [RateLimitRule, string][], message: string) {
  try {
    for (const [rule, key] of rules) await enforceRateLimit(rule, key);
  } catch (error) {
    // Same 429 and Retry-After, with a message that says what is locked and for how long.
    if (error instanceof AppError && error.status === 429) throw tooManyRequests(Number(error.headers?.["Retry-After"] ?? 60), message);
    throw error;
  }
}

const usernameKey = (username: string) => username.trim().toLowerCase();

export const enforceLoginLimits = (ip: string, username: string) =>
  limit(
    [
      [rateLimits.login, ip],
      [loginPerUsername, usernameKey(username)],
    ],
    LOGIN_LOCKED,
  );

export const enforceRegisterLimits = (ip: string, username: string) =>
  limit(
    [
      [rateLimits.register, ip],
      [registerPerUsername, usernameKey(username)],
    ],
    REGISTER_LOCKED,
  );
