import type { ReactElement } from "react";
import { render } from "@react-email/render";
import { Resend } from "resend";
import { db, Prisma } from "@/lib/db";
import type { EmailStatus } from "@/lib/db";
import { claimDueMessages, leaseUntil } from "@/lib/outbox/claim";
import { isUniqueViolation } from "@/lib/db/errors";
import { env } from "@/lib/env";
import { log } from "@/lib/ops/log";

// The outbox. Every email is rendered once (HTML and plain text) and written to EmailLog before it
// is sent, then sent at once; a failure is retried by the `retry-emails` job with backoff until it
// is delivered or given up ("failed", which the owner sees in the admin and can resend).
//
// Never twice: an email's idempotency key says what it is for (e.g. `reminder/12/24hours/<time>`).
// The key is unique in EmailLog, so asking twice for the same email returns the first one, and it
// is sent as Resend's `Idempotency-Key`, so a retry after a timeout that did reach Resend is not
// delivered again. Never lost silently: a process that dies mid-send leaves the row "sending" with
// a lease; the retry job picks it up when the lease runs out.

export type EmailAttachment = { filename: string; content: Buffer; contentType?: string };

export type EmailMessage = {
  to: string;
  subject: string;
  /** A short name of the template, for the log (e.g. "welcome", "booking-confirmation"). */
  template: string;
  react: ReactElement;
  attachments?: EmailAttachment[];
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe / List-Unsubscribe-Post (RFC 8058) for newsletters. */
  headers?: Record<string, string>;
  /** What the email is for (see emailKeys): at most one email per key. Default: one per call. */
  idempotencyKey?: string;
  /** Shown with the appointment in the admin. */
  appointmentId?: number;
  /** A reminder's email settles the reminder: sent, or failed after the last retry. */
  reminderId?: number;
  /**
   * Text the stored copy must not keep once the provider has the email (a password reset link's
   * token): blanked out of EmailLog's html and text when it is sent. Without a provider the log is
   * the only copy (development), so it stays there.
   */
  secrets?: string[];
};

export type { EmailStatus };
export type EmailResult = { status: EmailStatus; id: number };

/** The wait after each failed attempt; after the last one the email is given up. */
export const EMAIL_RETRY_DELAYS_MINUTES = [1, 5, 30, 120] as const;
export const EMAIL_MAX_ATTEMPTS = EMAIL_RETRY_DELAYS_MINUTES.length + 1;
/** How long one attempt may take before another run may try the same email again. */
const MINUTE = 60_000;

/** Idempotency keys: what each email is for, and its version where the same thing can recur. */
export const emailKeys = {
  confirmation: (appointmentId: number) => `booking-confirmation/${appointmentId}`,
  ownerNewBooking: (appointmentId: number) => `owner-new-booking/${appointmentId}`,
  reminder: (r: { appointmentId: number; reminderType: string; scheduledFor: Date }) =>
    `reminder/${r.appointmentId}/${r.reminderType}/${r.scheduledFor.toISOString()}`,
  cancellation: (appointmentId: number, at: Date) => `cancellation/${appointmentId}/${at.toISOString()}`,
  /** One per move: the appointment's calendar sequence after the reschedule. */
  rescheduled: (appointmentId: number, sequence: number) => `reschedule/${appointmentId}/${sequence}`,
  ownerRescheduled: (appointmentId: number, sequence: number) => `owner-rescheduled/${appointmentId}/${sequence}`,
  ownerCancelled: (appointmentId: number) => `owner-cancelled/${appointmentId}`,
  passwordReset: (tokenId: number) => `password-reset/${tokenId}`,
};

/** What a retry needs besides the rendered parts; cleared once the email is done. */
type PendingParts = {
  attachments: { filename: string; contentType?: string; base64: string }[];
  headers?: Record<string, string>;
  secrets?: string[];
};

export const REDACTED = "[removed after sending]";
const blankOut = (body: string, secrets: string[]) => secrets.reduce((text, secret) => text.replaceAll(secret, REDACTED), body);

/**
 * Writes the email to the outbox and sends it now. With an idempotency key that was used before,
 * nothing is sent again and the first email's status is returned. Never throws for a delivery
 * failure: the status says "retrying" (the job tries again) or "failed" (`retry: false`: at once).
 */
export async function sendEmail(message: EmailMessage, { now = new Date(), retry = true } = {}): Promise<EmailResult> {
  const key = message.idempotencyKey;
  const existing = (idempotencyKey: string) => db.emailLog.findUnique({ where: { idempotencyKey }, select: { id: true, status: true } });
  const sentBefore = key ? await existing(key) : null;
  if (sentBefore) return sentBefore;

  const [html, text] = await Promise.all([render(message.react), render(message.react, { plainText: true })]);
  const pending: PendingParts = {
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      base64: a.content.toString("base64"),
    })),
    headers: message.headers,
    secrets: message.secrets,
  };
  let id: number;
  try {
    ({ id } = await db.emailLog.create({
      data: {
        to: message.to,
        subject: message.subject,
        template: message.template,
        status: "sending",
        html,
        text,
        attachments: pending.attachments.map((a) => a.filename),
        pending: pending as unknown as Prisma.InputJsonObject,
        replyTo: message.replyTo,
        idempotencyKey: key,
        appointmentId: message.appointmentId,
        reminderId: message.reminderId,
        nextAttemptAt: leaseUntil(now),
      },
      select: { id: true },
    }));
  } catch (error) {
    // Another run wrote the same email a moment ago: it sends it.
    const theirs = key && isUniqueViolation(error) ? await existing(key) : null;
    if (theirs) return theirs;
    throw error;
  }
  return attempt(id, now, retry);
}

/**
 * The retry job: emails whose retry time has come, and first attempts whose lease ran out (the
 * process died mid-send). Claimed with SKIP LOCKED and a new lease, so overlapping runs (several
 * instances) never take the same email. A reminder whose session was cancelled or has started is
 * not sent any more.
 */
export async function retryDueEmails({ now = new Date(), batchSize = 20 } = {}): Promise<{ attempted: number; cancelled: number }> {
  const claimed = await claimDueMessages("EmailLog", now, batchSize);
  let cancelled = 0;
  for (const id of claimed) {
    if (await stillWanted(id, now)) await attempt(id, now);
    else cancelled++;
  }
  return { attempted: claimed.length - cancelled, cancelled };
}

/** The owner's "Resend" of an email that failed: the same message and key, a fresh round of attempts. */
export async function resendFailedEmail(id: number, { now = new Date() } = {}): Promise<EmailResult | null> {
  const { count } = await db.emailLog.updateMany({
    where: { id, status: "failed" },
    data: { status: "sending", attempts: 0, nextAttemptAt: leaseUntil(now) },
  });
  if (!count) return null;
  await db.reminder.updateMany({ where: { emails: { some: { id } }, status: "failed" }, data: { status: "sent" } });
  return attempt(id, now);
}

async function stillWanted(id: number, now: Date): Promise<boolean> {
  const email = await db.emailLog.findUniqueOrThrow({
    where: { id },
    select: { reminder: { select: { id: true, status: true, appointment: { select: { status: true, startsAt: true } } } } },
  });
  const reminder = email.reminder;
  if (!reminder) return true;
  if (reminder.appointment.status === "confirmed" && reminder.appointment.startsAt > now && reminder.status !== "cancelled") return true;
  await db.emailLog.update({
    where: { id },
    data: {
      status: "cancelled",
      nextAttemptAt: null,
      pending: Prisma.DbNull,
      error: "Not sent: the session was cancelled or has started.",
    },
  });
  await db.reminder.update({ where: { id: reminder.id }, data: { status: "cancelled" } });
  return false;
}

type Outcome = { ok: true; status: "sent" | "recorded"; providerId?: string } | { ok: false; error: string; permanent: boolean };

/** One attempt, then the row (and its reminder) records what happened. */
async function attempt(id: number, now: Date, retry = true): Promise<EmailResult> {
  const email = await db.emailLog.findUniqueOrThrow({ where: { id } });
  const attempts = email.attempts + 1;
  const outcome = await transmit(email);

  let status: EmailStatus;
  if (outcome.ok) status = outcome.status;
  else status = !retry || outcome.permanent || attempts >= EMAIL_MAX_ATTEMPTS ? "failed" : "retrying";
  const done = status === "sent" || status === "recorded";
  const secrets = status === "sent" ? ((email.pending as unknown as PendingParts | null)?.secrets ?? []) : [];

  await db.emailLog.update({
    where: { id },
    data: {
      ...(secrets.length ? { html: blankOut(email.html, secrets), text: blankOut(email.text, secrets) } : {}),
      status,
      attempts,
      providerId: outcome.ok ? outcome.providerId : undefined,
      error: outcome.ok ? null : outcome.error,
      nextAttemptAt: status === "retrying" ? new Date(now.getTime() + EMAIL_RETRY_DELAYS_MINUTES[attempts - 1] * MINUTE) : null,
      // Kept while a resend may need it.
      pending: done ? Prisma.DbNull : undefined,
    },
  });
  if (email.reminderId && done) await db.reminder.update({ where: { id: email.reminderId }, data: { status: "sent", sentAt: now } });
  if (email.reminderId && status === "failed") await db.reminder.update({ where: { id: email.reminderId }, data: { status: "failed" } });
  if (!outcome.ok) {
    log(status === "failed" ? "error" : "warn", "email not delivered", {
      emailId: id,
      template: email.template,
      attempts,
      status,
      error: outcome.error,
    });
  }
  return { status, id };
}

let resend: Resend | undefined;

/**
 * Hands the message to Resend when RESEND_API_KEY is set (RESEND_BASE_URL points the SDK at
 * another host, e.g. a local stand-in); otherwise it is only recorded (and printed in development).
 */
async function transmit(email: Prisma.EmailLogGetPayload<object>): Promise<Outcome> {
  if (!env.RESEND_API_KEY) {
    if (env.NODE_ENV === "development") console.info(`[email recorded] to=${email.to} subject="${email.subject}"`);
    return { ok: true, status: "recorded" };
  }
  const parts = (email.pending ?? { attachments: [] }) as unknown as PendingParts;
  resend ??= new Resend(env.RESEND_API_KEY);
  try {
    const { data, error } = await resend.emails.send(
      {
        from: env.EMAIL_FROM,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        replyTo: email.replyTo ?? undefined,
        headers: parts.headers,
        attachments: parts.attachments.map((a) => ({
          filename: a.filename,
          content: Buffer.from(a.base64, "base64"),
          contentType: a.contentType,
        })),
      },
      { idempotencyKey: email.idempotencyKey ?? `email/${email.id}` },
    );
    if (error) return { ok: false, error: error.message, permanent: isPermanent(error) };
    return { ok: true, status: "sent", providerId: data?.id };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e), permanent: false };
  }
}

/** A request Resend refused as invalid will be refused again; rate limits and outages pass. */
function isPermanent(error: { statusCode?: number | null; name?: string }): boolean {
  const status = error.statusCode ?? 0;
  return status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 429;
}
