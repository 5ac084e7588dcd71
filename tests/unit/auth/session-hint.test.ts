import { describe, expect, it } from "vitest";
import { signedInScript } from "@/lib/auth/session-hint";

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
