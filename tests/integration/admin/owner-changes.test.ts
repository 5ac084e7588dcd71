import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NO_SHOW_MESSAGES, setAppointmentStatus } from "@/lib/admin/actions";
import { getAppointmentForClient } from "@/lib/accounts/client-data";
import { statusWords } from "@/lib/accounts/appointment-display";
import { CANCELLATION_TEMPLATE } from "@/lib/appointments/emails";
import { db } from "@/lib/db";
import type { EmailMessage } from "@/lib/email";
import { testProvider } from "@/lib/payments/test-provider";
import { OWNER_CANCEL_MESSAGES } from "@/lib/validations/owner-appointments";
import { call } from "../../support/api";
import { loginAs } from "../../support/session";
import { asAdmin, createAppointment } from "./helpers";

// The owner acting on a client's booking: her cancel refunds all that was paid, a part or nothing,
// with a note the client reads in the email; No-show is set only once a booked session has started,
// refunds nothing and emails nobody. Each is in the audit log.

const email = vi.hoisted(() => ({ sent: [] as EmailMessage[] }));
vi.mock("@/lib/email", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/email")>();
  return {
    ...original,
    sendEmail: async (message: EmailMessage) => {
      email.sent.push(message);
      return original.sendEmail(message);
    },
  };
});

const { POST: cancelRoute } = await import("@/app/api/admin/appointments/[id]/cancel/route");
const cancel = (id: number, body: Record<string, unknown>) => call(cancelRoute, { method: "POST", params: { id: String(id) }, body });
const cancellationText = async (to: string) =>
  (await db.emailLog.findFirstOrThrow({ where: { to, template: CANCELLATION_TEMPLATE } })).text ?? "";
const auditOf = (id: number) =>
  db.auditEntry.findMany({ where: { entityType: "appointment", entityId: String(id) }, orderBy: { id: "asc" } });

beforeEach(async () => {
  await asAdmin();
  email.sent.length = 0;
});
afterEach(() => {
  loginAs(null);
  vi.restoreAllMocks();
});

describe("the owner's cancel with a refund choice", () => {
  it("a partial refund returns only that amount, and the email says so with her note", async () => {
    const a = await createAppointment({ payment: { amountCents: 12570 } });
    const refund = vi.spyOn(testProvider, "refund");
    const note = "You asked to cancel within 48 hours: half of the fee is refunded, as we agreed on the phone.";

    const res = await cancel(a.id, { refund: "partial", refundAmount: "62.85", note });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: "cancelled",
      cancelNote: note,
      payment: { amount: 12570, refundStatus: "refunded", refundedCents: 6285 },
    });
    expect(refund).toHaveBeenCalledWith(expect.objectContaining({ amount: 6285 }));

    const text = await cancellationText(a.clientEmail);
    expect(text).toContain(note);
    expect(text).toContain("We have refunded $62.85 of the $125.70 you paid");
    expect(text).not.toContain("in full");

    const entries = await auditOf(a.id);
    expect(entries.map((e) => e.action)).toEqual(["appointment.cancel", "payment.refund"]);
    expect(entries[0].after).toMatchObject({ Status: "Cancelled", "Note to the client": note });
    expect(entries[1].after).toMatchObject({ Amount: "$62.85" });
  });

  it("no refund keeps the payment, and the email says it is not refunded", async () => {
    const a = await createAppointment({ payment: { amountCents: 12000 } });
    const refund = vi.spyOn(testProvider, "refund");

    const res = await cancel(a.id, { refund: "none" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "cancelled", cancelNote: null, payment: { refundStatus: "none", refundedCents: 0 } });
    expect(refund).not.toHaveBeenCalled();
    expect(await cancellationText(a.clientEmail)).toContain("The $120.00 you paid for this session is not refunded.");
    expect((await auditOf(a.id)).map((e) => e.action)).toEqual(["appointment.cancel"]);
  });

  it("a full refund returns everything, as Cancel always did", async () => {
    const a = await createAppointment({ payment: { amountCents: 12570 } });
    const res = await cancel(a.id, { refund: "full" });
    expect(res.json.payment).toMatchObject({ refundStatus: "refunded", refundedCents: 12570 });
    expect(await cancellationText(a.clientEmail)).toContain("We have refunded $125.70 in full");
  });

  it("refuses a partial amount that is not below what was paid, or is not an amount, and changes nothing", async () => {
    const a = await createAppointment({ payment: { amountCents: 12570 } });
    for (const [refundAmount, message] of [
      ["125.70", OWNER_CANCEL_MESSAGES.tooMuch("$125.70")],
      ["200", OWNER_CANCEL_MESSAGES.tooMuch("$125.70")],
      ["0", OWNER_CANCEL_MESSAGES.amount],
      ["ten", OWNER_CANCEL_MESSAGES.amount],
      ["", OWNER_CANCEL_MESSAGES.amount],
    ]) {
      const res = await cancel(a.id, { refund: "partial", refundAmount });
      expect(res.status, refundAmount).toBe(400);
      expect(res.json.fieldErrors).toEqual({ refundAmount: message });
    }
    const after = await db.appointment.findUniqueOrThrow({ where: { id: a.id }, include: { payment: true } });
    expect(after).toMatchObject({ status: "confirmed", payment: { refundStatus: "none", refundedCents: 0 } });
    expect(email.sent).toHaveLength(0);
  });

  it("an unpaid booking is cancelled with the note and nothing to refund, whatever was chosen", async () => {
    const a = await createAppointment({ payment: null });
    const res = await cancel(a.id, { refund: "full", note: "Closed for a family emergency." });
    expect(res.json).toMatchObject({ status: "cancelled", payment: null, cancelNote: "Closed for a family emergency." });
    const text = await cancellationText(a.clientEmail);
    expect(text).toContain("Closed for a family emergency.");
    expect(text).not.toContain("refund");
  });

  it("a note longer than the limit is refused on its field", async () => {
    const a = await createAppointment();
    const res = await cancel(a.id, { refund: "none", note: "x".repeat(1001) });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({ note: OWNER_CANCEL_MESSAGES.note });
  });
});

describe("No-show", () => {
  const minutes = (d: Date, n: number) => new Date(d.getTime() + n * 60_000);

  it("is set once a confirmed session has started: nothing is refunded, nobody is emailed, it is audited", async () => {
    const a = await createAppointment({ payment: { amountCents: 12000 } });
    const refund = vi.spyOn(testProvider, "refund");

    await expect(setAppointmentStatus(a.id, "no_show", { now: minutes(a.startsAt, -1) })).rejects.toMatchObject({
      status: 409,
      message: NO_SHOW_MESSAGES.notStarted,
    });

    const marked = await setAppointmentStatus(a.id, "no_show", { now: minutes(a.startsAt, 10) });
    expect(marked).toMatchObject({ status: "no_show", payment: { refundStatus: "none" } });
    expect(refund).not.toHaveBeenCalled();
    expect(email.sent).toHaveLength(0);
    const [entry] = await auditOf(a.id);
    expect(entry).toMatchObject({ action: "appointment.no_show", before: { Status: "Confirmed" }, after: { Status: "No-show" } });

    await expect(setAppointmentStatus(a.id, "no_show", { now: minutes(a.startsAt, 20) })).rejects.toMatchObject({
      status: 409,
      message: NO_SHOW_MESSAGES.already,
    });

    // The client reads it as "Missed"; it cannot be changed by them.
    const mine = await getAppointmentForClient(a.userId!, a.id, minutes(a.startsAt, 30));
    expect(mine.status).toBe("no_show");
    expect(statusWords(mine).label).toBe("Missed");
    expect(mine.change.canChange).toBe(false);

    // A mistake is undone by marking it completed.
    await expect(setAppointmentStatus(a.id, "completed", { now: minutes(a.startsAt, 40) })).resolves.toMatchObject({ status: "completed" });
  });

  it("is refused for a hold or a cancelled booking", async () => {
    for (const status of ["pending", "cancelled"] as const) {
      const a = await createAppointment({ status });
      await expect(setAppointmentStatus(a.id, "no_show", { now: minutes(a.startsAt, 10) })).rejects.toMatchObject({
        status: 409,
        message: NO_SHOW_MESSAGES.notBooked,
      });
    }
  });
});
