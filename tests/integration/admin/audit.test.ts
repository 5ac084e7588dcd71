import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { RefundFailedError } from "@/lib/payments/provider";
import { testProvider } from "@/lib/payments/test-provider";
import { recordAudit, SYSTEM_ACTOR } from "@/lib/audit/record";
import { listAuditEntries } from "@/lib/audit/log";
import { call } from "../../support/api";
import { loginAs } from "../../support/session";
import { asAdmin, createAppointment, local } from "./helpers";

// The audit log: the owner's appointment actions are recorded in the transaction that makes them
// (who, what, before and after), and the log reads newest first, filtered and paged in SQL.

vi.mock("@/lib/email", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/email")>();
  return { ...original, sendEmail: async () => ({ status: "recorded" as const, id: 0 }) };
});

const { PATCH: statusRoute } = await import("@/app/api/admin/appointments/[id]/status/route");
const { POST: refundRoute } = await import("@/app/api/admin/appointments/[id]/refund/route");
const { GET: auditRoute } = await import("@/app/api/admin/audit/route");

const setStatus = (id: number, status: string) => call(statusRoute, { method: "PATCH", params: { id: String(id) }, body: { status } });
const entriesOf = (appointmentId: number) =>
  db.auditEntry.findMany({ where: { entityType: "appointment", entityId: String(appointmentId) }, orderBy: { id: "asc" } });

let admin: Awaited<ReturnType<typeof asAdmin>>;
beforeEach(async () => {
  admin = await asAdmin();
});
afterEach(() => {
  loginAs(null);
  vi.restoreAllMocks();
});

describe("the owner's appointment actions are audited", () => {
  it("Cancel of a paid booking: appointment.cancel and payment.refund by the admin, with before and after", async () => {
    const a = await createAppointment({ firstName: "Rowan", lastName: "Audit" });
    expect((await setStatus(a.id, "cancelled")).status).toBe(200);
    const entries = await entriesOf(a.id);
    expect(entries.map((e) => e.action)).toEqual(["appointment.cancel", "payment.refund"]);
    for (const e of entries) expect(e).toMatchObject({ actorId: admin.id, actorName: admin.username });
    expect(entries[0].summary).toContain(`Cancelled appointment #${a.id}`);
    expect(entries[0].summary).toContain("Rowan Audit");
    expect(entries[0]).toMatchObject({
      before: { Status: "Confirmed" },
      after: { Status: "Cancelled", "Cancel reason": "cancelled_by_practice" },
    });
    const payment = await db.payment.findUniqueOrThrow({ where: { appointmentId: a.id } });
    expect(entries[1].after).toEqual({
      Refund: "Refunded",
      Amount: `$${(payment.refundedCents / 100).toFixed(2)}`,
      "Refund id": payment.refundId,
      Reason: "The practice cancelled the appointment.",
    });
    expect(entries[1].summary).toMatch(/^Refunded \$\d+\.\d\d for appointment #/);
  });

  it("Mark Completed: appointment.complete; an unpaid cancel has no refund entry", async () => {
    const done = await createAppointment();
    await setStatus(done.id, "completed");
    expect((await entriesOf(done.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ["appointment.complete", { Status: "Confirmed" }, { Status: "Completed" }],
    ]);

    const unpaid = await createAppointment({ status: "pending", payment: null });
    await setStatus(unpaid.id, "cancelled");
    expect((await entriesOf(unpaid.id)).map((e) => e.action)).toEqual(["appointment.cancel"]);
  });

  it("a refused change leaves no entry: the entry is in the change's own transaction", async () => {
    const a = await createAppointment();
    vi.spyOn(testProvider, "refund").mockRejectedValueOnce(new RefundFailedError("The card's bank is not accepting refunds right now."));
    expect((await setStatus(a.id, "cancelled")).status).toBe(502);
    expect(await entriesOf(a.id)).toEqual([]);
    // A conflict (already completed twice) writes nothing either.
    await setStatus(a.id, "completed");
    expect((await setStatus(a.id, "completed")).status).toBe(409);
    expect((await entriesOf(a.id)).map((e) => e.action)).toEqual(["appointment.complete"]);
  });

  it("Refund of a payment that is due: payment.refund", async () => {
    const a = await createAppointment({
      status: "cancelled",
      cancelReason: "hold_expired",
      confirmedAt: null,
      payment: { refundStatus: "due", refundReason: "Paid after the hold ran out." },
    });
    expect((await call(refundRoute, { method: "POST", params: { id: String(a.id) }, body: {} })).status).toBe(200);
    const [entry] = await entriesOf(a.id);
    expect(entry).toMatchObject({
      action: "payment.refund",
      actorName: admin.username,
      before: { Refund: "Due" },
      after: { Refund: "Refunded", Reason: "Paid after the hold ran out." },
    });
  });
});

describe("reading the log", () => {
  it("newest first, by action and practice-local dates, paged in SQL; the API validates its query", async () => {
    // Three entries on two practice-local days far from any other test's (2061), one just before
    // local midnight: 23:30 in New York is already the next day in UTC.
    const at = [local("2061-03-01", "09:00"), local("2061-03-01", "23:30"), local("2061-03-02", "08:00")];
    await db.$transaction(async (tx) => {
      for (const [i, when] of at.entries()) {
        await recordAudit(tx, {
          actor: SYSTEM_ACTOR,
          action: i === 1 ? "timeoff.create" : "hours.update",
          entity: { type: "practitioner", id: 1 },
          summary: `entry ${i}`,
          before: { x: i },
          after: { x: i + 1 },
          at: when,
        });
      }
    });
    const day1 = await listAuditEntries({ from: "2061-03-01", to: "2061-03-01" });
    expect(day1.entries.map((e) => e.summary)).toEqual(["entry 1", "entry 0"]);
    expect(day1.entries[0]).toMatchObject({
      action: "timeoff.create",
      actionLabel: "Time off added",
      actorName: "system",
      changes: [{ field: "x", before: "1", after: "2" }],
    });
    expect(
      (await listAuditEntries({ from: "2061-03-01", to: "2061-03-02", action: "hours.update" })).entries.map((e) => e.summary),
    ).toEqual(["entry 2", "entry 0"]);
    const page2 = await listAuditEntries({ from: "2061-03-01", to: "2061-03-02", page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.entries.map((e) => e.summary)).toEqual(["entry 0"]);

    const res = await call(auditRoute, { url: "http://localhost/api/admin/audit?from=2061-03-02&to=2061-03-01&pageSize=1" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 3, pageSize: 1, entries: [{ summary: "entry 2" }] });
    for (const bad of ["action=drop.tables", "from=2061-02-30", "page=0", "pageSize=1000"]) {
      const r = await call(auditRoute, { url: `http://localhost/api/admin/audit?${bad}` });
      expect(r.status, bad).toBe(400);
    }
  });
});
