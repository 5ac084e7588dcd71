import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { createAuthSession, isAuthSessionActive } from "@/lib/auth/session-records";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";

// Sessions live on the server (AuthSession rows): logging out and changing the password end them,
// whatever cookie a browser kept. The cookie flow itself: tests/e2e/auth-hardening.spec.ts.
vi.mock("@/lib/auth", async () => (await import("../../support/auth-mock")).mockedAuth());
const { authSpies: authMock } = await import("../../support/auth-mock");

const { POST: login } = await import("@/app/api/login/route");
const { POST: logout } = await import("@/app/api/logout/route");
const { POST: changePassword } = await import("@/app/api/user/password/route");

afterEach(() => loginAs(null));

describe("server-side sessions", () => {
  it("a sign-in creates a session that logging out ends", async () => {
    const user = await createUser({ password: "password123" });
    expect((await call(login, { method: "POST", body: { username: user.username, password: "password123" } })).status).toBe(200);
    const sid = authMock.lastSid;
    expect(await isAuthSessionActive(sid, user.id)).toBe(true);

    expect((await call(logout, { method: "POST" })).status).toBe(200);
    expect(await isAuthSessionActive(sid, user.id)).toBe(false);
  });

  it("a session belongs to its user and expires", async () => {
    const [a, b] = [await createUser(), await createUser()];
    const sid = await createAuthSession(a.id);
    expect(await isAuthSessionActive(sid, b.id)).toBe(false);
    expect(await isAuthSessionActive(sid, a.id, new Date(Date.now() + 31 * 24 * 60 * 60_000))).toBe(false);
    expect(await isAuthSessionActive(undefined, a.id)).toBe(false);
  });

  it("changing the password ends every other session and keeps this browser's", async () => {
    const user = await createUser({ password: "old-password-1" });
    const otherDevice = await createAuthSession(user.id);
    const thisBrowser = await createAuthSession(user.id);
    loginAs(user, thisBrowser);
    const signIns = authMock.signIn.mock.calls.length;
    const res = await call(changePassword, {
      method: "POST",
      body: { currentPassword: "old-password-1", newPassword: "new-password-2", confirmPassword: "new-password-2" },
    });
    expect(res.status).toBe(200);
    expect(await isAuthSessionActive(otherDevice, user.id)).toBe(false);
    expect(await isAuthSessionActive(thisBrowser, user.id)).toBe(true);
    expect(await db.authSession.count({ where: { userId: user.id } })).toBe(1);
    expect(authMock.signIn.mock.calls.length).toBe(signIns); // the same cookie, not a new one
  });
});
