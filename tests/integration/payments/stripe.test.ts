import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as applyCodeRoute } from "@/app/api/appointments/[id]/promo-code/route";
import { POST as calculateTaxRoute } from "@/app/api/calculate-tax/route";
import { POST as completeRoute } from "@/app/api/complete-booking/route";
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { CANCEL_REASON } from "@/lib/booking/cancel-reasons";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { siteConfig } from "@/lib/site-config";
import { call, createUser } from "../../support/api";
import { FakeStripe, type FakeIntent } from "../../support/fake-stripe";
import { loginAs } from "../../support/session";
import { billingAddress, createAppointment, serviceBySlug } from "./helpers";

// The Stripe path end to end against a local fake of Stripe's HTTP API, with the real SDK.
const fake = new FakeStripe();
const WEBHOOK_SECRET = "whsec_test_secret";
const signer = new Stripe("sk_test_signer");

beforeAll(async () => {
  await fake.start();
  env.STRIPE_SECRET_KEY = "sk_test_fake";
  env.STRIPE_API_HOST = fake.host;
  env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
});
afterAll(async () => {
  env.STRIPE_SECRET_KEY = env.STRIPE_API_HOST = env.STRIPE_WEBHOOK_SECRET = undefined;
  await fake.stop();
});
afterEach(() => loginAs(null));

const createIntent = (body: unknown) => call(createIntentRoute, { method: "POST", body });
const complete = (body: unknown) => call(completeRoute, { method: "POST", body });

async function setUp(options: Parameters<typeof createAppointment>[1] = {}) {
  const user = await createUser();
  loginAs(user);
  const appointment = await createAppointment(user, options);
  const res = await createIntent({ appointmentId: appointment.id, serviceId: appointment.serviceId, billingAddress });
  expect(res.status).toBe(200);
  return { user, appointment, intentId: res.json.paymentIntentId as string, res };
}

let eventCounter = 0;
function webhookEvent(type: string, intent: FakeIntent, id = `evt_${Date.now()}_${++eventCounter}`) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  });
  return { id, payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}
const deliver = (event: { payload: string; signature: string }) =>
  call(webhookRoute, { method: "POST", body: event.payload, headers: { "stripe-signature": event.signature } });

describe("Stripe PaymentIntents", () => {
  it("creates an intent for the server's amount with metadata, automatic payment methods and an idempotency key", async () => {
    const { appointment, intentId, res } = await setUp();
    expect(res.json).toMatchObject({ provider: "stripe", subtotal: 12000, taxAmount: 570, amount: 12570 });
    expect(intentId).toMatch(/^pi_/);
    const intent = fake.intents.get(intentId)!;
    expect(res.json.clientSecret).toBe(intent.client_secret);
    expect(intent).toMatchObject({ amount: 12570, currency: "usd", automatic_payment_methods: { enabled: true } });
    expect(intent.metadata).toEqual({ appointmentId: String(appointment.id), userId: String(appointment.userId) });
    const request = fake.requests.find(
      (r) =>
        r.method === "POST" &&
        r.path === "/v1/payment_intents" &&
        r.body.metadata &&
        (r.body.metadata as Record<string, string>).appointmentId === String(appointment.id),
    );
    expect(request?.idempotencyKey).toBe(`appointment-${appointment.id}-amount-12570`);
    expect(request?.authorization).toBe("Bearer sk_test_fake");
    expect(await db.payment.findUniqueOrThrow({ where: { appointmentId: appointment.id } })).toMatchObject({
      provider: "stripe",
      paymentIntentId: intentId,
      status: "requires_payment",
    });
  });

  it("re-calling returns the same intent; a new billing state updates its amount instead of creating another", async () => {
    const { appointment, intentId } = await setUp();
    const creates = () =>
      fake.requests.filter(
        (r) =>
          r.path === "/v1/payment_intents" &&
          (r.body.metadata as Record<string, string> | undefined)?.appointmentId === String(appointment.id),
      ).length;
    const again = await createIntent({ appointmentId: appointment.id, billingAddress });
    expect(again.json.paymentIntentId).toBe(intentId);
    const oregon = await createIntent({ appointmentId: appointment.id, billingAddress: { ...billingAddress, state: "OR" } });
    expect(oregon.json).toMatchObject({ paymentIntentId: intentId, amount: 12000, taxAmount: 0 });
    expect(fake.intents.get(intentId)!.amount).toBe(12000);
    expect(creates()).toBe(1);
  });

  it("uses Stripe Tax when STRIPE_TAX_ENABLED=1", async () => {
    env.STRIPE_TAX_ENABLED = "1";
    try {
      const service = await serviceBySlug("hypnotherapy-virtual-session");
      const res = await call(calculateTaxRoute, { method: "POST", body: { serviceId: service.id, billingAddress } });
      expect(res.json).toEqual({ subtotal: 12000, taxAmount: 840, totalAmount: 12840, rate: 0.07, taxState: "NC", taxBasis: "billing" }); // the fake's NC rate
      const request = fake.requests.filter((r) => r.path === "/v1/tax/calculations").at(-1)!;
      expect(request.body).toMatchObject({
        currency: "usd",
        customer_details: { address: { state: "NC", country: "US" }, address_source: "billing" },
      });

      // In person: Stripe Tax is given the practice's address, where the service is delivered.
      const inPerson = await serviceBySlug("hypnotherapy-in-person-session");
      const newYork = { ...billingAddress, city: "New York", state: "NY", postal_code: "10001" };
      const quoted = await call(calculateTaxRoute, { method: "POST", body: { serviceId: inPerson.id, billingAddress: newYork } });
      expect(quoted.json).toEqual({
        subtotal: 14000,
        taxAmount: 980,
        totalAmount: 14980,
        rate: 0.07,
        taxState: "NC",
        taxBasis: "practice",
      }); // the fake's NC rate, not NY's
      const practice = fake.requests.filter((r) => r.path === "/v1/tax/calculations").at(-1)!;
      expect(practice.body).toMatchObject({
        customer_details: {
          address: {
            line1: siteConfig.address.street,
            city: siteConfig.address.city,
            state: "NC",
            postal_code: siteConfig.address.postalCode,
            country: "US",
          },
          address_source: "shipping",
        },
      });
    } finally {
      env.STRIPE_TAX_ENABLED = undefined;
    }
  });

  it("complete-booking asks Stripe: not succeeded -> 402; succeeded -> confirmed; again -> same answer", async () => {
    const { appointment, intentId } = await setUp();
    const unpaid = await complete({ appointmentId: appointment.id, paymentIntentId: intentId });
    expect(unpaid.status).toBe(402);

    fake.succeed(intentId);
    const done = await complete({ appointmentId: appointment.id, paymentIntentId: intentId });
    expect(done.status).toBe(200);
    expect(done.json.appointment).toMatchObject({ id: appointment.id, status: "confirmed" });
    expect(await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, include: { payment: true } })).toMatchObject({
      status: "confirmed",
      payment: { status: "succeeded" },
    });
    expect((await complete({ appointmentId: appointment.id, paymentIntentId: intentId })).json).toEqual(done.json);

    // Stripe's webhook arrives after the client: nothing more happens.
    const late = await deliver(webhookEvent("payment_intent.succeeded", fake.intents.get(intentId)!));
    expect(late.json).toEqual({ received: true, outcome: "already_confirmed" });
    expect(
      await db.emailLog.count({ where: { template: "booking-confirmation", attachments: { has: `appointment-${appointment.id}.ics` } } }),
    ).toBe(1);

    // The Google Calendar link carries the same UTC times as the .ics.
    const google = new URL(done.json.calendar.googleUrl);
    const utc = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(google.searchParams.get("dates")).toBe(`${utc(appointment.startsAt.toISOString())}/${utc(appointment.endsAt.toISOString())}`);
    expect(google.searchParams.get("text")).toBe("Clinical Hypnotherapy (Virtual) with Maya Reyes");
    expect(google.searchParams.get("location")).toBe(new URL(done.json.appointment.zoomLink, siteConfig.url).toString());
  });

  it("complete-booking refuses an intent whose amount or appointment differs from ours", async () => {
    const { appointment, intentId } = await setUp();
    const intent = fake.succeed(intentId);
    intent.amount = 100; // tampered / stale
    const res = await complete({ appointmentId: appointment.id, paymentIntentId: intentId });
    expect(res.status).toBe(409);
    intent.amount = 12570;
    intent.metadata.appointmentId = "999999";
    expect((await complete({ appointmentId: appointment.id, paymentIntentId: intentId })).status).toBe(409);
    expect((await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).status).toBe("pending");
  });
});

describe("POST /api/webhooks/stripe", () => {
  it("rejects a bad or missing signature with 400", async () => {
    const { intentId } = await setUp();
    const event = webhookEvent("payment_intent.succeeded", fake.succeed(intentId));
    const forged = await deliver({
      payload: event.payload,
      signature: signer.webhooks.generateTestHeaderString({ payload: event.payload, secret: "whsec_wrong" }),
    });
    expect(forged.status).toBe(400);
    expect(forged.json.message).toBe("Webhook signature verification failed.");
    const tampered = await deliver({ payload: event.payload.replace("12570", "1"), signature: event.signature });
    expect(tampered.status).toBe(400);
    const unsigned = await call(webhookRoute, { method: "POST", body: event.payload });
    expect(unsigned.status).toBe(400);
    expect(await db.processedWebhookEvent.count({ where: { id: event.id } })).toBe(0);
  });

  it("confirms the booking when the client never came back, and processes a replay once", async () => {
    const { appointment, intentId } = await setUp();
    const event = webhookEvent("payment_intent.succeeded", fake.succeed(intentId));
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ received: true, outcome: "confirmed" });
    const replay = await deliver(event);
    expect(replay.json).toEqual({ received: true, duplicate: true });

    const stored = await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, include: { payment: true } });
    expect(stored).toMatchObject({ status: "confirmed", payment: { status: "succeeded" } });
    expect(await db.processedWebhookEvent.count({ where: { id: event.id } })).toBe(1);
    expect(await db.artifact.count({ where: { appointmentId: appointment.id } })).toBe(3);
    expect(
      await db.emailLog.count({ where: { template: "booking-confirmation", attachments: { has: `appointment-${appointment.id}.ics` } } }),
    ).toBe(1);

    // The client comes back afterwards: same confirmation, nothing duplicated.
    const late = await complete({ appointmentId: appointment.id, paymentIntentId: intentId });
    expect(late.status).toBe(200);
    expect(
      await db.emailLog.count({ where: { template: "booking-confirmation", attachments: { has: `appointment-${appointment.id}.ics` } } }),
    ).toBe(1);
  });

  it("concurrent duplicate deliveries are processed once", async () => {
    const { appointment, intentId } = await setUp();
    const event = webhookEvent("payment_intent.succeeded", fake.succeed(intentId));
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json.duplicate).length).toBe(4);
    expect(
      await db.emailLog.count({ where: { template: "booking-confirmation", attachments: { has: `appointment-${appointment.id}.ics` } } }),
    ).toBe(1);
  });

  it("records a failed payment and keeps the hold", async () => {
    const { appointment, intentId } = await setUp();
    const res = await deliver(webhookEvent("payment_intent.payment_failed", fake.fail(intentId, "card_declined", "insufficient_funds")));
    expect(res.json).toEqual({ received: true, outcome: "failure_recorded" });
    expect(await db.payment.findUniqueOrThrow({ where: { appointmentId: appointment.id } })).toMatchObject({
      status: "failed",
      failureCode: "insufficient_funds",
    });
    expect((await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).status).toBe("pending");
    // The client may try again: the same intent comes back, ready for payment.
    const retry = await createIntent({ appointmentId: appointment.id, billingAddress });
    expect(retry.json.paymentIntentId).toBe(intentId);
    expect((await db.payment.findUniqueOrThrow({ where: { appointmentId: appointment.id } })).status).toBe("requires_payment");
  });

  it("ignores other events and intents that are not ours (still once)", async () => {
    const other = webhookEvent("charge.refunded", { id: "ch_1" } as unknown as FakeIntent);
    expect((await deliver(other)).json).toEqual({ received: true, outcome: "ignored" });
    const stranger = webhookEvent("payment_intent.succeeded", {
      id: "pi_unknown",
      amount: 1,
      currency: "usd",
      metadata: {},
    } as unknown as FakeIntent);
    expect((await deliver(stranger)).json).toEqual({ received: true, outcome: "unknown_payment" });
  });
});

describe("late payments for released holds", () => {
  it("confirms a released hold whose time is still free", async () => {
    const { appointment, intentId } = await setUp();
    await db.appointment.update({
      where: { id: appointment.id },
      data: { status: "cancelled", cancelReason: CANCEL_REASON.holdExpired, holdExpiresAt: new Date(Date.now() - 60_000) },
    });
    const res = await deliver(webhookEvent("payment_intent.succeeded", fake.succeed(intentId)));
    expect(res.json.outcome).toBe("confirmed");
    expect(await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).toMatchObject({
      status: "confirmed",
      cancelReason: null,
      holdExpiresAt: null,
    });
  });

  it("when the time was taken meanwhile: payment recorded, refund due, owner told, client gets a clear 409", async () => {
    const { user, appointment, intentId } = await setUp();
    await db.appointment.update({
      where: { id: appointment.id },
      data: { status: "cancelled", cancelReason: CANCEL_REASON.holdExpired, holdExpiresAt: new Date(Date.now() - 60_000) },
    });
    // Someone else books an overlapping time (30 minutes in).
    const rival = await createAppointment(await createUser(), { startsAt: new Date(appointment.startsAt.getTime() + 30 * 60_000) });

    const res = await deliver(webhookEvent("payment_intent.succeeded", fake.succeed(intentId)));
    expect(res.json.outcome).toBe("refund_due");
    const stored = await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, include: { payment: true } });
    expect(stored.status).toBe("cancelled");
    expect(stored.cancelReason).toBe(CANCEL_REASON.holdExpired);
    expect(stored.payment).toMatchObject({
      status: "succeeded",
      refundStatus: "due",
      refundReason: expect.stringContaining("booked by another client"),
    });
    expect((await db.appointment.findUniqueOrThrow({ where: { id: rival.id } })).status).toBe("pending");
    const notices = await db.emailLog.findMany({
      where: { template: "payment-refund-needed", subject: { contains: `appointment #${appointment.id} ` } },
    });
    expect(notices).toHaveLength(1);
    expect(notices[0].to).toBe(env.OWNER_EMAIL);

    loginAs(user);
    const client = await complete({ appointmentId: appointment.id, paymentIntentId: intentId });
    expect(client.status).toBe(409);
    expect(client.json.message).toBe(
      "Your payment went through, but this time was no longer available when it completed. We will refund you in full; please choose another time or contact us.",
    );
    expect(
      await db.emailLog.count({ where: { template: "payment-refund-needed", subject: { contains: `appointment #${appointment.id} ` } } }),
    ).toBe(1);
  });

  it("never revives an appointment the practice cancelled; the payment is marked for refund", async () => {
    const { appointment, intentId } = await setUp();
    await db.appointment.update({
      where: { id: appointment.id },
      data: { status: "cancelled", cancelReason: "Cancelled by the practice" },
    });
    const res = await deliver(webhookEvent("payment_intent.succeeded", fake.succeed(intentId)));
    expect(res.json.outcome).toBe("refund_due");
    expect(await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, include: { payment: true } })).toMatchObject({
      status: "cancelled",
      cancelReason: "Cancelled by the practice",
      payment: { status: "succeeded", refundStatus: "due" },
    });
  });
});

describe("promo codes at Stripe", () => {
  const applyCode = (id: number, code: string) => call(applyCodeRoute, { method: "POST", params: { id: String(id) }, body: { code } });
  const newCode = (percentOff: number) => db.promoCode.create({ data: { code: `STRIPE-${Date.now()}-${++eventCounter}`, percentOff } });

  it("a code applied after the intent was made changes the amount Stripe is asked for", async () => {
    const { appointment, intentId } = await setUp();
    const code = await newCode(25);
    expect((await applyCode(appointment.id, code.code)).status).toBe(200);
    const again = await createIntent({ appointmentId: appointment.id, billingAddress });
    expect(again.json).toMatchObject({ paymentIntentId: intentId, amount: 9428 });
    expect(fake.intents.get(intentId)?.amount).toBe(9428);
  });

  it("a code that takes the whole price off cancels the Stripe intent before the booking is confirmed free", async () => {
    const { appointment, intentId } = await setUp();
    expect((await applyCode(appointment.id, (await newCode(100)).code)).status).toBe(200);
    const done = await complete({ appointmentId: appointment.id });
    expect(done.status).toBe(200);
    expect(fake.intents.get(intentId)?.status).toBe("canceled");
    expect(await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, include: { payment: true } })).toMatchObject({
      status: "confirmed",
      payment: null,
    });
  });

  it("once the card was charged, the booking is not made free: the paid completion still confirms it", async () => {
    const { appointment, intentId } = await setUp();
    fake.succeed(intentId);
    expect((await applyCode(appointment.id, (await newCode(100)).code)).status).toBe(200);
    const free = await complete({ appointmentId: appointment.id });
    expect(free.status).toBe(409);
    expect(free.json.message).toBe("A payment for this booking is under way. Please wait a moment and try again.");
    const paid = await complete({ appointmentId: appointment.id, paymentIntentId: intentId });
    expect(paid.status).toBe(200);
    // The booking is what was paid: full price, and the code's use given back.
    expect(await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, include: { payment: true } })).toMatchObject({
      status: "confirmed",
      discountCents: 0,
      promoCodeId: null,
      payment: { status: "succeeded", amountCents: 12570, discountCents: 0 },
    });
  });
});
