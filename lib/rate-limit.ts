import { db, type Prisma } from "@/lib/db";
import { AppError, tooManyRequests } from "@/lib/errors";
import { siteConfig } from "@/lib/site-config";

// Fixed-window counters kept in PostgreSQL, so limits hold across server instances.
export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

export const rateLimits = {
  login: { name: "login", limit: 10, windowSeconds: 15 * 60 },
  register: { name: "register", limit: 5, windowSeconds: 60 * 60 },
  // Setting a new password from an emailed link (each attempt hashes a password).
  passwordResetConfirm: { name: "password-reset-confirm", limit: 20, windowSeconds: 60 * 60 },
  contact: { name: "contact", limit: 5, windowSeconds: 60 * 60 },
  subscribe: { name: "subscribe", limit: 10, windowSeconds: 60 * 60 },
  consent: { name: "consent", limit: 20, windowSeconds: 60 * 60 },
  booking: { name: "booking", limit: 30, windowSeconds: 60 * 60 },
  // A client's own reschedules and cancellations: room for retries and second thoughts, not for
  // hammering the slots or the payment provider.
  appointmentChanges: { name: "appointment-changes", limit: 20, windowSeconds: 60 * 60 },
  // A client's moves of their own bookings (each emails both sides and renders documents), per
  // appointment and per account, counted inside the move's transaction: only moves that happened
  // count. The owner's changes are not client moves and are not counted.
  reschedulePerAppointment: { name: "reschedule-appointment", limit: 3, windowSeconds: 24 * 60 * 60 },
  reschedulePerAccount: { name: "reschedule-account", limit: 6, windowSeconds: 60 * 60 },
  // New holds from one client address while they can still be live (a hold lasts holdMinutes, not
  // renewed): a household or office books a few times at once, not a whole day. Counted in the
  // hold's transaction: only holds made count, not renewals or refusals.
  holdsPerAddress: { name: "holds-address", limit: 3, windowSeconds: siteConfig.booking.holdMinutes * 60 },
  // Generous for a client retrying cards, tight enough to stop card testing.
  payments: { name: "payments", limit: 100, windowSeconds: 60 * 60 },
  // Codes typed at the payment step: enough for typos, too few to guess codes by trying them.
  promoCodes: { name: "promo-codes", limit: 20, windowSeconds: 15 * 60 },
  // Gift card codes that name no card, per client address and per account (a code that is found
  // costs nothing): enough for typos, far too few to guess a 76-bit code.
  giftCardCodes: { name: "gift-card-codes", limit: 10, windowSeconds: 15 * 60 },
  // The owner's "Sync now" on a calendar: a few reads to check a fix, not a way to hammer a calendar server.
  calendarSyncNow: { name: "calendar-sync-now", limit: 10, windowSeconds: 10 * 60 },
  // Verification codes texted from one client address (each account has its own limit too): a
  // household verifying a few phones, not a way to text strangers' numbers.
  smsCodes: { name: "sms-codes", limit: 10, windowSeconds: 60 * 60 },
  // Runaway Stripe Tax calls are billed.
  tax: { name: "tax", limit: 300, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export const HOLD_LIMIT_MESSAGE =
  "Several times are already on hold from your connection. Please complete or let go of one of those bookings, or try again in a little while.";

export const RESCHEDULE_LIMIT_MESSAGES = {
  appointment: `This booking has already been moved ${rateLimits.reschedulePerAppointment.limit} times today. Please try again tomorrow, or contact us to change it.`,
  account: `You have moved your bookings ${rateLimits.reschedulePerAccount.limit} times in the last hour. Please wait a while before moving one again, or contact us.`,
};

/**
 * Counts one hit for `key` and throws a 429 AppError (with `message`, else the general one) once the
 * window's limit is passed. Given a transaction as `client`, the hit counts only if it commits.
 */
export async function enforceRateLimit(
  rule: RateLimitRule,
  key: string,
  { client = db, message }: { client?: Pick<Prisma.TransactionClient, "$queryRaw">; message?: string } = {},
): Promise<void> {
  if (process.env.RATE_LIMIT_DISABLED === "1") return;
  const id = `${rule.name}:${key}`;
  const rows = await client.$queryRaw<{ count: number; windowStart: Date }[]>`
    INSERT INTO "RateLimit" ("key", "count", "windowStart") VALUES (${id}, 1, now())
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."windowStart" < now() - make_interval(secs => ${rule.windowSeconds}) THEN 1 ELSE "RateLimit"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimit"."windowStart" < now() - make_interval(secs => ${rule.windowSeconds}) THEN now() ELSE "RateLimit"."windowStart" END
    RETURNING "count", "windowStart"`;
  const { count, windowStart } = rows[0];
  if (count > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000));
    throw tooManyRequests(retryAfter, message);
  }
}

/**
 * Throws the 429 when `key` is already over the window's limit, without counting a hit (for limits
 * that count only failures: the failure is counted with enforceRateLimit).
 */
export async function assertUnderRateLimit(rule: RateLimitRule, key: string, message?: string): Promise<void> {
  if (process.env.RATE_LIMIT_DISABLED === "1") return;
  const rows = await db.$queryRaw<{ count: number; windowStart: Date }[]>`
    SELECT "count", "windowStart" FROM "RateLimit"
    WHERE "key" = ${`${rule.name}:${key}`} AND "windowStart" >= now() - make_interval(secs => ${rule.windowSeconds})`;
  const hit = rows[0];
  if (hit && hit.count >= rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((hit.windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000));
    throw tooManyRequests(retryAfter, message);
  }
}

/** Counts one hit for `key`; false once the window's limit is passed (for limits that act quietly). */
export async function withinRateLimit(rule: RateLimitRule, key: string): Promise<boolean> {
  try {
    await enforceRateLimit(rule, key);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return false;
    throw error;
  }
}
