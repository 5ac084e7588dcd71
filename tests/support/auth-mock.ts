import { vi } from "vitest";
import { authorizeCredentials } from "@/lib/auth/authorize";
import { endAuthSession } from "@/lib/auth/session-records";
import { lastRequestHeaders } from "./api";

// Auth.js's signIn/signOut set and clear a cookie through next/headers, which needs a real
// request scope. In-process tests replace them with the same door into a session (the real
// authorizeCredentials, limits included, with the headers of the request under test) minus the
// cookie; the cookie itself is covered end to end (tests/e2e/auth*.spec.ts). Use it with
//   vi.mock("@/lib/auth", async () => (await import("../../support/auth-mock")).mockedAuth());
// and assert on `authSpies`.

export const authSpies = {
  /** The AuthSession the last sign-in created. */
  lastSid: undefined as string | undefined,
  signIn: vi.fn(async (_provider: string, options: Record<string, unknown>) => {
    authSpies.lastSid = (await authorizeCredentials(options, lastRequestHeaders())).sid;
    return "/";
  }),
  signOut: vi.fn(async (_options?: unknown) => endAuthSession(authSpies.lastSid)),
};

export const mockedAuth = () => ({ auth: async () => null, handlers: {}, signIn: authSpies.signIn, signOut: authSpies.signOut });
