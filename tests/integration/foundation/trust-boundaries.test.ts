import { afterEach, describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { POST as login } from "@/app/api/login/route";
import { POST as preferences } from "@/app/api/user/preferences/route";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as unsubscribe } from "@/app/api/unsubscribe/route";
import { GET as timeSlots } from "@/app/api/time-slots/route";
import { GET as post } from "@/app/api/blog/posts/[slug]/route";
import { GET as virtualAppointments } from "@/app/api/user/[userId]/virtual-appointments/route";
import { db } from "@/lib/db";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";

// Trust boundaries and bad input: every state-changing endpoint takes JSON from its own
// site only; NUL characters and non-integer ids are a 400, never a 500.

const FOREIGN = { origin: "https://evil.example" };

afterEach(() => loginAs(null));

describe("cross-site requests", () => {
  it("refuse a text/plain POST from another site (it changed preferences before)", async () => {
    const user = await createUser();
    loginAs(user);
    // A seeded service no other file retires (an unordered findFirst took whichever row came first on disk).
    const service = await db.service.findUniqueOrThrow({ where: { slug: "private-yoga-virtual" } });
    const forged = await call(preferences, {
      method: "POST",
      body: JSON.stringify({ serviceId: service.id }),
      headers: { ...FOREIGN, "content-type": "text/plain" },
    });
    expect(forged.status).toBe(403);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).preferredServiceId).toBeNull();

    const sameSite = await call(preferences, { method: "POST", body: { serviceId: service.id }, headers: { origin: "http://localhost" } });
    expect(sameSite.status).toBe(200);
  });

  it("refuse a login from another site (login CSRF) and a Sec-Fetch-Site of cross-site", async () => {
    const user = await createUser({ password: "password123" });
    const body = { username: user.username, password: "password123" };
    expect((await call(login, { method: "POST", body, headers: FOREIGN })).status).toBe(403);
    expect((await call(login, { method: "POST", body, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await call(login, { method: "POST", body, headers: { origin: "null" } })).status).toBe(403);
  });

  it("take JSON only: a same-site form or text/plain body is a 415", async () => {
    const res = await call(contact, {
      method: "POST",
      body: "name=a&email=a@b.co&message=hello",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
    expect(res.json.message).toBe("Send the request body as JSON (Content-Type: application/json).");
  });

  it("serve API clients that send neither Origin nor Sec-Fetch-Site", async () => {
    const res = await call(contact, { method: "POST", body: { name: "Dana", email: "dana@example.com", message: "Hello there" } });
    expect(res.status).toBe(201);
  });

  it("let RFC 8058 one-click unsubscribe through (form-encoded, from the mail provider)", async () => {
    const res = await call(unsubscribe, {
      method: "POST",
      url: "http://localhost/api/unsubscribe?token=not-a-real-token-0000",
      body: "List-Unsubscribe=One-Click",
      headers: { ...FOREIGN, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).not.toBe(403);
    expect(res.status).not.toBe(415);
  });
});

describe("NUL characters", () => {
  it("are a 400 in a body, a query and a path, on every route", async () => {
    const body = await call(contact, { method: "POST", body: { name: "Da\u0000na", email: "dana@example.com", message: "Hello there" } });
    expect(body.status).toBe(400);
    expect(body.json.message).toBe("Text must not contain NUL characters.");
    const key = await call(contact, {
      method: "POST",
      body: { name: "Dana", email: "dana@example.com", message: "Hello there", "x\u0000": 1 },
    });
    expect(key.status).toBe(400);
    expect((await call(timeSlots, { url: "http://localhost/api/time-slots?date=2026-12-01%00" })).status).toBe(400);
    expect((await call(post, { params: { slug: "a\u0000b" } })).status).toBe(400);
  });
});

describe("ids", () => {
  it("are integers, strictly: true, [5], '0x10', '1e1' and 1.5 are a 400", async () => {
    const user = await createUser();
    loginAs(user);
    for (const appointmentId of [true, [5], "0x10", "1e1", 1.5, -3]) {
      const res = await call(createIntent, { method: "POST", body: { appointmentId } });
      expect(res.status, JSON.stringify(appointmentId)).toBe(400);
    }
    expect((await call(virtualAppointments, { params: { userId: "0x10" } })).status).toBe(400);
    expect((await call(virtualAppointments, { params: { userId: String(user.id) } })).status).toBe(200);
  });
});
