import { expect, test, type Page } from "@playwright/test";

import { registerAndLogin, type TestUser } from "./support/auth";
import { expectNoAxeViolations, expectToast } from "./support/booking";
import { holdScripts, uniqueClientIp } from "./support/network";
import { ADMIN } from "./support/admin";

// Registration, login and logout through the real Auth.js cookie, the protected-route redirects
// (proxy.ts and the pages) and the /auth page's spec messages.

let counter = 0;
const freshUser = (): TestUser => {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}a${counter++}`;
  return {
    username: `ui_${id}`,
    password: "quiet-forest-77",
    email: `ui.${id}@example.com`,
    firstName: "Rowan",
    lastName: "Blake",
    phone: "",
  };
};

// Every test has its own client address, so the per-IP limits never interfere between tests.
test.beforeEach(async ({ page }) => {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
});

const header = (page: Page) => page.getByRole("banner");
const accountMenu = (page: Page, firstName: string) => header(page).getByRole("button", { name: `${firstName} account menu` });
const authForm = (page: Page, name: "Login" | "Register") => page.getByRole("form", { name });

async function createAccountViaApi(page: Page) {
  const user = freshUser();
  const res = await page.request.post("/api/register", { data: user });
  expect(res.status()).toBe(201);
  await page.request.post("/api/logout");
  return user;
}

test.describe("protected routes", () => {
  for (const path of ["/profile", "/virtual-sessions", "/schedule"]) {
    test(`${path} sends a logged-out visitor to /auth with a callbackUrl`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth?callbackUrl=${encodeURIComponent(path)}`);
      await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    });
  }

  test("following a header link while logged out also lands on /auth (the page checks too)", async ({ page }) => {
    await page.goto("/");
    await header(page).getByRole("link", { name: "Virtual Sessions", exact: true }).click();
    await expect(page).toHaveURL(`/auth?callbackUrl=${encodeURIComponent("/virtual-sessions")}`);
    await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  });

  test("a logged-in user visiting /auth goes to /", async ({ page }) => {
    await registerAndLogin(page);
    await page.goto("/auth");
    await expect(page).toHaveURL("/");
  });
});

test.describe("/auth page", () => {
  test("has Login and Register tabs, member benefits, and passes axe on both tabs", async ({ page }) => {
    await page.goto("/auth");
    await expect(page).toHaveTitle(/Login or Register/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const benefits = page.getByRole("complementary", { name: "Member benefits" });
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Register" }).click();
    await expect(authForm(page, "Register")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("registering through the form logs in, goes home and shows the first name", async ({ page }) => {
    const user = freshUser();
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    const form = authForm(page, "Register");

    await form.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Please fill out all required fields");

    await form.getByLabel("First name").fill(user.firstName);
    await form.getByLabel("Last name").fill(user.lastName);
    await form.getByLabel("Username").fill(user.username);
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Password", { exact: true }).fill("short");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByText("Password must be at least 8 characters")).toBeVisible();

    await form.getByLabel("Password", { exact: true }).fill(user.password);
    await form.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Registration successful");
    await expect(page).toHaveURL("/");
    await expect(accountMenu(page, user.firstName)).toBeVisible();

    // The same cookie works for the API.
    const me = await page.request.get("/api/user");
    expect(await me.json()).toMatchObject({ username: user.username, isAdmin: false, subscribed: false });
  });

  test("the register form marks every missing or invalid field at once and focuses the first", async ({ page }) => {
    await page.goto("/auth?tab=register");
    const form = authForm(page, "Register");
    const field = (label: string) => form.getByLabel(label, { exact: true });
    /** Marked invalid, with its message shown next to it and read with it (aria-describedby). */
    const expectMarked = async (label: string, message: string) => {
      await expect(field(label), label).toHaveAttribute("aria-invalid", "true");
      await expect(field(label), label).toHaveAccessibleDescription(new RegExp(message));
      await expect(form.getByText(message, { exact: true }).first()).toBeVisible();
    };

    await form.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Please fill out all required fields");
    await expectMarked("First name", "First name is required");
    await expectMarked("Last name", "Last name is required");
    await expectMarked("Username", "Username is required");
    await expectMarked("Email", "Email is required");
    await expectMarked("Password", "Password is required");
    await expect(field("Phone (optional)")).toHaveAttribute("aria-invalid", "false");
    await expect(field("First name")).toBeFocused();
    await expectNoAxeViolations(page);

    // Missing and invalid fields together: all marked, focus on the first of them.
    await field("First name").fill("Rowan");
    await field("Email").fill("not-an-email");
    await field("Phone (optional)").fill("12");
    await field("Password").fill("short");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Please fill out all required fields");
    await expect(field("First name")).toHaveAttribute("aria-invalid", "false");
    await expectMarked("Last name", "Last name is required");
    await expectMarked("Username", "Username is required");
    await expectMarked("Email", "Please enter a valid email address");
    await expectMarked("Phone (optional)", "Please enter a valid phone number");
    await expectMarked("Password", "Password must be at least 8 characters");
    await expect(field("Last name")).toBeFocused();
  });

  test("a taken username fails with 'Registration failed' and the reason", async ({ page }) => {
    const existing = await createAccountViaApi(page);
    const user = { ...freshUser(), username: existing.username };
    await page.goto("/auth?tab=register");
    const form = authForm(page, "Register");
    await form.getByLabel("First name").fill(user.firstName);
    await form.getByLabel("Last name").fill(user.lastName);
    await form.getByLabel("Username").fill(user.username);
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Password", { exact: true }).fill(user.password);
    await form.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Registration failed", "That username is already taken. Please choose another one.");
    await expect(form.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/auth/);
  });

  test("login: required fields, wrong password, then success and logout from the header", async ({ page }) => {
    const user = await createAccountViaApi(page);
    await page.goto("/auth");
    const form = authForm(page, "Login");

    await form.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Username and password are required");

    await form.getByLabel("Username").fill(user.username);
    await form.getByLabel("Password", { exact: true }).fill("not-the-password");
    await form.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Login failed", "Invalid username or password");

    // The show/hide toggle reveals what was typed.
    await form.getByRole("button", { name: "Show password" }).click();
    await expect(form.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");

    await form.getByLabel("Password", { exact: true }).fill(user.password);
    await form.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Login successful");
    await expect(page).toHaveURL("/");

    await accountMenu(page, user.firstName).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expectToast(page, "Logged out");
    await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
    expect((await page.request.get("/api/user")).status()).toBe(401);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fprofile/);
  });

  test("after login the visitor returns to the page they wanted", async ({ page }) => {
    const user = await createAccountViaApi(page);
    await page.goto("/virtual-sessions");
    await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fvirtual-sessions/);
    const form = authForm(page, "Login");
    await form.getByLabel("Username").fill(user.username);
    await form.getByLabel("Password", { exact: true }).fill(user.password);
    await form.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/virtual-sessions");
    await expect(page.getByRole("heading", { level: 1, name: "My Virtual Sessions" })).toBeVisible();

    // Links the header prefetched while logged out now lead to the pages, not back to /auth.
    await accountMenu(page, user.firstName).click();
    await page.getByRole("menuitem", { name: "My Profile" }).click();
    await expect(page).toHaveURL("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    await header(page).getByRole("link", { name: "Schedule", exact: true }).click();
    await expect(page).toHaveURL("/schedule");
  });

  test("a callbackUrl to another site is ignored", async ({ page }) => {
    const user = await createAccountViaApi(page);
    await page.goto(`/auth?callbackUrl=${encodeURIComponent("https://evil.example/steal")}`);
    const form = authForm(page, "Login");
    await form.getByLabel("Username").fill(user.username);
    await form.getByLabel("Password", { exact: true }).fill(user.password);
    await form.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/");
  });

  test("the owner logging in here goes to her dashboard", async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
    await page.goto("/auth");
    const form = authForm(page, "Login");
    await form.getByLabel("Username").fill(ADMIN.username);
    await form.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await form.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/admin/dashboard");
  });
});

test.describe("the JSON API shares the session with the pages", () => {
  test("POST /api/login sets the cookie: pages are logged in; POST /api/logout clears it", async ({ page }) => {
    const user = await createAccountViaApi(page);
    const login = await page.request.post("/api/login", { data: { username: user.username, password: user.password } });
    expect(login.status()).toBe(200);
    const body = await login.json();
    expect(body).toMatchObject({ username: user.username, firstName: user.firstName });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
    const cookie = login.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.includes("session-token="));
    expect(cookie?.value).toMatch(/HttpOnly/i);
    expect(cookie?.value).toMatch(/SameSite=Lax/i);

    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    await expect(accountMenu(page, user.firstName)).toBeVisible();

    expect((await page.request.post("/api/logout")).status()).toBe(200);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fprofile/);
  });

  test("a wrong password through the API is a 401 with the spec's message", async ({ page }) => {
    const user = await createAccountViaApi(page);
    const res = await page.request.post("/api/login", { data: { username: user.username, password: "nope-nope-nope" } });
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ message: "Invalid username or password" });
  });
});

test.describe("the /auth forms before the page's script runs", () => {
  test("logging in before hydration signs in and goes on to the callbackUrl", async ({ page }) => {
    const user = await createAccountViaApi(page);
    const scripts = await holdScripts(page);
    await page.goto(`/auth?callbackUrl=${encodeURIComponent("/profile")}`, { waitUntil: "domcontentloaded" });
    const form = authForm(page, "Login");
    await form.getByLabel("Username").fill(user.username);
    await form.getByLabel("Password", { exact: true }).fill(user.password);
    await form.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    scripts.release();
    await expect(accountMenu(page, user.firstName)).toBeVisible();
  });

  test("without JavaScript: a wrong password says so and keeps the name; then logs in", async ({ browser, baseURL }) => {
    const octet = () => Math.floor(Math.random() * 254) + 1;
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` },
    });
    const page = await context.newPage();
    const user = await createAccountViaApi(page);
    await page.goto("/auth");
    const form = authForm(page, "Login");
    await form.getByLabel("Username").fill(user.username);
    await form.getByLabel("Password", { exact: true }).fill("not-the-password");
    await form.getByRole("button", { name: "Login" }).click();
    await expect(form.getByRole("alert")).toHaveText("Invalid username or password");
    await expect(form.getByLabel("Username")).toHaveValue(user.username);
    await expect(form.getByLabel("Password", { exact: true })).toHaveValue("");

    await form.getByLabel("Password", { exact: true }).fill(user.password);
    await form.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/");
    expect(await (await page.request.get("/api/user")).json()).toMatchObject({ username: user.username });
    await context.close();
  });
});
