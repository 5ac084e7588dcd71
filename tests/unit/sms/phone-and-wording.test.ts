import { describe, expect, it } from "vitest";
import { reminderTextBody } from "@/lib/reminders/text-wording";
import { smsConsentText, smsHelpText } from "@/lib/sms/consent";
import { twilioConfig, twilioConfigProblems, smsMode } from "@/lib/sms/config";
import { displayPhone, parseUsPhone, PHONE_MESSAGES } from "@/lib/sms/phone";

/** GSM-7 (one segment up to 160 characters) covers plain ASCII letters, digits and these marks. */
const isGsm7 = (text: string) => /^[A-Za-z0-9 \n.,:;!?'"()@&%+\-/=_#*<>$]*$/.test(text);

describe("US mobile numbers in E.164", () => {
  it.each([
    ["(212) 555-1234", "+12125551234"],
    ["212.555.1234", "+12125551234"],
    ["212 555 1234", "+12125551234"],
    ["+1 212 555 1234", "+12125551234"],
    ["1-212-555-1234", "+12125551234"],
    ["  2125551234 ", "+12125551234"],
  ])("%s -> %s", (input, e164) => {
    expect(parseUsPhone(input)).toEqual({ ok: true, e164 });
  });

  it.each([["12345"], ["(212) 555-123"], ["(012) 555-1234"], ["call me"], [""], ["2".repeat(40)]])("refuses %j", (input) => {
    expect(parseUsPhone(input)).toEqual({ ok: false, message: PHONE_MESSAGES.invalid });
  });

  it("refuses numbers outside the US, Canada's included (same +1 plan)", () => {
    expect(parseUsPhone("+44 20 7946 0958")).toEqual({ ok: false, message: PHONE_MESSAGES.notUs });
    expect(parseUsPhone("+1 416 555 0199")).toEqual({ ok: false, message: PHONE_MESSAGES.notUs });
  });

  it("shows a stored number the US way", () => {
    expect(displayPhone("+12125551234")).toBe("(212) 555-1234");
  });
});

describe("the wording carriers require, and one segment per reminder", () => {
  it("the consent names the program, what and how often, rates, STOP and HELP", () => {
    const text = smsConsentText();
    for (const part of [
      "Serenity Wellness reminders",
      "verification code",
      "reminders of your upcoming sessions",
      "per session",
      "Msg & data rates may apply",
      "Reply STOP to opt out, HELP for help",
    ])
      expect(text).toContain(part);
    expect(smsHelpText()).toContain("Reply STOP to opt out");
  });

  it("a virtual session's reminder names the practice, the time with its zone and the join page, in one segment", () => {
    const body = reminderTextBody({ id: 123456, startsAt: new Date("2027-12-14T15:30:00Z"), isVirtual: true }, null);
    expect(body).toMatch(
      /^Serenity Wellness: your session is Tue, Dec 14 at 10:30 AM EST\. Join: \S+\/appointments\/123456\/join Reply STOP to opt out\.$/,
    );
    expect(isGsm7(body)).toBe(true);
    // Room for a 40-character public origin and still one segment.
    expect(body.length - body.match(/Join: (\S+)/)![1].length + 40 + "/appointments/123456/join".length).toBeLessThanOrEqual(160);
  });

  it("in the client's own zone for a virtual session; in person the practice's clock and no link", () => {
    const startsAt = new Date("2027-12-14T15:30:00Z");
    expect(reminderTextBody({ id: 1, startsAt, isVirtual: true }, "America/Los_Angeles")).toContain("Tue, Dec 14 at 7:30 AM PST");
    const inPerson = reminderTextBody({ id: 1, startsAt, isVirtual: false }, "America/Los_Angeles");
    expect(inPerson).toContain("10:30 AM EST");
    expect(inPerson).not.toContain("http");
  });
});

describe("Twilio's configuration", () => {
  const base = { TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t" };
  const none = {};
  it("needs an account, a token and a sender; else texts are recorded only", () => {
    expect(smsMode(none)).toBe("recorded");
    expect(smsMode(base)).toBe("recorded");
    expect(smsMode({ ...base, TWILIO_FROM: "+18285550100" })).toBe("twilio");
    expect(twilioConfig({ ...base, TWILIO_MESSAGING_SERVICE_SID: "MG1" })).toMatchObject({
      from: null,
      messagingServiceSid: "MG1",
      apiBaseUrl: null,
    });
  });

  it("names a half-configured account (production refuses to start with one)", () => {
    expect(twilioConfigProblems(none)).toEqual([]);
    expect(twilioConfigProblems(base)).toHaveLength(1);
    expect(twilioConfigProblems({ ...base, TWILIO_FROM: "+18285550100" })).toEqual([]);
  });
});
