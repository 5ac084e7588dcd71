import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";

vi.mock("@/lib/auth", async () => (await import("../../support/auth-mock")).mockedAuth());
const { authSpies: authMock } = await import("../../support/auth-mock");

const { POST: register } = await import("@/app/api/register/route");
const { POST: login } = await import("@/app/api/login/route");
const { POST: logout } = await import("@/app/api/logout/route");
const { GET: getUser } = await import("@/app/api/user/route");

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
const registration = (overrides: Record<string, unknown> = {}) => {
  const tag = unique();
  return {
    username: `anna_${tag}`,
    password: "calm-waters-42",
    email: `anna_${tag}@example.com`,
    firstName: "Anna",
    lastName: "Lee",
    phone: "",
    ...overrides,
  };
};
// Each test gets its own client IP so the per-IP limits of other tests never interfere.
const fromIp = () => ({ "x-forwarded-for": `198.51.100.${(counter++ % 250) + 1}` });

const HASH_PATTERN = /\$argon2/;

beforeEach(() => {
  loginAs(null);
  authMock.signIn.mockClear();
  authMock.signOut.mockClear();
});

describe("POST /api/register", () => {
  it("creates a client account, logs it in and never returns the hash", async () => {
    const body = registration({ isAdmin: true, subscribed: true, phone: "(828) 555-0100" });
    const res = await call(register, { method: "POST", body, headers: fromIp() });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      username: body.username,
      email: body.email,
      firstName: "Anna",
      lastName: "Lee",
      phone: "(828) 555-0100",
      isAdmin: false,
      subscribed: false,
      notificationsEnabled: true,
    });
    expect(JSON.parse(res.json.notificationPreferences)).toEqual({
      standardReminders: ["24hours", "1hour"],
      customTimes: [],
      customMessage: "",
    });
    expect(res.text).not.toMatch(HASH_PATTERN);
    expect(res.json).not.toHaveProperty("password");
    expect(res.json).not.toHaveProperty("passwordHash");
    expect(authMock.signIn).toHaveBeenCalledWith("credentials", {
      username: body.username,
      password: body.password,
      scope: "client",
      redirect: false,
    });

    const stored = await db.user.findUniqueOrThrow({ where: { username: body.username } });
    expect(stored.isAdmin).toBe(false);
    expect(stored.subscribed).toBe(false);
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored.passwordHash, body.password)).toBe(true);
  });

  it.each(["username", "password", "email", "firstName", "lastName"])(
    "requires %s ('Please fill out all required fields')",
    async (field) => {
      const res = await call(register, { method: "POST", body: registration({ [field]: "  " }), headers: fromIp() });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("Please fill out all required fields");
      const missing = registration();
      delete (missing as Record<string, unknown>)[field];
      expect((await call(register, { method: "POST", body: missing, headers: fromIp() })).json.message).toBe(
        "Please fill out all required fields",
      );
    },
  );

  it("treats phone as optional and stores an empty phone as none", async () => {
    const body = registration();
    delete (body as Record<string, unknown>).phone;
    const res = await call(register, { method: "POST", body, headers: fromIp() });
    expect(res.status).toBe(201);
    expect(res.json.phone).toBeNull();
  });

  it("rejects bad input with a clear 400", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "not-an-email" }, "Please enter a valid email address"],
      [{ password: "short" }, "Password must be at least 8 characters"],
      [{ username: "a b" }, "Username may only contain letters, numbers, dots, dashes and underscores"],
      [{ phone: "12" }, "Please enter a valid phone number"],
      [{ firstName: 42 }, "Please fill out all required fields"],
    ];
    for (const [overrides, message] of cases) {
      const res = await call(register, { method: "POST", body: registration(overrides), headers: fromIp() });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect((await call(register, { method: "POST", body: "{oops", headers: fromIp() })).status).toBe(400);
  });

  it("answers 409 for a taken username or email, whatever the letter case", async () => {
    const first = registration();
    expect((await call(register, { method: "POST", body: first, headers: fromIp() })).status).toBe(201);

    const sameName = await call(register, {
      method: "POST",
      body: registration({ username: first.username.toUpperCase() }),
      headers: fromIp(),
    });
    expect(sameName.status).toBe(409);
    expect(sameName.json.message).toBe("That username is already taken. Please choose another one.");

    const sameEmail = await call(register, { method: "POST", body: registration({ email: first.email.toUpperCase() }), headers: fromIp() });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json.message).toBe("An account with this email address already exists. Please log in instead.");
  });

  it("reads '_' in a username or address as itself, not as a wildcard", async () => {
    const wanted = registration(); // anna_<tag>, anna_<tag>@example.com
    const lookalike = {
      ...registration(),
      username: wanted.username.replace("anna_", "annaQ"),
      email: wanted.email.replace("anna_", "annaQ"),
    };
    expect((await call(register, { method: "POST", body: lookalike, headers: fromIp() })).status).toBe(201);
    // A case-insensitive ILIKE without escaping matched "anna_x" to "annaQx" and refused it as taken.
    const res = await call(register, { method: "POST", body: wanted, headers: fromIp() });
    expect(res.status, res.text).toBe(201);
  });

  it("limits registrations per IP and per username with a 429", async () => {
    process.env.RATE_LIMIT_DISABLED = "0";
    try {
      const ip = fromIp();
      for (let i = 0; i < 5; i++) expect((await call(register, { method: "POST", body: registration(), headers: ip })).status).toBe(201);
      const locked = await call(register, { method: "POST", body: registration(), headers: ip });
      expect(locked.status).toBe(429);
      expect(locked.json.message).toBe("Too many registration attempts. Please wait an hour and try again.");
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);

      // Per username: many addresses, one username.
      const username = `target_${unique()}`;
      for (let i = 0; i < 5; i++) await call(register, { method: "POST", body: registration({ username }), headers: fromIp() });
      expect((await call(register, { method: "POST", body: registration({ username }), headers: fromIp() })).status).toBe(429);
    } finally {
      process.env.RATE_LIMIT_DISABLED = "1";
    }
  });
});

describe("POST /api/login", () => {
  it("logs in with the right password and returns the user without the hash", async () => {
    const user = await createUser({ firstName: "Maria", password: "river-stone-9" });
    const res = await call(login, { method: "POST", body: { username: user.username, password: "river-stone-9" }, headers: fromIp() });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: user.id, username: user.username, firstName: "Maria" });
    expect(res.text).not.toMatch(HASH_PATTERN);
    expect(authMock.signIn).toHaveBeenCalledWith("credentials", {
      username: user.username,
      password: "river-stone-9",
      scope: "client",
      redirect: false,
    });
  });

  it("logs in with the email address in any letter case, or the username as registered", async () => {
    const user = await createUser({ firstName: "Ines", password: "river-stone-9" });
    for (const username of [user.email, user.email.toUpperCase(), ` ${user.email} `, user.username]) {
      const res = await call(login, { method: "POST", body: { username, password: "river-stone-9" }, headers: fromIp() });
      expect(res.status, username).toBe(200);
      expect(res.json).toMatchObject({ id: user.id, username: user.username, firstName: "Ines" });
    }
    for (const body of [
      { username: user.email, password: "wrong-password" },
      { username: `nobody_${unique()}@example.com`, password: "river-stone-9" },
      // "_" is a letter here, not a wildcard.
      { username: user.email.replace("user_", "user%"), password: "river-stone-9" },
    ]) {
      const res = await call(login, { method: "POST", body, headers: fromIp() });
      expect(res.status, body.username).toBe(401);
      expect(res.json.message).toBe("Invalid username or password");
    }
  });

  it("counts failures by email address and by username against the one account", async () => {
    process.env.RATE_LIMIT_DISABLED = "0";
    try {
      const victim = await createUser();
      const attacker = fromIp();
      for (let i = 0; i < 3; i++)
        expect(
          (await call(login, { method: "POST", body: { username: victim.email, password: `guess-${i}` }, headers: attacker })).status,
        ).toBe(401);
      for (let i = 3; i < 5; i++)
        expect(
          (await call(login, { method: "POST", body: { username: victim.username, password: `guess-${i}` }, headers: attacker })).status,
        ).toBe(401);
      for (const username of [victim.username, victim.email.toUpperCase()]) {
        const locked = await call(login, { method: "POST", body: { username, password: "password123" }, headers: attacker });
        expect(locked.status, username).toBe(429);
      }
      // The owner, from their own address, still gets in by either name.
      expect(
        (await call(login, { method: "POST", body: { username: victim.email, password: "password123" }, headers: fromIp() })).status,
      ).toBe(200);
    } finally {
      process.env.RATE_LIMIT_DISABLED = "1";
    }
  });

  it("answers 401 'Invalid username or password' for a wrong password or unknown user", async () => {
    const user = await createUser();
    for (const body of [
      { username: user.username, password: "wrong-password" },
      { username: `nobody_${unique()}`, password: "password123" },
    ]) {
      const res = await call(login, { method: "POST", body, headers: fromIp() });
      expect(res.status).toBe(401);
      expect(res.json.message).toBe("Invalid username or password");
    }
  });

  it("requires both fields ('Username and password are required')", async () => {
    for (const body of [{}, { username: "someone" }, { password: "x" }, { username: "   ", password: "x" }]) {
      const res = await call(login, { method: "POST", body, headers: fromIp() });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("Username and password are required");
    }
    expect(authMock.signIn).not.toHaveBeenCalled();
  });

  it("locks out repeated failures per address and per account at that address (429), never the owner elsewhere", async () => {
    process.env.RATE_LIMIT_DISABLED = "0";
    try {
      const regular = await createUser();
      const ip = fromIp();
      for (let i = 0; i < 12; i++)
        expect(
          (await call(login, { method: "POST", body: { username: regular.username, password: "password123" }, headers: ip })).status,
        ).toBe(200);

      // An attacker guesses the victim's password from one address...
      const victim = await createUser();
      const attacker = fromIp();
      for (let i = 0; i < 5; i++) {
        const res = await call(login, { method: "POST", body: { username: victim.username, password: `guess-${i}` }, headers: attacker });
        expect(res.status).toBe(401);
      }
      // ...and is locked out there, even with the right password.
      const locked = await call(login, {
        method: "POST",
        body: { username: victim.username.toUpperCase(), password: "password123" },
        headers: attacker,
      });
      expect(locked.status).toBe(429);
      expect(locked.json.message).toBe("Too many failed login attempts. Please wait 15 minutes and try again.");
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
      // The victim, from their own address, still gets in (her turn comes at once when nobody else
      // is guessing; the pacing is tested below): no lockout for hire.
      expect(
        (await call(login, { method: "POST", body: { username: victim.username, password: "password123" }, headers: fromIp() })).status,
      ).toBe(200);

      // Per address: failures spread over many usernames lock that address out for everyone.
      const sprayer = fromIp();
      for (let i = 0; i < 10; i++)
        await call(login, { method: "POST", body: { username: `spray_${unique()}`, password: "password123" }, headers: sprayer });
      const other = await createUser();
      expect(
        (await call(login, { method: "POST", body: { username: other.username, password: "password123" }, headers: sprayer })).status,
      ).toBe(429);
      expect(
        (await call(login, { method: "POST", body: { username: other.username, password: "password123" }, headers: fromIp() })).status,
      ).toBe(200);
    } finally {
      process.env.RATE_LIMIT_DISABLED = "1";
    }
  });
});

describe("guessing one account from many addresses", () => {
  it("is paced per account: guesses at once from different addresses are answered one step apart", async () => {
    process.env.RATE_LIMIT_DISABLED = "0";
    try {
      const victim = await createUser();
      const guess = (i: number) =>
        call(login, { method: "POST", body: { username: victim.username, password: `guess-${i}` }, headers: fromIp() });
      // Five free failures, one from each of five addresses; the sixth makes the account "hot".
      for (let i = 0; i < 6; i++) expect((await guess(i)).status).toBe(401);

      // Four guesses at once, each from its own address: one at a time for the account, not four.
      const started = Date.now();
      const answered: number[] = [];
      const answers = await Promise.all([6, 7, 8, 9].map((i) => guess(i).then((res) => (answered.push(Date.now() - started), res))));
      expect(answers.map((a) => a.status).every((status) => status === 401 || status === 429)).toBe(true);
      const guessed = answers.filter((a) => a.status === 401).length;
      expect(guessed).toBeGreaterThanOrEqual(2);
      // Today's step at this count is 1 s (it grows with the failures, up to 5 s).
      expect(Math.max(...answered)).toBeGreaterThanOrEqual((guessed - 1) * 1000 - 100);

      // A refused guess says to come back in a few seconds, not in 15 minutes.
      const refused = answers.find((a) => a.status === 429);
      if (refused)
        expect(refused.json.message).toBe("Too many login attempts for this account right now. Please try again in a few seconds.");

      // Once the guessing stops, the owner of the account gets in (a step later at most).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(
        (await call(login, { method: "POST", body: { username: victim.username, password: "password123" }, headers: fromIp() })).status,
      ).toBe(200);
    } finally {
      process.env.RATE_LIMIT_DISABLED = "1";
    }
  });
});

describe("POST /api/logout and GET /api/user", () => {
  it("logs out (also when already logged out)", async () => {
    const res = await call(logout, { method: "POST" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    expect(authMock.signOut).toHaveBeenCalledWith({ redirect: false });
  });

  it("answers 401 when logged out and the public user when logged in", async () => {
    expect((await call(getUser)).status).toBe(401);
    const user = await createUser({ firstName: "Jo" });
    loginAs(user);
    const res = await call(getUser);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(
      [
        "email",
        "firstName",
        "id",
        "isAdmin",
        "lastName",
        "notificationPreferences",
        "notificationsEnabled",
        "phone",
        "preferredPractitionerId",
        "preferredServiceId",
        "subscribed",
        "timeZone",
        "username",
      ].sort(),
    );
    expect(res.json).toMatchObject({ id: user.id, firstName: "Jo", isAdmin: false });
    expect(res.text).not.toMatch(HASH_PATTERN);
  });
});

describe("GET /api/session/reset", () => {
  it("clears a stale session and continues to /auth with a safe callbackUrl", async () => {
    const { GET: reset } = await import("@/app/api/session/reset/route");
    // Behind a proxy the server sees its internal host: the redirect must not name it.
    const res = await call(reset, {
      url: "http://localhost:3101/api/session/reset?callbackUrl=%2Fprofile",
      headers: { "x-forwarded-host": "wellness.example" },
    });
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("/auth?callbackUrl=%2Fprofile");
    expect(authMock.signOut).toHaveBeenCalledTimes(1);

    const evil = await call(reset, { url: "http://localhost/api/session/reset?callbackUrl=https%3A%2F%2Fevil.example" });
    expect(evil.headers.get("location")).toBe("/auth?callbackUrl=%2F");
  });

  it("leaves a valid session alone", async () => {
    const { GET: reset } = await import("@/app/api/session/reset/route");
    loginAs(await createUser());
    const res = await call(reset, { url: "http://localhost/api/session/reset?callbackUrl=%2Fprofile" });
    expect(res.headers.get("location")).toBe("/profile");
    expect(authMock.signOut).not.toHaveBeenCalled();
  });
});
