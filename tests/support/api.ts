import { NextRequest } from "next/server";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

let currentHeaders = new Headers();
/** The headers of the request `call` is handling (for the Auth.js stand-in, tests/support/auth-mock.ts). */
export const lastRequestHeaders = () => currentHeaders;

/** Calls a route handler in-process like Next would. `body` may be an object or a raw string. */
export async function call(
  handler: Handler,
  {
    method = "GET",
    url = "http://localhost/api",
    body,
    params = {},
    headers = {},
  }: {
    method?: string;
    url?: string;
    body?: unknown;
    params?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
) {
  const target = new URL(url, "http://localhost");
  // Like a real request: Host is the URL's host.
  const init: RequestInit = { method, headers: { host: target.host, "x-forwarded-for": "203.0.113.7", ...lowerCaseKeys(headers) } };
  if (body !== undefined) {
    init.body = typeof body === "string" ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)["content-type"] ??= "application/json";
  }
  currentHeaders = new Headers(init.headers as Record<string, string>);
  const res = await handler(new NextRequest(target, init as never), { params: Promise.resolve(params) });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON a route answers
  let json: any = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text, headers: res.headers };
}

const lowerCaseKeys = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

/** A new client user with a unique username. */
export async function createUser(
  overrides: Partial<{ isAdmin: boolean; password: string; firstName: string; notificationsEnabled: boolean }> = {},
) {
  const tag = randomBytes(4).toString("hex");
  return db.user.create({
    data: {
      username: `user_${tag}`,
      email: `user_${tag}@example.com`,
      firstName: overrides.firstName ?? "Test",
      lastName: "Client",
      passwordHash: await hashPassword(overrides.password ?? "password123"),
      isAdmin: overrides.isAdmin ?? false,
      notificationsEnabled: overrides.notificationsEnabled ?? true,
    },
  });
}
