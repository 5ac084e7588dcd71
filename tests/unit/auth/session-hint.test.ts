import { describe, expect, it, vi } from "vitest";
import { authConfig } from "@/lib/auth/edge-config";
import { SESSION_HINT_OPTIONS, signedInScript } from "@/lib/auth/session-hint";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session-records";

vi.mock("@/lib/db", () => ({ db: {} })); // session-records' neighbour; only its constant is read

it("the note lasts as long as a session (each module states the length: the client and the proxy cannot import the database's)", () => {
  expect(SESSION_HINT_OPTIONS.maxAge).toBe(SESSION_MAX_AGE_SECONDS);
  expect(authConfig.session.maxAge).toBe(SESSION_MAX_AGE_SECONDS);
});

/** Runs the page's inline script against a document with these cookies; returns <html>'s attributes. */
function runScript(cookie: string): string[] {
  const attributes: string[] = [];
  const document = { cookie, documentElement: { setAttribute: (name: string) => attributes.push(name) } };
  new Function("document", signedInScript)(document);
  return attributes;
}

describe("the signed-in script in every page's <head>", () => {
  it("marks <html> when the browser holds the note, wherever it is among the cookies", () => {
    expect(runScript("signed-in=1")).toEqual(["data-signed-in"]);
    expect(runScript("theme=light; signed-in=1; other=2")).toEqual(["data-signed-in"]);
  });

  it("leaves it alone without the note, or for a cookie whose name only ends the same", () => {
    expect(runScript("")).toEqual([]);
    expect(runScript("theme=light; not-signed-in=1")).toEqual([]);
  });
});
