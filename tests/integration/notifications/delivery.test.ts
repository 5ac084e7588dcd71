import { InngestTestEngine } from "@inngest/test";
import { afterEach, describe, expect, it } from "vitest";
import { deliverScheduledReminder } from "@/inngest/functions/deliver-reminder";
import { retryEmails } from "@/inngest/functions/scheduled-jobs";
import { functions } from "@/inngest/functions";
import { db } from "@/lib/db";
import { env, ownerNotified } from "@/lib/env";
import { siteConfig } from "@/lib/site-config";
import { scheduledJobs } from "@/lib/jobs/schedule";
import { notifyOwnerOfBooking } from "@/lib/appointments/emails";
import { deliverDueReminders } from "@/lib/reminders/deliver";
import { reminderScheduledEvents } from "@/lib/reminders/events";
import { syncRemindersForAppointment } from "@/lib/reminders/schedule";
import { createUser } from "../../support/api";
import { createAppointment } from "../accounts/fixtures";

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const remindersOf = (appointmentId: number) => db.reminder.findMany({ where: { appointmentId }, orderBy: { scheduledFor: "asc" } });
const remindersTo = (to: string) => db.emailLog.findMany({ where: { to, template: "appointment-reminder" }, orderBy: { id: "asc" } });

/** A confirmed session at `startsAt` whose client wants reminders 24 hours and 1 hour before. */
async function sessionAt(startsAt: Date, isVirtual = true) {
  const user = await db.user.update({
    where: { id: (await createUser({ firstName: "Robin" })).id },
    data: { notificationPreferences: { standardReminders: ["24hours", "1hour"], customTimes: [], customMessage: "Bring water" } },
  });
  const appointment = await createAppointment(user.id, { startsAt, isVirtual });
  await syncRemindersForAppointment(appointment.id, new Date(startsAt.getTime() - 30 * 24 * HOUR));
  return { user, appointment };
}

describe("reminder delivery across daylight-saving changes (America/New_York)", () => {
  it("spring forward: a Sunday 10:00 AM EDT session is reminded 24 real hours before (9:00 AM EST) and 1 hour before", async () => {
    // Clocks go forward at 2:00 AM on Sunday, March 14, 2027.
    const { user, appointment } = await sessionAt(at("2027-03-14T14:00:00Z")); // 10:00 AM EDT
    expect((await remindersOf(appointment.id)).map((r) => r.scheduledFor.toISOString())).toEqual([
      "2027-03-13T14:00:00.000Z",
      "2027-03-14T13:00:00.000Z",
    ]);

    await deliverDueReminders({ now: at("2027-03-13T13:59:59Z") });
    expect(await remindersTo(user.email)).toHaveLength(0);

    await deliverDueReminders({ now: at("2027-03-13T14:00:00Z") });
    const [first] = await remindersTo(user.email);
    expect(first.subject).toBe(`Reminder: ${appointment.service.name} on Sunday, March 14, 2027 at 10:00 AM EDT`);
    expect(first.text).toContain("10:00 AM EDT");
    expect(first.text).toContain("Bring water");
    expect(first.text).toContain("/profile?tab=notifications");

    await deliverDueReminders({ now: at("2027-03-14T12:59:59Z") });
    expect(await remindersTo(user.email)).toHaveLength(1);
    await deliverDueReminders({ now: at("2027-03-14T13:00:00Z") });
    await deliverDueReminders({ now: at("2027-03-14T13:05:00Z") });
    expect(await remindersTo(user.email)).toHaveLength(2);
  });

  it("fall back: a Sunday 10:00 AM EST session is reminded at 11:00 AM EDT the day before, and the time says EST", async () => {
    // Clocks go back at 2:00 AM on Sunday, November 7, 2027.
    const { user, appointment } = await sessionAt(at("2027-11-07T15:00:00Z"), false); // 10:00 AM EST, in person
    expect((await remindersOf(appointment.id)).map((r) => r.scheduledFor.toISOString())).toEqual([
      "2027-11-06T15:00:00.000Z",
      "2027-11-07T14:00:00.000Z",
    ]);
    await deliverDueReminders({ now: at("2027-11-06T15:00:00Z") });
    const [email] = await remindersTo(user.email);
    expect(email.subject).toContain("Sunday, November 7, 2027 at 10:00 AM EST");
    // In person: the address, not a video link.
    expect(email.text).not.toContain("zoom.us");
    expect(email.text).toMatch(/Asheville|NC \d{5}/);
  });

  it("a cancelled session's reminders are never sent, a moved one's go out at the new time", async () => {
    const cancelled = await sessionAt(at("2027-04-05T14:00:00Z"));
    await db.appointment.update({ where: { id: cancelled.appointment.id }, data: { status: "cancelled" } });
    await deliverDueReminders({ now: at("2027-04-05T13:30:00Z") });
    expect(await remindersTo(cancelled.user.email)).toHaveLength(0);
    expect((await remindersOf(cancelled.appointment.id)).map((r) => r.status)).toEqual(["cancelled", "cancelled"]);

    const moved = await sessionAt(at("2027-04-12T14:00:00Z"));
    const newStart = at("2027-04-13T18:00:00Z");
    await db.appointment.update({
      where: { id: moved.appointment.id },
      data: { startsAt: newStart, endsAt: new Date(newStart.getTime() + HOUR) },
    });
    await syncRemindersForAppointment(moved.appointment.id, at("2027-04-01T00:00:00Z"));
    await deliverDueReminders({ now: at("2027-04-11T14:00:00Z") }); // the old 24-hour time
    expect(await remindersTo(moved.user.email)).toHaveLength(0);
    await deliverDueReminders({ now: at("2027-04-12T18:00:00Z") }); // the new one
    const emails = await remindersTo(moved.user.email);
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toContain("Tuesday, April 13, 2027 at 2:00 PM EDT");
  });
});

describe("reminders on Inngest", () => {
  it("one event per pending reminder, its id changing with the time", () => {
    const events = reminderScheduledEvents([{ id: 7, appointmentId: 3, scheduledFor: at("2027-03-13T14:00:00Z") }]);
    expect(events).toEqual([
      {
        id: "reminder-7-2027-03-13T14:00:00.000Z",
        name: "reminders/scheduled",
        data: { reminderId: 7, appointmentId: 3, scheduledFor: "2027-03-13T14:00:00.000Z" },
      },
    ]);
  });

  it("the per-reminder run sleeps until the reminder's time and then sends it once", async () => {
    const startsAt = new Date(Date.now() + 1200 * HOUR);
    const { user, appointment } = await sessionAt(startsAt);
    const [reminder] = await remindersOf(appointment.id);
    await db.reminder.update({ where: { id: reminder.id }, data: { scheduledFor: new Date(Date.now() - 1000) } });
    const [event] = reminderScheduledEvents([{ ...reminder, scheduledFor: new Date(Date.now() - 1000) }]);

    // The sleep itself is Inngest's; here it is stood in for (the test engine would wait for it).
    const sleep = { id: "wait-for-reminder-time", handler: () => undefined };
    const engine = new InngestTestEngine({ function: deliverScheduledReminder, events: [event as never], steps: [sleep] });
    const { result, ctx } = await engine.execute();
    expect(ctx.step.sleepUntil).toHaveBeenCalledWith("wait-for-reminder-time", expect.any(Date));
    expect(result).toBe("recorded");
    // A second run for the same reminder (a replayed event) sends nothing.
    const again = await new InngestTestEngine({ function: deliverScheduledReminder, events: [event as never], steps: [sleep] }).execute();
    expect(again.result).toBeNull();
    expect(await remindersTo(user.email)).toHaveLength(1);
  });

  it("registers the per-reminder run and the retry job; without Inngest they run in-process", () => {
    expect(functions).toEqual(expect.arrayContaining([deliverScheduledReminder, retryEmails]));
    expect(scheduledJobs.map((j) => [j.id, j.everyMinutes])).toEqual(
      expect.arrayContaining([
        ["send-due-reminders", 1],
        ["retry-emails", 1],
      ]),
    );
  });
});

describe("the owner's new-booking email", () => {
  const saved = env.OWNER_NOTIFICATIONS;
  afterEach(() => {
    env.OWNER_NOTIFICATIONS = saved;
  });

  it("goes to the owner once per booking, with the client and the time", async () => {
    const appointment = await createAppointment((await createUser()).id, { hoursAhead: 1300 });
    await Promise.all([notifyOwnerOfBooking(appointment.id), notifyOwnerOfBooking(appointment.id)]);
    await notifyOwnerOfBooking(appointment.id);
    const emails = await db.emailLog.findMany({ where: { appointmentId: appointment.id, template: "owner-appointment-notice" } });
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: env.OWNER_EMAIL, idempotencyKey: `owner-new-booking/${appointment.id}` });
    expect(emails[0].subject).toMatch(/^New booking: Test Client, /);
    expect(emails[0].text).toContain("client@example.com");
    // It opens the appointment itself, and carries her calendar file (named after the client).
    expect(emails[0].text).toContain(`${siteConfig.url}/admin/dashboard?appointment=${appointment.id}`);
    expect(emails[0].attachments).toEqual([`appointment-${appointment.id}-owner.ics`]);
  });

  it("can be turned off (OWNER_NOTIFICATIONS)", async () => {
    env.OWNER_NOTIFICATIONS = "cancelled,rescheduled";
    const appointment = await createAppointment((await createUser()).id, { hoursAhead: 1302 });
    await notifyOwnerOfBooking(appointment.id);
    expect(await db.emailLog.count({ where: { appointmentId: appointment.id } })).toBe(0);
    expect(["all", "booked", " Booked , cancelled", "none", ""].map((s) => ownerNotified("booked", s))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
