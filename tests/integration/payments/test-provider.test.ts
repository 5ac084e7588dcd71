import { afterEach, describe, expect, it } from "vitest";
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { POST as testConfirmRoute } from "@/app/api/test-payments/confirm/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { getPaymentClientConfig } from "@/lib/payments/config";
import { paymentErrorCode } from "@/lib/validations/payments";
import { paymentErrorToast } from "@/components/booking/payment-copy";
import { testCardOutcome } from "@/lib/payments/test-provider";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { billingAddress, createAppointment } from "./helpers";

afterEach(() => loginAs(null));

const billingDetails = { name: "Test Client", email: "client@example.com", address: billingAddress };
const card = (number: string, cvc = "123", expiry = "12/34") => ({ number, expiry, cvc });

async function setUpIntent() {
  const user = await createUser();
  loginAs(user);
  const appointment = await createAppointment(user);
  const intent = await call(createIntentRoute, { method: "POST", body: { appointmentId: appointment.id, billingAddress } });
  return { user, appointment, paymentIntentId: intent.json.paymentIntentId as string };
}

const confirm = (paymentIntentId: string, c: ReturnType<typeof card>) =>
  call(testConfirmRoute, { method: "POST", body: { paymentIntentId, card: c, billingDetails } });

describe("test provider: card table (DECISIONS.md)", () => {
  it.each([
    [
      "4000000000000002",
      "123",
      "card_declined",
      "Card Declined",
      "Your card was declined. Please try a different payment method or contact your bank.",
    ],
    [
      "4000000000009995",
      "123",
      "insufficient_funds",
      "Insufficient Funds",
      "Your card has insufficient funds. Please try a different payment method.",
    ],
    ["4000000000000069", "123", "expired_card", "Card Expired", "Your card has expired. Please use a different payment method."],
    [
      "4000000000000127",
      "123",
      "incorrect_cvc",
      "Invalid Security Code",
      "The security code (CVC) you entered is incorrect. Please check and try again.",
    ],
    [
      "4000000000000119",
      "123",
      "processing_error",
      "Processing Error",
      "There was an error processing your payment. Please try again in a few moments.",
    ],
    [
      "4000000000009235",
      "123",
      "payment_intent_authentication_failure",
      "Authentication Failed",
      "Payment authentication failed. Please try again or use a different payment method.",
    ],
    [
      "4242424242424242",
      "000",
      "payment_intent_authentication_failure",
      "Authentication Failed",
      "Payment authentication failed. Please try again or use a different payment method.",
    ],
  ])("%s (CVC %s) -> 402 %s -> toast '%s'", async (number, cvc, code, title, description) => {
    const { paymentIntentId } = await setUpIntent();
    const res = await confirm(paymentIntentId, card(number.replace(/(\d{4})/g, "$1 ").trim(), cvc));
    expect(res.status).toBe(402);
    expect(res.json.code).toBe(code);
    expect(paymentErrorToast(res.json.code, res.json.message)).toEqual({ title, description });
    const payment = await db.payment.findUniqueOrThrow({ where: { paymentIntentId } });
    expect(payment).toMatchObject({ status: "failed", failureCode: code, paidAt: null });
  });

  it("4242 4242 4242 4242 succeeds, after a declined attempt, and a repeat is harmless", async () => {
    const { paymentIntentId } = await setUpIntent();
    expect((await confirm(paymentIntentId, card("4000000000000002"))).status).toBe(402);
    const ok = await confirm(paymentIntentId, card("4242 4242 4242 4242"));
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ status: "succeeded", paymentIntentId });
    expect((await confirm(paymentIntentId, card("4000000000000002"))).status).toBe(200);
    const payment = await db.payment.findUniqueOrThrow({ where: { paymentIntentId } });
    expect(payment.status).toBe("succeeded");
    expect(payment.failureCode).toBeNull();
    expect(payment.paidAt).toBeInstanceOf(Date);
  });

  it("charges an in-person session with the practice's tax even when no billing address reached the intent", async () => {
    const user = await createUser();
    loginAs(user);
    const appointment = await createAppointment(user, { slug: "hypnotherapy-in-person-session" }); // $140.00
    const intent = await call(createIntentRoute, { method: "POST", body: { appointmentId: appointment.id } });
    expect(intent.json).toMatchObject({ taxAmount: 665, amount: 14665 });
    const res = await confirm(intent.json.paymentIntentId, card("4242424242424242"));
    expect(res.status).toBe(200);
    const payment = await db.payment.findUniqueOrThrow({ where: { appointmentId: appointment.id } });
    expect(payment).toMatchObject({ status: "succeeded", subtotalCents: 14000, taxCents: 665, amountCents: 14665, taxState: "NC" });
  });

  it("unknown numbers, past expiry dates and malformed cards fail like Stripe test mode", () => {
    const now = new Date("2030-06-15T00:00:00Z");
    expect(testCardOutcome(card("4111111111111111"), now)).toMatchObject({ ok: false, code: "card_declined" });
    expect(testCardOutcome(card("4242424242424241"), now)).toMatchObject({ ok: false, code: "incorrect_number" });
    expect(testCardOutcome(card("4242424242424242", "123", "05/30"), now)).toMatchObject({ ok: false, code: "invalid_expiry_year" });
    expect(testCardOutcome(card("4242424242424242", "123", "06/30"), now)).toEqual({ ok: true });
  });

  it("validates the card fields (400) before charging", async () => {
    const { paymentIntentId } = await setUpIntent();
    const res = await confirm(paymentIntentId, card("4242", "123"));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Your card number is incomplete.");
    expect((await confirm(paymentIntentId, card("4242424242424242", "123", "1234"))).json.message).toBe("Expiry date must be MM/YY.");
  });

  it("only the owner can pay a test intent; unknown intents are 404", async () => {
    const { paymentIntentId } = await setUpIntent();
    loginAs(await createUser());
    expect((await confirm(paymentIntentId, card("4242424242424242"))).status).toBe(403);
    expect((await confirm("test_pi_doesnotexist", card("4242424242424242"))).status).toBe(404);
    loginAs(null);
    expect((await confirm(paymentIntentId, card("4242424242424242"))).status).toBe(401);
  });

  it("refuses to charge an expired reservation", async () => {
    const { appointment, paymentIntentId } = await setUpIntent();
    await db.appointment.update({ where: { id: appointment.id }, data: { holdExpiresAt: new Date(Date.now() - 1000) } });
    const res = await confirm(paymentIntentId, card("4242424242424242"));
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("Your reservation has expired. Please choose your time again.");
  });

  it("does not exist while Stripe is the provider", async () => {
    const { paymentIntentId } = await setUpIntent();
    env.STRIPE_SECRET_KEY = "sk_test_configured";
    try {
      expect((await confirm(paymentIntentId, card("4242424242424242"))).status).toBe(404);
    } finally {
      env.STRIPE_SECRET_KEY = undefined;
    }
  });
});

describe("payment client config and toasts", () => {
  it("tells the browser which provider runs", () => {
    expect(getPaymentClientConfig()).toEqual({ provider: "test" });
    env.STRIPE_SECRET_KEY = "sk_test_configured";
    env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = "pk_test_abc";
    try {
      expect(getPaymentClientConfig()).toEqual({ provider: "stripe", publishableKey: "pk_test_abc" });
    } finally {
      env.STRIPE_SECRET_KEY = undefined;
      env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = undefined;
    }
  });

  it("maps other errors to 'Payment Failed' with the provider's message or the fallback", () => {
    expect(paymentErrorToast("incorrect_number", "Your card number is incorrect.")).toEqual({
      title: "Payment Failed",
      description: "Your card number is incorrect.",
    });
    expect(paymentErrorToast(undefined, undefined)).toEqual({
      title: "Payment Failed",
      description: "An unexpected error occurred. Please try again.",
    });
  });

  it("prefers Stripe's precise decline code", () => {
    expect(paymentErrorCode({ code: "card_declined", decline_code: "insufficient_funds" })).toBe("insufficient_funds");
    expect(paymentErrorCode({ code: "card_declined", decline_code: "generic_decline" })).toBe("card_declined");
  });
});
