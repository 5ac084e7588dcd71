import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { requireAdminPage } from "@/lib/admin/auth";
import { adminUser, createAppointment, createArtifact } from "./helpers";

// Every admin endpoint, against anonymous (401), client (403) and admin callers; every answer
// to a caller with a session is never cached.

const routes = {
  checkAuth: await import("@/app/api/admin/check-auth/route"),
  summary: await import("@/app/api/admin/summary/route"),
  list: await import("@/app/api/admin/appointments/route"),
  one: await import("@/app/api/admin/appointments/[id]/route"),
  status: await import("@/app/api/admin/appointments/[id]/status/route"),
  refund: await import("@/app/api/admin/appointments/[id]/refund/route"),
  reminder: await import("@/app/api/admin/appointments/[id]/send-reminder/route"),
  artifacts: await import("@/app/api/admin/appointments/[id]/artifacts/route"),
  calendarFile: await import("@/app/api/admin/appointments/[id]/calendar/route"),
  clientNotes: await import("@/app/api/admin/appointments/[id]/client-notes/route"),
  download: await import("@/app/api/admin/artifacts/[id]/download/route"),
  calendar: await import("@/app/api/admin/calendar/route"),
  day: await import("@/app/api/admin/calendar/days/[date]/route"),
  payments: await import("@/app/api/admin/payments/route"),
  exportCsv: await import("@/app/api/admin/payments/export/route"),
};

type Case = { name: string; run: () => Promise<{ status: number; headers: Headers; json: unknown }>; ok: number };

let cases: Case[] = [];
let appointmentId = 0;
let cancellable = 0;
let artifactId = 0;

beforeAll(async () => {
  const a = await createAppointment({ status: "confirmed" });
  appointmentId = a.id;
  cancellable = (await createAppointment({ status: "pending", payment: null })).id;
  artifactId = (await createArtifact(a.id, "consent_agreement", Buffer.from("%PDF-1.7 test"))).id;
  const id = () => ({ id: String(appointmentId) });
  cases = [
    { name: "GET /api/admin/check-auth", run: () => call(routes.checkAuth.GET), ok: 200 },
    { name: "GET /api/admin/summary", run: () => call(routes.summary.GET), ok: 200 },
    { name: "GET /api/admin/appointments", run: () => call(routes.list.GET, { url: "/api/admin/appointments?status=all" }), ok: 200 },
    { name: "GET /api/admin/appointments/{id}", run: () => call(routes.one.GET, { params: id() }), ok: 200 },
    {
      name: "PATCH /api/admin/appointments/{id}/status",
      run: () => call(routes.status.PATCH, { method: "PATCH", params: { id: String(cancellable) }, body: { status: "completed" } }),
      ok: 200,
    },
    { name: "POST /api/admin/appointments/{id}/refund", run: () => call(routes.refund.POST, { method: "POST", params: id() }), ok: 409 },
    {
      name: "POST /api/admin/appointments/{id}/send-reminder",
      run: () => call(routes.reminder.POST, { method: "POST", params: id() }),
      ok: 200,
    },
    { name: "GET /api/admin/appointments/{id}/artifacts", run: () => call(routes.artifacts.GET, { params: id() }), ok: 200 },
    { name: "GET /api/admin/appointments/{id}/calendar", run: () => call(routes.calendarFile.GET, { params: id() }), ok: 200 },
    { name: "GET /api/admin/appointments/{id}/client-notes", run: () => call(routes.clientNotes.GET, { params: id() }), ok: 200 },
    {
      name: "GET /api/admin/artifacts/{id}/download",
      run: () => call(routes.download.GET, { params: { id: String(artifactId) } }),
      ok: 200,
    },
    { name: "GET /api/admin/calendar", run: () => call(routes.calendar.GET, { url: "/api/admin/calendar?month=2049-03" }), ok: 200 },
    { name: "GET /api/admin/calendar/days/{date}", run: () => call(routes.day.GET, { params: { date: "2049-03-02" } }), ok: 200 },
    { name: "GET /api/admin/payments", run: () => call(routes.payments.GET, { url: "/api/admin/payments?from=2049-01-01" }), ok: 200 },
    { name: "GET /api/admin/payments/export", run: () => call(routes.exportCsv.GET, { url: "/api/admin/payments/export" }), ok: 200 },
  ];
});
afterEach(() => loginAs(null));

describe("admin endpoints", () => {
  it("answer 401 to anonymous callers, with nothing of the owner's data", async () => {
    loginAs(null);
    for (const c of cases) {
      const res = await c.run();
      expect(res.status, c.name).toBe(401);
      expect(res.json, c.name).toEqual({ message: "Please log in to continue." });
      expect(res.headers.get("cache-control"), c.name).toBe("private, no-store");
    }
  });

  it("answer 403 to a client account", async () => {
    loginAs(await createUser());
    for (const c of cases) {
      const res = await c.run();
      expect(res.status, c.name).toBe(403);
      expect(res.json, c.name).toEqual({ message: "You do not have access to this resource." });
      expect(res.headers.get("cache-control"), c.name).toBe("private, no-store");
    }
  });

  it("serve an admin, never cached", async () => {
    loginAs(await adminUser());
    for (const c of cases) {
      const res = await c.run();
      expect(res.status, `${c.name}: ${JSON.stringify(res.json)}`).toBe(c.ok);
      expect(res.headers.get("cache-control"), c.name).toBe("private, no-store");
    }
  });

  it("refuse a state change from another site (Origin or Fetch Metadata) and a non-JSON body", async () => {
    loginAs(await adminUser());
    const params = { id: String(appointmentId) };
    const foreign = await call(routes.status.PATCH, {
      method: "PATCH",
      params,
      body: { status: "completed" },
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const crossSite = await call(routes.reminder.POST, { method: "POST", params, headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    const form = await call(routes.reminder.POST, {
      method: "POST",
      params,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    const sameOrigin = await call(routes.reminder.POST, {
      method: "POST",
      params,
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it("GET /api/admin/check-auth names the admin, without the password hash", async () => {
    const admin = await adminUser();
    loginAs(admin);
    const res = await call(routes.checkAuth.GET);
    expect(res.json).toMatchObject({ authenticated: true, user: { id: admin.id, username: admin.username, isAdmin: true } });
    expect(JSON.stringify(res.json)).not.toMatch(/argon2|passwordHash/);
  });

  it("answer 404 for unknown appointments and documents, 400 for malformed ids and queries", async () => {
    loginAs(await adminUser());
    expect((await call(routes.one.GET, { params: { id: "999999999" } })).status).toBe(404);
    expect((await call(routes.artifacts.GET, { params: { id: "999999999" } })).status).toBe(404);
    expect((await call(routes.download.GET, { params: { id: "999999999" } })).status).toBe(404);
    expect((await call(routes.status.PATCH, { method: "PATCH", params: { id: "999999999" }, body: { status: "cancelled" } })).status).toBe(
      404,
    );
    expect((await call(routes.one.GET, { params: { id: "abc" } })).status).toBe(400);
    const badStatus = await call(routes.list.GET, { url: "/api/admin/appointments?status=paid" });
    expect(badStatus.status).toBe(400);
    expect(badStatus.json.message).toBe("Status must be one of: all, confirmed, pending, completed, cancelled, no_show.");
    expect((await call(routes.list.GET, { url: "/api/admin/appointments?pageSize=5000" })).status).toBe(400);
    expect((await call(routes.calendar.GET, { url: "/api/admin/calendar?month=2049-13" })).json.message).toBe(
      "Month must be written as yyyy-MM.",
    );
    expect((await call(routes.day.GET, { params: { date: "2049-02-30" } })).status).toBe(400);
    expect((await call(routes.payments.GET, { url: "/api/admin/payments?from=03/01/2049" })).json.message).toBe(
      "From date must be written as yyyy-MM-dd.",
    );
    expect((await call(routes.payments.GET, { url: "/api/admin/payments?from=2049-03-02&to=2049-03-01" })).json.message).toBe(
      "The From date must be on or before the To date.",
    );
  });
});

describe("requireAdminPage (every admin page)", () => {
  const redirectOf = async (returnTo?: string) => {
    try {
      await requireAdminPage(returnTo);
    } catch (error) {
      return String((error as { digest?: string }).digest ?? error);
    }
    return null;
  };

  it("sends anonymous visitors and client accounts to /admin/login, and lets an admin in", async () => {
    loginAs(null);
    expect(await redirectOf()).toMatch(/^NEXT_REDIRECT;.*;\/admin\/login;/);
    loginAs(await createUser());
    expect(await redirectOf()).toMatch(/^NEXT_REDIRECT;.*;\/admin\/login;/);
    // A page that asks to come back (one appointment, from an email) sends its address along.
    expect(await redirectOf("/admin/dashboard?appointment=7")).toMatch(
      /^NEXT_REDIRECT;.*;\/admin\/login\?next=%2Fadmin%2Fdashboard%3Fappointment%3D7;/,
    );
    const admin = await adminUser();
    loginAs(admin);
    await expect(requireAdminPage()).resolves.toMatchObject({ id: admin.id, isAdmin: true });
  });
});
