import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { REDACTED } from "@/lib/email";
import { createAuthSession, isAuthSessionActive } from "@/lib/auth/session-records";
import { verifyPassword } from "@/lib/auth/password";
import { checkResetLink, requestPasswordReset, resetPassword } from "@/lib/accounts/password-reset";
import { PASSWORD_RESET_REQUESTED } from "@/lib/accounts/password-reset-links";
import { RESET_LINK_EXPIRED, RESET_LINK_INVALID, RESET_LINK_USED, RESET_LOGIN_REQUIRED } from "@/lib/validations/password-reset";
import { call, createUser } from "../../support/api";
import { startResendStandIn, type ResendStandIn } from "../../support/resend-stand-in";

// "Forgot password?" on the real transport path: emails go through the outbox to a
// local Resend stand-in, where the tests read the link as the client would.

vi.mock("@/lib/auth", async () => (await import("../../support/auth-mock")).mockedAuth());

const { POST: request } = await import("@/app/api/password-reset/request/route");
const { POST: confirm } = await import("@/app/api/password-reset/confirm/route");
const { POST: login } = await import("@/app/api/login/route");

let resend: ResendStandIn;
const saved = { key: env.RESEND_API_KEY, base: process.env.RESEND_BASE_URL };
beforeAll(async () => {
  resend = await startResendStandIn();
  process.env.RESEND_BASE_URL = resend.url;
  env.RESEND_API_KEY = "re_stand_in_key";
});
afterAll(async () => {
  env.RESEND_API_KEY = saved.key;
  process.env.RESEND_BASE_URL = saved.base;
  await resend.close();
});

let counter = 0;
// Each test gets its own client address, so the per-address limits of other tests never interfere.
const fromIp = () => ({ "x-forwarded-for": `192.0.2.${(counter++ % 250) + 1}` });
const HOUR = 60 * 60_000;

const emailsTo = (address: string) => resend.delivered.filter((e) => ([] as string[]).concat(e.body.to).includes(address));
const LINK = /\/auth\/reset-password\?token=([A-Za-z0-9_-]{43})/;
/** The token in the newest reset email to this address (from the text part, as a reader sees it). */
function tokenFor(address: string): string {
  const email = emailsTo(address).at(-1);
  const token = email && LINK.exec(email.body.text)?.[1];
  if (!token) throw new Error(`no reset link emailed to ${address}`);
  return token;
}

const ask = (login: unknown, headers = fromIp()) => call(request, { method: "POST", body: { login }, headers });
const setPassword = (token: unknown, password: unknown, headers = fromIp()) =>
  call(confirm, { method: "POST", body: { token, password }, headers });

beforeEach(() => {
  process.env.RATE_LIMIT_DISABLED = "1";
});

describe("POST /api/password-reset/request", () => {
  it("answers the same for an account's email, its username and an unknown address; only the account gets an email", async () => {
    const user = await createUser({ firstName: "Noor" });
    const answers = [];
    for (const asked of [user.email.toUpperCase(), user.username, `nobody-${counter}@example.com`]) {
      const res = await ask(asked);
      answers.push({ status: res.status, body: res.json });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { message: PASSWORD_RESET_REQUESTED } }));

    const emails = emailsTo(user.email);
    expect(emails).toHaveLength(2);
    expect(emails[1].body.subject).toBe("Reset your Serenity Wellness password");
    expect(emails[1].body.text).toContain("Hello Noor");
    expect(emails[1].body.text).toContain(user.username);
    expect(emails[1].body.text).toMatch(LINK);
    expect(emails[1].body.html).toMatch(LINK);
    expect(emailsTo(`nobody-${counter - 1}@example.com`)).toHaveLength(0);
    expect(await db.emailLog.count({ where: { to: { startsWith: "nobody-" } } })).toBe(0);
  });

  it("stores only a hash of the token, and the outbox copy loses the link once it is sent", async () => {
    const user = await createUser();
    await ask(user.email);
    const token = tokenFor(user.email);
    const rows = await db.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(HOUR);

    const logged = await db.emailLog.findFirstOrThrow({ where: { to: user.email, template: "password-reset" } });
    expect(logged.status).toBe("sent");
    expect(logged.idempotencyKey).toBe(`password-reset/${rows[0].id}`);
    expect(`${logged.html}${logged.text}`).not.toContain(token);
    expect(logged.text).toContain(REDACTED);
    expect(logged.pending).toBeNull();
  });

  it("a new request replaces the older link", async () => {
    const user = await createUser();
    await ask(user.username);
    const first = tokenFor(user.email);
    await ask(user.username);
    const second = tokenFor(user.email);
    expect(second).not.toBe(first);
    expect(await checkResetLink(first)).toEqual({ status: "invalid" });
    const stale = await setPassword(first, "a-new-password-1");
    expect(stale.status).toBe(400);
    expect(stale.json.message).toBe(RESET_LINK_INVALID);
    expect((await setPassword(second, "a-new-password-1")).status).toBe(200);
  });

  it("is limited per client address and per what was typed (429), the same for unknown addresses", async () => {
    process.env.RATE_LIMIT_DISABLED = "0";
    const user = await createUser();
    const ip = fromIp();
    for (let i = 0; i < 10; i++) expect((await ask(`someone-${counter}-${i}@example.com`, ip)).status).toBe(200);
    const locked = await ask(user.email, ip);
    expect(locked.status).toBe(429);
    expect(locked.json.message).toBe("Too many password reset requests. Please wait an hour and try again.");
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(3000);

    // One address asked for from many places: five an hour, whether or not it has an account.
    for (const target of [user.email, `ghost-${counter}@example.com`]) {
      for (let i = 0; i < 5; i++) expect((await ask(target.toUpperCase())).status).toBe(200);
      expect((await ask(target)).status, target).toBe(429);
    }
    expect(emailsTo(user.email)).toHaveLength(5);
  });

  it("sends one account at most five emails an hour, asked for by email address and by username alike", async () => {
    process.env.RATE_LIMIT_DISABLED = "0";
    const user = await createUser();
    for (const login of [user.email, user.username]) for (let i = 0; i < 5; i++) expect((await ask(login)).status).toBe(200);
    expect(emailsTo(user.email)).toHaveLength(5);
  });

  it("refuses bad input with a clear 400", async () => {
    for (const login of ["", "   ", 42, null, "x".repeat(255)]) {
      const res = await ask(login);
      expect(res.status, JSON.stringify(login)).toBe(400);
      expect(res.json.message).toBe(RESET_LOGIN_REQUIRED);
    }
    expect((await call(request, { method: "POST", body: "{oops" })).status).toBe(400);
  });
});

describe("POST /api/password-reset/confirm", () => {
  it("sets the new password once, ends every session, and the person logs in with it (by email address)", async () => {
    const user = await createUser({ password: "old-password-1" });
    const sessions = [await createAuthSession(user.id), await createAuthSession(user.id)];
    await ask(user.email);
    const token = tokenFor(user.email);
    expect(await checkResetLink(token)).toEqual({ status: "valid", username: user.username });

    const res = await setPassword(token, "brand-new-password-2");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    for (const sid of sessions) expect(await isAuthSessionActive(sid, user.id)).toBe(false);
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(stored.passwordHash, "brand-new-password-2")).toBe(true);

    // Used: a second click says so, and the page shows it.
    const again = await setPassword(token, "another-password-3");
    expect(again.status).toBe(410);
    expect(again.json.message).toBe(RESET_LINK_USED);
    expect(await checkResetLink(token)).toEqual({ status: "used" });

    const ip = fromIp();
    expect((await call(login, { method: "POST", body: { username: user.email, password: "old-password-1" }, headers: ip })).status).toBe(
      401,
    );
    const loggedIn = await call(login, {
      method: "POST",
      body: { username: user.email.toUpperCase(), password: "brand-new-password-2" },
      headers: ip,
    });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.json).toMatchObject({ id: user.id, username: user.username });
  });

  it("expires an hour after the request", async () => {
    const user = await createUser({ password: "old-password-1" });
    const requestedAt = new Date(Date.now() - 2 * HOUR);
    await requestPasswordReset(user.username, { now: requestedAt });
    const token = tokenFor(user.email);
    const at = (minutes: number) => ({ now: new Date(requestedAt.getTime() + minutes * 60_000) });

    expect(await checkResetLink(token, at(59))).toMatchObject({ status: "valid" });
    expect(await checkResetLink(token, at(60))).toEqual({ status: "expired" });
    await expect(resetPassword(token, "too-late-password", at(60))).rejects.toMatchObject({ status: 410, message: RESET_LINK_EXPIRED });
    // Two hours later, through the route: expired too, and the password is unchanged.
    const late = await setPassword(token, "too-late-password");
    expect(late.status).toBe(410);
    expect(late.json.message).toBe(RESET_LINK_EXPIRED);
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(stored.passwordHash, "old-password-1")).toBe(true);

    // Within the hour it would have worked.
    await requestPasswordReset(user.username, { now: requestedAt });
    await expect(resetPassword(tokenFor(user.email), "in-time-password", at(59))).resolves.toEqual({ username: user.username });
  });

  it("two uses at the same moment: exactly one sets its password", async () => {
    const user = await createUser();
    await ask(user.email);
    const token = tokenFor(user.email);
    const results = await Promise.all([setPassword(token, "first-password-1"), setPassword(token, "second-password-2")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
    const winner = results.findIndex((r) => r.status === 200) === 0 ? "first-password-1" : "second-password-2";
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(stored.passwordHash, winner)).toBe(true);
  });

  it("checks the password like registration and keeps the link usable after a refusal", async () => {
    const user = await createUser();
    await ask(user.email);
    const token = tokenFor(user.email);
    const cases: [unknown, string][] = [
      ["short", "Password must be at least 8 characters"],
      ["", "New password is required"],
      [undefined, "New password is required"],
      ["x".repeat(129), "Password must be at most 128 characters"],
    ];
    for (const [password, message] of cases) {
      const res = await setPassword(token, password);
      expect(res.status, String(password)).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect(await checkResetLink(token)).toMatchObject({ status: "valid" });
  });

  it("refuses tokens that are not ours", async () => {
    for (const token of [undefined, "", "short", "A".repeat(43), `${"A".repeat(42)}!`, 42]) {
      const res = await setPassword(token, "a-fine-password-1");
      expect(res.status, String(token)).toBe(400);
      expect(res.json.message).toBe(RESET_LINK_INVALID);
    }
  });

  it("is limited per client address", async () => {
    process.env.RATE_LIMIT_DISABLED = "0";
    const ip = fromIp();
    for (let i = 0; i < 20; i++) expect((await setPassword("B".repeat(43), "a-fine-password-1", ip)).status).toBe(400);
    expect((await setPassword("B".repeat(43), "a-fine-password-1", ip)).status).toBe(429);
  });
});
