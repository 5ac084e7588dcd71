import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";

// Auth.js needs a real request scope for its cookie; here auth() returns the session a test
// sets and signIn only checks the credentials (the cookie flow is covered end to end).
const authState = vi.hoisted(() => ({ session: null as null | { user: { id: string; isAdmin: boolean; sessionVersion: number } } }));
const signIn = vi.hoisted(() => vi.fn());
vi.mock("@/lib/auth", async () => {
  const { verifyCredentials } = await import("@/lib/auth/credentials");
  signIn.mockImplementation(async (_provider: string, options: { username: string; password: string }) => {
    if (!(await verifyCredentials(options.username, options.password))) throw new Error("invalid credentials");
    return "/";
  });
  return { auth: async () => authState.session, handlers: {}, signIn, signOut: vi.fn() };
});

const { getSessionUser } = await vi.importActual<typeof import("@/lib/auth/session")>("@/lib/auth/session");
const { POST: changePassword } = await import("@/app/api/user/password/route");

const sessionOf = (user: { id: number }, sessionVersion: number) => ({ user: { id: String(user.id), isAdmin: false, sessionVersion } });

describe("session versions", () => {
  it("a token of the current version is a session; an older one is not", async () => {
    const user = await createUser();
    authState.session = sessionOf(user, 0);
    expect(await getSessionUser()).toMatchObject({ id: user.id });
    expect(await getSessionUser()).not.toHaveProperty("sessionVersion");

    await db.user.update({ where: { id: user.id }, data: { sessionVersion: 1 } });
    expect(await getSessionUser()).toBeNull();
    authState.session = sessionOf(user, 1);
    expect(await getSessionUser()).toMatchObject({ id: user.id });
  });

  it("changing the password ends other sessions and re-issues this one with the new password", async () => {
    const user = await createUser({ password: "old-password-1" });
    loginAs(user);
    const res = await call(changePassword, {
      method: "POST",
      body: { currentPassword: "old-password-1", newPassword: "new-password-2", confirmPassword: "new-password-2" },
    });
    expect(res.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(1);
    expect(signIn).toHaveBeenCalledWith("credentials", { username: user.username, password: "new-password-2", redirect: false });

    authState.session = sessionOf(user, 0); // a cookie issued before the change
    expect(await getSessionUser()).toBeNull();
    loginAs(null);
  });
});
