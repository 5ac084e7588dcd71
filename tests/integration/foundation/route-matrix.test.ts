import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { createAppointment } from "../payments/helpers";

// The authorisation matrix and the bad-input sweep, generated from the route files: every
// `app/api/**/route.ts` method must have a row below, so a new route without one fails here.

vi.mock("@/lib/auth", async () => (await import("../../support/auth-mock")).mockedAuth());

type Who = "anonymous" | "client" | "other" | "admin";
type Row = {
  /** Who may call it: everyone, a signed-in client (their own data), or the owner. */
  access: "public" | "user" | "admin";
  /** Path params; "OWN" is replaced by an id that belongs to the calling client ("OWN_PURCHASE": their purchase). */
  params?: Record<string, string>;
  /** Handled by another library or by design not 2xx/4xx-only (documented), left out of the sweep. */
  external?: string;
  /** The resource belongs to a client: another client gets 403, the owner client passes. */
  owned?: boolean;
  /** Like owned, but another client gets 404: the resource's existence is not revealed. */
  hidden?: boolean;
  /** The body the matrix sends (default {}): valid enough to reach the ownership check. */
  body?: unknown;
  /** The query string the matrix sends (e.g. "?date=2030-01-07"): valid enough to reach the ownership check. */
  query?: string;
};

const ROUTES: Record<string, Row> = {
  "GET /api/admin/appointments/[id]/artifacts": { access: "admin", params: { id: "OWN" } },
  "GET /api/admin/appointments/[id]/calendar": { access: "admin", params: { id: "OWN" } },
  "GET /api/admin/appointments/[id]/intake": { access: "admin", params: { id: "OWN" } },
  "GET /api/admin/intake-responses/[id]": { access: "admin", params: { id: "999999" } },
  "GET /api/admin/appointments/[id]/emails": { access: "admin", params: { id: "OWN" } },
  "GET /api/admin/appointments/[id]/texts": { access: "admin", params: { id: "OWN" } },
  "POST /api/admin/texts/[id]/resend": { access: "admin", params: { id: "999999" } },
  "GET /api/admin/appointments/[id]/client-notes": { access: "admin", params: { id: "OWN" } },
  "POST /api/admin/appointments/[id]/refund": { access: "admin", params: { id: "999999" } },
  "POST /api/admin/appointments/[id]/cancel": { access: "admin", params: { id: "999999" }, body: { refund: "none" } },
  "POST /api/admin/appointments/[id]/reschedule": {
    access: "admin",
    params: { id: "999999" },
    body: { date: "2030-01-07", time: "10:00", override: true },
  },
  "GET /api/admin/appointments/[id]": { access: "admin", params: { id: "OWN" } },
  "POST /api/admin/appointments/[id]/send-reminder": { access: "admin", params: { id: "999999" } },
  "PATCH /api/admin/appointments/[id]/status": { access: "admin", params: { id: "999999" } },
  "GET /api/admin/appointments": { access: "admin" },
  "POST /api/admin/appointments": { access: "admin" },
  "GET /api/admin/audit": { access: "admin" },
  "GET /api/admin/availability": { access: "admin" },
  "PUT /api/admin/availability/hours": { access: "admin" },
  "POST /api/admin/availability/hours/preview": { access: "admin" },
  "POST /api/admin/availability/holidays/close": { access: "admin" },
  "POST /api/admin/availability/time-off": { access: "admin" },
  "DELETE /api/admin/availability/time-off": { access: "admin" },
  "POST /api/admin/availability/time-off/preview": { access: "admin" },
  "GET /api/admin/blog/posts": { access: "admin" },
  "POST /api/admin/blog/posts": { access: "admin" },
  "GET /api/admin/blog/posts/[id]": { access: "admin", params: { id: "999999" } },
  "PUT /api/admin/blog/posts/[id]": { access: "admin", params: { id: "999999" } },
  "POST /api/admin/blog/posts/[id]/publish": { access: "admin", params: { id: "999999" } },
  "POST /api/admin/blog/posts/[id]/unpublish": { access: "admin", params: { id: "999999" } },
  "POST /api/admin/blog/posts/[id]/schedule": { access: "admin", params: { id: "999999" } },
  "POST /api/admin/blog/preview": { access: "admin" },
  "POST /api/admin/blog/images": { access: "admin" },
  "GET /api/admin/artifacts/[id]/download": { access: "admin", params: { id: "999999" } },
  "GET /api/admin/calendar/days/[date]": { access: "admin", params: { date: "2026-12-01" } },
  "GET /api/admin/calendar": { access: "admin" },
  "GET /api/admin/check-auth": { access: "admin" },
  "GET /api/admin/clients": { access: "admin" },
  "GET /api/admin/clients/[key]": { access: "admin", params: { key: "999999" } },
  "POST /api/admin/clients/[key]/notes": { access: "admin", params: { key: "999999" }, body: { body: "A note" } },
  "PATCH /api/admin/client-notes/[id]": { access: "admin", params: { id: "999999" }, body: { body: "A note" } },
  "DELETE /api/admin/client-notes/[id]": { access: "admin", params: { id: "999999" } },
  "GET /api/admin/reports": { access: "admin" },
  "GET /api/admin/reports/export": { access: "admin", query: "?report=bookings" },
  "GET /api/admin/reports/sales-tax": { access: "admin" },
  "POST /api/admin/emails/[id]/resend": { access: "admin", params: { id: "999999" } },
  "POST /api/admin/login": { access: "public" },
  "POST /api/admin/logout": { access: "public" },
  "GET /api/admin/payments/export": { access: "admin" },
  "GET /api/admin/payments": { access: "admin" },
  "GET /api/admin/promo-codes": { access: "admin" },
  "POST /api/admin/promo-codes": { access: "admin" },
  "GET /api/admin/promo-codes/[id]": { access: "admin", params: { id: "999999" } },
  "PATCH /api/admin/promo-codes/[id]": { access: "admin", params: { id: "999999" } },
  "GET /api/admin/packages": { access: "admin" },
  "POST /api/admin/packages": { access: "admin" },
  "GET /api/admin/packages/[id]": { access: "admin", params: { id: "999999" } },
  "PATCH /api/admin/packages/[id]": { access: "admin", params: { id: "999999" } },
  "GET /api/admin/calendars": { access: "admin" },
  "POST /api/admin/calendars": { access: "admin" },
  "DELETE /api/admin/calendars/[id]": { access: "admin", params: { id: "999999" } },
  "POST /api/admin/calendars/[id]/sync": { access: "admin", params: { id: "999999" } },
  "GET /api/admin/calendar-conflicts": { access: "admin" },
  "POST /api/admin/calendar-conflicts/[id]/keep": { access: "admin", params: { id: "999999" } },
  "GET /api/admin/intake-forms": { access: "admin" },
  "POST /api/admin/intake-forms": { access: "admin" },
  "GET /api/admin/intake-forms/[id]": { access: "admin", params: { id: "999999" } },
  "PUT /api/admin/intake-forms/[id]": { access: "admin", params: { id: "999999" } },
  "PATCH /api/admin/intake-forms/[id]": { access: "admin", params: { id: "999999" } },
  "GET /api/admin/gift-cards": { access: "admin" },
  "GET /api/admin/gift-cards/[id]": { access: "admin", params: { id: "999999" } },
  "POST /api/admin/gift-cards/[id]/void": { access: "admin", params: { id: "999999" }, body: { note: "Sold by mistake." } },
  "POST /api/admin/credits": { access: "admin", body: { clientPackageId: 999999, note: "Late cancel forgiven." } },
  "GET /api/admin/reports/packages": { access: "admin" },
  "GET /api/admin/services": { access: "admin" },
  "POST /api/admin/services": { access: "admin" },
  "PUT /api/admin/services/[id]": { access: "admin", params: { id: "999999" } },
  "POST /api/admin/services/[id]/move": { access: "admin", params: { id: "999999" } },
  "POST /api/admin/services/[id]/status": { access: "admin", params: { id: "999999" } },
  "GET /api/admin/settings": { access: "admin" },
  "PUT /api/admin/settings": { access: "admin" },
  "GET /api/admin/settings/calendar-feed": { access: "admin" },
  "PUT /api/admin/settings/calendar-feed": { access: "admin", body: { enabled: false } },
  "POST /api/admin/settings/calendar-feed/regenerate": { access: "admin" },
  "GET /api/admin/profile": { access: "admin" },
  "PUT /api/admin/profile": { access: "admin" },
  "POST /api/admin/profile/portrait": { access: "admin" },
  "POST /api/admin/credentials": { access: "admin" },
  "PUT /api/admin/credentials/[id]": { access: "admin", params: { id: "999999" } },
  "DELETE /api/admin/credentials/[id]": { access: "admin", params: { id: "999999" } },
  "POST /api/admin/credentials/[id]/move": { access: "admin", params: { id: "999999" } },
  "GET /api/admin/testimonials": { access: "admin" },
  "POST /api/admin/testimonials": { access: "admin" },
  "PUT /api/admin/testimonials/[id]": { access: "admin", params: { id: "999999" } },
  "DELETE /api/admin/testimonials/[id]": { access: "admin", params: { id: "999999" } },
  "POST /api/admin/testimonials/[id]/move": { access: "admin", params: { id: "999999" } },
  "GET /api/admin/summary": { access: "admin" },
  "GET /api/appointments/[id]/calendar": { access: "user", params: { id: "OWN" }, hidden: true },
  "POST /api/appointments/[id]/cancel": { access: "user", params: { id: "OWN" }, hidden: true },
  "GET /api/appointments/[id]/availability": { access: "user", params: { id: "OWN" }, hidden: true, query: "?month=2030-01" },
  "GET /api/appointments/[id]/consent": { access: "user", params: { id: "OWN" }, hidden: true },
  "GET /api/appointments/[id]/intake": { access: "user", params: { id: "OWN" }, hidden: true },
  "GET /api/appointments/[id]/time-slots": { access: "user", params: { id: "OWN" }, hidden: true, query: "?date=2030-01-07" },
  "POST /api/appointments/[id]/reschedule": {
    access: "user",
    params: { id: "OWN" },
    hidden: true,
    body: { date: "2030-01-07", time: "10:00", timeSlotId: 999999 },
  },
  "GET /api/appointments/[id]/receipt": { access: "user", params: { id: "OWN" }, hidden: true },
  "POST /api/purchases": { access: "user" },
  "GET /api/waitlist": { access: "user" },
  "POST /api/waitlist": { access: "user", body: { serviceId: 999999, dates: ["2030-01-07"] } },
  "DELETE /api/waitlist/[id]": { access: "user", params: { id: "999999" } },
  "POST /api/admin/waitlist/[id]/offer": { access: "admin", params: { id: "999999" }, body: { timeSlotId: 999999 } },
  "POST /api/purchases/[id]/payment-intent": { access: "user", params: { id: "OWN_PURCHASE" }, hidden: true },
  "POST /api/purchases/[id]/complete": {
    access: "user",
    params: { id: "OWN_PURCHASE" },
    hidden: true,
    body: { paymentIntentId: "test_pi_x" },
  },
  "GET /api/purchases/[id]/receipt": { access: "user", params: { id: "OWN_PURCHASE" }, hidden: true },
  "POST /api/appointments/[id]/promo-code": { access: "user", params: { id: "OWN" }, hidden: true, body: { code: "NO-SUCH-CODE" } },
  "DELETE /api/appointments/[id]/promo-code": { access: "user", params: { id: "OWN" }, hidden: true },
  "GET /api/appointments/[id]/gift-card": { access: "user", params: { id: "OWN" }, hidden: true },
  "POST /api/appointments/[id]/gift-card": { access: "user", params: { id: "OWN" }, hidden: true, body: { code: "AAAA-AAAA-AAAA-AAAA" } },
  "DELETE /api/appointments/[id]/gift-card": { access: "user", params: { id: "OWN" }, hidden: true },
  "GET /api/appointments/[id]/credits": { access: "user", params: { id: "OWN" }, hidden: true },
  "POST /api/appointments": { access: "user" },
  "GET /api/auth/[...nextauth]": { access: "public", external: "Auth.js's own endpoints (covered end to end)" },
  "POST /api/auth/[...nextauth]": { access: "public", external: "Auth.js's own endpoints (covered end to end)" },
  "GET /api/availability": { access: "public" },
  "GET /api/blog/categories": { access: "public" },
  "GET /api/blog/images/[id]": { access: "public", params: { id: "999999" } },
  "GET /api/blog/images/[id]/[version]": { access: "public", params: { id: "999999", version: "abc" } },
  "GET /api/blog/posts/[slug]": { access: "public", params: { slug: "no-such-post" } },
  "POST /api/blog/posts/[slug]/view": { access: "public", params: { slug: "no-such-post" } },
  "GET /api/blog/posts": { access: "public" },
  "POST /api/calculate-tax": { access: "public" },
  "POST /api/complete-booking": { access: "user" },
  "POST /api/contact": { access: "public" },
  "POST /api/create-payment-intent": { access: "user" },
  "POST /api/gift-cards/balance": { access: "user", body: { code: "AAAA-AAAA-AAAA-AAAA" } },
  "GET /api/health": { access: "public" },
  "GET /api/inngest": { access: "public", external: "Inngest's endpoint: 503 by design while Inngest is not configured" },
  "POST /api/inngest": { access: "public", external: "Inngest's endpoint: 503 by design while Inngest is not configured" },
  "PUT /api/inngest": { access: "public", external: "Inngest's endpoint: 503 by design while Inngest is not configured" },
  "PUT /api/intake/drafts": { access: "user", body: { formVersionId: 999999, answers: {} } },
  "POST /api/intake/responses": { access: "user", body: { formVersionId: 999999, answers: {} } },
  "GET /api/intake/services/[serviceId]": { access: "user", params: { serviceId: "999999" } },
  "POST /api/login": { access: "public" },
  "POST /api/logout": { access: "public" },
  "POST /api/password-reset/confirm": { access: "public" },
  "POST /api/password-reset/request": { access: "public" },
  "POST /api/register": { access: "public" },
  "GET /api/services/[id]": { access: "public", params: { id: "1" } },
  "GET /api/services/hypnotherapy": { access: "public" },
  "GET /api/services/yoga": { access: "public" },
  "GET /api/session/reset": { access: "public" },
  "GET /api/session": { access: "public" },
  "POST /api/submit-consent-form": { access: "user" },
  "POST /api/subscribe": { access: "public" },
  "POST /api/test-payments/confirm": { access: "user" },
  "GET /api/time-slots": { access: "public" },
  "POST /api/unsubscribe": { access: "public" },
  "GET /api/user/[userId]/virtual-appointments": { access: "user", params: { userId: "OWN_USER" }, owned: true },
  "GET /api/user/appointments": { access: "user" },
  "GET /api/user/consent": { access: "user" },
  "PUT /api/user/notification-preferences": { access: "user" },
  "POST /api/user/password": { access: "user" },
  "POST /api/user/preferences": { access: "user" },
  "GET /api/user/reminders": { access: "user" },
  "PUT /api/user/time-zone": { access: "user" },
  "GET /api/user/sms": { access: "user" },
  "PUT /api/user/sms": { access: "user" },
  "DELETE /api/user/sms": { access: "user" },
  "POST /api/user/sms/code": { access: "user" },
  "POST /api/user/sms/verify": { access: "user" },
  "GET /api/user": { access: "user" },
  "PATCH /api/user": { access: "user" },
  "POST /api/webhooks/stripe": { access: "public" },
  "POST /api/webhooks/twilio/incoming": { access: "public" },
  "POST /api/webhooks/twilio/status": { access: "public" },
};

const API_DIR = join(process.cwd(), "app/api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(dir, entry.name)) : entry.name === "route.ts" ? [join(dir, entry.name)] : [],
  );
}

/** "METHOD /api/path" for every exported method of every route file. */
function discoveredRoutes(): { key: string; file: string; method: (typeof METHODS)[number] }[] {
  return routeFiles(API_DIR).flatMap((file) => {
    const source = readFileSync(file, "utf8");
    const path = `/api/${relative(API_DIR, file).replace(/\/?route\.ts$/, "")}`.replace(/\/$/, "");
    return METHODS.filter((m) => new RegExp(`export const (${m}\\b|\\{[^}]*\\b${m}\\b)`).test(source)).map((method) => ({
      key: `${method} ${path}`,
      file,
      method,
    }));
  });
}

/** 5,000 arrays, one in the other: more than any schema nests, and deep enough to overflow a recursive walk. */
const DEEP_ARRAY = `${"[".repeat(5000)}${"]".repeat(5000)}`;
/** Past PostgreSQL's integer (2147483647 is the last), past a safe JS integer, and absurd. */
const HUGE_IDS = ["2147483648", "99999999999999999999", "9".repeat(400)];

type Handler = Parameters<typeof call>[0];
const handlerOf = async (file: string, method: string) => (await import(/* @vite-ignore */ file))[method] as Handler;
const urlOf = (key: string, params: Record<string, string>) =>
  `http://localhost${key.split(" ")[1].replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name) => params[name] ?? name)}`;

const users: Partial<Record<Who, { id: number }>> = {};
let ownAppointmentId = "";
let ownPurchaseId = "";

beforeAll(async () => {
  users.client = await createUser();
  users.other = await createUser();
  users.admin = await createUser({ isAdmin: true });
  const appointment = await createAppointment(users.client, { status: "confirmed", holdExpiresAt: null });
  ownAppointmentId = String(appointment.id);
  const purchase = await db.purchase.create({
    data: {
      kind: "gift_card",
      userId: users.client.id,
      buyerName: "Test Client",
      buyerEmail: "client@example.com",
      provider: "test",
      paymentIntentId: `test_pi_matrix_${Date.now()}`,
      clientSecret: "secret",
      subtotalCents: 5000,
      taxCents: 0,
      amountCents: 5000,
    },
  });
  ownPurchaseId = String(purchase.id);
});

function paramsFor(row: Row): Record<string, string> {
  return Object.fromEntries(
    Object.entries(row.params ?? {}).map(([name, value]) => [
      name,
      value === "OWN"
        ? ownAppointmentId
        : value === "OWN_PURCHASE"
          ? ownPurchaseId
          : value === "OWN_USER"
            ? String(users.client!.id)
            : value,
    ]),
  );
}

async function callAs(who: Who, key: string, file: string, method: string, init: Omit<Parameters<typeof call>[1] & object, "method"> = {}) {
  loginAs(who === "anonymous" ? null : users[who]!);
  const row = ROUTES[key];
  const params = paramsFor(row);
  try {
    return await call(await handlerOf(file, method), { method, params, url: urlOf(key, params) + (row.query ?? ""), ...init });
  } finally {
    loginAs(null);
  }
}

describe("every API route has a row", () => {
  it("in the matrix below (add one for a new route)", () => {
    const found = discoveredRoutes()
      .map((r) => r.key)
      .sort();
    expect(found).toEqual(Object.keys(ROUTES).sort());
  });
});

describe("authorisation matrix", () => {
  const routes = discoveredRoutes().filter((r) => ROUTES[r.key] && !ROUTES[r.key].external && ROUTES[r.key].access !== "public");
  it.each(routes.map((r) => [r.key, r] as const))("%s: anonymous 401, client and admin as the row says", async (key, { file, method }) => {
    const row = ROUTES[key];
    const body = method === "GET" ? undefined : (row.body ?? {});
    expect((await callAs("anonymous", key, file, method, { body })).status, "anonymous").toBe(401);
    const client = await callAs("client", key, file, method, { body });
    const admin = await callAs("admin", key, file, method, { body });
    if (row.access === "admin") {
      expect(client.status, "client").toBe(403);
      expect([401, 403]).not.toContain(admin.status);
    } else {
      expect([401, 403]).not.toContain(client.status);
    }
    if (row.owned) expect((await callAs("other", key, file, method, { body })).status, "another client").toBe(403);
    if (row.hidden) expect((await callAs("other", key, file, method, { body })).status, "another client").toBe(404);
    if (method !== "GET") {
      // The body is read only once the caller may call: a deep or huge one changes nothing for a stranger.
      expect((await callAs("anonymous", key, file, method, { body: DEEP_ARRAY })).status, "anonymous, deep body").toBe(401);
      expect((await callAs("client", key, file, method, { body: DEEP_ARRAY })).status, "client, deep body").toBeLessThan(500);
    }
    for (const id of HUGE_IDS) {
      if (!row.params) break;
      const params = Object.fromEntries(Object.keys(row.params).map((name) => [name, id]));
      const who = row.access === "admin" ? "admin" : "client";
      loginAs(users[who]!);
      const res = await call(await handlerOf(file, method), { method, params, url: urlOf(key, params) + (row.query ?? ""), body });
      loginAs(null);
      expect(res.status, `${who}, id ${id.slice(0, 20)}`).toBeLessThan(500);
    }
  });
});

describe("bad-input sweep: never a 5xx", () => {
  const routes = discoveredRoutes().filter((r) => ROUTES[r.key] && !ROUTES[r.key].external);
  const caller = (key: string): Who => (ROUTES[key].access === "admin" ? "admin" : ROUTES[key].access === "user" ? "client" : "anonymous");
  const MB = "x".repeat(1024 * 1024);
  const huge = "y".repeat(4 * 1024 * 1024);

  it.each(routes.map((r) => [r.key, r] as const))("%s", async (key, { file, method }) => {
    const who = caller(key);
    const statuses: Record<string, number> = {};
    const attempt = async (name: string, init: Parameters<typeof callAs>[4]) => {
      statuses[name] = (await callAs(who, key, file, method, init)).status;
    };
    if (method === "GET") {
      await attempt("NUL in the query", { url: `${urlOf(key, paramsFor(ROUTES[key]))}?q=%00&date=%00&month=%00` });
      await attempt("1 MB query", { url: `${urlOf(key, paramsFor(ROUTES[key]))}?q=${MB.slice(0, 64 * 1024)}` });
      await attempt("junk query", { url: `${urlOf(key, paramsFor(ROUTES[key]))}?date=2026-02-30&serviceId=0x10&page=-1&month=13` });
      for (const n of ["2147483648", "1e300", "9".repeat(400)])
        await attempt(`huge numbers ${n.slice(0, 12)}`, {
          url: `${urlOf(key, paramsFor(ROUTES[key]))}?page=${n}&pageSize=${n}&serviceId=${n}&practitionerId=${n}&id=${n}&appointmentId=${n}`,
        });
    } else {
      await attempt("invalid JSON", { body: "{not json" });
      await attempt("wrong content type", { body: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } });
      await attempt("foreign Origin", { body: {}, headers: { origin: "https://evil.example" } });
      await attempt("wrong types", {
        body: {
          id: true,
          serviceId: [5],
          appointmentId: "0x10",
          email: 5,
          username: {},
          password: [],
          status: 7,
          date: null,
          login: {},
          token: 7,
        },
      });
      await attempt("an array", { body: [1, 2, 3] });
      await attempt("NUL characters", {
        body: { name: "a\u0000b", email: "a\u0000@b.co", message: "hello\u0000", username: "u\u0000", password: "p\u0000assword1" },
      });
      await attempt("1 MB strings", { body: { name: MB, email: MB, message: MB, username: MB, password: MB, token: MB, login: MB } });
      await attempt("5,000 nested arrays", { body: DEEP_ARRAY });
      await attempt("5,000 nested objects", { body: `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}` });
      await attempt("5,000 unclosed brackets", { body: "[".repeat(5000) });
      await attempt("a 4 MB body", { body: { name: huge } });
      await attempt("a 4 MB body, said so", { body: { name: huge }, headers: { "content-length": String(huge.length + 11) } });
    }
    if (ROUTES[key].params) {
      for (const id of HUGE_IDS) {
        const params = Object.fromEntries(Object.keys(ROUTES[key].params!).map((name) => [name, id]));
        await attempt(`huge id ${id.slice(0, 12)}`, { url: urlOf(key, params), params, body: method === "GET" ? undefined : {} });
      }
    }
    const failures = Object.entries(statuses).filter(([, status]) => status >= 500);
    expect(failures, JSON.stringify(statuses)).toEqual([]);
  });
});

describe("the sweep's own check", () => {
  it("counts the appointment used for ownership", async () => {
    expect(await db.appointment.count({ where: { id: Number(ownAppointmentId), userId: users.client!.id } })).toBe(1);
  });
});
