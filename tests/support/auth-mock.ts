import { vi } from "vitest";
import { authorizeCredentials } from "@/lib/auth/authorize";
import { endAuthSession } from "@/lib/auth/sessions";
import { lastRequestHeaders } from "./api";

// Auth.js's signIn/signOut set and clear a cookie through next/headers, which needs a real
// request scope. In-process tests replace them with the same door into a session (the real
// authorizeCredentials, limits included, with the headers of the request under test) minus the
// cookie; the cookie itself is covered end to end (tests/e2e/auth*.spec.ts).
export function mockedAuth() {
  const signIn = vi.fn(async (_provider: string, options: Record<string, unknown>) => {
    const { sid } = await authorizeCredentials(options, lastRequestHeaders());
    mockedAuth.lastSid = sid;
    return "/";
  });
  const signOut = vi.fn(async () => endAuthSession(mockedAuth.lastSid));
  return { auth: async () => null, handlers: {}, signIn, signOut };
}
mockedAuth.lastSid = undefined as string | undefined;
