import Stripe from "stripe";
import { env } from "@/lib/env";

// One Stripe client per configuration. STRIPE_API_HOST ("127.0.0.1:12111") points the SDK at a
// local fake of Stripe's HTTP API (plain http), which is how the Stripe path is tested offline.
let cached: { key: string; host: string | undefined; client: Stripe } | undefined;

export function getStripe(): Stripe {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw new Error("Stripe is not configured (STRIPE_SECRET_KEY is missing).");
  if (cached && cached.key === key && cached.host === env.STRIPE_API_HOST) return cached.client;
  cached = {
    key,
    host: env.STRIPE_API_HOST,
    client: new Stripe(key, { ...stripeHostConfig(), maxNetworkRetries: 2, appInfo: { name: "serenity-wellness" } }),
  };
  return cached.client;
}

function stripeHostConfig(): { host?: string; port?: number; protocol?: "http" | "https" } {
  const value = env.STRIPE_API_HOST;
  if (!value) return {};
  const url = new URL(value.includes("://") ? value : `http://${value}`);
  return {
    host: url.hostname,
    port: Number(url.port || (url.protocol === "https:" ? 443 : 80)),
    protocol: url.protocol === "https:" ? "https" : "http",
  };
}

/** Verifies a webhook's signature with STRIPE_WEBHOOK_SECRET; needs no network. */
export function constructWebhookEvent(rawBody: string, signature: string, secret: string): Stripe.Event {
  // Signature verification is local crypto: any key works when only the webhook secret is set.
  const client = env.STRIPE_SECRET_KEY ? getStripe() : new Stripe("sk_webhook_verification_only");
  return client.webhooks.constructEvent(rawBody, signature, secret);
}

export type { Stripe };
