import { createHash, randomBytes } from "node:crypto";
import { createElement } from "react";
import PasswordResetEmail, { passwordResetSubject } from "@/emails/password-reset";
import { RESET_LINK_VALID_FOR, RESET_LINK_VALID_MINUTES, forgotPasswordUrl, passwordResetUrl } from "@/lib/accounts/password-reset-links";
import { findUserByLogin } from "@/lib/auth/credentials";
import { hashPassword } from "@/lib/auth/password";
import { endAllAuthSessions } from "@/lib/auth/session-records";
import { db } from "@/lib/db";
import { emailKeys, sendEmail } from "@/lib/email";
import { AppError } from "@/lib/errors";
import { afterResponse } from "@/lib/http/after-response";
import { enforcePasswordResetLimits, mayEmailPasswordReset } from "@/lib/auth/limits";
import { PASSWORD_RESET_REQUESTED } from "@/lib/accounts/password-reset-links";
import { RESET_LINK_EXPIRED, RESET_LINK_INVALID, RESET_LINK_USED } from "@/lib/validations/password-reset";

// "Forgot password?". A request emails the account a link with a random token; only the
// token's SHA-256 is stored. The link works once, for an hour; a newer request deletes the older
// unused links. Setting the new password marks the link used (atomically: of two clicks, one wins),
// saves the password and ends every session of the account, like a password change. The person
// then logs in as usual, through the login limits.

const VALID_MS = RESET_LINK_VALID_MINUTES * 60_000;

export type ResetLinkState = { status: "valid"; username: string } | { status: "invalid" | "expired" | "used" };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * "Forgot password?" from any door (the form's action, the JSON API): limited per address and per
 * what was typed, then the same answer whether or not an account matches. The lookup and the email
 * run after the response, so its timing says nothing either.
 */
export async function askForPasswordReset(ip: string, login: string): Promise<{ message: string }> {
  await enforcePasswordResetLimits(ip, login);
  await afterResponse("password reset request", () => requestPasswordReset(login));
  return { message: PASSWORD_RESET_REQUESTED };
}

/**
 * Emails a reset link to the account this username or email address belongs to, if any, at most
 * five an hour per account (by email address and by username alike). Says
 * nothing either way: the caller answers the same whatever happens here (and runs it after the
 * response, so the time taken reveals nothing either).
 */
export async function requestPasswordReset(login: string, { now = new Date() } = {}): Promise<void> {
  const user = await findUserByLogin(login);
  if (!user || !(await mayEmailPasswordReset(user.id))) return;
  const token = randomBytes(32).toString("base64url");
  const link = await db.$transaction(async (tx) => {
    // One request at a time per account, so two at once cannot leave two live links.
    await tx.$executeRaw`SELECT 1 FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
    await tx.passwordResetToken.deleteMany({ where: { userId: user.id, usedAt: null } });
    return tx.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + VALID_MS), createdAt: now },
      select: { id: true },
    });
  });
  await sendEmail(
    {
      to: user.email,
      subject: passwordResetSubject(),
      template: "password-reset",
      react: createElement(PasswordResetEmail, {
        firstName: user.firstName,
        username: user.username,
        resetUrl: passwordResetUrl(token),
        validFor: RESET_LINK_VALID_FOR,
        forgotPasswordUrl: forgotPasswordUrl(),
      }),
      idempotencyKey: emailKeys.passwordReset(link.id),
      secrets: [token],
    },
    { now },
  );
}

function stateOf(row: { usedAt: Date | null; expiresAt: Date; user: { username: string } } | null, now: Date): ResetLinkState {
  if (!row) return { status: "invalid" };
  if (row.usedAt) return { status: "used" };
  if (row.expiresAt <= now) return { status: "expired" };
  return { status: "valid", username: row.user.username };
}

/** What the emailed link's page shows: the form (for which account), or why the link no longer works. */
export async function checkResetLink(token: string, { now = new Date() } = {}): Promise<ResetLinkState> {
  const row = await db.passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { usedAt: true, expiresAt: true, user: { select: { username: true } } },
  });
  return stateOf(row, now);
}

/** 400 for a link that is not ours (any more), 410 for one that was used or has expired. */
function linkError(state: ResetLinkState): AppError {
  if (state.status === "used") return new AppError(410, RESET_LINK_USED, { token: RESET_LINK_USED });
  if (state.status === "expired") return new AppError(410, RESET_LINK_EXPIRED, { token: RESET_LINK_EXPIRED });
  return new AppError(400, RESET_LINK_INVALID, { token: RESET_LINK_INVALID });
}

/** Sets the new password with a link's token, once; every session of the account ends. */
export async function resetPassword(token: string, password: string, { now = new Date() } = {}): Promise<{ username: string }> {
  const tokenHash = hashToken(token);
  const where = { tokenHash };
  const select = { id: true, userId: true, usedAt: true, expiresAt: true, user: { select: { username: true } } } as const;
  const row = await db.passwordResetToken.findUnique({ where, select });
  const state = stateOf(row, now);
  // Hashing is slow on purpose: only for a link that works.
  if (state.status !== "valid" || !row) throw linkError(state);
  const passwordHash = await hashPassword(password);

  await db.$transaction(async (tx) => {
    const { count } = await tx.passwordResetToken.updateMany({
      where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    // Another request used the link (or it ran out) since it was read.
    if (count !== 1) throw linkError(stateOf(await tx.passwordResetToken.findUnique({ where, select }), now));
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash } });
    await tx.passwordResetToken.deleteMany({ where: { userId: row.userId, usedAt: null } });
    await endAllAuthSessions(row.userId, { client: tx });
  });
  return { username: row.user.username };
}
