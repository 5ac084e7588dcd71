import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { db } from "@/lib/db";
import { badRequest, conflict, tooManyRequests } from "@/lib/errors";
import { siteConfig } from "@/lib/site-config";
import { SMS_CONSENT_VERSION } from "./consent";
import { smsEnabledForPractice, sendVerificationText } from "./outbox";
import { displayPhone, parseUsPhone } from "./phone";

// A client's text-message opt-in: agree to the consent text and give a US mobile number, confirm
// it with the 6-digit code texted to it, then choose which reminders also come by text. The code
// is kept only as a hash, lasts 10 minutes and allows 5 wrong tries; at most 3 codes are sent per
// hour, so neither guessing a code nor texting a stranger's phone over and over is possible.

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_MAX_SENDS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

export const SMS_ERRORS = {
  off: "Text messages are not available right now.",
  tooManySends: `We have sent ${CODE_MAX_SENDS_PER_HOUR} codes in the last hour. Please wait before asking for another.`,
  noCode: "Please ask for a code first.",
  expired: "This code has expired. Please ask for a new one.",
  tooManyTries: "Too many wrong codes. Please ask for a new one.",
  wrong: (left: number) => `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`,
  notActive: "Turn on text messages first.",
} as const;

export type SmsStatus = {
  /** The practice sends texts (the owner's switch). */
  available: boolean;
  active: boolean;
  /** The verified number, shown as (555) 123-4567. */
  phone: string | null;
  /** A number waiting for its code, and until when the code works. */
  pendingPhone: string | null;
  codeExpiresAt: string | null;
  reminderTypes: string[];
  optedOutAt: string | null;
};

const hashCode = (userId: number, code: string) => createHash("sha256").update(`sms-code:${userId}:${code}`).digest();

export async function getSmsStatus(userId: number, now = new Date()): Promise<SmsStatus> {
  const [available, s] = await Promise.all([smsEnabledForPractice(), db.smsSubscription.findUnique({ where: { userId } })]);
  const codeLive = s?.codeHash && s.codeExpiresAt && s.codeExpiresAt > now && s.pendingPhone;
  return {
    available,
    active: Boolean(s?.active && s.phone),
    phone: s?.phone ? displayPhone(s.phone) : null,
    pendingPhone: codeLive ? displayPhone(s.pendingPhone!) : null,
    codeExpiresAt: codeLive ? s.codeExpiresAt!.toISOString() : null,
    reminderTypes: s?.reminderTypes ?? [],
    optedOutAt: s?.optedOutAt?.toISOString() ?? null,
  };
}

/** Step 1: consent and a number. Texts a new code to it (also "Send a new code"). */
export async function startSmsVerification(userId: number, input: { phone: string }, now = new Date()): Promise<SmsStatus> {
  if (!(await smsEnabledForPractice())) throw conflict(SMS_ERRORS.off);
  const parsed = parseUsPhone(input.phone);
  if (!parsed.ok) throw badRequest(parsed.message, { phone: parsed.message });

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const windowFrom = new Date(now.getTime() - HOUR_MS);
  // One statement decides the send limit, so two quick clicks cannot both pass it.
  const rows = await db.$queryRaw<{ codeSends: number }[]>`
    INSERT INTO "SmsSubscription" ("userId", "pendingPhone", "codeHash", "codeExpiresAt", "codeAttempts", "codeSends", "codeWindowStart", "consentVersion", "updatedAt")
    VALUES (${userId}, ${parsed.e164}, ${hashCode(userId, code).toString("hex")}, ${new Date(now.getTime() + CODE_TTL_MINUTES * 60_000)}, 0, 1, ${now}, ${SMS_CONSENT_VERSION}, ${now})
    ON CONFLICT ("userId") DO UPDATE SET
      "pendingPhone" = EXCLUDED."pendingPhone", "codeHash" = EXCLUDED."codeHash", "codeExpiresAt" = EXCLUDED."codeExpiresAt",
      "codeAttempts" = 0, "consentVersion" = EXCLUDED."consentVersion", "updatedAt" = EXCLUDED."updatedAt",
      "codeSends" = CASE WHEN "SmsSubscription"."codeWindowStart" IS NULL OR "SmsSubscription"."codeWindowStart" <= ${windowFrom} THEN 1 ELSE "SmsSubscription"."codeSends" + 1 END,
      "codeWindowStart" = CASE WHEN "SmsSubscription"."codeWindowStart" IS NULL OR "SmsSubscription"."codeWindowStart" <= ${windowFrom} THEN ${now} ELSE "SmsSubscription"."codeWindowStart" END
    WHERE "SmsSubscription"."codeWindowStart" IS NULL OR "SmsSubscription"."codeWindowStart" <= ${windowFrom} OR "SmsSubscription"."codeSends" < ${CODE_MAX_SENDS_PER_HOUR}
    RETURNING "codeSends"`;
  if (!rows.length) throw tooManyRequests(60 * 60, SMS_ERRORS.tooManySends);

  await sendVerificationText(
    {
      userId,
      to: parsed.e164,
      code,
      body: `${siteConfig.name}: your code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. Reply STOP to opt out.`,
      idempotencyKey: `verification/${userId}/${now.toISOString()}/${rows[0].codeSends}`,
    },
    now,
  );
  return getSmsStatus(userId, now);
}

/**
 * Step 2: the code. Right: the number is verified and texts are on (consent recorded now). A first
 * opt-in texts `defaultReminderTypes` (the reminders the client gets by email); a returning one
 * keeps their earlier choice.
 */
export async function confirmSmsCode(userId: number, code: string, defaultReminderTypes: string[], now = new Date()): Promise<SmsStatus> {
  const s = await db.smsSubscription.findUnique({ where: { userId } });
  if (!s?.codeHash || !s.pendingPhone || !s.codeExpiresAt) throw badRequest(SMS_ERRORS.noCode, { code: SMS_ERRORS.noCode });
  if (s.codeExpiresAt <= now) throw badRequest(SMS_ERRORS.expired, { code: SMS_ERRORS.expired });
  // Counted before comparing, in one statement: parallel guesses cannot pass the limit.
  const { count } = await db.smsSubscription.updateMany({
    where: { userId, codeHash: s.codeHash, codeAttempts: { lt: CODE_MAX_ATTEMPTS } },
    data: { codeAttempts: { increment: 1 } },
  });
  if (!count) throw tooManyRequests(CODE_TTL_MINUTES * 60, SMS_ERRORS.tooManyTries);
  const expected = Buffer.from(s.codeHash, "hex");
  if (!timingSafeEqual(expected, hashCode(userId, code.trim()))) {
    const left = CODE_MAX_ATTEMPTS - (s.codeAttempts + 1);
    if (left <= 0) throw tooManyRequests(CODE_TTL_MINUTES * 60, SMS_ERRORS.tooManyTries);
    throw badRequest(SMS_ERRORS.wrong(left), { code: SMS_ERRORS.wrong(left) });
  }
  await db.smsSubscription.update({
    where: { userId },
    data: {
      phone: s.pendingPhone,
      active: true,
      consentAt: now,
      optedOutAt: null,
      reminderTypes: s.reminderTypes.length ? s.reminderTypes : defaultReminderTypes,
      pendingPhone: null,
      codeHash: null,
      codeExpiresAt: null,
      codeAttempts: 0,
    },
  });
  return getSmsStatus(userId, now);
}

/** Which reminders also come by text. */
export async function setTextReminders(userId: number, reminderTypes: string[]): Promise<SmsStatus> {
  const { count } = await db.smsSubscription.updateMany({
    where: { userId, active: true },
    data: { reminderTypes: [...new Set(reminderTypes)] },
  });
  if (!count) throw conflict(SMS_ERRORS.notActive);
  return getSmsStatus(userId);
}

/** "Stop text messages" in the profile: the same as replying STOP. */
export async function stopTexts(userId: number, now = new Date()): Promise<SmsStatus> {
  await db.smsSubscription.updateMany({ where: { userId, active: true }, data: { active: false, optedOutAt: now } });
  await cancelUnsentTexts({ userId });
  return getSmsStatus(userId, now);
}

/** STOP (and its synonyms) from a number: every account on it stops at once, unsent texts too. */
export async function optOutNumber(phone: string, now = new Date()): Promise<number> {
  const { count } = await db.smsSubscription.updateMany({ where: { phone, active: true }, data: { active: false, optedOutAt: now } });
  await cancelUnsentTexts({ to: phone });
  return count;
}

/** START / UNSTOP from a number: accounts that verified it and agreed before get texts again. */
export async function optInNumber(phone: string, now = new Date()): Promise<number> {
  const { count } = await db.smsSubscription.updateMany({
    where: { phone, active: false, consentAt: { not: null } },
    data: { active: true, optedOutAt: null, updatedAt: now },
  });
  return count;
}

async function cancelUnsentTexts(where: { userId: number } | { to: string }) {
  await db.textMessage.updateMany({
    where: { ...where, status: { in: ["sending", "retrying"] }, kind: { not: "verification" } },
    data: { status: "cancelled", nextAttemptAt: null, error: "Not sent: the client stopped text messages." },
  });
}
