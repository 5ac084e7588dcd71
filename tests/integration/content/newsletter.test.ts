import { describe, expect, it } from "vitest";
import { POST as subscribe } from "@/app/api/subscribe/route";
import { POST as unsubscribe } from "@/app/api/unsubscribe/route";
import { db } from "@/lib/db";
import { listUnsubscribeHeaders } from "@/lib/newsletter/links";
import { findSubscription } from "@/lib/newsletter/subscriptions";
import { call, createUser } from "../../support/api";

const uniqueEmail = () => `reader_${Date.now()}_${Math.random().toString(36).slice(2, 8)}@example.com`;
const welcomeEmails = (to: string) => db.emailLog.findMany({ where: { to, template: "newsletter-welcome" }, orderBy: { id: "asc" } });

/** The token of the unsubscribe link inside the logged welcome email. */
function unsubscribeTokenFrom(html: string): string {
  const match = html.match(/\/unsubscribe\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error("The welcome email has no unsubscribe link");
  return match[1];
}

describe("POST /api/subscribe", () => {
  it("stores the address once, sends one welcome email, and repeat signups are harmless", async () => {
    const email = uniqueEmail();
    const first = await call(subscribe, { method: "POST", body: { email } });
    expect(first.status).toBe(200);
    expect(first.json.success).toBe(true);

    const again = await call(subscribe, { method: "POST", body: { email: `  ${email.toUpperCase()} ` } });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json); // no way to probe who is subscribed

    expect(await db.newsletterSubscriber.count({ where: { email } })).toBe(1);
    const emails = await welcomeEmails(email);
    expect(emails).toHaveLength(1);
    expect(emails[0].status).toBe("recorded");
    expect(emails[0].text).toMatch(/Unsubscribe/);
  });

  it("welcome email's unsubscribe link works, and signing up again rejoins the list", async () => {
    const email = uniqueEmail();
    await call(subscribe, { method: "POST", body: { email } });
    const [welcome] = await welcomeEmails(email);
    const token = unsubscribeTokenFrom(welcome.html);

    expect(await findSubscription(token)).toEqual({ email, unsubscribed: false });
    const res = await call(unsubscribe, { method: "POST", body: { token } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, email });
    expect(await findSubscription(token)).toEqual({ email, unsubscribed: true });

    // A second click is harmless.
    expect((await call(unsubscribe, { method: "POST", body: { token } })).status).toBe(200);

    await call(subscribe, { method: "POST", body: { email } });
    const row = await db.newsletterSubscriber.findUniqueOrThrow({ where: { email } });
    expect(row.unsubscribedAt).toBeNull();
    expect(await welcomeEmails(email)).toHaveLength(2);
  });

  it("keeps the newsletter flag of a matching account in step", async () => {
    const user = await createUser();
    await call(subscribe, { method: "POST", body: { email: user.email } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).subscribed).toBe(true);
    const { unsubscribeToken } = await db.newsletterSubscriber.findUniqueOrThrow({ where: { email: user.email } });
    await call(unsubscribe, { method: "POST", body: { token: unsubscribeToken } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).subscribed).toBe(false);
  });

  it("flags only the account with that very address ('_' is no wildcard)", async () => {
    const user = await createUser(); // user_<tag>@example.com
    await call(subscribe, { method: "POST", body: { email: user.email.replace(/^user_(.)/, "user__") } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).subscribed).toBe(false);
  });

  it.each([{ email: "not-an-email" }, { email: "" }, { email: "a@b" }, {}, { email: 42 }])(
    "rejects %j with 'Please enter a valid email address'",
    async (body) => {
      const res = await call(subscribe, { method: "POST", body });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("Please enter a valid email address");
      expect(res.json.fieldErrors.email).toBe("Please enter a valid email address");
    },
  );

  it("answers malformed JSON with 400", async () => {
    const res = await call(subscribe, { method: "POST", body: "{email:" });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("The request body is not valid JSON.");
  });

  it("is rate limited", async () => {
    const previous = process.env.RATE_LIMIT_DISABLED;
    process.env.RATE_LIMIT_DISABLED = "0";
    try {
      const headers = { "x-forwarded-for": "198.51.100.23" };
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await call(subscribe, { method: "POST", body: { email: "x" }, headers })).status);
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      process.env.RATE_LIMIT_DISABLED = previous;
    }
  });
});

describe("POST /api/unsubscribe", () => {
  it("supports RFC 8058 one-click: form-encoded POST to the List-Unsubscribe URL", async () => {
    const email = uniqueEmail();
    await call(subscribe, { method: "POST", body: { email } });
    const { unsubscribeToken } = await db.newsletterSubscriber.findUniqueOrThrow({ where: { email } });

    const handler = unsubscribe as unknown as Parameters<typeof call>[0];
    const { NextRequest } = await import("next/server");
    // The URL the mail client gets in the List-Unsubscribe header.
    const headers = listUnsubscribeHeaders(unsubscribeToken);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const target = new URL(headers["List-Unsubscribe"].slice(1, -1));
    expect(target.pathname).toBe("/api/unsubscribe");
    const res = await handler(
      new NextRequest(`http://localhost${target.pathname}${target.search}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(200);
    expect((await db.newsletterSubscriber.findUniqueOrThrow({ where: { email } })).unsubscribedAt).not.toBeNull();
  });

  it("answers 404 for an unknown token and 400 without one or for malformed JSON", async () => {
    const unknown = await call(unsubscribe, { method: "POST", body: { token: "x".repeat(32) } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("This unsubscribe link is not valid.");
    expect((await call(unsubscribe, { method: "POST", body: {} })).status).toBe(400);
    const malformed = await call(unsubscribe, { method: "POST", body: "{token" });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe("The request body is not valid JSON.");
  });
});
