import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { STATUS_NOT_SETTABLE } from "@/lib/admin/actions";
import { dashboardSummary } from "@/lib/admin/appointments";
import { CANCELLATION_TEMPLATE, ADMIN_REMINDER_TEMPLATE } from "@/lib/appointments/emails";
import { listPayments } from "@/lib/admin/payments";
import { db } from "@/lib/db";
import { renderAppointmentIcs, loadAppointmentDetails } from "@/lib/documents";
import { env } from "@/lib/env";
import { RefundFailedError } from "@/lib/payments/provider";
import { testProvider } from "@/lib/payments/test-provider";
import type { EmailMessage } from "@/lib/email";
import { FakeStripe, type FakeIntent } from "../../support/fake-stripe";
import { call } from "../../support/api";
import { loginAs } from "../../support/session";
import { parseIcs } from "../payments/helpers";
import { asAdmin, createAppointment, createArtifact, tag } from "./helpers";

// The owner's actions: status transitions (completed or cancelled, each from any other state), cancelling refunds a paid booking
// in full through the provider (test provider and Stripe's fake), once, or changes nothing.

const email = vi.hoisted(() => ({ sent: [] as EmailMessage[], fail: false }));
vi.mock("@/lib/email", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/email")>();
  return {
    ...original,
    sendEmail: async (message: EmailMessage) => {
      email.sent.push(message);
      if (email.fail) return { status: "failed" as const, id: 0 };
      return original.sendEmail(message);
    },
  };
});

const { PATCH: statusRoute } = await import("@/app/api/admin/appointments/[id]/status/route");
const { POST: refundRoute } = await import("@/app/api/admin/appointments/[id]/refund/route");
const { POST: reminderRoute } = await import("@/app/api/admin/appointments/[id]/send-reminder/route");
const { GET: artifactsRoute } = await import("@/app/api/admin/appointments/[id]/artifacts/route");
const { GET: downloadRoute } = await import("@/app/api/admin/artifacts/[id]/download/route");
const { GET: calendarRoute } = await import("@/app/api/admin/appointments/[id]/calendar/route");

const setStatus = (id: number, status: string) => call(statusRoute, { method: "PATCH", params: { id: String(id) }, body: { status } });
const cancel = (id: number) => setStatus(id, "cancelled");

beforeEach(async () => {
  await asAdmin();
  email.sent.length = 0;
  email.fail = false;
});
afterEach(() => {
  loginAs(null);
  vi.restoreAllMocks();
});

async function withReminders(appointmentId: number, userId: number | null) {
  const at = (h: number) => new Date(Date.now() + h * 3600_000);
  await db.reminder.createMany({
    data: [
      { appointmentId, userId, reminderType: "24hours", scheduledFor: at(100), status: "pending" },
      { appointmentId, userId, reminderType: "1hour", scheduledFor: at(120), status: "pending" },
      { appointmentId, userId, reminderType: "12hours", scheduledFor: at(-1), status: "sent", sentAt: at(-1) },
    ],
  });
}
const reminderStates = async (appointmentId: number) =>
  (await db.reminder.findMany({ where: { appointmentId }, orderBy: { reminderType: "asc" } })).map((r) => `${r.reminderType}:${r.status}`);

/** A second booking of the same time by someone else: possible only when the time is free. */
async function bookSameTime(a: { startsAt: Date }) {
  return createAppointment({ startsAt: a.startsAt, status: "confirmed" });
}

describe("status transitions", () => {
  it("Mark Completed from confirmed, pending or cancelled; never twice", async () => {
    const confirmed = await createAppointment();
    const res = await setStatus(confirmed.id, "completed");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: confirmed.id, status: "completed", paymentComplete: true });
    const again = await setStatus(confirmed.id, "completed");
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This appointment is already completed.");

    const pending = await createAppointment({ status: "pending", payment: null });
    expect((await setStatus(pending.id, "completed")).json.status).toBe("completed");
    expect((await db.appointment.findUniqueOrThrow({ where: { id: pending.id } })).holdExpiresAt).toBeNull();
    const cancelled = await createAppointment({ status: "cancelled", cancelReason: "cancelled_by_practice", payment: null });
    expect((await setStatus(cancelled.id, "completed")).json.status).toBe("completed");
    expect(email.sent).toEqual([]);
  });

  it("refuses confirmed and pending (400), unknown statuses (400), and cancelling twice (409)", async () => {
    const a = await createAppointment({ status: "pending", payment: null });
    for (const status of ["confirmed", "pending"]) {
      const res = await setStatus(a.id, status);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(STATUS_NOT_SETTABLE);
    }
    expect((await setStatus(a.id, "paid")).json.message).toBe("Status must be one of: pending, confirmed, completed, cancelled, no_show.");
    expect((await call(statusRoute, { method: "PATCH", params: { id: String(a.id) }, body: {} })).status).toBe(400);
    expect((await cancel(a.id)).status).toBe(200);
    const twice = await cancel(a.id);
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe("This appointment is already cancelled.");
  });

  it("cancelling an unpaid hold frees its time at once, without a refund or an email", async () => {
    const hold = await createAppointment({ status: "pending", payment: null });
    const res = await cancel(hold.id);
    expect(res.json).toMatchObject({ status: "cancelled", cancelReason: "cancelled_by_practice", payment: null });
    await expect(bookSameTime(hold)).resolves.toBeTruthy();
    expect(email.sent).toEqual([]);
  });
});

describe("cancelling a paid appointment (test provider)", () => {
  it("refunds in full, records the refund on the payment, frees the time, stops reminders and emails the client", async () => {
    const a = await createAppointment({ payment: { amountCents: 12570 } });
    await withReminders(a.id, a.userId);
    const before = await dashboardSummary();

    const res = await cancel(a.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: a.id,
      status: "cancelled",
      cancelReason: "cancelled_by_practice",
      paymentComplete: true,
      payment: {
        amount: 12570,
        status: "succeeded",
        refundStatus: "refunded",
        refundedCents: 12570,
        refundReason: "The practice cancelled the appointment.",
      },
    });
    expect(res.json.payment.refundId).toMatch(/^test_re_[0-9a-f]{24}$/);
    expect(new Date(res.json.payment.refundedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // Revenue, the Payments tab: net of the refund.
    expect((await dashboardSummary()).revenueCents).toBe(before.revenueCents - 12570);
    const [record] = (await listPayments({ search: a.payment!.paymentIntentId })).payments;
    expect(record).toMatchObject({ status: "Refunded", refundedCents: 12570 });

    expect(await reminderStates(a.id)).toEqual(["12hours:sent", "1hour:cancelled", "24hours:cancelled"]);
    await expect(bookSameTime(a)).resolves.toBeTruthy();

    // The client's email: the refunded amount and a calendar update that removes the event.
    expect(email.sent).toHaveLength(1);
    const [message] = email.sent;
    expect(message).toMatchObject({
      to: a.clientEmail,
      template: CANCELLATION_TEMPLATE,
      subject: expect.stringMatching(/^Cancelled: Clinical Hypnotherapy \(Virtual\) on /),
    });
    const log = await db.emailLog.findFirstOrThrow({ where: { to: a.clientEmail, template: CANCELLATION_TEMPLATE } });
    expect(log.text).toContain("We have refunded $125.70 in full");
    expect(log.attachments).toEqual([`appointment-${a.id}-cancelled.ics`]);
    const attachment = message.attachments![0];
    expect(attachment.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const ics = attachment.content.toString("utf8");
    expect(ics).toContain("\r\nMETHOD:CANCEL\r\n");
    const [event] = parseIcs(ics);
    // The file the client imported when the booking was confirmed (sequence 0).
    const [confirmation] = parseIcs(renderAppointmentIcs({ ...(await loadAppointmentDetails(a.id)), sequence: 0 }));
    expect(event.UID).toBe(confirmation.UID);
    // The cancellation raised the appointment's sequence: its .ics carries the new one.
    expect(Number(event.SEQUENCE)).toBe(1);
    expect(await db.appointment.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({ sequence: 1, cancelledAt: expect.any(Date) });
    expect(Number(event.SEQUENCE)).toBeGreaterThan(Number(confirmation.SEQUENCE ?? 0));
    expect(event.STATUS).toBe("CANCELLED");
    expect(event.DTSTART).toBe(confirmation.DTSTART);
  });

  it("a twice-clicked Cancel refunds once", async () => {
    const a = await createAppointment();
    const refund = vi.spyOn(testProvider, "refund");
    const results = await Promise.all([cancel(a.id), cancel(a.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(refund).toHaveBeenCalledTimes(1);
    const payment = await db.payment.findUniqueOrThrow({ where: { appointmentId: a.id } });
    expect(payment).toMatchObject({ refundStatus: "refunded", refundedCents: 12000 });
    expect(email.sent.filter((m) => m.template === CANCELLATION_TEMPLATE)).toHaveLength(1);
  });

  it("when the refund fails nothing changes and the owner reads why (502)", async () => {
    const a = await createAppointment();
    await withReminders(a.id, a.userId);
    vi.spyOn(testProvider, "refund").mockRejectedValueOnce(new RefundFailedError("The card's bank is not accepting refunds right now."));
    const res = await cancel(a.id);
    expect(res.status).toBe(502);
    expect(res.json.message).toBe(
      "The refund could not be made, so the appointment was not changed: The card's bank is not accepting refunds right now.",
    );
    const after = await db.appointment.findUniqueOrThrow({ where: { id: a.id }, include: { payment: true } });
    expect(after.status).toBe("confirmed");
    expect(after.cancelReason).toBeNull();
    expect(after.payment).toMatchObject({ refundStatus: "none", refundedCents: 0, refundId: null, refundedAt: null });
    expect(await reminderStates(a.id)).toEqual(["12hours:sent", "1hour:pending", "24hours:pending"]);
    expect(email.sent).toEqual([]);
    await expect(bookSameTime(a)).rejects.toThrow();

    // A network failure is a 502 too; the owner may simply try again.
    vi.spyOn(testProvider, "refund").mockRejectedValueOnce(new Error("ECONNRESET"));
    expect((await cancel(a.id)).json.message).toBe(
      "The refund could not be made, so the appointment was not changed: the payment provider could not be reached. Please try again in a moment.",
    );
    expect((await cancel(a.id)).json.payment.refundStatus).toBe("refunded");
  });

  it("a refund that is due (paid for a cancelled booking) is refunded once by the owner", async () => {
    const a = await createAppointment({
      status: "cancelled",
      cancelReason: "hold_expired",
      confirmedAt: null,
      payment: { refundStatus: "due", refundReason: "The payment arrived after the reservation expired." },
    });
    const refund = () => call(refundRoute, { method: "POST", params: { id: String(a.id) } });
    const res = await refund();
    expect(res.status).toBe(200);
    expect(res.json.payment).toMatchObject({
      refundStatus: "refunded",
      refundedCents: 12000,
      refundReason: "The payment arrived after the reservation expired.",
    });
    expect(email.sent.map((m) => m.template)).toEqual([CANCELLATION_TEMPLATE]);
    const again = await refund();
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This payment has already been refunded.");

    const live = await createAppointment();
    expect((await call(refundRoute, { method: "POST", params: { id: String(live.id) } })).json.message).toBe(
      "Cancel the appointment to refund its payment.",
    );
    const unpaid = await createAppointment({ status: "pending", payment: { status: "requires_payment" } });
    expect((await call(refundRoute, { method: "POST", params: { id: String(unpaid.id) } })).json.message).toBe(
      "This appointment has no completed payment to refund.",
    );
  });
});

describe("cancelling a paid appointment (Stripe)", () => {
  const fake = new FakeStripe();
  beforeAll(async () => {
    await fake.start();
    env.STRIPE_SECRET_KEY = "sk_test_fake";
    env.STRIPE_API_HOST = fake.host;
  });
  afterAll(async () => {
    env.STRIPE_SECRET_KEY = env.STRIPE_API_HOST = undefined;
    await fake.stop();
  });
  afterEach(() => {
    fake.refundError = null;
  });

  async function stripeAppointment(amount = 12570, paid = true) {
    const id = `pi_${tag()}${tag()}${tag()}`;
    const a = await createAppointment({
      status: paid ? "confirmed" : "pending",
      payment: { provider: "stripe", paymentIntentId: id, amountCents: amount, status: paid ? "succeeded" : "requires_payment" },
    });
    const intent: FakeIntent = {
      id,
      object: "payment_intent",
      amount,
      currency: "usd",
      status: paid ? "succeeded" : "requires_payment_method",
      client_secret: `${id}_secret_x`,
      description: null,
      receipt_email: null,
      metadata: { appointmentId: String(a.id), userId: String(a.userId) },
      automatic_payment_methods: { enabled: true },
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    fake.intents.set(id, intent);
    return a;
  }
  const refundsOf = (intentId: string) => [...fake.refunds.values()].filter((r) => r.payment_intent === intentId);

  it("creates one Stripe Refund for the whole amount with the idempotency key refund-appointment-{id}", async () => {
    const a = await stripeAppointment();
    const intentId = a.payment!.paymentIntentId;
    const res = await cancel(a.id);
    expect(res.status).toBe(200);
    const refunds = refundsOf(intentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: 12570,
      status: "succeeded",
      reason: "requested_by_customer",
      metadata: { appointmentId: String(a.id) },
    });
    const request = fake.requests.find((r) => r.method === "POST" && r.path === "/v1/refunds" && r.body.payment_intent === intentId);
    expect(request?.idempotencyKey).toBe(`refund-appointment-${a.id}`);
    expect(res.json.payment).toMatchObject({ refundStatus: "refunded", refundedCents: 12570, refundId: refunds[0].id });
  });

  it("cancelling an unpaid booking closes its open PaymentIntent, so it can no longer be paid", async () => {
    const a = await stripeAppointment(12570, false);
    const res = await cancel(a.id);
    expect(res.status).toBe(200);
    expect(res.json.payment).toMatchObject({ status: "requires_payment", refundStatus: "none" });
    expect(fake.intents.get(a.payment!.paymentIntentId)!.status).toBe("canceled");
    expect(refundsOf(a.payment!.paymentIntentId)).toHaveLength(0);
  });

  it("a twice-clicked Cancel makes one Stripe Refund", async () => {
    const a = await stripeAppointment();
    const results = await Promise.all([cancel(a.id), cancel(a.id), cancel(a.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(refundsOf(a.payment!.paymentIntentId)).toHaveLength(1);
  });

  it("Stripe refusing the refund changes nothing and shows Stripe's reason (502)", async () => {
    const a = await stripeAppointment();
    fake.refundError = { status: 400, code: "balance_insufficient", message: "Your Stripe balance is too low to make this refund." };
    const res = await cancel(a.id);
    expect(res.status).toBe(502);
    expect(res.json.message).toBe(
      "The refund could not be made, so the appointment was not changed: Your Stripe balance is too low to make this refund.",
    );
    expect(await db.appointment.findUniqueOrThrow({ where: { id: a.id }, include: { payment: true } })).toMatchObject({
      status: "confirmed",
      payment: { refundStatus: "none", refundId: null },
    });
    expect(refundsOf(a.payment!.paymentIntentId)).toHaveLength(0);
    expect(email.sent).toEqual([]);
  });

  it("a payment already refunded in Stripe's dashboard is recorded, not refunded twice", async () => {
    const a = await stripeAppointment(8500);
    const intentId = a.payment!.paymentIntentId;
    const existing = {
      id: `re_${tag()}`,
      object: "refund" as const,
      amount: 8500,
      currency: "usd",
      payment_intent: intentId,
      status: "succeeded" as const,
      reason: null,
      metadata: {},
      created: 0,
    };
    fake.refunds.set(existing.id, existing);
    const res = await cancel(a.id);
    expect(res.status).toBe(200);
    expect(res.json.payment).toMatchObject({ refundStatus: "refunded", refundId: existing.id, refundedCents: 8500 });
    expect(refundsOf(intentId)).toHaveLength(1);
  });
});

describe("Send Reminder", () => {
  it("emails the client the reminder now, with the client's own message", async () => {
    const a = await createAppointment({ user: null, firstName: "Iris", email: `iris_${tag()}@example.com` });
    const res = await call(reminderRoute, { method: "POST", params: { id: String(a.id) } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true });
    const log = await db.emailLog.findFirstOrThrow({ where: { to: a.clientEmail, template: ADMIN_REMINDER_TEMPLATE } });
    expect(log.subject).toMatch(/^Reminder: Clinical Hypnotherapy \(Virtual\) on .+ at \d{1,2}:\d{2} (AM|PM) E[SD]T$/);
    expect(log.text).toContain("Hi Iris, this is a friendly reminder");
    expect(log.text).toContain("Join Session");
  });

  it("refuses cancelled and completed appointments (409) and reports a failed email (502)", async () => {
    const cancelled = await createAppointment({ status: "cancelled", cancelReason: "cancelled_by_practice" });
    expect((await call(reminderRoute, { method: "POST", params: { id: String(cancelled.id) } })).json.message).toBe(
      "This appointment is cancelled, so no reminder was sent.",
    );
    const completed = await createAppointment({ status: "completed" });
    expect((await call(reminderRoute, { method: "POST", params: { id: String(completed.id) } })).status).toBe(409);
    email.fail = true;
    const a = await createAppointment();
    const res = await call(reminderRoute, { method: "POST", params: { id: String(a.id) } });
    expect(res.status).toBe(502);
    expect(res.json.message).toBe("There was a problem sending the reminder email.");
  });
});

describe("documents and Add to Calendar", () => {
  it("lists the spec's Artifact shape and downloads each file under its name", async () => {
    const a = await createAppointment();
    const pdf = Buffer.from("%PDF-1.7\nsigned consent\n%%EOF");
    const stored = await createArtifact(a.id, "consent_agreement", pdf);
    const res = await call(artifactsRoute, { params: { id: String(a.id) } });
    expect(res.json).toEqual([
      {
        id: stored.id,
        artifactType: "consent_agreement",
        fileName: `consent-agreement-${a.id}.pdf`,
        fileSize: pdf.byteLength,
        generatedAt: stored.generatedAt.toISOString(),
      },
    ]);
    const file = await call(downloadRoute, { params: { id: String(stored.id) } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="consent-agreement-${a.id}.pdf"; filename*=UTF-8''consent-agreement-${a.id}.pdf`,
    );
    expect(file.text).toBe(pdf.toString());
  });

  it("generates the missing documents of a confirmed appointment when the owner opens it", async () => {
    const a = await createAppointment();
    const res = await call(artifactsRoute, { params: { id: String(a.id) } });
    expect(res.json.map((x: { artifactType: string }) => x.artifactType).sort()).toEqual(["ics_calendar", "payment_receipt"]);
    expect(res.json.every((x: { fileSize: number }) => x.fileSize > 0)).toBe(true);
    const pending = await createAppointment({ status: "pending", payment: null });
    expect((await call(artifactsRoute, { params: { id: String(pending.id) } })).json).toEqual([]);
  });

  it("downloads the owner's .ics of a live appointment, named after the client with their contact; none for a cancelled one", async () => {
    const a = await createAppointment({ firstName: "Hannah", lastName: "Lee", notes: "Private: migraines" });
    const res = await call(calendarRoute, { params: { id: String(a.id) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain(`filename="appointment-${a.id}-owner.ics"`);
    const [event] = parseIcs(res.text);
    // The client's copy's UID and SEQUENCE, so her calendar and the client's hold the same event.
    expect(event).toMatchObject({ UID: expect.stringMatching(new RegExp(`^appointment-${a.id}@`)), SEQUENCE: "0" });
    expect(event.SUMMARY).toBe("Clinical Hypnotherapy (Virtual) with Hannah Lee");
    expect(event.DESCRIPTION).toContain(`Client: ${a.clientEmail}\\, 8285550100`);
    expect(event.DESCRIPTION).toContain(`/admin/dashboard?appointment=${a.id}`);
    expect(res.text).not.toContain("migraines"); // health information stays out of calendar files
    const cancelled = await createAppointment({ status: "cancelled", cancelReason: "cancelled_by_practice" });
    expect((await call(calendarRoute, { params: { id: String(cancelled.id) } })).status).toBe(409);
  });
});
