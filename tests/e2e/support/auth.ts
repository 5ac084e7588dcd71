import { expect, test, type Page } from "@playwright/test";
import { SESSION_HINT_COOKIE } from "../../../lib/auth/session-hint";

export type TestUser = { username: string; password: string; email: string; firstName: string; lastName: string; phone: string };

let counter = 0;

/**
 * Registers a fresh client through the API and leaves the browser context logged in (the
 * register route logs the new user in; its cookie lands in the page's context).
 *
 * Rate limits count per client IP, and every test runs from 127.0.0.1: each test user gets its
 * own address in X-Forwarded-For (which the server reads, as behind a proxy), so the suite
 * never trips the registration or booking limits that protect the real site.
 */
export async function registerAndLogin(page: Page, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const user: TestUser = {
    username: `client_${id}`,
    password: "calm-and-centred-42",
    email: `client.${id}@example.com`,
    firstName: "Avery",
    lastName: "Quinn",
    phone: "8285550199",
    ...overrides,
  };
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const ip = `10.${octet()}.${octet()}.${octet()}`;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": ip });

  const response = await page.request.post("/api/register", { data: user });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/**
 * The readable note a sign-in leaves (lib/auth/session-hint.ts), for specs that answer
 * GET /api/session themselves: without it the header takes the browser for a visitor and never asks.
 */
export async function markSignedIn(page: Page) {
  const baseURL = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: SESSION_HINT_COOKIE, value: "1", url: baseURL }]);
}
