import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/purchases/route";
import { POST as completeRoute } from "@/app/api/purchases/[id]/complete/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { ledgerBalance } from "@/lib/ledger/ledger";
import { call, createUser } from "../../support/api";
import { FakeStripe, type FakeIntent } from "../../support/fake-stripe";
import { loginAs } from "../../support/session";
import { billingAddress } from "../payments/helpers";
import { createPackage } from "../ledger/helpers";

// A purchase paid through Stripe (a local fake of its HTTP API, the real SDK): the intent names the
// purchase, and the webhook confirms it once, whether or not the buyer's completion also arrives.
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

let counter = 0;
function deliver(type: string, intent: FakeIntent) {
  const payload = JSON.stringify({
    id: `evt_purchase_${Date.now()}_${++counter}`,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return call(webhookRoute, { method: "POST", body: payload, headers: { "stripe-signature": signature } });
}

async function startPackage() {
  const user = await createUser();
  loginAs(user);
  const pkg = await createPackage({ priceCents: 33000 });
  const res = await call(createRoute, { method: "POST", body: { kind: "package", packageId: pkg.id, billingAddress } });
  expect(res.status).toBe(200);
  return { user, purchaseId: res.json.purchaseId as number, intentId: res.json.paymentIntentId as string };
}

describe("Stripe and purchases", () => {
  it("creates the intent with the purchase in its metadata and an idempotency key per purchase and amount", async () => {
    const { user, purchaseId, intentId } = await startPackage();
    expect(intentId).toMatch(/^pi_/);
    const intent = fake.intents.get(intentId)!;
    expect(intent).toMatchObject({ amount: 34568, currency: "usd" });
    expect(intent.metadata).toEqual({ purchaseId: String(purchaseId), userId: String(user.id) });
    const request = fake.requests.find(
      (r) => r.path === "/v1/payment_intents" && (r.body.metadata as Record<string, string> | undefined)?.purchaseId === String(purchaseId),
    );
    expect(request?.idempotencyKey).toBe(`purchase-${purchaseId}-amount-34568`);
  });

  it("the webhook confirms a paid purchase once; the buyer's completion after it changes nothing", async () => {
    const { purchaseId, intentId } = await startPackage();
    const paid = fake.succeed(intentId);
    const first = await deliver("payment_intent.succeeded", paid);
    expect(first.json).toMatchObject({ received: true, outcome: "confirmed" });
    const again = await deliver("payment_intent.succeeded", paid);
    expect(again.json).toMatchObject({ outcome: "already_confirmed" });
    const completed = await call(completeRoute, {
      method: "POST",
      body: { paymentIntentId: intentId },
      params: { id: String(purchaseId) },
    });
    expect(completed.json).toMatchObject({ outcome: "already_confirmed" });
    const owned = await db.clientPackage.findMany({ where: { purchaseId } });
    expect(owned).toHaveLength(1);
    expect(await ledgerBalance(db, { clientPackageId: owned[0].id })).toBe(3);
    expect(await db.emailLog.count({ where: { idempotencyKey: `purchase-confirmation/${purchaseId}` } })).toBe(1);
  });

  it("records a failed card on the purchase and never confirms a different amount", async () => {
    const { purchaseId, intentId } = await startPackage();
    const failed = await deliver("payment_intent.payment_failed", fake.fail(intentId, "card_declined"));
    expect(failed.json).toMatchObject({ outcome: "failure_recorded" });
    expect(await db.purchase.findUniqueOrThrow({ where: { id: purchaseId } })).toMatchObject({
      status: "failed",
      failureCode: "card_declined",
    });
    const wrong = await deliver("payment_intent.succeeded", { ...fake.succeed(intentId), amount: 100 });
    expect(wrong.json).toMatchObject({ outcome: "amount_mismatch" });
    expect(await db.clientPackage.count({ where: { purchaseId } })).toBe(0);
  });
});
