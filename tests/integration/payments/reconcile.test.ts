import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { InngestTestEngine } from "@inngest/test";
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { POST as testConfirmRoute } from "@/app/api/test-payments/confirm/route";
import { releaseExpiredBookingHolds } from "@/inngest/functions/scheduled-jobs";
import { releaseExpiredHolds } from "@/lib/appointments/hold";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { call, createUser } from "../../support/api";
import { FakeStripe } from "../../support/fake-stripe";
import { loginAs } from "../../support/session";
import { billingAddress, createAppointment } from "./helpers";

// Paid but not completed: the client pays and closes the tab before the completion call. The appointment is
// confirmed by the sweep (asking the provider), and its hold is never released as expired.

afterEach(() => loginAs(null));
const expire = (id: number) => db.appointment.update({ where: { id }, data: { holdExpiresAt: new Date(Date.now() - 60_000) } });

describe("paid but not completed (test provider)", () => {
  it("is never released as an expired hold, and the sweep confirms it", async () => {
    const user = await createUser();
    loginAs(user);
    const appointment = await createAppointment(user);
    const intent = await call(createIntentRoute, { method: "POST", body: { appointmentId: appointment.id, billingAddress } });
    const paid = await call(testConfirmRoute, {
      method: "POST",
      body: { paymentIntentId: intent.json.paymentIntentId, card: { number: "4242424242424242", expiry: "12/34", cvc: "123" } },
    });
    expect(paid.status).toBe(200);
    await expire(appointment.id);

    await releaseExpiredHolds();
    expect((await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).status).toBe("pending");

    const { result } = await new InngestTestEngine({ function: releaseExpiredBookingHolds }).execute();
    expect(result).toMatchObject({ confirmed: expect.any(Number) });
    expect(await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).toMatchObject({
      status: "confirmed",
      holdExpiresAt: null,
    });
  });
});

describe("paid but not completed (Stripe)", () => {
  const fake = new FakeStripe();
  beforeAll(async () => {
    await fake.start();
    env.STRIPE_SECRET_KEY = "sk_test_fake";
    env.STRIPE_API_HOST = fake.host;
  });
  afterAll(async () => {
    env.STRIPE_SECRET_KEY = env.STRIPE_API_HOST = undefined;
    await fake.stop();
  });

  it("the sweep asks Stripe and confirms it, without the client or the webhook; unpaid holds are released", async () => {
    const user = await createUser();
    loginAs(user);
    const paidAppointment = await createAppointment(user);
    const intent = await call(createIntentRoute, { method: "POST", body: { appointmentId: paidAppointment.id, billingAddress } });
    fake.succeed(intent.json.paymentIntentId);
    await expire(paidAppointment.id);

    const other = await createUser();
    loginAs(other);
    const unpaid = await createAppointment(other, { startsAt: new Date(paidAppointment.startsAt.getTime() + 24 * 60 * 60_000) });
    await call(createIntentRoute, { method: "POST", body: { appointmentId: unpaid.id, billingAddress } });
    await expire(unpaid.id);

    await new InngestTestEngine({ function: releaseExpiredBookingHolds }).execute();
    expect(await db.appointment.findUniqueOrThrow({ where: { id: paidAppointment.id }, include: { payment: true } })).toMatchObject({
      status: "confirmed",
      payment: { status: "succeeded" },
    });
    expect(await db.appointment.findUniqueOrThrow({ where: { id: unpaid.id } })).toMatchObject({
      status: "cancelled",
      cancelReason: "hold_expired",
    });
  });
});
