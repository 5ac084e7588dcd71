import { afterAll, describe, expect, it, vi } from "vitest";
import { GET as listTexts } from "@/app/api/admin/appointments/[id]/texts/route";
import { PUT as saveSettings } from "@/app/api/admin/settings/route";
import { POST as resend } from "@/app/api/admin/texts/[id]/resend/route";
import { DELETE as stopSms, GET as smsStatus, PUT as saveSms } from "@/app/api/user/sms/route";
import { POST as sendCode } from "@/app/api/user/sms/code/route";
import { POST as verifyCode } from "@/app/api/user/sms/verify/route";
import { db } from "@/lib/db";
import { DEFAULT_PRACTICE_SETTINGS } from "@/lib/practice/bookable";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { createAppointment } from "../accounts/fixtures";

vi.mock("@/lib/auth", async () => (await import("../../support/auth-mock")).mockedAuth());

const settings = (smsEnabled?: boolean) =>
  call(saveSettings, {
    method: "PUT",
    body: { bannerText: DEFAULT_PRACTICE_SETTINGS.bannerText, inPersonOpen: true, ...(smsEnabled === undefined ? {} : { smsEnabled }) },
  });

afterAll(async () => {
  await db.practiceSettings.updateMany({ data: { smsEnabled: true } });
});

describe("the client's text-message API", () => {
  it("consent and a number, the code, the reminders by text, then stop", async () => {
    const user = await createUser();
    loginAs(user);
    expect((await call(smsStatus)).json).toMatchObject({ available: true, active: false, phone: null });

    const noConsent = await call(sendCode, { method: "POST", body: { phone: "(212) 555-3131" } });
    expect(noConsent.status).toBe(400);
    expect(noConsent.json.fieldErrors.consent).toBe("Please agree to receive text messages to continue.");
    const badNumber = await call(sendCode, { method: "POST", body: { phone: "555-31", consent: true } });
    expect(badNumber.status).toBe(400);
    expect(badNumber.json.fieldErrors.phone).toMatch(/valid US mobile number/);

    const sent = await call(sendCode, { method: "POST", body: { phone: "(212) 555-3131", consent: true } });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ pendingPhone: "(212) 555-3131", active: false });
    const { body } = await db.textMessage.findFirstOrThrow({ where: { userId: user.id }, orderBy: { id: "desc" } });
    const code = /(\d{6})/.exec(body)![1];

    expect((await call(verifyCode, { method: "POST", body: { code: "12ab56" } })).status).toBe(400);
    const verified = await call(verifyCode, { method: "POST", body: { code } });
    expect(verified.json).toMatchObject({ active: true, phone: "(212) 555-3131", reminderTypes: ["24hours", "1hour"] });

    expect((await call(saveSms, { method: "PUT", body: { reminderTypes: ["1hour", "custom_2.5"] } })).json.reminderTypes).toEqual([
      "1hour",
      "custom_2.5",
    ]);
    expect((await call(saveSms, { method: "PUT", body: { reminderTypes: ["every minute"] } })).status).toBe(400);

    expect((await call(stopSms, { method: "DELETE" })).json).toMatchObject({ active: false, optedOutAt: expect.any(String) });
    expect((await call(saveSms, { method: "PUT", body: { reminderTypes: ["1hour"] } })).status).toBe(409);
  });
});

describe("the owner's side", () => {
  it("turns texts off and on in Settings (audited); a request without the field keeps it", async () => {
    loginAs(await createUser({ isAdmin: true }));
    expect((await settings(false)).json).toMatchObject({ smsEnabled: false });
    expect((await settings()).json).toMatchObject({ smsEnabled: false });
    const entry = await db.auditEntry.findFirstOrThrow({ where: { action: "settings.update" }, orderBy: { id: "desc" } });
    expect(entry.before).toMatchObject({ "Text messages": "off" });

    const client = await createUser();
    loginAs(client);
    expect((await call(smsStatus)).json.available).toBe(false);
    expect((await call(sendCode, { method: "POST", body: { phone: "(212) 555-3132", consent: true } })).status).toBe(409);

    loginAs(await createUser({ isAdmin: true }));
    expect((await settings(true)).json).toMatchObject({ smsEnabled: true });
    const last = await db.auditEntry.findFirstOrThrow({ where: { action: "settings.update" }, orderBy: { id: "desc" } });
    expect(last.summary).toContain("turned text messages on");
  });

  it("lists an appointment's texts and resends a failed one (409 for one that did not fail)", async () => {
    const client = await createUser();
    await db.smsSubscription.create({
      data: { userId: client.id, phone: "+12125553133", active: true, consentAt: new Date(), reminderTypes: ["24hours"] },
    });
    const appointment = await createAppointment(client.id);
    const reminder = await db.reminder.create({
      data: {
        appointmentId: appointment.id,
        userId: client.id,
        reminderType: "24hours",
        scheduledFor: new Date(appointment.startsAt.getTime() - 86_400_000),
        status: "sent",
      },
    });
    const failed = await db.textMessage.create({
      data: {
        to: "+12125553133",
        body: "Serenity Wellness: your session is ...",
        kind: "reminder",
        status: "failed",
        attempts: 4,
        error: "Stand-in failure 503",
        idempotencyKey: `routes/${appointment.id}`,
        userId: client.id,
        appointmentId: appointment.id,
        reminderId: reminder.id,
      },
    });
    const admin = await createUser({ isAdmin: true });
    loginAs(admin);
    const list = await call(listTexts, { params: { id: String(appointment.id) } });
    expect(list.json).toEqual([
      expect.objectContaining({
        id: failed.id,
        label: "Reminder text (24 Hours Before)",
        to: "(212) 555-3133",
        status: "failed",
        attempts: 4,
      }),
    ]);

    const resent = await call(resend, { method: "POST", params: { id: String(failed.id) } });
    expect(resent.status).toBe(200);
    expect(resent.json).toMatchObject({ id: failed.id, status: "recorded" });
    expect(await db.auditEntry.count({ where: { action: "text.resend", entityId: String(failed.id), actorId: admin.id } })).toBe(1);
    expect((await call(resend, { method: "POST", params: { id: String(failed.id) } })).status).toBe(409);

    loginAs(client);
    expect((await call(listTexts, { params: { id: String(appointment.id) } })).status).toBe(403);
  });
});
