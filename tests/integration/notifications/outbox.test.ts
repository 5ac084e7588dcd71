import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailSamples } from "@/emails/samples";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { EMAIL_MAX_ATTEMPTS, EMAIL_RETRY_DELAYS_MINUTES, emailKeys, resendFailedEmail, retryDueEmails, sendEmail } from "@/lib/email";
import { deliverDueReminders } from "@/lib/reminders/deliver";
import { createUser } from "../../support/api";
import { startResendStandIn, type ResendStandIn } from "../../support/resend-stand-in";
import { createAppointment } from "../accounts/fixtures";

// The outbox on the real transport path: the Resend SDK talks HTTP to a local stand-in
// (RESEND_BASE_URL), which answers like Resend, replays repeated Idempotency-Keys, and fails on request.

const MINUTE = 60_000;
let resend: ResendStandIn;
const saved = { key: env.RESEND_API_KEY, base: process.env.RESEND_BASE_URL };

beforeAll(async () => {
  resend = await startResendStandIn();
  process.env.RESEND_BASE_URL = resend.url;
  env.RESEND_API_KEY = "re_stand_in_key";
});
afterEach(() => resend.failNext(0));
afterAll(async () => {
  env.RESEND_API_KEY = saved.key;
  process.env.RESEND_BASE_URL = saved.base;
  await resend.close();
});

let n = 0;
const reminderSample = emailSamples.find((s) => s.name === "appointment-reminder-virtual")!;
const message = (overrides: Partial<Parameters<typeof sendEmail>[0]> = {}) => ({
  to: `outbox-${Date.now()}-${n++}@example.com`,
  subject: reminderSample.subject,
  template: "appointment-reminder",
  react: reminderSample.element,
  ...overrides,
});
const deliveredTo = (to: string) =>
  resend.delivered.filter((e) => e.body.to === to || (Array.isArray(e.body.to) && e.body.to.includes(to)));

describe("the email outbox", () => {
  it("sends through Resend's HTTP API with HTML, text, attachments and the idempotency key", async () => {
    const m = message({
      idempotencyKey: `test/${n}/attachments`,
      attachments: [
        { filename: "appointment-1.ics", content: Buffer.from("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n"), contentType: "text/calendar" },
      ],
      replyTo: "owner@example.com",
    });
    const result = await sendEmail(m);
    expect(result.status).toBe("sent");

    const [received] = deliveredTo(m.to);
    expect(received.authorization).toBe("Bearer re_stand_in_key");
    expect(received.idempotencyKey).toBe(m.idempotencyKey);
    expect(received.body.subject).toBe(reminderSample.subject);
    expect(received.body.html).toContain("Monday, December 7, 2026");
    expect(received.body.text).toContain("Monday, December 7, 2026");
    expect(received.body.text).not.toMatch(/<[a-z]/i);
    expect(received.body.attachments).toEqual([
      expect.objectContaining({
        filename: "appointment-1.ics",
        content: Buffer.from("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n").toString("base64"),
      }),
    ]);

    const row = await db.emailLog.findUniqueOrThrow({ where: { id: result.id } });
    expect(row).toMatchObject({
      status: "sent",
      attempts: 1,
      providerId: expect.stringMatching(/^stand-in-/),
      error: null,
      nextAttemptAt: null,
      pending: null,
      attachments: ["appointment-1.ics"],
    });
  });

  it("sends an email once per idempotency key, even when asked twice at the same moment", async () => {
    const m = message({ idempotencyKey: `test/${n}/twice` });
    const [a, b] = await Promise.all([sendEmail(m), sendEmail(m)]);
    expect(a.id).toBe(b.id);
    expect(await sendEmail(m)).toEqual({ status: "sent", id: a.id });
    expect(deliveredTo(m.to)).toHaveLength(1);
    expect(await db.emailLog.count({ where: { to: m.to } })).toBe(1);
  });

  it("retries a failed send with backoff, with the same key, until it arrives", async () => {
    const t0 = new Date();
    resend.failNext(1, 503);
    const m = message();
    const first = await sendEmail(m, { now: t0 });
    expect(first.status).toBe("retrying");
    let row = await db.emailLog.findUniqueOrThrow({ where: { id: first.id } });
    expect(row).toMatchObject({ attempts: 1, error: expect.stringContaining("503") });
    expect(row.nextAttemptAt!.getTime()).toBe(t0.getTime() + EMAIL_RETRY_DELAYS_MINUTES[0] * MINUTE);

    // Not before its time.
    await retryDueEmails({ now: new Date(t0.getTime() + 30_000) });
    expect(deliveredTo(m.to)).toHaveLength(0);

    await retryDueEmails({ now: new Date(t0.getTime() + MINUTE) });
    row = await db.emailLog.findUniqueOrThrow({ where: { id: first.id } });
    expect(row).toMatchObject({ status: "sent", attempts: 2, error: null, nextAttemptAt: null });
    const received = deliveredTo(m.to);
    expect(received).toHaveLength(1);
    expect(received[0].idempotencyKey).toBe(`email/${first.id}`);
  });

  it("gives up after the last attempt, records the error, and the owner can resend it", async () => {
    let now = new Date();
    resend.failNext(EMAIL_MAX_ATTEMPTS, 500);
    const m = message();
    const { id } = await sendEmail(m, { now });
    for (const delay of EMAIL_RETRY_DELAYS_MINUTES) {
      now = new Date(now.getTime() + delay * MINUTE);
      await retryDueEmails({ now });
    }
    const failed = await db.emailLog.findUniqueOrThrow({ where: { id } });
    expect(failed).toMatchObject({
      status: "failed",
      attempts: EMAIL_MAX_ATTEMPTS,
      nextAttemptAt: null,
      error: expect.stringContaining("500"),
    });
    expect(deliveredTo(m.to)).toHaveLength(0);

    // A failed email is not retried by the job any more.
    await retryDueEmails({ now: new Date(now.getTime() + 24 * 60 * MINUTE) });
    expect(resend.requests).toBeGreaterThan(0);
    expect(deliveredTo(m.to)).toHaveLength(0);

    expect(await resendFailedEmail(id)).toEqual({ status: "sent", id });
    expect(deliveredTo(m.to)).toHaveLength(1);
    expect(await resendFailedEmail(id)).toBeNull(); // only a failed email can be resent
  });

  it("does not retry what the provider refused as invalid", async () => {
    resend.failNext(1, 422);
    const { status, id } = await sendEmail(message());
    expect(status).toBe("failed");
    expect(await db.emailLog.findUniqueOrThrow({ where: { id } })).toMatchObject({ attempts: 1, error: expect.stringContaining("422") });
  });

  it("two overlapping retry runs send a due email once", async () => {
    const t0 = new Date();
    resend.failNext(1, 503);
    const m = message();
    await sendEmail(m, { now: t0 });
    const later = new Date(t0.getTime() + 2 * MINUTE);
    await Promise.all([retryDueEmails({ now: later }), retryDueEmails({ now: later })]);
    expect(deliveredTo(m.to)).toHaveLength(1);
  });

  it("picks up a send that a dying process left half done (the lease ran out)", async () => {
    const m = message({ idempotencyKey: `test/${n}/lease` });
    const row = await db.emailLog.create({
      data: {
        to: m.to,
        subject: m.subject,
        template: m.template,
        status: "sending",
        html: "<p>Hi</p>",
        text: "Hi",
        attachments: [],
        idempotencyKey: m.idempotencyKey,
        nextAttemptAt: new Date(Date.now() - 1000),
      },
    });
    await retryDueEmails();
    expect(await db.emailLog.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "sent", attempts: 1 });
    expect(deliveredTo(m.to)).toHaveLength(1);
  });

  it("derives stable keys from what an email is for", () => {
    const at = new Date("2027-03-15T14:00:00.000Z");
    expect(emailKeys.reminder({ appointmentId: 12, reminderType: "24hours", scheduledFor: at })).toBe(
      "reminder/12/24hours/2027-03-15T14:00:00.000Z",
    );
    expect(emailKeys.reminder({ appointmentId: 12, reminderType: "24hours", scheduledFor: new Date(at) })).toBe(
      emailKeys.reminder({ appointmentId: 12, reminderType: "24hours", scheduledFor: at }),
    );
    // A rescheduled session's reminder is a new email.
    expect(emailKeys.reminder({ appointmentId: 12, reminderType: "24hours", scheduledFor: new Date(at.getTime() + 60 * MINUTE) })).not.toBe(
      emailKeys.reminder({ appointmentId: 12, reminderType: "24hours", scheduledFor: at }),
    );
    expect(emailKeys.confirmation(12)).toBe("booking-confirmation/12");
    expect(emailKeys.ownerNewBooking(12)).toBe("owner-new-booking/12");
  });
});

describe("reminders through the outbox", () => {
  async function dueReminder(hoursAhead: number) {
    const user = await createUser({ firstName: "Robin" });
    const appointment = await createAppointment(user.id, { hoursAhead });
    const reminder = await db.reminder.create({
      data: { appointmentId: appointment.id, userId: user.id, reminderType: "1hour", scheduledFor: new Date(Date.now() - MINUTE) },
    });
    return { user, appointment, reminder };
  }

  it("a reminder whose email keeps failing is marked failed, and sent when the owner resends it", async () => {
    const { user, reminder } = await dueReminder(1100);
    // Only this client's emails fail: earlier test files may have left other reminders due.
    resend.failNext(EMAIL_MAX_ATTEMPTS, 500, user.email);
    let now = new Date();
    await deliverDueReminders({ now });
    expect(await db.reminder.findUniqueOrThrow({ where: { id: reminder.id } })).toMatchObject({ status: "sent", sentAt: null });
    for (const delay of EMAIL_RETRY_DELAYS_MINUTES) {
      now = new Date(now.getTime() + delay * MINUTE);
      await retryDueEmails({ now });
    }
    expect(await db.reminder.findUniqueOrThrow({ where: { id: reminder.id } })).toMatchObject({ status: "failed" });
    const email = await db.emailLog.findFirstOrThrow({ where: { reminderId: reminder.id } });
    expect(email).toMatchObject({ status: "failed", attempts: EMAIL_MAX_ATTEMPTS, appointmentId: reminder.appointmentId });
    expect(deliveredTo(user.email)).toHaveLength(0);

    await resendFailedEmail(email.id);
    expect(deliveredTo(user.email)).toHaveLength(1);
    expect(deliveredTo(user.email)[0].idempotencyKey).toBe(emailKeys.reminder(reminder));
    expect(await db.reminder.findUniqueOrThrow({ where: { id: reminder.id } })).toMatchObject({ status: "sent", sentAt: expect.any(Date) });
  });

  it("a retrying reminder of a session cancelled in the meantime is not sent", async () => {
    const { user, appointment, reminder } = await dueReminder(1102);
    resend.failNext(1, 503, user.email);
    const now = new Date();
    await deliverDueReminders({ now });
    await db.appointment.update({ where: { id: appointment.id }, data: { status: "cancelled" } });
    await retryDueEmails({ now: new Date(now.getTime() + 2 * MINUTE) });
    expect(deliveredTo(user.email)).toHaveLength(0);
    expect(await db.emailLog.findFirstOrThrow({ where: { reminderId: reminder.id } })).toMatchObject({ status: "cancelled" });
    expect(await db.reminder.findUniqueOrThrow({ where: { id: reminder.id } })).toMatchObject({ status: "cancelled" });
  });

  it("two overlapping delivery runs email a due reminder once", async () => {
    const { user } = await dueReminder(1104);
    await Promise.all([deliverDueReminders(), deliverDueReminders(), deliverDueReminders()]);
    expect(deliveredTo(user.email)).toHaveLength(1);
    expect(await db.emailLog.count({ where: { to: user.email } })).toBe(1);
  });
});
