import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";

vi.mock("@/lib/auth", async () => (await import("../../support/auth-mock")).mockedAuth());
const { authSpies: authMock } = await import("../../support/auth-mock");

const { POST: adminLogin } = await import("@/app/api/admin/login/route");
const { POST: adminLogout } = await import("@/app/api/admin/logout/route");
const { POST: clientLogin } = await import("@/app/api/login/route");

let counter = 0;
const fromIp = () => ({ "x-forwarded-for": `192.0.2.${(counter++ % 250) + 1}` });
const login = (body: unknown, headers = fromIp()) => call(adminLogin, { method: "POST", body, headers });

const INVALID = { success: false, message: "Invalid username or password" };

beforeEach(() => {
  loginAs(null);
  authMock.signIn.mockClear();
  authMock.signOut.mockClear();
});

describe("POST /api/admin/login", () => {
  it("signs an admin in: { success: true }, through the same Auth.js session as the client login", async () => {
    const admin = await createUser({ isAdmin: true, password: "owner-secret-42" });
    const res = await login({ username: admin.username, password: "owner-secret-42" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(authMock.signIn).toHaveBeenCalledWith("credentials", {
      username: admin.username,
      password: "owner-secret-42",
      scope: "admin",
      redirect: false,
    });
  });

  it("trims both fields", async () => {
    const admin = await createUser({ isAdmin: true, password: "owner-secret-42" });
    const res = await login({ username: `  ${admin.username} `, password: " owner-secret-42  " });
    expect(res.json).toEqual({ success: true });
    expect(authMock.signIn).toHaveBeenCalledWith("credentials", {
      username: admin.username,
      password: "owner-secret-42",
      scope: "admin",
      redirect: false,
    });
  });

  it("answers a wrong password, an unknown user and a client account alike: 401 { success: false, message }", async () => {
    const admin = await createUser({ isAdmin: true, password: "owner-secret-42" });
    const client = await createUser({ password: "client-secret-42" });
    const answers = [
      await login({ username: admin.username, password: "wrong-password" }),
      await login({ username: `nobody_${Date.now()}`, password: "whatever-1" }),
      await login({ username: client.username, password: "client-secret-42" }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual(INVALID);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    // No session was issued for the client account.
    expect(await db.authSession.count({ where: { userId: client.id } })).toBe(0);
  });

  it("requires both fields ('Username and password are required'), with success false", async () => {
    for (const body of [
      {},
      { username: "owner" },
      { password: "x" },
      { username: "   ", password: "x" },
      { username: "owner", password: "  " },
    ]) {
      const res = await login(body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message: "Username and password are required" });
    }
    expect((await login("{oops")).json).toEqual({ success: false, message: "The request body is not valid JSON." });
    expect(authMock.signIn).not.toHaveBeenCalled();
  });

  it("refuses a login form posted from another site", async () => {
    const admin = await createUser({ isAdmin: true, password: "owner-secret-42" });
    const res = await call(adminLogin, {
      method: "POST",
      body: { username: admin.username, password: "owner-secret-42" },
      headers: { ...fromIp(), origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Cross-site requests are not allowed.");
    expect(authMock.signIn).not.toHaveBeenCalled();
  });

  it("shares the client login's limits: per account at an address (even the right password) and per address, client accounts counted as failures", async () => {
    process.env.RATE_LIMIT_DISABLED = "0";
    try {
      const admin = await createUser({ isAdmin: true, password: "owner-secret-42" });
      // Failures on either login count for the same account at the same address.
      const guesser = fromIp();
      for (let i = 0; i < 3; i++) expect((await login({ username: admin.username, password: `guess-${i}` }, guesser)).status).toBe(401);
      for (let i = 0; i < 2; i++)
        expect(
          (await call(clientLogin, { method: "POST", body: { username: admin.username, password: `guess-x${i}` }, headers: guesser }))
            .status,
        ).toBe(401);
      const locked = await login({ username: admin.username, password: "owner-secret-42" }, guesser);
      expect(locked.status).toBe(429);
      expect(locked.json).toEqual({ success: false, message: "Too many failed login attempts. Please wait 15 minutes and try again." });
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
      // The owner, elsewhere, still signs in.
      expect((await login({ username: admin.username, password: "owner-secret-42" })).status).toBe(200);

      // Per address: guessing with client accounts (refused like wrong passwords) locks the address.
      const sprayer = fromIp();
      for (let i = 0; i < 10; i++) {
        const client = await createUser({ password: "client-secret-42" });
        expect((await login({ username: client.username, password: "client-secret-42" }, sprayer)).status).toBe(401);
      }
      const otherAdmin = await createUser({ isAdmin: true, password: "owner-secret-42" });
      expect((await login({ username: otherAdmin.username, password: "owner-secret-42" }, sprayer)).status).toBe(429);
      expect((await login({ username: otherAdmin.username, password: "owner-secret-42" })).status).toBe(200);
    } finally {
      process.env.RATE_LIMIT_DISABLED = "1";
    }
  });
});

describe("POST /api/admin/logout", () => {
  it("ends the session; logging out twice is fine", async () => {
    const admin = await createUser({ isAdmin: true });
    loginAs(admin);
    const res = await call(adminLogout, { method: "POST" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    expect(authMock.signOut).toHaveBeenCalledWith({ redirect: false });
    loginAs(null);
    expect((await call(adminLogout, { method: "POST" })).status).toBe(200);
  });
});
