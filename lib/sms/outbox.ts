import { db } from "@/lib/db";
import type { EmailStatus } from "@/lib/db";
import { claimDueMessages, leaseUntil } from "@/lib/outbox/claim";
import { isUniqueViolation } from "@/lib/db/errors";
import { log } from "@/lib/ops/log";
import { twilioConfig } from "./config";
import { findSentText, transmitText, TWILIO_UNSUBSCRIBED } from "./twilio";

// The text-message outbox, the same idea as email's (lib/email): every text is written to
// TextMessage before it is sent, its idempotency key says what it is for and is unique, so asking
// twice (overlapping reminder runs, a retried request) gives the first text, never a second one.
// A failure is retried by the `retry-texts` job with backoff, then marked failed (the owner sees
// it with the appointment and can resend). A process that dies mid-send leaves the row "sending"
// with a lease that the retry job picks up when it runs out.
//
// Texts go only where the client asked for them: `queueText` sends nothing while the practice has
// texts turned off, or unless the account opted in, verified its number and has not replied STOP.

export type TextKind = "verification" | "reminder" | "waitlist-offer";
export type TextResult = { status: EmailStatus; id: number };

/** The wait after each failed attempt; after the last one the text is given up. */
export const TEXT_RETRY_DELAYS_MINUTES = [1, 5, 30] as const;
export const TEXT_MAX_ATTEMPTS = TEXT_RETRY_DELAYS_MINUTES.length + 1;
const MINUTE = 60_000;
export const REDACTED_CODE = "[code removed after sending]";

export const textKeys = {
  reminder: (r: { appointmentId: number; reminderType: string; scheduledFor: Date }) =>
    `reminder-text/${r.appointmentId}/${r.reminderType}/${r.scheduledFor.toISOString()}`,
};

export type QueueTextInput = {
  userId: number;
  kind: TextKind;
  /** The whole text: short (one segment where possible), no kind of therapy, nothing the client wrote. */
  body: string;
  /** What the text is for: at most one text per key. */
  idempotencyKey: string;
  appointmentId?: number;
  reminderId?: number;
};

/** Whether the owner lets the practice send texts at all (Settings). */
export async function smsEnabledForPractice(): Promise<boolean> {
  const row = await db.practiceSettings.findUnique({ where: { id: 1 }, select: { smsEnabled: true } });
  return row?.smsEnabled ?? true;
}

/**
 * The one way a text to a client goes out. Null (and nothing written) when texts are off for the
 * practice or the client has no active, verified opt-in; otherwise the text's status (the first
 * text's, when its key was used before).
 */
export async function queueText(input: QueueTextInput, { now = new Date() } = {}): Promise<TextResult | null> {
  const existing = await db.textMessage.findUnique({ where: { idempotencyKey: input.idempotencyKey }, select: { id: true, status: true } });
  if (existing) return existing;
  if (!(await smsEnabledForPractice())) return null;
  const subscription = await db.smsSubscription.findUnique({ where: { userId: input.userId }, select: { active: true, phone: true } });
  if (!subscription?.active || !subscription.phone) return null;
  return writeAndSend({ ...input, to: subscription.phone }, now);
}

/** A text to a number that is not (yet) opted in: only the verification code, whose sending the client asked for. */
export async function sendVerificationText(
  input: { userId: number; to: string; body: string; code: string; idempotencyKey: string },
  now: Date,
): Promise<TextResult | null> {
  return writeAndSend({ ...input, kind: "verification" }, now, input.code);
}

async function writeAndSend(
  input: Omit<QueueTextInput, "userId"> & { userId?: number; to: string },
  now: Date,
  secret?: string,
): Promise<TextResult> {
  let id: number;
  try {
    ({ id } = await db.textMessage.create({
      data: {
        to: input.to,
        body: input.body,
        kind: input.kind,
        status: "sending",
        idempotencyKey: input.idempotencyKey,
        userId: input.userId,
        appointmentId: input.appointmentId,
        reminderId: input.reminderId,
        nextAttemptAt: leaseUntil(now),
      },
      select: { id: true },
    }));
  } catch (error) {
    // Another run wrote the same text a moment ago: it sends it.
    if (isUniqueViolation(error)) {
      const theirs = await db.textMessage.findUnique({
        where: { idempotencyKey: input.idempotencyKey },
        select: { id: true, status: true },
      });
      if (theirs) return theirs;
    }
    throw error;
  }
  return attempt(id, now, { secret });
}

/**
 * The retry job: texts whose retry time has come and first attempts whose lease ran out, claimed
 * with SKIP LOCKED and a new lease so overlapping runs never take the same text. A reminder text
 * of a session that was cancelled or has started, or to a client who stopped texts, is not sent.
 */
export async function retryDueTexts({ now = new Date(), batchSize = 20 } = {}): Promise<{ attempted: number; cancelled: number }> {
  const claimed = await claimDueMessages("TextMessage", now, batchSize);
  let cancelled = 0;
  for (const id of claimed) {
    const reason = await notWantedReason(id, now);
    if (reason) {
      await db.textMessage.update({ where: { id }, data: { status: "cancelled", nextAttemptAt: null, error: reason } });
      cancelled++;
    } else await attempt(id, now, { retry: true });
  }
  return { attempted: claimed.length - cancelled, cancelled };
}

/** The owner's Resend of a failed text: the same text and key, a fresh round of attempts (if still wanted). */
export async function resendFailedText(id: number, { now = new Date() } = {}): Promise<TextResult | null> {
  const { count } = await db.textMessage.updateMany({
    where: { id, status: "failed" },
    data: { status: "sending", attempts: 0, error: null, nextAttemptAt: leaseUntil(now) },
  });
  if (!count) return null;
  const reason = await notWantedReason(id, now);
  if (reason) {
    await db.textMessage.update({ where: { id }, data: { status: "failed", nextAttemptAt: null, error: reason } });
    return { id, status: "failed" };
  }
  return attempt(id, now, { retry: true });
}

async function notWantedReason(id: number, now: Date): Promise<string | null> {
  const text = await db.textMessage.findUniqueOrThrow({
    where: { id },
    select: {
      kind: true,
      reminder: { select: { status: true, appointment: { select: { status: true, startsAt: true } } } },
      user: { select: { smsSubscription: { select: { active: true } } } },
    },
  });
  if (text.kind !== "verification") {
    if (!(await smsEnabledForPractice())) return "Not sent: texts are turned off for the practice.";
    if (text.user && !text.user.smsSubscription?.active) return "Not sent: the client stopped text messages.";
  }
  const appointment = text.reminder?.appointment;
  if (appointment && (appointment.status !== "confirmed" || appointment.startsAt <= now || text.reminder?.status === "cancelled"))
    return "Not sent: the session was cancelled or has started.";
  return null;
}

/** Twilio's clock and ours may differ a little: look that much further back for an earlier send. */
const CLOCK_SKEW_MS = 5 * MINUTE;

/**
 * One attempt, then the row records what happened. A retry (an earlier attempt failed, or died
 * mid-send) first asks Twilio whether that attempt got through after all, and then sends nothing.
 */
async function attempt(id: number, now: Date, { secret, retry = false }: { secret?: string; retry?: boolean } = {}): Promise<TextResult> {
  const text = await db.textMessage.findUniqueOrThrow({ where: { id } });
  const attempts = text.attempts + 1;
  const config = twilioConfig();
  if (!config) {
    // No Twilio: the log is the only copy (development, tests), so a code stays readable in it.
    if (process.env.NODE_ENV === "development") console.info(`[text recorded] to=${text.to} body="${text.body}"`);
    await db.textMessage.update({ where: { id }, data: { status: "recorded", attempts, nextAttemptAt: null, error: null } });
    return { id, status: "recorded" };
  }
  const sentEarlier = retry ? await findSentText(config, text.to, text.body, new Date(text.createdAt.getTime() - CLOCK_SKEW_MS)) : null;
  const outcome = sentEarlier ? { ok: true as const, sid: sentEarlier } : await transmitText(config, text.to, text.body);
  let status: EmailStatus;
  if (outcome.ok) status = "sent";
  else status = outcome.permanent || attempts >= TEXT_MAX_ATTEMPTS ? "failed" : "retrying";
  await db.textMessage.update({
    where: { id },
    data: {
      status,
      attempts,
      providerId: outcome.ok ? outcome.sid : undefined,
      error: outcome.ok ? null : outcome.error,
      // Twilio has the code now: the stored copy does not keep it.
      body: outcome.ok && secret ? text.body.replaceAll(secret, REDACTED_CODE) : undefined,
      nextAttemptAt: status === "retrying" ? new Date(now.getTime() + TEXT_RETRY_DELAYS_MINUTES[attempts - 1] * MINUTE) : null,
    },
  });
  if (!outcome.ok) {
    // The carrier-level STOP (the client replied STOP to the number before we heard of it).
    if (outcome.code === TWILIO_UNSUBSCRIBED) {
      await db.smsSubscription.updateMany({ where: { phone: text.to, active: true }, data: { active: false, optedOutAt: now } });
    }
    log(status === "failed" ? "error" : "warn", "text not delivered", {
      textId: id,
      kind: text.kind,
      attempts,
      status,
      error: outcome.error,
    });
  }
  return { id, status };
}

/** Twilio's status callback: a text the carrier could not deliver is failed (the owner can resend it). */
export async function recordDeliveryStatus(sid: string, status: string, errorCode: string | undefined): Promise<void> {
  if (status !== "failed" && status !== "undelivered") return;
  await db.textMessage.updateMany({
    where: { providerId: sid },
    data: {
      status: "failed",
      nextAttemptAt: null,
      error: `Twilio reported the text ${status}${errorCode ? ` (error ${errorCode})` : ""}.`,
    },
  });
}
