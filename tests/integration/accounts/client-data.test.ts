import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { createAppointment } from "./fixtures";

// Changing the password re-issues the session cookie through Auth.js, which needs a real request
// scope: here signIn only checks the credentials (tests/e2e/profile.spec.ts covers the cookie).
vi.mock("@/lib/auth", async () => (await import("../../support/auth-mock")).mockedAuth());

const { GET: getUser, PATCH: patchUser } = await import("@/app/api/user/route");
const { POST: changePassword } = await import("@/app/api/user/password/route");
const { GET: getReminders } = await import("@/app/api/user/reminders/route");
const { GET: getAppointments } = await import("@/app/api/user/appointments/route");
const { POST: savePreferences } = await import("@/app/api/user/preferences/route");
const { PUT: putNotifications } = await import("@/app/api/user/notification-preferences/route");
const { GET: getVirtual } = await import("@/app/api/user/[userId]/virtual-appointments/route");

beforeEach(() => loginAs(null));

describe("every /api/user endpoint needs a login", () => {
  it.each([
    ["GET /api/user", () => call(getUser)],
    ["PATCH /api/user", () => call(patchUser, { method: "PATCH", body: { firstName: "A", lastName: "B", email: "a@b.co" } })],
    ["POST /api/user/password", () => call(changePassword, { method: "POST", body: {} })],
    ["GET /api/user/reminders", () => call(getReminders)],
    ["GET /api/user/appointments", () => call(getAppointments)],
    ["POST /api/user/preferences", () => call(savePreferences, { method: "POST", body: { serviceId: 1 } })],
    ["PUT /api/user/notification-preferences", () => call(putNotifications, { method: "PUT", body: {} })],
    ["GET /api/user/1/virtual-appointments", () => call(getVirtual, { params: { userId: "1" } })],
  ])("%s answers 401 when logged out", async (_name, request) => {
    const res = await request();
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Please log in to continue.");
  });
});

describe("GET /api/user/{userId}/virtual-appointments", () => {
  it("lists the owner's confirmed, upcoming virtual sessions in the spec's shape", async () => {
    const owner = await createUser();
    const later = await createAppointment(owner.id);
    const sooner = await createAppointment(owner.id, { hoursAhead: 50 });
    await createAppointment(owner.id, { isVirtual: false }); // in person
    await createAppointment(owner.id, { status: "pending" }); // not booked yet
    await createAppointment(owner.id, { status: "cancelled" });
    await createAppointment(owner.id, { hoursAhead: -48 }); // over
    await createAppointment((await createUser()).id); // someone else's

    loginAs(owner);
    const res = await call(getVirtual, { params: { userId: String(owner.id) } });
    expect(res.status).toBe(200);
    expect(res.json.map((a: { id: number }) => a.id)).toEqual([sooner.id, later.id]);
    expect(Object.keys(res.json[0]).sort()).toEqual([
      "formattedDate",
      "id",
      "practitionerName",
      "serviceName",
      "startsAt",
      "time",
      "zoomLink",
    ]);
    expect(res.json[0]).toMatchObject({
      serviceName: sooner.service.name,
      practitionerName: "Test Practitioner",
      zoomLink: `/appointments/${sooner.id}/join`,
    });
    expect(res.json[0].formattedDate).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(res.json[0].time).toMatch(/^\d{1,2}:\d{2} (AM|PM) [A-Z]{2,5}$/);
  });

  it("shows each session's time in the client's zone when the account has one, with the practice's", async () => {
    const owner = await db.user.update({ where: { id: (await createUser()).id }, data: { timeZone: "America/Los_Angeles" } });
    await createAppointment(owner.id, { startsAt: new Date("2027-02-01T19:00:00Z") }); // 2:00 PM EST
    loginAs(owner);
    const res = await call(getVirtual, { params: { userId: String(owner.id) } });
    expect(res.json[0]).toMatchObject({ formattedDate: "Monday, February 1, 2027", time: "11:00 AM PST (2:00 PM EST at the practice)" });
  });

  it("answers 403 for another user's id, but an admin may read anyone's", async () => {
    const owner = await createUser();
    await createAppointment(owner.id);
    loginAs(await createUser());
    const denied = await call(getVirtual, { params: { userId: String(owner.id) } });
    expect(denied.status).toBe(403);
    expect(denied.json.message).toBe("You can only view your own sessions.");

    loginAs(await createUser({ isAdmin: true }));
    const asAdmin = await call(getVirtual, { params: { userId: String(owner.id) } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json).toHaveLength(1);
  });

  it("answers an empty list when there is nothing upcoming, and 400 for a bad id", async () => {
    const user = await createUser();
    loginAs(user);
    expect((await call(getVirtual, { params: { userId: String(user.id) } })).json).toEqual([]);
    const bad = await call(getVirtual, { params: { userId: "abc" } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Invalid user id");
  });
});

describe("GET /api/user/reminders", () => {
  it("returns only the caller's pending and sent reminders with the spec's fields", async () => {
    const owner = await createUser();
    const appointment = await createAppointment(owner.id);
    const sentAt = new Date();
    await db.reminder.createMany({
      data: [
        {
          appointmentId: appointment.id,
          userId: owner.id,
          reminderType: "24hours",
          scheduledFor: new Date(appointment.startsAt.getTime() - 24 * 3600e3),
        },
        {
          appointmentId: appointment.id,
          userId: owner.id,
          reminderType: "custom_2.5",
          scheduledFor: new Date(appointment.startsAt.getTime() - 2.5 * 3600e3),
          status: "sent",
          sentAt,
        },
        {
          appointmentId: appointment.id,
          userId: owner.id,
          reminderType: "1hour",
          scheduledFor: new Date(appointment.startsAt.getTime() - 3600e3),
          status: "cancelled",
        },
      ],
    });
    const stranger = await createUser();
    const theirs = await createAppointment(stranger.id);
    await db.reminder.create({
      data: { appointmentId: theirs.id, userId: stranger.id, reminderType: "24hours", scheduledFor: new Date() },
    });

    loginAs(owner);
    const res = await call(getReminders);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(2);
    const byType = Object.fromEntries(res.json.map((r: { reminderType: string }) => [r.reminderType, r]));
    expect(byType["24hours"]).toMatchObject({
      serviceName: appointment.service.name,
      sent: false,
      sentAt: null,
      appointmentId: appointment.id,
    });
    expect(byType["24hours"].appointmentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(byType["24hours"].appointmentTime).toMatch(/^\d{2}:\d{2}$/);
    expect(byType["custom_2.5"]).toMatchObject({ sent: true, sentAt: sentAt.toISOString() });

    loginAs(await createUser());
    expect((await call(getReminders)).json).toEqual([]);
  });
});

describe("GET /api/user/appointments", () => {
  it("lists the caller's appointments, upcoming first, with status and payment state", async () => {
    const owner = await createUser();
    const past = await createAppointment(owner.id, { hoursAhead: -72, status: "completed" });
    const upcoming = await createAppointment(owner.id, { hoursAhead: 72 });
    await db.payment.create({
      data: {
        appointmentId: upcoming.id,
        provider: "test",
        paymentIntentId: `test_pi_${upcoming.id}_${Date.now()}`,
        clientSecret: "s",
        subtotalCents: 12000,
        taxCents: 570,
        amountCents: 12570,
        status: "succeeded",
        paidAt: new Date(),
      },
    });
    const expiredHold = await createAppointment(owner.id, { hoursAhead: 96, status: "pending" });
    await db.appointment.update({ where: { id: expiredHold.id }, data: { holdExpiresAt: new Date(Date.now() - 60_000) } });
    await createAppointment((await createUser()).id);

    loginAs(owner);
    const res = await call(getAppointments);
    expect(res.status).toBe(200);
    expect(res.json.map((a: { id: number }) => a.id)).toEqual([upcoming.id, past.id]);
    expect(res.json[0]).toMatchObject({
      status: "confirmed",
      paymentComplete: true,
      amountCents: 12570,
      upcoming: true,
      location: "Virtual",
    });
    expect(res.json[1]).toMatchObject({ status: "completed", paymentComplete: false, upcoming: false });
  });
});

describe("POST /api/user/preferences", () => {
  it("saves the preferred service on the caller only", async () => {
    const user = await createUser();
    const service = await db.service.findFirstOrThrow({ where: { active: true } });
    loginAs(user);
    const res = await call(savePreferences, { method: "POST", body: { serviceId: service.id, practitionerId: undefined } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      preferredServiceId: service.id,
      preferredPractitionerId: null,
    });
    expect((await call(getUser)).json.preferredServiceId).toBe(service.id);
  });

  it("rejects a missing or unknown service with 'Please select a service'", async () => {
    loginAs(await createUser());
    for (const body of [{}, { serviceId: "abc" }, { serviceId: 999999 }]) {
      const res = await call(savePreferences, { method: "POST", body });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("Please select a service");
    }
    const service = await db.service.findFirstOrThrow({ where: { active: true } });
    expect((await call(savePreferences, { method: "POST", body: { serviceId: service.id, practitionerId: 999999 } })).status).toBe(400);
  });
});

describe("PUT /api/user/notification-preferences", () => {
  const prefs = (value: unknown) => JSON.stringify(value);

  it("saves the preferences (JSON text or object) and returns the user", async () => {
    const user = await createUser();
    loginAs(user);
    const value = { standardReminders: ["12hours", "30minutes"], customTimes: [2.5, 48], customMessage: "Bring water" };
    const res = await call(putNotifications, {
      method: "PUT",
      body: { notificationsEnabled: false, notificationPreferences: prefs(value) },
    });
    expect(res.status).toBe(200);
    expect(res.json.notificationsEnabled).toBe(false);
    expect(JSON.parse(res.json.notificationPreferences)).toEqual(value);
    expect(res.text).not.toMatch(/\$argon2/);

    const asObject = await call(putNotifications, {
      method: "PUT",
      body: { notificationsEnabled: true, notificationPreferences: { standardReminders: ["24hours"] } },
    });
    expect(asObject.status).toBe(200);
    expect(JSON.parse(asObject.json.notificationPreferences)).toEqual({
      standardReminders: ["24hours"],
      customTimes: [],
      customMessage: "",
    });
  });

  it("validates on the server with the form's rules", async () => {
    loginAs(await createUser());
    const cases: [unknown, string][] = [
      [prefs({ standardReminders: [], customTimes: [-1] }), "Please enter a valid positive number of hours"],
      [prefs({ standardReminders: [], customTimes: [0] }), "Please enter a valid positive number of hours"],
      [prefs({ standardReminders: [], customTimes: [2, 2] }), "This time is already added"],
      [prefs({ standardReminders: [], customTimes: [1.25] }), "Custom reminders use steps of 0.5 hours"],
      [prefs({ standardReminders: ["2days"] }), "Unknown reminder time"],
      ["{not json", "notificationPreferences must be valid JSON"],
    ];
    for (const [notificationPreferences, message] of cases) {
      const res = await call(putNotifications, { method: "PUT", body: { notificationsEnabled: true, notificationPreferences } });
      expect(res.status, String(notificationPreferences)).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect((await call(putNotifications, { method: "PUT", body: { notificationPreferences: "{}" } })).status).toBe(400);
  });

  it("reschedules the user's pending reminders", async () => {
    const user = await createUser();
    const appointment = await createAppointment(user.id);
    loginAs(user);
    await call(putNotifications, {
      method: "PUT",
      body: { notificationsEnabled: true, notificationPreferences: prefs({ standardReminders: ["3hours"], customTimes: [5] }) },
    });
    const pending = await db.reminder.findMany({
      where: { appointmentId: appointment.id, status: "pending" },
      orderBy: { scheduledFor: "asc" },
    });
    expect(pending.map((r) => r.reminderType)).toEqual(["custom_5", "3hours"]);

    await call(putNotifications, {
      method: "PUT",
      body: { notificationsEnabled: false, notificationPreferences: prefs({ standardReminders: ["3hours"] }) },
    });
    expect(await db.reminder.count({ where: { appointmentId: appointment.id, status: "pending" } })).toBe(0);
  });
});

describe("PATCH /api/user and POST /api/user/password", () => {
  it("updates the caller's name, email and phone", async () => {
    const user = await createUser();
    loginAs(user);
    const res = await call(patchUser, {
      method: "PATCH",
      body: { firstName: " Lena ", lastName: "Park", email: "Lena.Park@Example.com", phone: "(828) 555-0199", isAdmin: true },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      firstName: "Lena",
      lastName: "Park",
      email: "lena.park@example.com",
      phone: "(828) 555-0199",
      isAdmin: false,
    });
    const cleared = await call(patchUser, {
      method: "PATCH",
      body: { firstName: "Lena", lastName: "Park", email: "lena.park@example.com", phone: "" },
    });
    expect(cleared.json.phone).toBeNull();
  });

  it("rejects bad input and an email that belongs to someone else", async () => {
    const other = await createUser();
    loginAs(await createUser());
    const base = { firstName: "A", lastName: "B", email: "free@example.com" };
    for (const [overrides, message] of [
      [{ firstName: "" }, "First name is required"],
      [{ lastName: " " }, "Last name is required"],
      [{ email: "nope" }, "Please enter a valid email address"],
      [{ phone: "123" }, "Please enter a valid phone number"],
    ] as const) {
      const res = await call(patchUser, { method: "PATCH", body: { ...base, ...overrides } });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const taken = await call(patchUser, { method: "PATCH", body: { ...base, email: other.email } });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe("An account with this email address already exists. Please log in instead.");
  });

  it("changes the password only with the right current password", async () => {
    const user = await createUser({ password: "old-password-1" });
    loginAs(user);
    const wrong = await call(changePassword, {
      method: "POST",
      body: { currentPassword: "nope-nope", newPassword: "new-password-2", confirmPassword: "new-password-2" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      message: "Your current password is incorrect",
      fieldErrors: { currentPassword: "Your current password is incorrect" },
    });

    const mismatch = await call(changePassword, {
      method: "POST",
      body: { currentPassword: "old-password-1", newPassword: "new-password-2", confirmPassword: "other" },
    });
    expect(mismatch.json.message).toBe("The passwords do not match");
    const short = await call(changePassword, {
      method: "POST",
      body: { currentPassword: "old-password-1", newPassword: "short", confirmPassword: "short" },
    });
    expect(short.json.message).toBe("Password must be at least 8 characters");

    const ok = await call(changePassword, {
      method: "POST",
      body: { currentPassword: "old-password-1", newPassword: "new-password-2", confirmPassword: "new-password-2" },
    });
    expect(ok.status).toBe(200);
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(stored.passwordHash, "new-password-2")).toBe(true);
    expect(await verifyPassword(stored.passwordHash, "old-password-1")).toBe(false);
  });
});
