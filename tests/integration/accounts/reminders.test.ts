import { describe, expect, it } from "vitest";
import { InngestTestEngine } from "@inngest/test";
import { joinPageUrl } from "@/lib/booking/links";
import { db } from "@/lib/db";
import { cancelRemindersForAppointment, syncRemindersForAppointment, syncRemindersForUser } from "@/lib/reminders/schedule";
import { deliverDueReminders } from "@/lib/reminders/deliver";
import { sendDueReminders } from "@/inngest/functions/scheduled-jobs";
import { functions } from "@/inngest/functions";
import { createUser } from "../../support/api";
import { createAppointment } from "./fixtures";

const HOUR = 3600e3;
const setPrefs = (userId: number, prefs: object, notificationsEnabled = true) =>
  db.user.update({ where: { id: userId }, data: { notificationsEnabled, notificationPreferences: prefs } });
const pendingTypes = async (appointmentId: number) =>
  (await db.reminder.findMany({ where: { appointmentId, status: "pending" }, orderBy: { scheduledFor: "asc" } })).map(
    (r) => r.reminderType,
  );

describe("syncRemindersForAppointment", () => {
  it("creates the default reminders (24 hours and 1 hour before) for a confirmed appointment", async () => {
    const user = await createUser();
    const appointment = await createAppointment(user.id);
    await syncRemindersForAppointment(appointment.id);
    const reminders = await db.reminder.findMany({ where: { appointmentId: appointment.id }, orderBy: { scheduledFor: "asc" } });
    expect(reminders.map((r) => [r.reminderType, r.status, appointment.startsAt.getTime() - r.scheduledFor.getTime()])).toEqual([
      ["24hours", "pending", 24 * HOUR],
      ["1hour", "pending", HOUR],
    ]);
    expect(reminders.every((r) => r.userId === user.id)).toBe(true);
  });

  it("follows custom times and message, skips times already past, and is idempotent", async () => {
    const user = await createUser();
    await setPrefs(user.id, {
      standardReminders: ["24hours", "3hours", "30minutes"],
      customTimes: [1.5],
      customMessage: "Bring a blanket",
    });
    const appointment = await createAppointment(user.id, { hoursAhead: 10 }); // 24 hours before is already past
    await syncRemindersForAppointment(appointment.id);
    await syncRemindersForAppointment(appointment.id);
    const reminders = await db.reminder.findMany({ where: { appointmentId: appointment.id }, orderBy: { scheduledFor: "asc" } });
    expect(reminders.map((r) => r.reminderType)).toEqual(["3hours", "custom_1.5", "30minutes"]);
    expect(reminders.every((r) => r.customMessage === "Bring a blanket" && r.status === "pending")).toBe(true);
  });

  it("creates none when notifications are off, for pending holds, or for appointments without a client", async () => {
    const off = await createUser({ notificationsEnabled: false });
    const a = await createAppointment(off.id);
    const hold = await createAppointment((await createUser()).id, { status: "pending" });
    const anonymous = await createAppointment(null);
    for (const { id } of [a, hold, anonymous]) await syncRemindersForAppointment(id);
    expect(await db.reminder.count({ where: { appointmentId: { in: [a.id, hold.id, anonymous.id] } } })).toBe(0);
  });

  it("reschedules when preferences change, never touching a sent reminder", async () => {
    const user = await createUser();
    const appointment = await createAppointment(user.id);
    await syncRemindersForAppointment(appointment.id);
    await db.reminder.updateMany({
      where: { appointmentId: appointment.id, reminderType: "24hours" },
      data: { status: "sent", sentAt: new Date() },
    });

    await setPrefs(user.id, { standardReminders: ["12hours"], customTimes: [], customMessage: "" });
    await syncRemindersForUser(user.id);
    const rows = await db.reminder.findMany({ where: { appointmentId: appointment.id }, orderBy: { reminderType: "asc" } });
    expect(rows.map((r) => [r.reminderType, r.status])).toEqual([
      ["12hours", "pending"],
      ["1hour", "cancelled"],
      ["24hours", "sent"],
    ]);

    // Back to the defaults: the cancelled row comes back, the sent one stays sent.
    await setPrefs(user.id, { standardReminders: ["24hours", "1hour"], customTimes: [], customMessage: "" });
    await syncRemindersForUser(user.id);
    expect(await pendingTypes(appointment.id)).toEqual(["1hour"]);
    expect((await db.reminder.findFirstOrThrow({ where: { appointmentId: appointment.id, reminderType: "24hours" } })).status).toBe("sent");
  });

  it("cancels pending reminders when the appointment is cancelled", async () => {
    const user = await createUser();
    const appointment = await createAppointment(user.id);
    await syncRemindersForAppointment(appointment.id);
    await cancelRemindersForAppointment(appointment.id);
    expect(await pendingTypes(appointment.id)).toEqual([]);

    await syncRemindersForAppointment(appointment.id);
    expect(await pendingTypes(appointment.id)).toEqual(["24hours", "1hour"]);
    await db.appointment.update({ where: { id: appointment.id }, data: { status: "cancelled" } });
    await syncRemindersForAppointment(appointment.id);
    expect(await pendingTypes(appointment.id)).toEqual([]);
  });
});

describe("deliverDueReminders", () => {
  async function dueReminder(opts: { isVirtual?: boolean; customMessage?: string | null; hoursAhead: number }) {
    const user = await createUser({ firstName: "Robin" });
    const appointment = await createAppointment(user.id, {
      hoursAhead: opts.hoursAhead,
      isVirtual: opts.isVirtual ?? true,
    });
    const reminder = await db.reminder.create({
      data: {
        appointmentId: appointment.id,
        userId: user.id,
        reminderType: "1hour",
        scheduledFor: new Date(Date.now() - 60_000),
        customMessage: opts.customMessage ?? null,
      },
    });
    return { user, appointment, reminder };
  }

  it("emails each due reminder exactly once, with the custom message and the video link", async () => {
    const { user, reminder, appointment } = await dueReminder({ customMessage: "Find a quiet room", hoursAhead: 1000 });
    const notDue = await db.reminder.create({
      data: { appointmentId: reminder.appointmentId, userId: user.id, reminderType: "3hours", scheduledFor: new Date(Date.now() + HOUR) },
    });

    // Two overlapping runs: the claim lets only one of them send.
    const reports = await Promise.all([deliverDueReminders(), deliverDueReminders()]);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(1);
    const emails = await db.emailLog.findMany({ where: { to: user.email, template: "appointment-reminder" } });
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toMatch(/^Reminder: .+ on [A-Z][a-z]+day, .+ at \d{1,2}:\d{2} (AM|PM) [A-Z]+$/);
    expect(emails[0].html).toContain("Find a quiet room");
    expect(emails[0].html).toContain(joinPageUrl(appointment.id));
    expect(emails[0].text).toContain("Hi Robin");

    const sent = await db.reminder.findUniqueOrThrow({ where: { id: reminder.id } });
    expect(sent.status).toBe("sent");
    expect(sent.sentAt).not.toBeNull();
    expect((await db.reminder.findUniqueOrThrow({ where: { id: notDue.id } })).status).toBe("pending");

    await deliverDueReminders();
    expect(await db.emailLog.count({ where: { to: user.email, template: "appointment-reminder" } })).toBe(1);
  });

  it("leaves out the video link for in-person sessions", async () => {
    const { user } = await dueReminder({ isVirtual: false, hoursAhead: 1002 });
    await deliverDueReminders();
    const email = await db.emailLog.findFirstOrThrow({ where: { to: user.email, template: "appointment-reminder" } });
    expect(email.html).not.toContain("zoom.us");
    expect(email.html).toContain("In-Person");
  });

  it("cancels due reminders of cancelled appointments instead of sending them", async () => {
    const { user, appointment, reminder } = await dueReminder({ hoursAhead: 1004 });
    await db.appointment.update({ where: { id: appointment.id }, data: { status: "cancelled" } });
    const report = await deliverDueReminders();
    expect(report.cancelled).toBeGreaterThanOrEqual(1);
    expect((await db.reminder.findUniqueOrThrow({ where: { id: reminder.id } })).status).toBe("cancelled");
    expect(await db.emailLog.count({ where: { to: user.email } })).toBe(0);
  });
});

describe("Inngest function sendDueReminders", () => {
  it("is registered and delivers due reminders when run", async () => {
    expect(functions).toContain(sendDueReminders);
    const { user } = await (async () => {
      const u = await createUser();
      const a = await createAppointment(u.id, { hoursAhead: 1006 });
      await db.reminder.create({
        data: { appointmentId: a.id, userId: u.id, reminderType: "custom_2", scheduledFor: new Date(Date.now() - 1000) },
      });
      return { user: u };
    })();
    const t = new InngestTestEngine({ function: sendDueReminders });
    const { result } = await t.execute();
    expect(result).toMatchObject({ sent: expect.any(Number), failed: 0 });
    expect((result as { sent: number }).sent).toBeGreaterThanOrEqual(1);
    expect(await db.emailLog.count({ where: { to: user.email, template: "appointment-reminder" } })).toBe(1);
  });
});

describe("/api/inngest without Inngest configured", () => {
  it("answers 503 with how to enable it", async () => {
    const { call } = await import("../../support/api");
    const { GET, PUT } = await import("@/app/api/inngest/route");
    for (const handler of [GET, PUT]) {
      const res = await call(handler as never);
      expect(res.status).toBe(503);
      expect(res.json.message).toMatch(/^Inngest is not configured/);
    }
  });
});
