import { afterEach, describe, expect, it } from "vitest";
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { CANCEL_REASON } from "@/lib/booking/cancel-reasons";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { BILLING_ADDRESS_REQUIRED_MESSAGE } from "@/lib/payments/tax";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { billingAddress, createAppointment } from "./helpers";

const createIntent = (body: unknown) => call(createIntentRoute, { method: "POST", body });

afterEach(() => loginAs(null));

describe("POST /api/create-payment-intent: who may pay", () => {
  it("requires login", async () => {
    loginAs(null);
    const res = await createIntent({ appointmentId: 1 });
    expect(res.status).toBe(401);
  });

  it("is only for the appointment's owner: another client and even an admin get 403", async () => {
    const owner = await createUser();
    const appointment = await createAppointment(owner);
    loginAs(await createUser());
    expect((await createIntent({ appointmentId: appointment.id })).status).toBe(403);
    loginAs(await createUser({ isAdmin: true }));
    expect((await createIntent({ appointmentId: appointment.id })).status).toBe(403);
    expect(await db.payment.count({ where: { appointmentId: appointment.id } })).toBe(0);
  });

  it("answers 404 for an unknown appointment and 400 without an id", async () => {
    loginAs(await createUser());
    expect((await createIntent({ appointmentId: 99999999 })).status).toBe(404);
    const res = await createIntent({ serviceId: 1 });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("No appointment ID found. Please try booking again.");
  });

  it("refuses a paid appointment and an expired or released hold with 409", async () => {
    const user = await createUser();
    loginAs(user);
    const confirmed = await createAppointment(user, { status: "confirmed", holdExpiresAt: null });
    const expired = await createAppointment(user, { holdExpiresAt: new Date(Date.now() - 60_000) });
    const released = await createAppointment(user, { status: "cancelled", cancelReason: CANCEL_REASON.holdExpired });

    const paid = await createIntent({ appointmentId: confirmed.id });
    expect(paid.status).toBe(409);
    expect(paid.json.message).toBe("This appointment has already been paid.");
    for (const a of [expired, released]) {
      const res = await createIntent({ appointmentId: a.id });
      expect(res.status).toBe(409);
      expect(res.json.message).toBe("Your reservation has expired. Please choose your time again.");
    }
  });

  it("rejects a service id that is not the appointment's", async () => {
    const user = await createUser();
    loginAs(user);
    const appointment = await createAppointment(user);
    const res = await createIntent({ appointmentId: appointment.id, serviceId: appointment.serviceId + 1 });
    expect(res.status).toBe(400);
  });
});

describe("POST /api/create-payment-intent: amounts and idempotency (test provider)", () => {
  it("charges the price fixed at reservation plus tax for the billing address, never a client amount", async () => {
    expect(env.STRIPE_SECRET_KEY).toBeUndefined(); // the test provider runs
    const user = await createUser();
    loginAs(user);
    const appointment = await createAppointment(user); // $120.00 virtual hypnotherapy
    const res = await createIntent({ appointmentId: appointment.id, serviceId: appointment.serviceId, billingAddress, amount: 1 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ provider: "test", subtotal: 12000, taxAmount: 570, amount: 12570 });
    expect(res.json.paymentIntentId).toMatch(/^test_pi_[0-9a-f]{24}$/);
    expect(res.json.clientSecret).toMatch(new RegExp(`^${res.json.paymentIntentId}_secret_`));

    const payment = await db.payment.findUniqueOrThrow({ where: { appointmentId: appointment.id } });
    expect(payment).toMatchObject({
      provider: "test",
      status: "requires_payment",
      paymentIntentId: res.json.paymentIntentId,
      subtotalCents: 12000,
      taxCents: 570,
      amountCents: 12570,
      currency: "usd",
    });
    expect(payment.billingAddress).toEqual(billingAddress);
  });

  it("returns the same intent when called again, and updates its amount when the address changes the tax", async () => {
    const user = await createUser();
    loginAs(user);
    const appointment = await createAppointment(user);
    const first = await createIntent({ appointmentId: appointment.id, billingAddress });
    const again = await createIntent({ appointmentId: appointment.id, billingAddress });
    expect(again.json).toEqual(first.json);

    const oregon = await createIntent({ appointmentId: appointment.id, billingAddress: { ...billingAddress, state: "OR" } });
    expect(oregon.json).toMatchObject({
      paymentIntentId: first.json.paymentIntentId,
      clientSecret: first.json.clientSecret,
      taxAmount: 0,
      amount: 12000,
    });
    // Without an address it keeps the last one given.
    const noAddress = await createIntent({ appointmentId: appointment.id });
    expect(noAddress.json.amount).toBe(12000);

    expect(await db.payment.count({ where: { appointmentId: appointment.id } })).toBe(1);
    expect((await db.payment.findUniqueOrThrow({ where: { appointmentId: appointment.id } })).amountCents).toBe(12000);
  });

  it("serialises concurrent calls for one appointment into one payment", async () => {
    const user = await createUser();
    loginAs(user);
    const appointment = await createAppointment(user);
    const results = await Promise.all(Array.from({ length: 5 }, () => createIntent({ appointmentId: appointment.id, billingAddress })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json.paymentIntentId)).size).toBe(1);
    expect(await db.payment.count({ where: { appointmentId: appointment.id } })).toBe(1);
  });
});

describe("POST /api/create-payment-intent: tax follows where the session happens", () => {
  const california = { line1: "500 Ocean Ave", city: "Los Angeles", state: "CA", postal_code: "90001", country: "US" };

  it("taxes an in-person session at the practice's state (NC 4.75%) whatever the billing address", async () => {
    const user = await createUser();
    loginAs(user);
    const appointment = await createAppointment(user, { slug: "hypnotherapy-in-person-session" }); // $140.00
    // A client claiming the session is virtual changes nothing: the server goes by the appointment.
    const res = await createIntent({ appointmentId: appointment.id, billingAddress: california, isVirtual: true });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ subtotal: 14000, taxAmount: 665, amount: 14665, taxRate: 0.0475, taxState: "NC" });
    const payment = await db.payment.findUniqueOrThrow({ where: { appointmentId: appointment.id } });
    expect(payment).toMatchObject({ subtotalCents: 14000, taxCents: 665, amountCents: 14665, taxState: "NC" });
    expect(payment.taxRate.toNumber()).toBe(0.0475);
    expect(payment.billingAddress).toEqual(california); // the receipt still shows where the client is billed
  });

  it("taxes an in-person session at the practice even when no billing address is sent (never a zero quote)", async () => {
    const user = await createUser();
    loginAs(user);
    const appointment = await createAppointment(user, { slug: "hypnotherapy-in-person-session" }); // $140.00
    const res = await createIntent({ appointmentId: appointment.id });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ subtotal: 14000, taxAmount: 665, amount: 14665, taxRate: 0.0475, taxState: "NC" });
    const payment = await db.payment.findUniqueOrThrow({ where: { appointmentId: appointment.id } });
    expect(payment).toMatchObject({ taxCents: 665, amountCents: 14665, taxState: "NC" });
  });

  it("refuses a virtual session's intent without a billing address (400 on the field), and creates none", async () => {
    const user = await createUser();
    loginAs(user);
    const appointment = await createAppointment(user); // $120.00 virtual
    const res = await createIntent({ appointmentId: appointment.id });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(BILLING_ADDRESS_REQUIRED_MESSAGE);
    expect(res.json.fieldErrors).toEqual({ billingAddress: BILLING_ADDRESS_REQUIRED_MESSAGE });
    expect(await db.payment.count({ where: { appointmentId: appointment.id } })).toBe(0);
  });

  it("taxes a virtual session at the billing address's state (CA 7.25%)", async () => {
    const user = await createUser();
    loginAs(user);
    const appointment = await createAppointment(user); // $120.00 virtual
    const res = await createIntent({ appointmentId: appointment.id, billingAddress: california });
    expect(res.json).toMatchObject({ subtotal: 12000, taxAmount: 870, amount: 12870, taxRate: 0.0725, taxState: "CA" });
    const payment = await db.payment.findUniqueOrThrow({ where: { appointmentId: appointment.id } });
    expect(payment).toMatchObject({ taxCents: 870, taxState: "CA" });
    expect(payment.taxRate.toNumber()).toBe(0.0725);
  });
});

describe("the test provider in production", () => {
  it("is refused unless ALLOW_TEST_PAYMENTS=1", async () => {
    const user = await createUser();
    loginAs(user);
    const appointment = await createAppointment(user);
    const saved = { NODE_ENV: env.NODE_ENV, ALLOW: env.ALLOW_TEST_PAYMENTS };
    try {
      env.NODE_ENV = "production";
      env.ALLOW_TEST_PAYMENTS = undefined;
      const refused = await createIntent({ appointmentId: appointment.id });
      expect(refused.status).toBe(503);
      expect(refused.json.message).toBe("Online payments are not available right now. Please contact us to book.");
      env.ALLOW_TEST_PAYMENTS = "1";
      expect((await createIntent({ appointmentId: appointment.id, billingAddress })).status).toBe(200);
    } finally {
      env.NODE_ENV = saved.NODE_ENV;
      env.ALLOW_TEST_PAYMENTS = saved.ALLOW;
    }
  });
});
