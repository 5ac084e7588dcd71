import { describe, expect, it } from "vitest";
import { MAX_PAGE, readSearchParams } from "@/lib/search-params";
import { idField, pageField } from "@/lib/validations/fields";
import { dashboardHref, DEFAULT_STATE, parseDashboardState } from "@/components/admin/url-state";

describe("readSearchParams", () => {
  const q = readSearchParams({ tab: ["calendar", "payments"], page: "3", bad: "0", search: "  ada  ", empty: "" });

  it("takes the first value of a repeated parameter and types it, with a default for anything else", () => {
    expect(q.oneOf("tab", ["bookings", "calendar"] as const, "bookings")).toBe("calendar");
    expect(q.oneOf("missing", ["bookings"] as const, null)).toBeNull();
    expect(q.positiveInt("page")).toBe(3);
    expect(q.positiveInt("bad")).toBeNull();
    expect(q.positiveInt("empty")).toBeNull();
    expect(q.text("search", { trim: true })).toBe("ada");
    expect(q.text("search", { max: 3 })).toBe("  a");
    expect(q.text("page", { valid: (v) => v.length > 3 })).toBe("");
    expect(q.has("empty")).toBe(true);
    expect(q.has("missing")).toBe(false);
  });
});

describe("the admin dashboard's URL state", () => {
  it("keeps its parameter names, reads a reversed range the way it was meant and drops invalid values", () => {
    const state = parseDashboardState({
      tab: "payments",
      from: "2026-12-31",
      to: "2026-12-01",
      month: "2026-13",
      payPage: "2",
      appointment: "x",
    });
    expect(state).toEqual({ ...DEFAULT_STATE, tab: "payments", from: "2026-12-01", to: "2026-12-31", payPage: 2 });
    expect(dashboardHref(state, { month: "2026-12" })).toBe(
      "/admin/dashboard?tab=payments&month=2026-12&from=2026-12-01&to=2026-12-31&payPage=2",
    );
  });
});

describe("numbers from an address are bounded (a larger one is a query error in PostgreSQL)", () => {
  it("an id is at most 2147483647, a page at most MAX_PAGE", () => {
    const q = readSearchParams({ id: "2147483647", over: "2147483648", huge: "9".repeat(400), page: String(MAX_PAGE + 1) });
    expect(q.positiveInt("id")).toBe(2147483647);
    expect(q.positiveInt("over")).toBeNull();
    expect(q.positiveInt("huge")).toBeNull();
    expect(q.positiveInt("page", MAX_PAGE)).toBeNull();
    expect(idField().safeParse("2147483647").success).toBe(true);
    for (const id of ["2147483648", 2147483648, "99999999999999999999", "9".repeat(400)])
      expect(idField().safeParse(id).success).toBe(false);
    for (const page of ["1e300", "2147483648", String(MAX_PAGE + 1)]) expect(pageField.safeParse(page).success).toBe(false);
    expect(pageField.safeParse(String(MAX_PAGE)).data).toBe(MAX_PAGE);
  });
});
