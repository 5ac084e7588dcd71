import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";

// Logins against the real server and Auth.js's real cookie: logout ends the session
// server-side, a password change ends the others, Auth.js's own credentials route passes the same
// limits, and authenticated JSON is never cached.

const octet = () => Math.floor(Math.random() * 254) + 1;
const address = () => `10.${octet()}.${octet()}.${octet()}`;
let counter = 0;

async function client(baseURL: string, ip = address()): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ip } });
}

async function register(api: APIRequestContext) {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}h${++counter}`;
  const user = {
    username: `hard_${id}`,
    password: "calm-and-centred-42",
    email: `hard.${id}@example.com`,
    firstName: "Robin",
    lastName: "Hale",
    phone: "",
  };
  const res = await api.post("/api/register", { data: user });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

const sessionCookie = async (api: APIRequestContext) =>
  (await api.storageState()).cookies.find((c) => c.name.endsWith("authjs.session-token"))!;

test.describe("sessions end when they should", () => {
  test("logout revokes the cookie: the old one no longer works, not even at Auth.js's session endpoint", async ({ baseURL }) => {
    const browser = await client(baseURL!);
    await register(browser);
    const cookie = await sessionCookie(browser);
    const me = await browser.get("/api/user");
    expect(me.status()).toBe(200);
    expect(me.headers()["cache-control"]).toBe("private, no-store");

    expect((await browser.post("/api/logout")).status()).toBe(200);

    // Someone who copied the cookie before the logout.
    const thief = await client(baseURL!);
    const stolen = { "x-forwarded-for": address(), cookie: `${cookie.name}=${cookie.value}` };
    expect((await thief.get("/api/user", { headers: stolen })).status()).toBe(401);
    const session = await thief.get("/api/auth/session", { headers: stolen });
    expect(await session.json()).toBeNull();
    expect(session.headers()["set-cookie"] ?? "").not.toMatch(/authjs\.session-token=[^;]+;/);
    await Promise.all([browser.dispose(), thief.dispose()]);
  });

  test("a password change ends the other devices' sessions and keeps this one", async ({ baseURL }) => {
    const laptop = await client(baseURL!);
    const user = await register(laptop);
    const phone = await client(baseURL!);
    expect((await phone.post("/api/login", { data: { username: user.username, password: user.password } })).status()).toBe(200);
    expect((await phone.get("/api/user")).status()).toBe(200);

    const change = await laptop.post("/api/user/password", {
      data: { currentPassword: user.password, newPassword: "new-calm-password-7", confirmPassword: "new-calm-password-7" },
    });
    expect(change.status(), await change.text()).toBe(200);
    expect((await laptop.get("/api/user")).status()).toBe(200);
    expect((await phone.get("/api/user")).status()).toBe(401);
    await Promise.all([laptop.dispose(), phone.dispose()]);
  });
});

/** A phone whose session a password change on the laptop ended: its cookie is still there, dead. */
async function phoneWithEndedSession(browser: Browser, baseURL: string): Promise<{ phone: Page; username: string; password: string }> {
  const laptop = await client(baseURL);
  const user = await register(laptop);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": address() } });
  const phone = await context.newPage();
  expect((await phone.request.post("/api/login", { data: { username: user.username, password: user.password } })).status()).toBe(200);
  const password = "new-calm-password-7";
  const change = await laptop.post("/api/user/password", {
    data: { currentPassword: user.password, newPassword: password, confirmPassword: password },
  });
  expect(change.status(), await change.text()).toBe(200);
  await laptop.dispose();
  expect((await context.cookies()).some((c) => c.name.endsWith("authjs.session-token"))).toBe(true);
  return { phone, username: user.username, password };
}

test.describe("a device whose session ended elsewhere", () => {
  test("opening a member's page asks it to log in, then comes back to that page", async ({ browser, baseURL }) => {
    const { phone, username, password } = await phoneWithEndedSession(browser, baseURL!);
    await phone.goto("/profile?tab=notifications");
    await expect(phone).toHaveURL(`/auth?callbackUrl=${encodeURIComponent("/profile?tab=notifications")}`);
    const form = phone.getByRole("form", { name: "Login" });
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Password", { exact: true }).fill(password);
    await form.getByRole("button", { name: "Login" }).click();
    await expect(phone).toHaveURL("/profile?tab=notifications");
    await phone.context().close();
  });

  test("can reach the login page from the header", async ({ browser, baseURL }) => {
    const { phone } = await phoneWithEndedSession(browser, baseURL!);
    await phone.goto("/");
    const login = phone.getByRole("banner").getByRole("link", { name: "Login" });
    await expect(login).toBeVisible();
    await login.click();
    await expect(phone).toHaveURL("/auth");
    await expect(phone.getByRole("form", { name: "Login" }).getByLabel("Username")).toBeVisible();
    await phone.context().close();
  });
});

test.describe("every way into a session passes the same limits", () => {
  test("Auth.js's own credentials route: a locked-out address cannot log in, the owner elsewhere can", async ({ baseURL }) => {
    const setup = await client(baseURL!);
    const user = await register(setup);
    await setup.dispose();

    const attacker = await client(baseURL!);
    const viaAuthJs = async (api: APIRequestContext, password: string) => {
      const { csrfToken } = await (await api.get("/api/auth/csrf")).json();
      await api.post("/api/auth/callback/credentials", { form: { csrfToken, username: user.username, password }, maxRedirects: 0 });
      return (await api.get("/api/user")).status();
    };
    for (let i = 0; i < 6; i++) expect(await viaAuthJs(attacker, `guess-${i}`)).toBe(401);
    // Locked at this address: the right password does not log in through Auth.js's route either.
    expect(await viaAuthJs(attacker, user.password)).toBe(401);
    const api = await attacker.post("/api/login", { data: { username: user.username, password: user.password } });
    expect(api.status()).toBe(429);

    // The owner, from their own address, is not locked out by the attacker.
    const owner = await client(baseURL!);
    expect((await owner.post("/api/login", { data: { username: user.username, password: user.password } })).status()).toBe(200);
    await Promise.all([attacker.dispose(), owner.dispose()]);
  });

  test("another site cannot log a browser in (login CSRF)", async ({ baseURL }) => {
    const setup = await client(baseURL!);
    const user = await register(setup);
    const victim = await client(baseURL!);
    const res = await victim.post("/api/login", {
      headers: { origin: "https://evil.example", "content-type": "text/plain" },
      data: JSON.stringify({ username: user.username, password: user.password }),
    });
    expect(res.status()).toBe(403);
    expect((await victim.get("/api/user")).status()).toBe(401);
    await Promise.all([setup.dispose(), victim.dispose()]);
  });
});
