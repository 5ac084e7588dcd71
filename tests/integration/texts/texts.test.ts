import twilio from "twilio";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as incoming } from "@/app/api/webhooks/twilio/incoming/route";
import { POST as statusCallback } from "@/app/api/webhooks/twilio/status/route";
import { db } from "@/lib/db";
import { deliverDueReminders } from "@/lib/reminders/deliver";
import { confirmTextNumber } from "@/lib/reminders/text";
import { syncRemindersForAppointment } from "@/lib/reminders/schedule";
import { siteConfig } from "@/lib/site-config";
import { queueText, resendFailedText, retryDueTexts, TEXT_MAX_ATTEMPTS } from "@/lib/sms/outbox";
import { CODE_MAX_ATTEMPTS, SMS_ERRORS, startSmsVerification, stopTexts } from "@/lib/sms/subscription";
import { incomingUrl, statusCallbackUrl } from "@/lib/sms/twilio";
import { call, createUser } from "../../support/api";
import { startTwilioStandIn, type TwilioStandIn } from "../../support/twilio-stand-in";
import { createAppointment } from "../accounts/fixtures";

const HOUR = 3_600_000;
const MINUTE = 60_000;
let twilioStandIn: TwilioStandIn;
const saved: Record<string, string | undefined> = {};
const TWILIO_VARS = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM", "TWILIO_MESSAGING_SERVICE_SID", "TWILIO_API_BASE_URL"];

function throughTwilio(sender?: { from?: string; messagingServiceSid?: string }) {
  for (const name of TWILIO_VARS) delete process.env[name];
  Object.assign(process.env, twilioStandIn.env(sender));
}
function recordOnly() {
  for (const name of TWILIO_VARS) delete process.env[name];
}

beforeAll(async () => {
  twilioStandIn = await startTwilioStandIn();
  for (const name of TWILIO_VARS) saved[name] = process.env[name];
});
afterAll(async () => {
  for (const name of TWILIO_VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await twilioStandIn.close();
});
beforeEach(() => {
  twilioStandIn.delivered.length = 0;
  twilioStandIn.refused.length = 0;
  twilioStandIn.failNext(0);
  recordOnly();
});
afterEach(async () => {
  await db.practiceSettings.upsert({
    where: { id: 1 },
    create: { id: 1, bannerText: "Open", smsEnabled: true },
    update: { smsEnabled: true },
  });
});

let phoneSeq = 100;
/** A distinct valid US mobile number per test ("(828) 555-01xx" style numbers are not valid: 555-01xx is fictional). */
const nextPhone = () => `(212) 555-${String(2000 + phoneSeq++)}`;
const e164Of = (national: string) => `+1${national.replace(/\D/g, "")}`;

/** The code the outbox recorded for the user (record-only mode keeps it readable). */
async function lastCode(userId: number): Promise<string> {
  const text = await db.textMessage.findFirstOrThrow({ where: { userId, kind: "verification" }, orderBy: { id: "desc" } });
  return /your code is (\d{6})/.exec(text.body)![1];
}

/** A client who opted in with a verified number (texts for their 24-hour and 1-hour reminders). */
async function optedInClient(phone = nextPhone()) {
  const user = await createUser({ firstName: "Robin" });
  await startSmsVerification(user.id, { phone });
  await confirmTextNumber(user.id, await lastCode(user.id));
  return { user, phone: e164Of(phone) };
}

function signed(url: string, params: Record<string, string>, token = twilioStandIn.authToken) {
  return {
    "x-twilio-signature": twilio.getExpectedTwilioSignature(token, url, params),
    "content-type": "application/x-www-form-urlencoded",
  };
}
const form = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function textFrom(from: string, body: string) {
  throughTwilio();
  const params = { MessageSid: `SM${Math.random().toString(16).slice(2)}`, From: from, To: "+18285550100", Body: body };
  return call(incoming, {
    method: "POST",
    url: "/api/webhooks/twilio/incoming",
    body: form(params),
    headers: signed(incomingUrl(), params),
  });
}

describe("opting in: consent, a number and a texted code", () => {
  it("a right code verifies the number in E.164, records the consent and texts the reminders the client gets by email", async () => {
    const user = await createUser();
    const now = new Date("2027-01-10T15:00:00Z");
    const status = await startSmsVerification(user.id, { phone: "212.555.1234" }, now);
    expect(status).toMatchObject({ active: false, pendingPhone: "(212) 555-1234" });
    const text = await db.textMessage.findFirstOrThrow({ where: { userId: user.id } });
    expect(text).toMatchObject({ to: "+12125551234", kind: "verification", status: "recorded" });
    expect(text.body).toMatch(new RegExp(`^${siteConfig.name}: your code is \\d{6}\\. It expires in 10 minutes\\.`));

    const done = await confirmTextNumber(user.id, await lastCode(user.id), new Date(now.getTime() + 9 * MINUTE));
    expect(done).toMatchObject({ active: true, phone: "(212) 555-1234", pendingPhone: null, reminderTypes: ["24hours", "1hour"] });
    const row = await db.smsSubscription.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row).toMatchObject({ phone: "+12125551234", consentVersion: expect.any(String), codeHash: null });
    expect(row.consentAt?.toISOString()).toBe(new Date(now.getTime() + 9 * MINUTE).toISOString());
  });

  it("refuses numbers that are not valid US numbers", async () => {
    const user = await createUser();
    for (const phone of ["12345", "+44 20 7946 0958", "(212) 555-123", "not a number"]) {
      await expect(startSmsVerification(user.id, { phone })).rejects.toMatchObject({ status: 400 });
    }
    await expect(startSmsVerification(user.id, { phone: "+44 20 7946 0958" })).rejects.toThrow("Text messages can only go to US numbers.");
    expect(await db.textMessage.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a wrong code says how many tries are left; after five wrong codes even the right one is refused", async () => {
    const user = await createUser();
    await startSmsVerification(user.id, { phone: nextPhone() });
    const code = await lastCode(user.id);
    const wrong = code === "000000" ? "111111" : "000000";
    await expect(confirmTextNumber(user.id, wrong)).rejects.toThrow(SMS_ERRORS.wrong(CODE_MAX_ATTEMPTS - 1));
    // Parallel guesses count too: never more than five tries.
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => confirmTextNumber(user.id, wrong)));
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    expect((await db.smsSubscription.findUniqueOrThrow({ where: { userId: user.id } })).codeAttempts).toBe(CODE_MAX_ATTEMPTS);
    await expect(confirmTextNumber(user.id, code)).rejects.toMatchObject({ status: 429, message: SMS_ERRORS.tooManyTries });
    // A new code starts a new count.
    await startSmsVerification(user.id, { phone: nextPhone() });
    await expect(confirmTextNumber(user.id, await lastCode(user.id))).resolves.toMatchObject({ active: true });
  });

  it("a code expires after 10 minutes", async () => {
    const user = await createUser();
    const now = new Date();
    await startSmsVerification(user.id, { phone: nextPhone() }, now);
    await expect(confirmTextNumber(user.id, await lastCode(user.id), new Date(now.getTime() + 10 * MINUTE))).rejects.toThrow(
      SMS_ERRORS.expired,
    );
    expect((await db.smsSubscription.findUniqueOrThrow({ where: { userId: user.id } })).active).toBe(false);
  });

  it("at most three codes are sent in an hour, also when asked at once; an hour later again", async () => {
    const user = await createUser();
    const now = new Date("2027-02-01T12:00:00Z");
    const phone = nextPhone();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => startSmsVerification(user.id, { phone }, now)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason.status)).toEqual([429, 429]);
    expect(await db.textMessage.count({ where: { userId: user.id } })).toBe(3);
    await expect(startSmsVerification(user.id, { phone }, new Date(now.getTime() + 59 * MINUTE))).rejects.toThrow(SMS_ERRORS.tooManySends);
    await expect(startSmsVerification(user.id, { phone }, new Date(now.getTime() + 61 * MINUTE))).resolves.toBeDefined();
  });

  it("nothing is sent and no code is asked for while the practice has texts turned off", async () => {
    const { user } = await optedInClient();
    await db.practiceSettings.upsert({
      where: { id: 1 },
      create: { id: 1, bannerText: "Open", smsEnabled: false },
      update: { smsEnabled: false },
    });
    await expect(startSmsVerification(user.id, { phone: nextPhone() })).rejects.toMatchObject({ status: 409, message: SMS_ERRORS.off });
    expect(await queueText({ userId: user.id, kind: "reminder", body: "Hello", idempotencyKey: `off/${user.id}` })).toBeNull();
    expect(await db.textMessage.count({ where: { idempotencyKey: `off/${user.id}` } })).toBe(0);
  });

  it("queueText sends nothing to a client who never opted in", async () => {
    const user = await createUser();
    expect(await queueText({ userId: user.id, kind: "reminder", body: "Hello", idempotencyKey: `none/${user.id}` })).toBeNull();
  });
});

describe("reminder texts through Twilio (the local stand-in)", () => {
  async function sessionFor(userId: number, startsAt: Date, isVirtual = true) {
    const appointment = await createAppointment(userId, { startsAt, isVirtual });
    await syncRemindersForAppointment(appointment.id, new Date(startsAt.getTime() - 30 * 24 * HOUR));
    return appointment;
  }

  it("one text per reminder under overlapping runs: the time with its zone and the join page, never the service", async () => {
    const { user, phone } = await optedInClient();
    throughTwilio();
    const startsAt = new Date("2027-05-04T14:00:00Z"); // 10:00 AM EDT
    const appointment = await sessionFor(user.id, startsAt);
    const now = new Date(startsAt.getTime() - 24 * HOUR);
    await Promise.all(Array.from({ length: 4 }, () => deliverDueReminders({ now })));
    await deliverDueReminders({ now: new Date(now.getTime() + MINUTE) });

    expect(twilioStandIn.delivered).toHaveLength(1);
    const [sent] = twilioStandIn.delivered;
    expect(sent).toMatchObject({ to: phone, from: "+18285550100", messagingServiceSid: null, statusCallback: statusCallbackUrl() });
    expect(sent.body).toBe(
      `${siteConfig.name}: your session is Tue, May 4 at 10:00 AM EDT. Join: ${siteConfig.url}/appointments/${appointment.id}/join Reply STOP to opt out.`,
    );
    expect(sent.body).not.toContain(appointment.service.name);
    expect(sent.body.length).toBeLessThanOrEqual(160);
    const rows = await db.textMessage.findMany({ where: { appointmentId: appointment.id } });
    expect(rows).toMatchObject([{ status: "sent", providerId: sent.sid, kind: "reminder" }]);
    // The email went once too.
    expect(await db.emailLog.count({ where: { appointmentId: appointment.id, template: "appointment-reminder" } })).toBe(1);
  });

  it("only the reminders chosen for texts are texted; a messaging service sends when configured", async () => {
    const { user } = await optedInClient();
    await db.smsSubscription.update({ where: { userId: user.id }, data: { reminderTypes: ["1hour"] } });
    throughTwilio({ messagingServiceSid: "MG00000000000000000000000000000001" });
    const startsAt = new Date("2027-05-05T14:00:00Z");
    await sessionFor(user.id, startsAt, false);
    await deliverDueReminders({ now: new Date(startsAt.getTime() - 24 * HOUR) });
    expect(twilioStandIn.delivered).toHaveLength(0);
    await deliverDueReminders({ now: new Date(startsAt.getTime() - HOUR) });
    expect(twilioStandIn.delivered).toMatchObject([{ from: null, messagingServiceSid: "MG00000000000000000000000000000001" }]);
    expect(twilioStandIn.delivered[0].body).toContain("At the practice.");
  });

  it("retries after 1, 5 and 30 minutes, then the text is failed; the owner's resend sends it", async () => {
    const { user } = await optedInClient();
    throughTwilio();
    twilioStandIn.failNext(TEXT_MAX_ATTEMPTS, 503, 20503);
    const lookups = twilioStandIn.lookups;
    const now = new Date();
    const result = await queueText({ userId: user.id, kind: "reminder", body: "Hello", idempotencyKey: `retry/${user.id}` }, { now });
    expect(result?.status).toBe("retrying");
    const row = () => db.textMessage.findUniqueOrThrow({ where: { id: result!.id } });
    expect((await row()).nextAttemptAt?.getTime()).toBe(now.getTime() + MINUTE);
    await retryDueTexts({ now: new Date(now.getTime() + MINUTE) });
    expect((await row()).nextAttemptAt?.getTime()).toBe(now.getTime() + 6 * MINUTE);
    await retryDueTexts({ now: new Date(now.getTime() + 6 * MINUTE) });
    expect((await row()).nextAttemptAt?.getTime()).toBe(now.getTime() + 36 * MINUTE);
    await retryDueTexts({ now: new Date(now.getTime() + 36 * MINUTE) });
    expect(await row()).toMatchObject({ status: "failed", attempts: TEXT_MAX_ATTEMPTS, nextAttemptAt: null });
    expect((await row()).error).toContain("Stand-in failure 503");
    expect(twilioStandIn.delivered).toHaveLength(0);

    // Each retry asked Twilio first (nothing had gone through), then sent.
    expect(await resendFailedText(result!.id)).toMatchObject({ status: "sent" });
    expect(twilioStandIn.delivered).toHaveLength(1);
    expect(twilioStandIn.lookups).toBe(lookups + TEXT_MAX_ATTEMPTS);
    expect(await resendFailedText(result!.id)).toBeNull();
  });

  it("a retry after a lost answer asks Twilio first and does not send the text twice", async () => {
    const { user } = await optedInClient();
    throughTwilio();
    twilioStandIn.loseNextAnswers(1);
    const now = new Date();
    const body = `Lost answer ${user.id}`;
    const result = await queueText({ userId: user.id, kind: "reminder", body, idempotencyKey: `lost/${user.id}` }, { now });
    // Twilio took it; the sender saw the connection drop.
    expect(result?.status).toBe("retrying");
    expect(twilioStandIn.delivered).toHaveLength(1);

    const lookups = twilioStandIn.lookups;
    await retryDueTexts({ now: new Date(now.getTime() + MINUTE) });
    expect(twilioStandIn.lookups).toBe(lookups + 1);
    expect(twilioStandIn.delivered).toHaveLength(1);
    expect(await db.textMessage.findUniqueOrThrow({ where: { id: result!.id } })).toMatchObject({
      status: "sent",
      providerId: twilioStandIn.delivered[0].sid,
      error: null,
      nextAttemptAt: null,
    });
  });

  it("a number Twilio refuses is failed at once, without retries", async () => {
    const { user } = await optedInClient();
    throughTwilio();
    twilioStandIn.failNext(1, 400, 21211);
    const result = await queueText({ userId: user.id, kind: "reminder", body: "Hello", idempotencyKey: `bad/${user.id}` });
    expect(result?.status).toBe("failed");
  });

  it("Twilio's carrier-level STOP (error 21610) stops texts to that number", async () => {
    const { user } = await optedInClient();
    throughTwilio();
    twilioStandIn.failNext(1, 400, 21610);
    await queueText({ userId: user.id, kind: "reminder", body: "Hello", idempotencyKey: `unsub/${user.id}` });
    expect(await db.smsSubscription.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({ active: false });
  });

  it("the verification code is sent through Twilio and not kept in the log once sent", async () => {
    throughTwilio();
    const user = await createUser();
    await startSmsVerification(user.id, { phone: "(212) 555-7788" });
    const [sent] = twilioStandIn.delivered;
    expect(sent.to).toBe("+12125557788");
    const code = /your code is (\d{6})/.exec(sent.body)![1];
    const row = await db.textMessage.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.body).not.toContain(code);
    await expect(confirmTextNumber(user.id, code)).resolves.toMatchObject({ active: true });
  });
});

describe("Twilio's webhooks", () => {
  it("STOP stops texts at once (unsent ones too); START turns them on again", async () => {
    const { user, phone } = await optedInClient();
    const pending = await db.textMessage.create({
      data: {
        to: phone,
        body: "Later",
        kind: "reminder",
        status: "retrying",
        idempotencyKey: `pending/${user.id}`,
        userId: user.id,
        nextAttemptAt: new Date(),
      },
    });
    const stop = await textFrom(phone, " stop ");
    expect(stop.status).toBe(200);
    expect(stop.headers.get("content-type")).toContain("text/xml");
    expect(await db.smsSubscription.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
      active: false,
      optedOutAt: expect.any(Date),
    });
    expect(await db.textMessage.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({ status: "cancelled" });
    expect(await queueText({ userId: user.id, kind: "reminder", body: "Hi", idempotencyKey: `after-stop/${user.id}` })).toBeNull();

    for (const word of ["STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]) {
      await textFrom(phone, "START");
      await textFrom(phone, word);
      expect((await db.smsSubscription.findUniqueOrThrow({ where: { userId: user.id } })).active).toBe(false);
    }
    await textFrom(phone, "unstop");
    expect((await db.smsSubscription.findUniqueOrThrow({ where: { userId: user.id } })).active).toBe(true);
    expect(await queueText({ userId: user.id, kind: "reminder", body: "Hi", idempotencyKey: `after-start/${user.id}` })).toMatchObject({
      status: "sent",
    });
  });

  it("START does not opt in a number that never verified with the practice", async () => {
    const user = await createUser();
    await startSmsVerification(user.id, { phone: "(212) 555-6543" });
    await textFrom("+12125556543", "START");
    expect((await db.smsSubscription.findUniqueOrThrow({ where: { userId: user.id } })).active).toBe(false);
  });

  it("HELP is answered with the program's help text", async () => {
    const res = await textFrom("+12125550199", "help");
    expect(res.status).toBe(200);
    expect(res.text).toContain("<Message>");
    expect(res.text).toContain("Reply STOP to opt out");
    expect(res.text).toContain(siteConfig.phone);
  });

  it("a forged or unsigned request is refused (403) and changes nothing", async () => {
    const { user, phone } = await optedInClient();
    const params = { MessageSid: "SMforged", From: phone, Body: "STOP" };
    const forged = await call(incoming, {
      method: "POST",
      url: "/api/webhooks/twilio/incoming",
      body: form(params),
      headers: signed(incomingUrl(), params, "wrong-token"),
    });
    expect(forged.status).toBe(403);
    const unsigned = await call(incoming, {
      method: "POST",
      url: "/api/webhooks/twilio/incoming",
      body: form(params),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(unsigned.status).toBe(403);
    // Signed for another URL (the address behind the proxy) is not the public one Twilio called.
    const otherUrl = await call(incoming, {
      method: "POST",
      url: "/api/webhooks/twilio/incoming",
      body: form(params),
      headers: signed("http://10.0.0.5:3000/api/webhooks/twilio/incoming", params),
    });
    expect(otherUrl.status).toBe(403);
    expect((await db.smsSubscription.findUniqueOrThrow({ where: { userId: user.id } })).active).toBe(true);
  });

  it("without an auth token no webhook is accepted", async () => {
    const params = { MessageSid: "SMx", From: "+12125550100", Body: "HELP" };
    const headers = signed(incomingUrl(), params);
    recordOnly();
    const res = await call(incoming, { method: "POST", url: "/api/webhooks/twilio/incoming", body: form(params), headers });
    expect(res.status).toBe(403);
  });

  it("a status callback of failed or undelivered marks the text failed; delivered changes nothing", async () => {
    const { user } = await optedInClient();
    throughTwilio();
    const a = await queueText({ userId: user.id, kind: "reminder", body: "One", idempotencyKey: `cb1/${user.id}` });
    const b = await queueText({ userId: user.id, kind: "reminder", body: "Two", idempotencyKey: `cb2/${user.id}` });
    const [sidA, sidB] = twilioStandIn.delivered.map((t) => t.sid);
    const report = (params: Record<string, string>) =>
      call(statusCallback, {
        method: "POST",
        url: "/api/webhooks/twilio/status",
        body: form(params),
        headers: signed(statusCallbackUrl(), params),
      });
    expect((await report({ MessageSid: sidA, MessageStatus: "undelivered", ErrorCode: "30003" })).status).toBe(204);
    expect((await report({ MessageSid: sidB, MessageStatus: "delivered" })).status).toBe(204);
    const forged = { MessageSid: sidB, MessageStatus: "failed" };
    expect(
      (
        await call(statusCallback, {
          method: "POST",
          url: "/api/webhooks/twilio/status",
          body: form(forged),
          headers: signed(statusCallbackUrl(), forged, "nope"),
        })
      ).status,
    ).toBe(403);
    expect(await db.textMessage.findUniqueOrThrow({ where: { id: a!.id } })).toMatchObject({
      status: "failed",
      error: expect.stringContaining("30003"),
    });
    expect(await db.textMessage.findUniqueOrThrow({ where: { id: b!.id } })).toMatchObject({ status: "sent" });
  });

  it("stopping in the profile is the same as replying STOP", async () => {
    const { user } = await optedInClient();
    await stopTexts(user.id);
    expect(await queueText({ userId: user.id, kind: "reminder", body: "Hi", idempotencyKey: `profile-stop/${user.id}` })).toBeNull();
  });
});
