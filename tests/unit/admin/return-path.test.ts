import { describe, expect, it } from "vitest";
import { adminLoginHref, adminReturnPath } from "@/lib/admin/return-path";

describe("adminReturnPath", () => {
  it("keeps a page of the owner's area with its query", () => {
    expect(adminReturnPath("/admin/dashboard?appointment=12")).toBe("/admin/dashboard?appointment=12");
    expect(adminReturnPath(["/admin/agenda?view=week", "/x"])).toBe("/admin/agenda?view=week");
  });

  it.each([
    undefined,
    null,
    "",
    "/profile",
    "/admin",
    "/admin/login",
    "/admin/login?next=/admin/audit",
    "https://evil.example/admin/x",
    "//evil.example/admin/",
    "/admin/\\evil",
    "/admin/x\nLocation: https://evil.example",
  ])("sends %j to the dashboard", (value) => {
    expect(adminReturnPath(value)).toBe("/admin/dashboard");
  });

  it("builds the login that comes back, the plain login for the dashboard", () => {
    expect(adminLoginHref("/admin/dashboard?appointment=12")).toBe("/admin/login?next=%2Fadmin%2Fdashboard%3Fappointment%3D12");
    expect(adminLoginHref("/admin/dashboard")).toBe("/admin/login");
  });
});
