import { describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { call } from "../../support/api";

const valid = () => ({
  name: "Jordan Lee",
  email: `jordan_${Date.now()}_${Math.random().toString(36).slice(2, 6)}@example.com`,
  message: "Do you offer hypnotherapy for fear of flying?",
});

describe("POST /api/contact", () => {
  it("stores the message, emails the owner (reply-to the sender) and acknowledges the sender", async () => {
    const input = valid();
    const res = await call(contact, { method: "POST", body: input });
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);

    const stored = await db.contactMessage.findFirst({ where: { email: input.email } });
    expect(stored).toMatchObject(input);

    const toOwner = await db.emailLog.findFirstOrThrow({
      where: { template: "contact-owner", to: env.OWNER_EMAIL },
      orderBy: { id: "desc" },
    });
    expect(toOwner.subject).toBe(`New message from ${input.name}`);
    expect(toOwner.text).toContain(input.message);
    expect(toOwner.text).toContain(input.email);

    const ack = await db.emailLog.findMany({ where: { template: "contact-acknowledgement", to: input.email } });
    expect(ack).toHaveLength(1);
  });

  it("acknowledges without echoing what was written (no spam relay), once a day per address", async () => {
    const spam = {
      name: "Cheap pills at spam.example",
      email: `victim-${Date.now()}@example.com`,
      message: "Visit https://spam.example now!",
    };
    expect((await call(contact, { method: "POST", body: spam })).status).toBe(201);
    const [ack] = await db.emailLog.findMany({ where: { template: "contact-acknowledgement", to: spam.email } });
    for (const text of [ack.subject, ack.text, ack.html]) {
      expect(text).not.toContain("spam.example");
      expect(text).not.toContain("Cheap pills");
    }
    // A second message to the same address is stored and sent to the owner, but not acknowledged again.
    expect((await call(contact, { method: "POST", body: spam })).status).toBe(201);
    expect(await db.contactMessage.count({ where: { email: spam.email } })).toBe(2);
    expect(await db.emailLog.count({ where: { template: "contact-acknowledgement", to: spam.email } })).toBe(1);
  });

  it("counts the once a day per mailbox, whatever the letter case of the address", async () => {
    const victim = `Victim.${Date.now()}@Example.com`;
    for (const email of [victim, victim.toLowerCase(), victim.toUpperCase()])
      expect((await call(contact, { method: "POST", body: { ...valid(), email } })).status).toBe(201);
    const acks = await db.emailLog.count({
      where: { template: "contact-acknowledgement", to: { equals: victim, mode: "insensitive" } },
    });
    expect(acks).toBe(1);
  });

  it("sends one acknowledgement when several messages arrive at once", async () => {
    const victim = `race.${Date.now()}@example.com`;
    const answers = await Promise.all(
      [victim, victim.toUpperCase(), victim, victim.toUpperCase()].map((email) =>
        call(contact, { method: "POST", body: { ...valid(), email } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const acks = await db.emailLog.count({
      where: { template: "contact-acknowledgement", to: { equals: victim, mode: "insensitive" } },
    });
    expect(acks).toBe(1);
  });

  it("trims the fields before storing", async () => {
    const input = valid();
    await call(contact, { method: "POST", body: { name: "  Sam  ", email: ` ${input.email} `, message: "  Hello there  " } });
    expect(await db.contactMessage.findFirst({ where: { email: input.email } })).toMatchObject({ name: "Sam", message: "Hello there" });
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["name", { name: "   " }, "Name is required"],
    ["name", { name: undefined }, "Name is required"],
    ["email", { email: "jordan@" }, "Please enter a valid email address"],
    ["email", { email: undefined }, "Please enter a valid email address"],
    ["message", { message: "Hi" }, "Message is required and must be at least 5 characters"],
    ["message", { message: "  hey   " }, "Message is required and must be at least 5 characters"],
    ["message", { message: undefined }, "Message is required and must be at least 5 characters"],
  ])("rejects a bad %s with the spec's message (%j)", async (field, override, message) => {
    const before = await db.contactMessage.count();
    const res = await call(contact, { method: "POST", body: { ...valid(), ...override } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(res.json.fieldErrors[field]).toBe(message);
    expect(await db.contactMessage.count()).toBe(before);
  });

  it("answers malformed JSON with 400", async () => {
    const res = await call(contact, { method: "POST", body: '{"name": ' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("The request body is not valid JSON.");
  });

  it("is rate limited", async () => {
    const previous = process.env.RATE_LIMIT_DISABLED;
    process.env.RATE_LIMIT_DISABLED = "0";
    try {
      const headers = { "x-forwarded-for": "198.51.100.77" };
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await call(contact, { method: "POST", body: {}, headers })).status);
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses[5]).toBe(429);
    } finally {
      process.env.RATE_LIMIT_DISABLED = previous;
    }
  });
});
