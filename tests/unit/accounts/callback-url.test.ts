import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "@/lib/accounts/callback-url";

describe("safeCallbackUrl", () => {
  it("keeps same-origin paths with their query", () => {
    expect(safeCallbackUrl("/profile")).toBe("/profile");
    expect(safeCallbackUrl("/schedule?service=3")).toBe("/schedule?service=3");
    expect(safeCallbackUrl(["/virtual-sessions", "/x"])).toBe("/virtual-sessions");
  });

  it.each([
    undefined,
    null,
    "",
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "/auth",
    "/auth?callbackUrl=/x",
    "/\u0000x",
  ])("falls back to / for %s", (value) => {
    expect(safeCallbackUrl(value)).toBe("/");
  });
});
