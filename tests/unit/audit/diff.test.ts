import { describe, expect, it } from "vitest";
import { auditChanges } from "@/lib/audit/diff";

describe("auditChanges: the fields that changed, written for reading", () => {
  it("lists only changed fields, in order, with both sides", () => {
    expect(
      auditChanges({ Monday: "08:00-20:00", Tuesday: "08:00-20:00" }, { Monday: "09:00-12:00, 13:00-17:00", Tuesday: "08:00-20:00" }),
    ).toEqual([{ field: "Monday", before: "08:00-20:00", after: "09:00-12:00, 13:00-17:00" }]);
  });

  it("a created thing has no before, a removed one no after", () => {
    expect(auditChanges(null, { from: "2026-12-24", reason: "Family" })).toEqual([
      { field: "from", before: null, after: "2026-12-24" },
      { field: "reason", before: null, after: "Family" },
    ]);
    expect(auditChanges({ from: "2026-12-24" }, null)).toEqual([{ field: "from", before: "2026-12-24", after: null }]);
  });

  it("nests objects as 'parent / child', joins lists, writes booleans and empty values", () => {
    expect(
      auditChanges({ bookings: { kept: [1, 2], cancelled: [] }, open: true }, { bookings: { kept: [1], cancelled: [2] }, open: false }),
    ).toEqual([
      { field: "bookings / kept", before: "1, 2", after: "1" },
      { field: "bookings / cancelled", before: null, after: "2" },
      { field: "open", before: "Yes", after: "No" },
    ]);
    expect(auditChanges({ reason: "" }, { reason: null })).toEqual([]);
  });
});
