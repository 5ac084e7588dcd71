import { afterEach, describe, expect, it } from "vitest";
import { PUT as saveTimeZone } from "@/app/api/user/time-zone/route";
import { GET as getUser } from "@/app/api/user/route";
import { db } from "@/lib/db";
import { sessionTime } from "@/lib/format";
import { ensureConfirmationEmail, sendCancellationEmail } from "@/lib/appointments/emails";
import { reminderEmail } from "@/lib/reminders/email";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { createAppointment, nextStart } from "../payments/helpers";

// The client's time zone on the account (PUT /api/user/time-zone, User.timeZone) and the emails
// that show times in it: the booking confirmation, the reminder and the cancellation.

const put = (body: unknown) => call(saveTimeZone, { method: "PUT", body });

afterEach(() => loginAs(null));

describe("PUT /api/user/time-zone", () => {
  it("stores a zone Intl supports, in its canonical spelling, and GET /api/user returns it", async () => {
    const user = await createUser();
    loginAs(user);
    expect((await call(getUser)).json.timeZone).toBeNull();

    const res = await put({ timeZone: "America/Los_Angeles" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ timeZone: "America/Los_Angeles" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).timeZone).toBe("America/Los_Angeles");
    expect((await call(getUser)).json.timeZone).toBe("America/Los_Angeles");

    expect((await put({ timeZone: "US/Arizona" })).json).toEqual({ timeZone: "America/Phoenix" });
    expect((await put({ timeZone: " america/chicago " })).json).toEqual({ timeZone: "America/Chicago" });
    expect((await put({ timeZone: "UTC" })).json).toEqual({ timeZone: "UTC" });
  });

  it("refuses anything else with a 400 and keeps the stored zone", async () => {
    const user = await createUser();
    loginAs(user);
    await put({ timeZone: "America/Denver" });
    for (const timeZone of ["Mars/Olympus_Mons", "EST", "PST", "", "America/Los Angeles", "x".repeat(200), 5, null, ["America/Denver"]]) {
      const res = await put({ timeZone });
      expect(res.status, JSON.stringify(timeZone)).toBe(400);
      expect(res.json.message).toBe("Please choose a valid time zone");
    }
    expect((await put({})).status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).timeZone).toBe("America/Denver");
  });

  it("needs a session", async () => {
    expect((await put({ timeZone: "America/Denver" })).status).toBe(401);
  });
});

describe("emails in the client's time zone", () => {
  async function confirmedFor(timeZone: string | null, slug: string) {
    const user = await createUser();
    await db.user.update({ where: { id: user.id }, data: { timeZone } });
    const appointment = await createAppointment(user, { slug, status: "confirmed", holdExpiresAt: null, startsAt: nextStart() });
    return appointment;
  }

  const confirmationText = async (appointmentId: number) => {
    await ensureConfirmationEmail(appointmentId);
    return db.emailLog.findFirstOrThrow({ where: { idempotencyKey: `booking-confirmation/${appointmentId}` } });
  };

  it("a virtual session: the client's time first, the practice's time added", async () => {
    const a = await confirmedFor("America/Los_Angeles", "hypnotherapy-virtual-session");
    const shown = sessionTime(a.startsAt, { clientZone: "America/Los_Angeles", inPerson: false });
    // nextStart() steps through the day, so a late start is on the next day at the practice (" on Sun, Jan 26").
    expect(shown.line).toMatch(/^\d{1,2}:\d{2} [AP]M P[SD]T \(\d{1,2}:\d{2} [AP]M E[SD]T( on \w{3}, \w{3} \d{1,2})? at the practice\)$/);
    const email = await confirmationText(a.id);
    expect(email.text).toContain(shown.line);
    expect(email.subject).toContain(shown.longDate);

    const reminder = await reminderEmail(a.id);
    expect(reminder.subject).toContain(`at ${shown.timeWithZone}`);
    expect((reminder.react as { props: { timeWithZone: string } }).props.timeWithZone).toBe(shown.line);

    const { id } = await sendCancellationEmail(a.id, new Date());
    const cancellation = await db.emailLog.findUniqueOrThrow({ where: { id } });
    expect(cancellation.text).toContain(shown.line);
    expect(cancellation.subject).toContain(shown.longDate);
  });

  it("an in-person session: the practice's local time first, then the client's", async () => {
    const a = await confirmedFor("America/Phoenix", "private-yoga-in-person");
    const shown = sessionTime(a.startsAt, { clientZone: "America/Phoenix", inPerson: true });
    // nextStart() steps through the day, so an early start is on the day before in Phoenix (" on Sat, Dec 5").
    expect(shown.line).toMatch(/^\d{1,2}:\d{2} [AP]M E[SD]T \(\d{1,2}:\d{2} [AP]M MST( on \w{3}, \w{3} \d{1,2})? your time\)$/);
    expect((await confirmationText(a.id)).text).toContain(shown.line);
  });

  it("without a zone on the account (or in the practice's own zone): the practice's time alone", async () => {
    for (const zone of [null, "America/New_York", "America/Detroit"]) {
      const a = await confirmedFor(zone, "hypnotherapy-virtual-session");
      const text = (await confirmationText(a.id)).text;
      expect(text).toMatch(/\d{1,2}:\d{2} [AP]M E[SD]T/);
      expect(text).not.toContain("at the practice");
      expect(text).not.toContain("your time");
    }
  });
});
